import type { CardBand, TableTheme } from '../../view/palette';
import { cssColour } from '../../view/palette';

const BANDS: readonly CardBand[] = ['negative', 'zero', 'low', 'middle', 'high'];

/**
 * The CSS variables of `theme`'s cards (the five value bands' face, corner, numeral and outline,
 * the back's field and frame, the rim): `--band-low-face`, `--card-back-deep`, … The page's
 * small card pictures (the rules, the review) are drawn with them, so they follow the palette
 * and contrast settings as the table does.
 */
export function cardVariables(theme: TableTheme): Record<string, string> {
  const variables: Record<string, string> = {
    '--card-back-deep': cssColour(theme.back),
    '--card-back-light': cssColour(theme.backLight),
    '--card-back-gold': cssColour(theme.backGold),
    '--card-rim': cssColour(theme.rim),
    '--card-side': cssColour(theme.cardSide),
    '--card-edge': cssColour(theme.cardEdge),
  };
  for (const band of BANDS) {
    const colours = theme.bands[band];
    variables[`--band-${band}-face`] = cssColour(colours.face);
    variables[`--band-${band}-corner`] = cssColour(colours.corner);
    variables[`--band-${band}-numeral`] = cssColour(colours.numeral);
    variables[`--band-${band}-outline`] = cssColour(colours.outline);
  }
  return variables;
}

/** Sets `theme`'s card variables (see `cardVariables`) on `element`. */
export function applyCardColours(element: HTMLElement, theme: TableTheme): void {
  for (const [name, value] of Object.entries(cardVariables(theme)))
    element.style.setProperty(name, value);
}
