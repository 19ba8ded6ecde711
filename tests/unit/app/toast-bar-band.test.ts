import { describe, expect, it } from 'vitest';
import { barBand } from '../../../src/app/page/toast-placement';
import { overlaps } from '../../../src/view/geometry';

describe('barBand: a toast in the status bar leaves its buttons in reach', () => {
  it('takes the row above buttons that wrapped under the status (a phone)', () => {
    const bar = { x: 0, y: 0, width: 390, height: 65 };
    const buttons = [
      { x: 6, y: 32, width: 72, height: 27 },
      { x: 211, y: 32, width: 55, height: 27 },
    ];
    const band = barBand(bar, buttons);
    expect(band).toEqual({ x: 0, y: 0, width: 390, height: 29 });
    for (const button of buttons) expect(overlaps(band, button)).toBe(false);
  });

  it('takes the room left of buttons beside the status (a wide window)', () => {
    const bar = { x: 0, y: 0, width: 1280, height: 46 };
    const buttons = [
      { x: 1000, y: 8, width: 90, height: 30 },
      { x: 1180, y: 8, width: 90, height: 30 },
    ];
    const band = barBand(bar, buttons);
    expect(band).toEqual({ x: 0, y: 0, width: 997, height: 46 });
    for (const button of buttons) expect(overlaps(band, button)).toBe(false);
  });

  it('takes the whole bar when it shows no button', () => {
    const bar = { x: 0, y: 0, width: 390, height: 40 };
    expect(barBand(bar, [])).toEqual(bar);
  });
});
