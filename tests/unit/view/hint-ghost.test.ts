import { describe, expect, test } from 'vitest';
import { overlaps } from '../../../src/view/geometry';
import { ghostRect } from '../../../src/view/hint-ghost';
import { tableLayout } from '../../../src/view/layout';

describe('issue 27 defect 2: the hint’s ghost card leaves the plate’s round total readable', () => {
  test.each([
    [1280, 800, 4],
    [1024, 768, 4],
    [390, 844, 8],
    [1280, 800, 2],
  ])('at %i × %i with %i seats, on every card of the person’s grid', (width, height, seats) => {
    const layout = tableLayout({ width, height, top: 48, bottom: 0, seats, focus: 0 });
    const { plate, cards } = layout.seats[0]!;
    for (const [pos, target] of cards.entries()) {
      const ghost = ghostRect(target, plate);
      // Tilted, its corners reach a tenth of its height beyond its rectangle.
      const reach = ghost.height * 0.1;
      const drawn = {
        x: ghost.x - reach,
        y: ghost.y - reach,
        width: ghost.width + 2 * reach,
        height: ghost.height + 2 * reach,
      };
      expect(overlaps(drawn, plate), `position ${pos}`).toBe(false);
      // The target's own number (the middle of the card) stays in view beside it.
      const numeral = {
        x: target.x + target.width * 0.25,
        y: target.y + target.height * 0.3,
        width: target.width * 0.5,
        height: target.height * 0.4,
      };
      expect(overlaps(ghost, numeral), `position ${pos}`).toBe(false);
      expect(ghost.width).toBeCloseTo(target.width / 2);
    }
  });
});
