import { describe, expect, test } from 'vitest';
import type { RoundResult } from '../../../../src/engine';
import {
  chooseEffects,
  type EffectMemory,
  FRESH_MEMORY,
} from '../../../../src/view/effects/choose-effects';
import type { ShownSlot, TableSnapshot } from '../../../../src/view/snapshot';
import type { TableEvent } from '../../../../src/view/table-events';

const DOWN: ShownSlot[] = Array.from({ length: 12 }, () => 'down');

/** A two-seat table with every card face down, changed by `changes`. */
function table(changes: Partial<TableSnapshot> = {}): TableSnapshot {
  return {
    roundIndex: 0,
    phase: 'turns',
    players: ['Ada', 'Bob'],
    totals: [0, 0],
    grids: [DOWN, DOWN],
    discardPile: [5],
    drawPileSize: 100,
    drawn: null,
    toMove: 0,
    ender: null,
    finalTurnsLeft: 0,
    setupReveals: [2, 2],
    reshufflesUsed: 0,
    actions: [],
    results: [],
    winners: [],
    ...changes,
  };
}

/** A round's result with `scores` (after doubling). */
function result(scores: number[], changes: Partial<RoundResult> = {}): RoundResult {
  return {
    starter: 0,
    ender: 0,
    doubled: false,
    scores,
    totals: scores,
    grids: [],
    ...changes,
  } as RoundResult;
}

const clear = (seat: number, column = 0): TableEvent => ({
  kind: 'column-clear',
  seat,
  column,
  value: 4,
});

/** The effects chosen for `events`, without their timing. */
function effectsOf(
  events: TableEvent[],
  options: { prev?: TableSnapshot; next?: TableSnapshot; memory?: EffectMemory } = {},
) {
  const choice = chooseEffects(
    events,
    options.prev ?? table(),
    options.next ?? table(),
    options.memory ?? FRESH_MEMORY,
    false,
  );
  return choice.effects;
}

describe('chooseEffects', () => {
  test('a column clear gets sparks and a flash as it starts', () => {
    const events: TableEvent[] = [{ kind: 'reveal', seat: 1, pos: 3, card: 4 }, clear(1, 2)];
    expect(effectsOf(events)).toEqual([
      { at: 1, effect: { kind: 'burst', seat: 1, column: 2 } },
      { at: 1, effect: { kind: 'flash', seat: 1, column: 2 } },
    ]);
  });

  test('a second clear by the same seat with no other clear between is a streak', () => {
    const first = chooseEffects([clear(0)], table(), table(), FRESH_MEMORY, false);
    expect(first.memory.clearStreak).toEqual({ seat: 0, count: 1 });
    const second = chooseEffects([clear(0, 1)], table(), table(), first.memory, false);
    expect(second.effects).toContainEqual({
      at: 0,
      effect: { kind: 'callout', seat: 0, callout: { kind: 'column-streak', count: 2 } },
    });
  });

  test("another seat's clear breaks the streak, and a new round forgets it", () => {
    const other = chooseEffects(
      [clear(1)],
      table(),
      table(),
      { clearStreak: { seat: 0, count: 1 } },
      false,
    );
    expect(other.memory.clearStreak).toEqual({ seat: 1, count: 1 });
    expect(other.effects.map((e) => e.effect.kind)).not.toContain('callout');
    const dealt = chooseEffects(
      [{ kind: 'deal', fresh: true }],
      table(),
      table(),
      other.memory,
      false,
    );
    expect(dealt.memory).toEqual(FRESH_MEMORY);
  });

  test('columns cleared by the final reveal (R4.5) neither count nor break a streak', () => {
    const memory = { clearStreak: { seat: 0, count: 1 } };
    const events: TableEvent[] = [{ kind: 'round-end', reveals: [] }, clear(0), clear(1)];
    const choice = chooseEffects(events, table(), table(), memory, false);
    expect(choice.memory).toEqual(memory);
    expect(choice.effects.map((e) => e.effect.kind)).toEqual(['burst', 'flash', 'burst', 'flash']);
  });

  test("a doubled ender's score (R5.3) shakes the table and is called out", () => {
    const next = table({ phase: 'round-over', results: [result([20, 5], { doubled: true })] });
    const events: TableEvent[] = [{ kind: 'round-end', reveals: [] }, { kind: 'scores' }];
    expect(effectsOf(events, { next })).toEqual([
      { at: 1, effect: { kind: 'shake', strength: 1 } },
      { at: 1, effect: { kind: 'callout', seat: 0, callout: { kind: 'doubled' } } },
    ]);
  });

  test('the lowest round score several rounds in a row is called out', () => {
    const results = [result([3, 9]), result([10, 4]), result([12, 2]), result([7, 7])];
    const events: TableEvent[] = [{ kind: 'scores' }];
    expect(effectsOf(events, { next: table({ results }) })).toEqual([
      { at: 0, effect: { kind: 'callout', seat: 1, callout: { kind: 'round-streak', count: 3 } } },
    ]);
    expect(effectsOf(events, { next: table({ results: results.slice(0, 2) }) })).toEqual([]);
  });

  test('a turn that lowers the face-up sum by 10 or more is a big swing', () => {
    const grid = (card: ShownSlot): ShownSlot[] => [card, 3, ...DOWN.slice(2)];
    const prev = table({ grids: [grid(12), DOWN] });
    const swap: TableEvent = {
      kind: 'swap',
      seat: 0,
      pos: 0,
      from: 'discard',
      card: -2,
      replaced: 12,
    };
    expect(effectsOf([swap], { prev, next: table({ grids: [grid(-2), DOWN] }) })).toEqual([
      { at: 1, effect: { kind: 'callout', seat: 0, callout: { kind: 'big-swing', points: 14 } } },
    ]);
    expect(effectsOf([swap], { prev, next: table({ grids: [grid(3), DOWN] }) })).toEqual([]);
  });

  test('going out is called out over the ender', () => {
    expect(effectsOf([{ kind: 'final-round', seat: 1 }])).toEqual([
      { at: 0, effect: { kind: 'callout', seat: 1, callout: { kind: 'going-out', seat: 1 } } },
    ]);
  });

  test("the game's end rains confetti and makes every winner's seat glow", () => {
    const events: TableEvent[] = [{ kind: 'game-end', winners: [0, 1] }];
    expect(effectsOf(events)).toEqual([
      { at: 0, effect: { kind: 'confetti' } },
      { at: 0, effect: { kind: 'champion', seat: 0 } },
      { at: 0, effect: { kind: 'champion', seat: 1 } },
    ]);
  });

  test('reduced motion chooses no effect but keeps the memory', () => {
    const events: TableEvent[] = [
      clear(0),
      { kind: 'final-round', seat: 0 },
      { kind: 'game-end', winners: [0] },
    ];
    const choice = chooseEffects(
      events,
      table(),
      table(),
      { clearStreak: { seat: 0, count: 1 } },
      true,
    );
    expect(choice.effects).toEqual([]);
    expect(choice.memory.clearStreak).toEqual({ seat: 0, count: 2 });
  });
});
