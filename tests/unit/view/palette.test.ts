import {
  differenceCiede2000,
  filterDeficiencyDeuter,
  filterDeficiencyProt,
  filterDeficiencyTrit,
  formatHex,
  parse,
  wcagContrast,
} from 'culori';
import { describe, expect, test } from 'vitest';
import { MAX_CARD, MIN_CARD } from '../../../src/engine';
import { readFileSync } from 'node:fs';
import {
  BRAND,
  CARD_PALETTES,
  type CardBand,
  cardBand,
  type TableTheme,
  tableTheme,
  cssColour,
} from '../../../src/view/palette';

const hex = (colour: number): string => `#${colour.toString(16).padStart(6, '0')}`;
const BANDS: readonly CardBand[] = ['negative', 'zero', 'low', 'middle', 'high'];
const THEMES = CARD_PALETTES.flatMap((palette) => [
  tableTheme(palette, false),
  tableTheme(palette, true),
]);
const DEFICIENCIES = {
  protanopia: filterDeficiencyProt(1),
  deuteranopia: filterDeficiencyDeuter(1),
  tritanopia: filterDeficiencyTrit(1),
};
const difference = differenceCiede2000();

/** The smallest CIEDE2000 difference between any two of `colours` as seen with `filter`. */
function closestPair(colours: readonly number[], filter: (c: string) => string): number {
  const seen = colours.map((colour) => filter(hex(colour)));
  let closest = Infinity;
  for (let i = 0; i < seen.length; i++)
    for (let j = i + 1; j < seen.length; j++)
      closest = Math.min(closest, difference(seen[i]!, seen[j]!));
  return closest;
}

const simulate =
  (filter: (typeof DEFICIENCIES)[keyof typeof DEFICIENCIES]) =>
  (colour: string): string =>
    formatHex(filter(parse(colour)!))!;

describe('card palettes', () => {
  test('every card value belongs to its band (negatives, zero, 1–4, 5–8, 9–12)', () => {
    const bands = Array.from({ length: MAX_CARD - MIN_CARD + 1 }, (_, i) => cardBand(MIN_CARD + i));
    expect(bands).toEqual([
      'negative',
      'negative',
      'zero',
      ...Array<CardBand>(4).fill('low'),
      ...Array<CardBand>(4).fill('middle'),
      ...Array<CardBand>(4).fill('high'),
    ]);
  });

  describe.each(THEMES.map((theme) => [theme.key, theme] as const))('%s', (_, theme) => {
    const large = theme.key.endsWith('+contrast') ? 7 : 3;
    const small = theme.key.endsWith('+contrast') ? 7 : 4.5;

    test.each(BANDS)(
      `the big %s numeral stands out from its outline (WCAG ≥ ${small}:1) and one of them from the face (≥ ${large}:1)`,
      (band) => {
        const { numeral, outline, face } = theme.bands[band];
        expect(wcagContrast(hex(numeral), hex(outline))).toBeGreaterThanOrEqual(small);
        expect(
          Math.max(wcagContrast(hex(numeral), hex(face)), wcagContrast(hex(outline), hex(face))),
        ).toBeGreaterThanOrEqual(large);
      },
    );

    test.each(BANDS)(
      `the small %s corner numbers stand out from the face (WCAG ≥ ${small}:1)`,
      (band) => {
        const { face, corner } = theme.bands[band];
        expect(wcagContrast(hex(corner), hex(face))).toBeGreaterThanOrEqual(small);
      },
    );

    test(`the table's text stands out from the table and the seat panels (WCAG ≥ ${small}:1)`, () => {
      expect(wcagContrast(hex(theme.text), hex(theme.table))).toBeGreaterThanOrEqual(small);
      expect(wcagContrast(hex(theme.text), hex(theme.seatPanel))).toBeGreaterThanOrEqual(small);
    });

    test('the rings of the cursor, the choices and the hint stand out from the table', () => {
      for (const ring of [theme.cursor, theme.selectable, theme.hint, theme.seatActive])
        expect(wcagContrast(hex(ring), hex(theme.table))).toBeGreaterThanOrEqual(3);
    });
  });

  describe.each(Object.entries(DEFICIENCIES))('seen with %s', (_, deficiency) => {
    const filter = simulate(deficiency);
    const faces = (theme: TableTheme) => BANDS.map((band) => theme.bands[band].face);
    const rings = (theme: TableTheme) => [theme.cursor, theme.selectable, theme.hint];

    test.each([false, true])(
      'the colour-blind palette keeps the five bands of faces apart, high contrast %s (ΔE2000 ≥ 10)',
      (highContrast) => {
        const theme = tableTheme('colour-blind', highContrast);
        expect(closestPair(faces(theme), filter)).toBeGreaterThanOrEqual(10);
      },
    );

    test('the colour-blind palette keeps its faces at least as far apart as the classic one', () => {
      expect(closestPair(faces(tableTheme('colour-blind', false)), filter)).toBeGreaterThanOrEqual(
        closestPair(faces(tableTheme('classic', false)), filter),
      );
    });

    test('the colour-blind palette keeps the cursor, choice and hint rings apart (ΔE2000 ≥ 15)', () => {
      expect(closestPair(rings(tableTheme('colour-blind', false)), filter)).toBeGreaterThanOrEqual(
        15,
      );
    });
  });
});

describe('the art direction', () => {
  test("the page's CSS variables are the brand's colours (one palette for canvas and page)", () => {
    const css = readFileSync(new URL('../../../src/app/page/style.css', import.meta.url), 'utf8');
    const root = /:root\s*{([^}]*)}/.exec(css)![1]!;
    const variables = new Map(
      [...root.matchAll(/--brand-([a-z-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]),
    );
    const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    expect(Object.fromEntries(variables)).toEqual(
      Object.fromEntries(
        Object.entries(BRAND).map(([name, colour]) => [kebab(name), cssColour(colour)]),
      ),
    );
  });
});
