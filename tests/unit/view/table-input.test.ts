import { describe, expect, test } from 'vitest';
import {
  type Action,
  apply,
  DEFAULT_RULES,
  type GameState,
  gridShape,
  legalActions,
  newGame,
  OFFICIAL_SHAPE,
} from '../../../src/engine';
import { type ChoiceMode, choicesFor, moveCursor, TableInput } from '../../../src/view/table-input';
import { positionInReadingOrder } from '../../../src/view/pick-keys';
import type { TableTarget } from '../../../src/view/table-types';

/** What `seat` may choose in `state`, from its legal actions. */
const choicesAt = (state: GameState, seat: number, mode: ChoiceMode) =>
  choicesFor(legalActions(state, seat), mode);

/** What choosing `target` means for `seat` in `state`, the move half made in `mode`: an action, a mode, or a refusal. */
function chooseAt(state: GameState, seat: number, mode: ChoiceMode, target: TableTarget) {
  const { input, heard } = inputFor(seat, legalActions(state, seat));
  if (mode !== 'idle') input.tap({ kind: 'discard' });
  const [modes, refused] = [heard.modes.length, heard.refused];
  input.tap(target);
  if (heard.actions.length > 0) return { kind: 'act', action: heard.actions[0] };
  if (heard.modes.length > modes) return { kind: 'mode', mode: heard.modes.at(-1) };
  return heard.refused > refused ? { kind: 'refused' } : { kind: 'nothing' };
}

function afterSetup(): GameState {
  let state = newGame({ players: ['Ada', 'Bob'], seed: 4 });
  for (const [p, pos] of [
    [0, 0],
    [0, 1],
    [1, 0],
    [1, 1],
  ] as const) {
    const next = apply(state, { p, t: 'reveal', pos });
    if (!next.ok) throw new Error(next.message);
    state = next.state;
  }
  return state;
}

describe('a person’s choices', () => {
  test('in set-up: the face-down cards, no pile', () => {
    const state = newGame({ players: ['Ada', 'Bob'], seed: 4 });
    expect(choicesAt(state, 1, 'idle')).toEqual({
      positions: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      piles: [],
    });
    expect(chooseAt(state, 1, 'idle', { kind: 'card', seat: 1, pos: 5 })).toEqual({
      kind: 'act',
      action: { p: 1, t: 'reveal', pos: 5 },
    });
    expect(chooseAt(state, 1, 'idle', { kind: 'draw' })).toEqual({ kind: 'refused' });
  });

  test('a turn starts with the piles; the discard pile then asks for a card', () => {
    const state = afterSetup();
    const seat = state.round.toMove!;
    expect(choicesAt(state, seat, 'idle')).toEqual({ positions: [], piles: ['draw', 'discard'] });
    expect(chooseAt(state, seat, 'idle', { kind: 'discard' })).toEqual({
      kind: 'mode',
      mode: 'take',
    });
    expect(choicesAt(state, seat, 'take').positions).toHaveLength(12);
    expect(chooseAt(state, seat, 'take', { kind: 'card', seat, pos: 7 })).toEqual({
      kind: 'act',
      action: { p: seat, t: 'take-discard', pos: 7 },
    });
    expect(chooseAt(state, seat, 'idle', { kind: 'draw' })).toEqual({
      kind: 'act',
      action: { p: seat, t: 'draw' },
    });
  });

  test('with a drawn card: swap anywhere, or discard it and turn a face-down card', () => {
    const start = afterSetup();
    const seat = start.round.toMove!;
    const drawn = apply(start, { p: seat, t: 'draw' });
    if (!drawn.ok) throw new Error(drawn.message);
    const state = drawn.state;
    expect(choicesAt(state, seat, 'idle')).toEqual({
      positions: legalActions(state, seat).flatMap((a) => (a.t === 'draw-swap' ? [a.pos] : [])),
      piles: ['discard'],
    });
    expect(chooseAt(state, seat, 'idle', { kind: 'discard' })).toEqual({
      kind: 'mode',
      mode: 'discard-drawn',
    });
    expect(choicesAt(state, seat, 'discard-drawn').positions).not.toContain(0);
    expect(chooseAt(state, seat, 'discard-drawn', { kind: 'card', seat, pos: 0 })).toEqual({
      kind: 'refused',
    });
    expect(chooseAt(state, seat, 'discard-drawn', { kind: 'card', seat, pos: 4 })).toEqual({
      kind: 'act',
      action: { p: seat, t: 'draw-discard', pos: 4 },
    });
  });

  test('nothing for a seat that is not to act, nor on another seat’s cards', () => {
    const state = afterSetup();
    const other = 1 - state.round.toMove!;
    expect(choicesAt(state, other, 'idle')).toEqual({ positions: [], piles: [] });
    expect(chooseAt(state, other, 'idle', { kind: 'draw' })).toEqual({ kind: 'refused' });
    expect(
      chooseAt(state, state.round.toMove!, 'take', { kind: 'card', seat: other, pos: 3 }),
    ).toEqual({ kind: 'refused' });
  });
});

/** A table's input offered `legal` for `seat`, recording what it hands on. */
function inputFor(seat: number, legal: readonly Action[]) {
  const heard = { actions: [] as Action[], refused: 0, modes: [] as ChoiceMode[], redrawn: 0 };
  const input = new TableInput(() => heard.redrawn++);
  const choosing = {
    seat,
    legal,
    chooser: {
      onAction: (action: Action) => heard.actions.push(action),
      onRefused: () => heard.refused++,
      onMode: (mode: ChoiceMode) => heard.modes.push(mode),
    },
  };
  input.offer(choosing);
  return { input, heard, choosing };
}

describe('the table’s half-made move', () => {
  test('a tap on the discard, then on a card, hands on one whole move; then nothing more', () => {
    const state = afterSetup();
    const seat = state.round.toMove!;
    const { input, heard } = inputFor(seat, legalActions(state, seat));
    expect(input.marks).toEqual({
      seat,
      positions: [],
      piles: ['draw', 'discard'],
      cursor: null,
      chosenPile: null,
    });
    input.tap({ kind: 'discard' });
    expect(heard.modes).toEqual(['take']);
    expect(input.marks.chosenPile).toBe('discard');
    expect(input.marks.positions).toHaveLength(12);
    expect(input.marks.cursor).toBe(0);
    input.tap({ kind: 'card', seat, pos: 7 });
    expect(heard.actions).toEqual([{ p: seat, t: 'take-discard', pos: 7 }]);
    expect(input.marks.seat).toBeNull();
    input.tap({ kind: 'card', seat, pos: 8 });
    input.key({ kind: 'confirm' });
    expect(heard.actions).toHaveLength(1);
    expect(heard.refused).toBe(0);
  });

  test('keys move the cursor among the choosable cards and confirm it; a card out of play is refused', () => {
    const state = newGame({ players: ['Ada', 'Bob'], seed: 4 });
    const { input, heard } = inputFor(0, legalActions(state, 0));
    expect(input.marks.cursor).toBe(0);
    input.key({ kind: 'move', columns: 1, rows: 0 });
    expect(input.marks.cursor).toBe(3);
    input.key({ kind: 'pick', index: 11 });
    expect(input.marks.cursor).toBe(11);
    input.key({ kind: 'draw' });
    expect(heard.refused).toBe(1);
    input.key({ kind: 'confirm' });
    expect(heard.actions).toEqual([{ p: 0, t: 'reveal', pos: 11 }]);
  });

  test('keys take the discard or discard the drawn card only where they can; Escape goes back', () => {
    const start = afterSetup();
    const seat = start.round.toMove!;
    const turn = inputFor(seat, legalActions(start, seat));
    turn.input.key({ kind: 'discard' });
    expect(turn.heard.refused).toBe(1);
    turn.input.key({ kind: 'take' });
    expect(turn.input.choiceMode).toBe('take');
    turn.input.key({ kind: 'cancel' });
    expect(turn.input.choiceMode).toBe('idle');
    expect(turn.heard.modes).toEqual(['take', 'idle']);
    const drawn = apply(start, { p: seat, t: 'draw' });
    if (!drawn.ok) throw new Error(drawn.message);
    const hand = inputFor(seat, legalActions(drawn.state, seat));
    hand.input.key({ kind: 'take' });
    expect(hand.heard.refused).toBe(1);
    hand.input.key({ kind: 'discard' });
    expect(hand.input.choiceMode).toBe('discard-drawn');
  });

  test('the same actions offered again (a refused move) resume the move; new ones start afresh', () => {
    const state = afterSetup();
    const seat = state.round.toMove!;
    const { input, choosing } = inputFor(seat, legalActions(state, seat));
    input.tap({ kind: 'discard' });
    input.key({ kind: 'pick', index: 9 });
    input.offer(null);
    expect(input.marks.seat).toBeNull();
    input.offer(choosing);
    expect(input.choiceMode).toBe('take');
    expect(input.marks.cursor).toBe(5);
    input.offer({ ...choosing, legal: legalActions(state, seat) });
    expect(input.choiceMode).toBe('idle');
    expect(input.marks.cursor).toBeNull();
  });

  test('offered fewer actions (a lesson’s one move), it offers and takes only those', () => {
    const state = afterSetup();
    const seat = state.round.toMove!;
    const { input, heard } = inputFor(seat, [{ p: seat, t: 'take-discard', pos: 4 }]);
    expect(input.marks.piles).toEqual(['discard']);
    input.tap({ kind: 'draw' });
    expect(heard.refused).toBe(1);
    input.tap({ kind: 'discard' });
    expect(input.marks.positions).toEqual([4]);
    input.tap({ kind: 'card', seat, pos: 3 });
    expect(heard.refused).toBe(2);
    input.tap({ kind: 'card', seat, pos: 4 });
    expect(heard.actions).toEqual([{ p: seat, t: 'take-discard', pos: 4 }]);
  });
});

describe('cursor', () => {
  const all = Array.from({ length: 12 }, (_, pos) => pos);

  test('moves by columns and rows among the choosable positions', () => {
    expect(moveCursor(0, 1, 0, all)).toBe(3);
    expect(moveCursor(0, 0, 1, all)).toBe(1);
    expect(moveCursor(4, -1, 0, all)).toBe(1);
    expect(moveCursor(4, 0, -1, all)).toBe(3);
  });

  test('R9.5 dual hands: the arrows follow the grids as drawn, side by side or one above the other', () => {
    const dual = gridShape({ ...DEFAULT_RULES, dualHands: true });
    const both = Array.from({ length: 24 }, (_, pos) => pos);
    // Side by side: right from the first grid's last column goes on into the second grid.
    expect(moveCursor(9, 1, 0, both, dual)).toBe(12);
    expect(moveCursor(2, 0, 1, both, dual)).toBe(2);
    // Stacked (a tall window): down from the first grid's bottom row reaches the second grid's
    // top row in the same column, and right stops at the first grid's last column.
    expect(moveCursor(2, 0, 1, both, dual, true)).toBe(12);
    expect(moveCursor(11, 0, 1, both, dual, true)).toBe(21);
    expect(moveCursor(12, 0, -1, both, dual, true)).toBe(2);
    expect(moveCursor(9, 1, 0, both, dual, true)).toBe(9);
  });

  test('skips positions that cannot be chosen and stays at the edge', () => {
    expect(moveCursor(0, 1, 0, [0, 6, 9])).toBe(6);
    expect(moveCursor(9, 1, 0, all)).toBe(9);
    expect(moveCursor(null, 1, 0, [5, 7])).toBe(5);
    expect(moveCursor(3, 1, 0, [])).toBeNull();
  });
});

describe('R9.1 R9.5 the cursor and the pick keys walk the real shape', () => {
  const shapes = [
    { rows: 3, columns: 4, dualHands: false },
    { rows: 4, columns: 4, dualHands: false },
    { rows: 2, columns: 3, dualHands: false },
    { rows: 4, columns: 6, dualHands: false },
    { rows: 3, columns: 4, dualHands: true },
  ].map((rules) => gridShape({ ...DEFAULT_RULES, ...rules }));

  test.each(shapes.map((shape) => [`${shape.rows}×${shape.columns}×${shape.grids}`, shape]))(
    '%s: reading order covers every position once; arrows reach every position',
    (_, shape) => {
      const across = shape.columns * shape.grids;
      const read = Array.from({ length: shape.cardsPerSeat }, (_, i) =>
        positionInReadingOrder(shape, i),
      );
      expect([...read].sort((a, b) => a! - b!)).toEqual(shape.positions);
      expect(positionInReadingOrder(shape, shape.cardsPerSeat)).toBeNull();
      // Right along the top row, then down the last column: every step a new card.
      let cursor = read[0]!;
      for (let i = 1; i < across; i++) {
        cursor = moveCursor(cursor, 1, 0, shape.positions, shape)!;
        expect(cursor).toBe(read[i]);
      }
      for (let row = 1; row < shape.rows; row++) {
        cursor = moveCursor(cursor, 0, 1, shape.positions, shape)!;
        expect(cursor).toBe(read[row * across + across - 1]);
      }
      expect(moveCursor(cursor, 1, 0, shape.positions, shape)).toBe(cursor);
      expect(moveCursor(cursor, 0, 1, shape.positions, shape)).toBe(cursor);
    },
  );

  test('dual hands: the cursor crosses from the first grid to the second', () => {
    const dual = shapes[4]!;
    // The first grid's top right card (column 3), then the second grid's top left card.
    expect(moveCursor(9, 1, 0, dual.positions, dual)).toBe(12);
    expect(moveCursor(12, -1, 0, dual.positions, dual)).toBe(9);
  });

  test('dual hands 3×4 and 4×6: the arrows reach every card of both grids, side by side or stacked', () => {
    for (const rules of [{}, { rows: 4, columns: 6 }]) {
      const dual = gridShape({ ...DEFAULT_RULES, ...rules, dualHands: true });
      for (const stacked of [false, true]) {
        const reached = new Set([0]);
        const waiting = [0];
        while (waiting.length > 0) {
          const from = waiting.pop()!;
          for (const [columns, rows] of [
            [1, 0],
            [-1, 0],
            [0, 1],
            [0, -1],
          ] as const) {
            const to = moveCursor(from, columns, rows, dual.positions, dual, stacked)!;
            if (reached.has(to)) continue;
            reached.add(to);
            waiting.push(to);
          }
        }
        expect(reached.size, `${dual.rows}×${dual.columns}, stacked: ${stacked}`).toBe(
          dual.cardsPerSeat,
        );
      }
    }
  });

  test('the official shape reads as before: the fifth key is the second row’s first card', () => {
    expect(positionInReadingOrder(OFFICIAL_SHAPE, 4)).toBe(1);
    expect(positionInReadingOrder(OFFICIAL_SHAPE, 11)).toBe(11);
  });
});
