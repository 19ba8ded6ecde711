import { describe, expect, test } from 'vitest';
import { readySeats } from '../../../src/app/online/rematch-panel';
import type { RoomInfo, SeatInfo } from '../../../src/online/protocol';
import { roomInfo, seatInfo } from '../helpers/room-info';
import { readyMarkCircle, readyMarkRoom } from '../../../src/view/plate-ready-spot';
import { PlateShake, SHAKE_MS, SHAKE_PX, shakeOffset } from '../../../src/view/plate-shake';
import { tableLayout } from '../../../src/view/layout';
import { overlaps } from '../../../src/view/geometry';

const seat = seatInfo;

const room = (seats: SeatInfo[], over: Partial<RoomInfo> = {}): RoomInfo =>
  roomInfo(seats, { phase: 'over', ...over });

describe('issue 26: the ready marks on the plates after an online game', () => {
  test('each person here who pressed Play again is marked; computers, the gone and the rest are not', () => {
    const info = room([
      seat({ name: 'Ada', ready: true }),
      seat(),
      seat({ kind: 'computer', level: 'hard', taken: false, ready: true }),
      seat({ name: 'Cy', ready: true, connected: false }),
    ]);
    expect(readySeats(info)).toEqual([true, false, false, false]);
  });

  test('no mark while the game is played (between rounds "ready" means the next round)', () => {
    const info = room([seat({ ready: true }), seat({ ready: true })], { phase: 'playing' });
    expect(readySeats(info)).toEqual([false, false]);
  });

  test.each([
    [1280, 800, 2],
    [390, 844, 2],
    [390, 844, 8],
    [1024, 768, 4],
    [1280, 800, 8],
  ])(
    'at %i × %i with %i seats the mark sits on its plate, readable, off the emblem',
    (width, height, seats) => {
      const layout = tableLayout({ width, height, top: 48, bottom: 0, seats, focus: 0 });
      for (const { plate } of layout.seats) {
        const { cx, cy, r } = readyMarkCircle(plate);
        // At least 16 px across, as large as the emblem's disc on a phone.
        expect(2 * r).toBeGreaterThanOrEqual(16);
        const mark = { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r };
        expect(overlaps(mark, plate)).toBe(true);
        const emblem = { x: plate.x, y: plate.y, width: plate.height, height: plate.height };
        expect(overlaps(mark, emblem)).toBe(false);
        // Inside the plate's right end, level with its texts, which it moves left by its room.
        expect(cx + r).toBeLessThanOrEqual(plate.x + plate.width);
        expect(cy).toBe(plate.y + plate.height / 2);
        expect(readyMarkRoom(plate)).toBeCloseTo(plate.x + plate.width - (cx - r), 6);
      }
    },
  );
});

describe('issue 26: a nudged plate shakes', () => {
  test('a few pixels to each side, fading, over in under 400 ms', () => {
    const offsets = Array.from({ length: SHAKE_MS + 40 }, (_, ms) => shakeOffset(ms));
    const widest = Math.max(...offsets.map(Math.abs));
    expect(widest).toBeGreaterThan(2);
    expect(widest).toBeLessThanOrEqual(SHAKE_PX);
    expect(offsets.some((x) => x > 1) && offsets.some((x) => x < -1)).toBe(true);
    expect(SHAKE_MS).toBeLessThan(400);
    expect(shakeOffset(0)).toBe(0);
    expect(shakeOffset(SHAKE_MS)).toBe(0);
    expect(Math.abs(shakeOffset(SHAKE_MS - 20))).toBeLessThan(Math.abs(widest) / 2);
  });

  test('it starts at the first frame that draws it, runs its time, then stops at rest', () => {
    const shake = new PlateShake();
    expect(shake.running).toBe(false);
    shake.start();
    expect(shake.running).toBe(true);
    expect(shake.started).toBe(1);
    expect(shake.offset(10_000)).toBe(0);
    expect(Math.abs(shake.offset(10_020))).toBeGreaterThan(0);
    expect(shake.running).toBe(true);
    expect(shake.offset(10_000 + SHAKE_MS)).toBe(0);
    expect(shake.running).toBe(false);
    shake.start();
    expect(shake.started).toBe(2);
  });
});
