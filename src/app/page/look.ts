import type { TableView } from '../../view';
import { tableTheme } from '../../view';
import { applyCardColours } from './card-colours';
import { TEXT_SCALES, type Settings } from './settings';
import { DURATION_FACTORS, type UrlOptions } from './url-options';

/**
 * Applies the motion and look of `settings` (the page's `?speed=` and `?motion=` first) to the
 * table (its animations and the game's pauses) and the page: animation speed, reduced motion, card colours, contrast,
 * text size. Returns whether the text size changed (the status bar's height follows it).
 */
export function applyLook(settings: Settings, options: UrlOptions, view: TableView): boolean {
  const motion = {
    durationFactor: DURATION_FACTORS[options.speed ?? settings.speed],
    reducedMotion: options.reducedMotion || settings.reducedMotion,
  };
  const root = document.documentElement;
  // The screens' CSS animations follow the same speed and reduced motion (screen-motion.css).
  root.dataset.motion = motion.reducedMotion ? 'reduced' : 'full';
  root.style.setProperty('--motion-speed', String(motion.durationFactor));
  root.toggleAttribute('data-instant', motion.durationFactor === 0);
  const classes = document.body.classList;
  classes.toggle('high-contrast', settings.highContrast);
  classes.toggle('colour-blind', settings.cardPalette === 'colour-blind');
  const theme = tableTheme(settings.cardPalette, settings.highContrast);
  const fontSize = TEXT_SCALES[settings.textSize];
  void view.set({ motion, theme, textScale: parseFloat(fontSize) / 100 });
  // The page's card pictures (rules, review) in the table's colours.
  applyCardColours(root, theme);
  if (root.style.fontSize === fontSize) return false;
  root.style.fontSize = fontSize;
  return true;
}
