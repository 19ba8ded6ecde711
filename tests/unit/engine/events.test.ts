import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  DEFAULT_RULES,
  doublingOf,
  eventsForSeat,
  type GameEvent,
  type GameState,
  newGame,
  orderedDeck,
  Random,
  recordedGame,
  type Rules,
  startNextRound,
  startRecordedRound,
  withRandomReshuffles,
} from '../../../src/engine';
import { draw, drawDiscard, drawSwap, reveal, takeDiscard } from '../helpers/actions';
import { gridOfRows, stackedDeck } from '../helpers/deck';
import { dealtGame, play, revealAll, unwrap } from '../helpers/game';
import {
  GERMAN_EXAMPLE_GRIDS,
  gridRevealing,
  NEGATIVE_ENDER_GRIDS,
  ZERO_TIE_GRIDS,
} from '../helpers/layouts';
import { quietDeck, quietTurn } from '../helpers/quiet-round';

/** The events of `action` on `state`; throws if the engine refuses it. */
function eventsOf(state: GameState, action: Action): readonly GameEvent[] {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.message}`);
  return result.events;
}

/** Plays quiet turns (see `quietTurn`) until the round is over; the state and every event. */
function quietRoundEvents(state: GameState, ender: number) {
  let current = state;
  const events: GameEvent[] = [];
  while (current.phase === 'turns') {
    const p = current.round.toMove!;
    const firstDown = current.round.grids[p]!.findIndex((slot) => slot?.up === false);
    const action = p === ender ? drawDiscard(p, firstDown) : takeDiscard(p, 0);
    events.push(...eventsOf(current, action));
    current = quietTurn(current, ender);
  }
  return { state: current, events };
}

const columnZeroReveals = (players: number) =>
  Array.from({ length: players }, () => [0, 1] as const);

/** A quiet round of `grids` dealt, set up (positions 0 and 1) and played out by `ender`. */
function quietRound(grids: readonly (readonly number[])[], ender: number, rules?: Partial<Rules>) {
  const state = revealAll(
    dealtGame(quietDeck(grids), { players: grids.length, rules }),
    columnZeroReveals(grids.length),
  );
  return quietRoundEvents(state, ender);
}

const only = <K extends GameEvent['kind']>(events: readonly GameEvent[], kind: K) =>
  events.filter((event): event is Extract<GameEvent, { kind: K }> => event.kind === kind);

describe('events of a deal', () => {
  it('R2.1 R2.2 dealing reports the round, the seats, the first discard and the draw pile size', () => {
    const deck = stackedDeck({
      grids: [gridRevealing(1, 2), gridRevealing(3, 4), gridRevealing(5, 6)],
      discard: 9,
    });
    const game = unwrap(recordedGame(['A', 'B', 'C']));
    const dealt = startRecordedRound(game, { deck, reshuffles: [] });
    expect(dealt).toMatchObject({
      ok: true,
      events: [{ kind: 'dealt', round: 0, seats: 3, discard: 9, drawPile: 150 - 37 }],
    });
  });

  it('R2.1 the deal reports no face-down value', () => {
    const dealt = unwrap(recordedGame(['A', 'B']));
    const result = startRecordedRound(dealt, {
      deck: new Random(3).shuffled(orderedDeck()),
      reshuffles: [],
    });
    expect(result.ok && Object.keys(result.events[0]!).sort()).toEqual(
      ['discard', 'drawPile', 'kind', 'round', 'seats'].sort(),
    );
  });

  it('R2.5 the next round dealt by the PRNG is reported too', () => {
    const { state } = quietRound(GERMAN_EXAMPLE_GRIDS, 0);
    const next = startNextRound(state);
    expect(next).toMatchObject({ ok: true, events: [{ kind: 'dealt', round: 1, seats: 3 }] });
  });

  it('a refused deal reports no event', () => {
    const game = newGame({ players: ['A', 'B'], seed: 1 });
    expect(startNextRound(game)).toMatchObject({ ok: false, reason: 'round-over' });
  });
});

describe('events of set-up', () => {
  const deck = stackedDeck({ grids: [gridRevealing(1, 2), gridRevealing(5, 6)], discard: 0 });

  it('R2.3 a set-up reveal reports the card turned', () => {
    expect(eventsOf(dealtGame(deck), reveal(1, 0))).toEqual([
      { kind: 'revealed', seat: 1, pos: 0, card: 5, cause: 'setup' },
    ]);
  });

  it('R2.4 the last set-up reveal also reports who starts and by which rule', () => {
    const state = play(dealtGame(deck), reveal(0, 0), reveal(0, 1), reveal(1, 0));
    expect(eventsOf(state, reveal(1, 1))).toEqual([
      { kind: 'revealed', seat: 1, pos: 1, card: 6, cause: 'setup' },
      { kind: 'turns-began', starter: 1, rule: 'highest-reveal' },
    ]);
  });

  it('R2.5 a later round names the rule in force', () => {
    // Round 1 scores 20, 24, 10 with seat 0 ending; the set-up reveals show 3, 2 and −2.
    const starters = { ender: 0, 'round-winner': 2, 'highest-reveal': 0 } as const;
    for (const rule of ['ender', 'round-winner', 'highest-reveal'] as const) {
      const { state } = quietRound(GERMAN_EXAMPLE_GRIDS, 0, { nextRoundStarter: rule });
      const next = { deck: quietDeck(GERMAN_EXAMPLE_GRIDS), reshuffles: [] };
      const second = play(
        unwrap(startRecordedRound(state, next)),
        ...[0, 1, 2].flatMap((seat) => [reveal(seat, 0), reveal(seat, 1)]).slice(0, -1),
      );
      expect(only(eventsOf(second, reveal(2, 1)), 'turns-began')).toEqual([
        { kind: 'turns-began', starter: starters[rule], rule },
      ]);
    }
  });
});

describe('events of a turn', () => {
  // Seat 0 shows 10 and 10 and starts; the discard is 4; the draws are 7, then 3.
  const start = () =>
    revealAll(
      dealtGame(
        stackedDeck({
          grids: [
            gridOfRows([10, 1, 2, 3], [10, 11, 12, 12], [5, 8, 9, -1]),
            gridRevealing(-2, -2),
          ],
          discard: 4,
          draws: [7, 3],
        }),
      ),
      [
        [0, 1],
        [0, 1],
      ],
    );

  it('R3.1 taking the discard reports the card placed and the face-down card replaced', () => {
    expect(eventsOf(start(), takeDiscard(0, 3))).toEqual([
      {
        kind: 'replaced',
        seat: 0,
        pos: 3,
        from: 'discard',
        card: 4,
        replaced: 1,
        replacedFaceDown: true,
      },
    ]);
  });

  it('R3.1 replacing a face-up card says it was face-up', () => {
    expect(eventsOf(start(), takeDiscard(0, 0))).toMatchObject([
      { kind: 'replaced', card: 4, replaced: 10, replacedFaceDown: false },
    ]);
  });

  it('R3.2 a draw reports the card drawn; the swap after it reports the placement', () => {
    const state = start();
    expect(eventsOf(state, draw(0))).toEqual([{ kind: 'drew', seat: 0, card: 7 }]);
    expect(eventsOf(play(state, draw(0)), drawSwap(0, 4))).toEqual([
      {
        kind: 'replaced',
        seat: 0,
        pos: 4,
        from: 'drawn',
        card: 7,
        replaced: 11,
        replacedFaceDown: true,
      },
    ]);
  });

  it('R3.2a a draw decided in one step reports the draw, then the swap', () => {
    expect(eventsOf(start(), drawSwap(0, 4)).map((event) => event.kind)).toEqual([
      'drew',
      'replaced',
    ]);
  });

  it('R3.2b discarding the drawn card reports the discard, then the card turned', () => {
    expect(eventsOf(start(), drawDiscard(0, 5))).toEqual([
      { kind: 'drew', seat: 0, card: 7 },
      { kind: 'discarded', seat: 0, card: 7 },
      { kind: 'revealed', seat: 0, pos: 5, card: 8, cause: 'turn' },
    ]);
  });

  it('R4.1 R4.3 a column of three reports its clear after the card put down', () => {
    const state = revealAll(
      dealtGame(
        stackedDeck({
          grids: [
            gridOfRows([10, 1, 2, 3], [10, 11, 12, 12], [5, 8, 9, -1]),
            gridRevealing(-2, -2),
          ],
          discard: 10,
        }),
      ),
      [
        [0, 1],
        [0, 1],
      ],
    );
    expect(eventsOf(state, takeDiscard(0, 2))).toEqual([
      {
        kind: 'replaced',
        seat: 0,
        pos: 2,
        from: 'discard',
        card: 10,
        replaced: 5,
        replacedFaceDown: true,
      },
      {
        kind: 'line-cleared',
        seat: 0,
        line: 'column',
        grid: 0,
        index: 0,
        value: 10,
        positions: [0, 1, 2],
        discarded: [0, 1, 2],
        atRoundEnd: false,
      },
    ]);
  });
});

describe('events of the end of a round', () => {
  it('R5.1 the turn that leaves the ender no face-down card reports the round ending, once', () => {
    const { events } = quietRound(GERMAN_EXAMPLE_GRIDS, 0);
    expect(only(events, 'round-ending')).toEqual([
      { kind: 'round-ending', ender: 0, finalTurns: 2 },
    ]);
    const ending = events.findIndex((event) => event.kind === 'round-ending');
    expect(events[ending - 1]).toMatchObject({ kind: 'revealed', seat: 0, cause: 'turn' });
  });

  it('R5.2 the last turn reports every face-down card turned, seat by seat, then the scores', () => {
    const { events, state } = quietRound(GERMAN_EXAMPLE_GRIDS, 0);
    const last = events.slice(events.findIndex((event) => event.kind === 'final-reveal'));
    expect(last.map((event) => event.kind)).toEqual([
      'final-reveal',
      'final-reveal',
      'round-scored',
    ]);
    const reveals = only(last, 'final-reveal');
    expect(reveals.map((event) => event.seat)).toEqual([1, 2]);
    for (const { seat, cards } of reveals) {
      // Seats 1 and 2 turned up positions 0 and 1 in set-up; position 0 then took 0s.
      expect(cards.map((card) => card.pos)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
      for (const { pos, card } of cards) expect(card).toBe(GERMAN_EXAMPLE_GRIDS[seat]![pos]);
    }
    expect(state.phase).toBe('round-over');
  });

  it('R4.5 a column formed by the final reveal is reported right after its seat is turned', () => {
    const keeper = gridOfRows([0, 1, 2, 9], [3, 4, 5, 9], [6, 7, 8, 9]);
    const { events } = quietRound([gridRevealing(10, 10), keeper], 0);
    const tail = events.slice(events.findIndex((event) => event.kind === 'final-reveal'));
    expect(tail.map((event) => event.kind)).toEqual([
      'final-reveal',
      'line-cleared',
      'round-scored',
      'game-over',
    ]);
    expect(tail[1]).toEqual({
      kind: 'line-cleared',
      seat: 1,
      line: 'column',
      grid: 0,
      index: 3,
      value: 9,
      positions: [9, 10, 11],
      discarded: [9, 10, 11],
      atRoundEnd: true,
    });
  });

  it('R5.3 R5.4 the German example: the ender is doubled against a tie, and why', () => {
    const { events, state } = quietRound(GERMAN_EXAMPLE_GRIDS, 0);
    const doubling = {
      doubled: true,
      reason: 'not-strictly-lowest',
      enderScore: 10,
      rival: 2,
      rivalScore: 10,
      penalty: { multiplier: 2, flat: 0, order: 'multiply-first' },
    };
    expect(only(events, 'round-scored')).toEqual([
      {
        kind: 'round-scored',
        round: 0,
        ender: 0,
        sums: [10, 24, 10],
        scores: [20, 24, 10],
        totals: [20, 24, 10],
        doubling,
        lowest: [2],
      },
    ]);
    expect(state.results[0]!.doubling).toEqual(doubling);
  });

  it('R5.3 a zero ender tied for lowest is not doubled because it is not positive', () => {
    const { state } = quietRound(ZERO_TIE_GRIDS, 1);
    expect(state.results[0]!.doubling).toEqual({
      doubled: false,
      reason: 'not-positive',
      enderScore: 0,
      rival: 0,
      rivalScore: 0,
      penalty: { multiplier: 2, flat: 0, order: 'multiply-first' },
    });
    const off = quietRound(ZERO_TIE_GRIDS, 1, { doubleOnlyPositive: false }).state;
    expect(off.results[0]!.doubling).toMatchObject({
      doubled: true,
      reason: 'not-strictly-lowest',
    });
  });

  it('R5.3 a negative ender above the lowest is not doubled by default', () => {
    const { state } = quietRound(NEGATIVE_ENDER_GRIDS, 1);
    expect(state.results[0]!.doubling).toMatchObject({
      doubled: false,
      reason: 'not-positive',
      enderScore: -3,
      rivalScore: -5,
    });
  });

  it.each([
    [[5, 6, 9], 0, DEFAULT_RULES, false, 'strictly-lowest', 1],
    [[7, 7, 9], 1, DEFAULT_RULES, true, 'not-strictly-lowest', 0],
    [[3, 8], 1, DEFAULT_RULES, true, 'not-strictly-lowest', 0],
    [[0, -1], 0, DEFAULT_RULES, false, 'not-positive', 1],
    [[-2, 0, -1], 0, { ...DEFAULT_RULES, doubleOnlyPositive: false }, false, 'strictly-lowest', 2],
    [
      [-4, -6, 2],
      0,
      { ...DEFAULT_RULES, doubleOnlyPositive: false },
      true,
      'not-strictly-lowest',
      1,
    ],
    [[9, 4, 4, 4], 0, DEFAULT_RULES, true, 'not-strictly-lowest', 1],
  ] as const)('R5.3 doublingOf(%j, ender %i)', (sums, ender, rules, doubled, reason, rival) => {
    expect(doublingOf(sums, ender, rules)).toEqual({
      doubled,
      reason,
      enderScore: sums[ender],
      rival,
      rivalScore: sums[rival],
      penalty: { multiplier: 2, flat: 0, order: 'multiply-first' },
    });
  });

  it('R7.1 the round that ends the game reports the winners last', () => {
    const state = revealAll(
      dealtGame(quietDeck(GERMAN_EXAMPLE_GRIDS), { players: 3, rules: { targetScore: 24 } }),
      columnZeroReveals(3),
    );
    const { events } = quietRoundEvents(state, 0);
    expect(events[events.length - 1]).toEqual({
      kind: 'game-over',
      winners: [2],
      totals: [20, 24, 10],
    });
  });
});

describe('R6.1 events of a reshuffle', () => {
  it('R6.1 a draw from the empty pile reports the reshuffle before the draw', () => {
    let state = revealAll(dealtGame(new Random(7).shuffled(orderedDeck())), [
      [0, 3],
      [0, 3],
    ]);
    while (state.round.drawPile.length > 0) state = play(state, drawSwap(state.round.toMove!, 0));
    const under = state.round.discardPile.length - 1;
    const events = eventsOf(withRandomReshuffles(state, 1), draw(state.round.toMove!));
    expect(events.map((event) => event.kind)).toEqual(['reshuffled', 'drew']);
    expect(events[0]).toEqual({ kind: 'reshuffled', size: under });
  });
});

describe('R8.2 events a seat may see', () => {
  const drawn: GameEvent[] = [
    { kind: 'drew', seat: 1, card: 7 },
    {
      kind: 'replaced',
      seat: 1,
      pos: 0,
      from: 'drawn',
      card: 7,
      replaced: 3,
      replacedFaceDown: true,
    },
  ];

  it('R8.2 another seat does not see the drawn card until the decision shows it', () => {
    expect(eventsForSeat(drawn, 0)).toEqual([{ kind: 'drew', seat: 1, card: null }, drawn[1]]);
  });

  it('R8.2 a spectator does not see it either', () => {
    expect(eventsForSeat(drawn, null)[0]).toEqual({ kind: 'drew', seat: 1, card: null });
  });

  it('R8.2 the drawing seat sees its own card', () => {
    expect(eventsForSeat(drawn, 1)).toEqual(drawn);
  });
});
