import { wcagContrast } from 'culori';
import { describe, expect, test } from 'vitest';
import { COLOUR_IDS } from '../../../src/online/looks';
import { AVATAR_COLOURS, avatarColour } from '../../../src/view/avatar-colours';
import { CARD_PALETTES, tableTheme } from '../../../src/view/palette';

const hex = (colour: number): string => `#${colour.toString(16).padStart(6, '0')}`;

describe('the avatars’ colours', () => {
  test('a colour is drawn for every colour id the wire knows, and no other', () => {
    expect(Object.keys(AVATAR_COLOURS).sort()).toEqual([...COLOUR_IDS].sort());
    expect(avatarColour('gold')).toBe(AVATAR_COLOURS.gold);
    expect(avatarColour('toString')).toBeUndefined();
    expect(avatarColour('#ff0000')).toBeUndefined();
  });

  test('the avatar in the plate’s ink reads on every colour, in every theme (WCAG ≥ 4.5)', () => {
    for (const palette of CARD_PALETTES)
      for (const contrast of [false, true]) {
        const ink = hex(tableTheme(palette, contrast).plate);
        for (const [id, colour] of Object.entries(AVATAR_COLOURS))
          expect(wcagContrast(ink, hex(colour)), `${id} in ${palette}`).toBeGreaterThanOrEqual(4.5);
      }
  });
});
