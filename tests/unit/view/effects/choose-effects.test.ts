import { describe, expect, test } from 'vitest';
import {
  columnPositions,
  DEFAULT_RULES,
  gridShape,
  type GameEvent,
  OFFICIAL_SHAPE,
  type RoundResult,
  rowPositions,
} from '../../../../src/engine';
import {
  chooseEffects,
  type EffectMemory,
  FRESH_MEMORY,
} from '../../../../src/view/effects/choose-effects';
import type { ShownSlot, TableSnapshot } from '../../../../src/view/snapshot';

const DOWN: ShownSlot[] = Array.from({ length: 12 }, () => 'down');

/** A two-seat table with every card face down, changed by `changes`. */
function table(changes: Partial<TableSnapshot> = {}): TableSnapshot {
  return {
    roundIndex: 0,
    phase: 'turns',
    players: ['Ada', 'Bob'],
    totals: [0, 0],
    grids: [DOWN, DOWN],
    faceUpSums: [0, 0],
    discardPile: [5],
    drawPileSize: 100,
    drawn: null,
    toMove: 0,
    ender: null,
    finalTurnsLeft: 0,
    setupReveals: [2, 2],
    actions: [],
    results: [],
    winners: [],
    rules: DEFAULT_RULES,
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

const clear = (seat: number, column = 0, atRoundEnd = false): GameEvent => ({
  kind: 'line-cleared',
  seat,
  line: 'column',
  grid: 0,
  index: column,
  value: 4,
  positions: columnPositions(OFFICIAL_SHAPE, 0, column),
  discarded: columnPositions(OFFICIAL_SHAPE, 0, column),
  atRoundEnd,
});

/** The `round-scored` event of a round ended by seat 0 with `scores`, doubled or not. */
function scored(scores: number[], doubled = false): GameEvent {
  return {
    kind: 'round-scored',
    round: 0,
    ender: 0,
    sums: scores,
    scores,
    totals: scores,
    doubling: {
      doubled,
      reason: doubled ? 'not-strictly-lowest' : 'strictly-lowest',
      enderScore: scores[0]!,
      rival: 1,
      rivalScore: scores[1]!,
      penalty: { multiplier: 2, flat: 0, order: 'multiply-first' },
    },
    lowest: scores.flatMap((score, seat) => (score === Math.min(...scores) ? [seat] : [])),
  };
}

/** The effects chosen for `events`, without their timing. */
function effectsOf(
  events: GameEvent[],
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
  test('a column clear gets sparks, a flash and a shockwave as it starts', () => {
    const events: GameEvent[] = [
      { kind: 'revealed', seat: 1, pos: 3, card: 4, cause: 'turn' },
      clear(1, 2),
    ];
    const line = { kind: 'column', positions: columnPositions(OFFICIAL_SHAPE, 0, 2) };
    expect(effectsOf(events)).toEqual([
      { at: 1, effect: { kind: 'burst', seat: 1, line } },
      { at: 1, effect: { kind: 'flash', seat: 1, line } },
      { at: 1, effect: { kind: 'shockwave', seat: 1, line } },
    ]);
  });

  test('R9.3 a row clear gets its sparks, flash and shockwave along the row, and its own callout; no column streak', () => {
    const shape = gridShape({ ...DEFAULT_RULES, rows: 4, columns: 4, rowClears: true });
    const positions = rowPositions(shape, 0, 1);
    const row: GameEvent = {
      kind: 'line-cleared',
      seat: 0,
      line: 'row',
      grid: 0,
      index: 1,
      value: 7,
      positions,
      discarded: positions,
      atRoundEnd: false,
    };
    const memory = { clearStreak: { seat: 0, count: 1 } };
    const choice = chooseEffects([row], table(), table(), memory, false);
    const line = { kind: 'row', positions };
    expect(choice.effects).toEqual([
      { at: 0, effect: { kind: 'burst', seat: 0, line } },
      { at: 0, effect: { kind: 'flash', seat: 0, line } },
      { at: 0, effect: { kind: 'shockwave', seat: 0, line } },
      { at: 0, effect: { kind: 'callout', seat: 0, callout: { kind: 'row-clear' } } },
    ]);
    expect(choice.memory).toEqual(memory);
    const atEnd = chooseEffects([{ ...row, atRoundEnd: true }], table(), table(), memory, false);
    expect(atEnd.effects.map(({ effect }) => effect.kind)).toEqual(['burst', 'flash', 'shockwave']);
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
      [{ kind: 'dealt', round: 1, seats: 2, discard: 3, drawPile: 125 }],
      table(),
      table(),
      other.memory,
      false,
    );
    expect(dealt.memory).toEqual(FRESH_MEMORY);
  });

  test('columns cleared by the final reveal (R4.5) neither count nor break a streak', () => {
    const memory = { clearStreak: { seat: 0, count: 1 } };
    const events: GameEvent[] = [
      { kind: 'final-reveal', seat: 0, cards: [] },
      clear(0, 0, true),
      clear(1, 0, true),
    ];
    const choice = chooseEffects(events, table(), table(), memory, false);
    expect(choice.memory).toEqual(memory);
    expect(choice.effects.map((e) => e.effect.kind)).toEqual([
      'burst',
      'flash',
      'shockwave',
      'burst',
      'flash',
      'shockwave',
    ]);
  });

  test("a doubled ender's score (R5.3) shakes the table and is called out as its stamp lands", () => {
    const next = table({ phase: 'round-over', results: [result([20, 5], { doubled: true })] });
    const events: GameEvent[] = [
      { kind: 'final-reveal', seat: 1, cards: [] },
      scored([20, 5], true),
    ];
    expect(effectsOf(events, { next })).toEqual([
      { at: 1, effect: { kind: 'shake', strength: 1 }, late: true },
      {
        at: 1,
        effect: {
          kind: 'callout',
          seat: 0,
          // The official penalty (R5.3): the callout carries the rules' penalty to name it.
          callout: {
            kind: 'doubled',
            penalty: { multiplier: 2, flat: 0, order: 'multiply-first' },
          },
        },
        late: true,
      },
    ]);
  });

  test('the lowest round score several rounds in a row is called out', () => {
    const results = [result([3, 9]), result([10, 4]), result([12, 2]), result([7, 7])];
    const events: GameEvent[] = [scored([7, 7])];
    expect(effectsOf(events, { next: table({ results }) })).toEqual([
      { at: 0, effect: { kind: 'callout', seat: 1, callout: { kind: 'round-streak', count: 3 } } },
    ]);
    expect(effectsOf(events, { next: table({ results: results.slice(0, 2) }) })).toEqual([]);
  });

  test('a turn that lowers the face-up sum by 10 or more is a big swing', () => {
    const grid = (card: ShownSlot): ShownSlot[] => [card, 3, ...DOWN.slice(2)];
    const prev = table({ grids: [grid(12), DOWN], faceUpSums: [15, 0] });
    const swap: GameEvent = {
      kind: 'replaced',
      seat: 0,
      pos: 0,
      from: 'discard',
      card: -2,
      replaced: 12,
      replacedFaceDown: false,
    };
    const after = (card: number) => table({ grids: [grid(card), DOWN], faceUpSums: [card + 3, 0] });
    expect(effectsOf([swap], { prev, next: after(-2) })).toEqual([
      { at: 1, effect: { kind: 'callout', seat: 0, callout: { kind: 'big-swing', points: 14 } } },
    ]);
    expect(effectsOf([swap], { prev, next: after(3) })).toEqual([]);
  });

  test('going out is called out over the ender', () => {
    expect(effectsOf([{ kind: 'round-ending', ender: 1, finalTurns: 1 }])).toEqual([
      { at: 0, effect: { kind: 'callout', seat: 1, callout: { kind: 'going-out', seat: 1 } } },
    ]);
  });

  test("the game's end makes every winner's seat glow (confetti is the app's call)", () => {
    const events: GameEvent[] = [{ kind: 'game-over', winners: [0, 1], totals: [9, 9] }];
    expect(effectsOf(events)).toEqual([
      { at: 0, effect: { kind: 'champion', seat: 0 } },
      { at: 0, effect: { kind: 'champion', seat: 1 } },
    ]);
  });

  test('reduced motion chooses no effect but keeps the memory', () => {
    const events: GameEvent[] = [
      clear(0),
      { kind: 'round-ending', ender: 0, finalTurns: 1 },
      { kind: 'game-over', winners: [0], totals: [3, 9] },
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
