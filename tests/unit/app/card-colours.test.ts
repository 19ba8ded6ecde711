import { expect, test } from 'vitest';
import { cardVariables } from '../../../src/app/page/card-colours';
import { cssColour, tableTheme } from '../../../src/view/palette';

test("the page's card pictures take the table theme's colours, palette and contrast included", () => {
  for (const palette of ['classic', 'colour-blind'] as const)
    for (const contrast of [false, true]) {
      const theme = tableTheme(palette, contrast);
      const variables = cardVariables(theme);
      expect(variables['--band-low-face']).toBe(cssColour(theme.bands.low.face));
      expect(variables['--band-negative-outline']).toBe(cssColour(theme.bands.negative.outline));
      expect(variables['--card-back-gold']).toBe(cssColour(theme.backGold));
      expect(variables['--card-rim']).toBe(cssColour(theme.rim));
      expect(Object.keys(variables)).toHaveLength(6 + 5 * 4);
    }
  expect(cardVariables(tableTheme('colour-blind', false))['--band-high-face']).toBe('#d55e00');
});
