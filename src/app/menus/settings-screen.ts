import '../setup/setup.css';
import '../setup/table-rules.css';
import './settings.css';
import { LANGUAGE_NAMES, LANGUAGES, type Translator } from '../../i18n';
import { CARD_PALETTES } from '../../view/palette';
import { h } from '../page/dom';
import { ANIMATION_SPEEDS, type Settings, TEXT_SCALES, TEXT_SIZES } from '../page/settings';
import { segmentedChoice, slider, switchControl } from '../ui/controls';
import {
  GROUP_ICONS,
  highContrastPicture,
  languagePicture,
  paletteFan,
  textSizePicture,
} from './settings-pictures';

/** A group of settings under its emblem and title. */
function group(
  name: keyof typeof GROUP_ICONS,
  title: string,
  ...controls: HTMLElement[]
): HTMLElement {
  return h(
    'section',
    { class: 'settings-group', 'data-group': name },
    h('h3', {}, h('span', { class: 'group-icon' }, GROUP_ICONS[name]()), title),
    ...controls,
  );
}

/**
 * The settings, grouped as a game groups them (sound; motion and speed; display; language;
 * accessibility) in switches, sliders, segments and tiles; every change is applied at once
 * through `onChange`.
 */
export function settingsScreen(
  t: Translator,
  settings: Settings,
  onChange: (settings: Settings) => void,
  onBack: () => void,
): HTMLElement {
  let current = settings;
  const change = (patch: Partial<Settings>) => {
    current = { ...current, ...patch };
    onChange(current);
  };
  const toggle = (
    name: 'sound' | 'music' | 'reducedMotion' | 'highContrast',
    note?: string,
    picture?: Node,
  ) =>
    switchControl({
      name,
      label: t.t(name),
      ...(note === undefined ? {} : { note }),
      ...(picture === undefined ? {} : { picture }),
      checked: current[name],
      onChange: (checked) => change({ [name]: checked }),
    }).element;
  const speedWords = (index: number) => t.t(`speed.${ANIMATION_SPEEDS[index]!}`);
  return h(
    'section',
    { class: 'screen settings-screen', 'data-screen': 'settings' },
    h('h2', { class: 'screen-title' }, t.t('settings')),
    h(
      'div',
      { class: 'settings-groups' },
      group(
        'sound',
        t.t('settingsSound'),
        toggle('sound'),
        toggle('music'),
        slider({
          name: 'volume',
          label: t.t('volume'),
          min: 0,
          max: 1,
          step: 0.05,
          value: current.volume,
          format: (value) => t.number(value, { style: 'percent' }),
          onInput: (volume) => change({ volume }),
        }).element,
      ),
      group(
        'motion',
        t.t('settingsMotion'),
        slider({
          name: 'speed',
          label: t.t('animationSpeed'),
          min: 0,
          max: ANIMATION_SPEEDS.length - 1,
          step: 1,
          value: ANIMATION_SPEEDS.indexOf(current.speed),
          format: speedWords,
          stops: ANIMATION_SPEEDS.map((_, i) => speedWords(i)),
          onInput: (index) => change({ speed: ANIMATION_SPEEDS[index]! }),
        }).element,
        toggle('reducedMotion', t.t('reducedMotionNote')),
      ),
      group(
        'language',
        t.t('language'),
        segmentedChoice({
          name: 'language',
          label: t.t('language'),
          labelHidden: true,
          look: 'tiles',
          options: LANGUAGES.map((language) => ({
            value: language,
            label: LANGUAGE_NAMES[language],
            lang: language,
            picture: languagePicture(language),
          })),
          value: current.language,
          onChange: (language) => change({ language }),
        }).element,
      ),
      group(
        'display',
        t.t('settingsDisplay'),
        segmentedChoice({
          name: 'cardPalette',
          label: t.t('cardPalette'),
          look: 'tiles',
          options: CARD_PALETTES.map((palette) => ({
            value: palette,
            label: t.t(`palette.${palette}`),
            picture: paletteFan(palette),
          })),
          value: current.cardPalette,
          onChange: (cardPalette) => change({ cardPalette }),
        }).element,
      ),
      group(
        'accessibility',
        t.t('settingsAccessibility'),
        toggle('highContrast', t.t('highContrastNote'), highContrastPicture()),
        segmentedChoice({
          name: 'textSize',
          label: t.t('textSize'),
          options: TEXT_SIZES.map((size) => ({
            value: size,
            label: t.t(`textSize.${size}`),
            picture: textSizePicture(parseFloat(TEXT_SCALES[size]) / 100),
          })),
          value: current.textSize,
          onChange: (textSize) => change({ textSize }),
        }).element,
      ),
    ),
    h('div', { class: 'buttons' }, h('button', { type: 'button', onclick: onBack }, t.t('back'))),
  );
}
