import { describe, expect, test } from 'vitest';
import { createBot } from '../../../src/ai';
import {
  apply,
  CARD_COUNTS,
  countCards,
  type GameState,
  newGame,
  orderedDeck,
  playerView,
  publicRecord,
  Random,
  resumeRecord,
  seatsToAct,
  toRecord,
  withRandomReshuffles,
} from '../../../src/engine';
import { drawSwap } from '../helpers/actions';
import { dealtGame, play, revealAll } from '../helpers/game';

/** Up to `actions` moves of a 3-player game's first round, played by medium bots. */
function played(actions: number, seed = 8): GameState {
  let state = newGame({ players: ['A', 'B', 'C'], seed });
  const bot = createBot('medium', { seed });
  for (let i = 0; i < actions; i++) {
    const seat = seatsToAct(state)[0];
    if (seat === undefined) break;
    const next = apply(state, bot.decide(playerView(state, seat)));
    if (!next.ok) throw new Error(next.message);
    state = next.state;
  }
  return state;
}

/** The state a record resumes to with its unseen cards dealt anew by `seed`. */
function dealtAnew(record: unknown, seed: number): GameState {
  const resumed = resumeRecord(record, { seed, dealUnseen: true });
  if (!resumed.ok) throw new Error(resumed.error.message);
  return resumed.state;
}

/** What everybody sees of a grid: face-up values, `null` elsewhere. */
const shown = (state: GameState) =>
  state.round.grids.map((grid) => grid.map((slot) => (slot?.up ? slot.card : null)));

describe('a public record played on (dealUnseen)', () => {
  test.each([6, 20, 40, 60])('after %i actions: the seen cards kept, the rest dealt anew', (n) => {
    const state = played(n);
    expect(state.phase === 'setup' || state.phase === 'turns').toBe(true);
    const open = publicRecord(state);
    expect(resumeRecord(open, { seed: 99 }).ok).toBe(false);
    const resumed = dealtAnew(open, 99);
    const round = toRecord(resumed).rounds.at(-1)!;
    expect(round.deck.every((card) => card !== null)).toBe(true);
    expect(countCards(round.deck)).toEqual(CARD_COUNTS);
    for (const [i, card] of open.rounds.at(-1)!.deck.entries())
      if (card !== null) expect(round.deck[i]).toBe(card);
    // The same table: every face-up card, the discard pile, the scores.
    expect(resumed.round.discardPile).toEqual(state.round.discardPile);
    expect(resumed.totals).toEqual(state.totals);
    expect(shown(resumed)).toEqual(shown(state));
    // It plays on: every seat can act where the original could.
    expect(seatsToAct(resumed)).toEqual(seatsToAct(state));
  });

  test('a complete record resumes as it was', () => {
    const record = toRecord(played(40));
    expect(toRecord(dealtAnew(record, 5))).toEqual(record);
  });

  test('after a reshuffle, the draw pile is dealt from the discards it was made of', () => {
    // Two seats swap drawn cards in at position 0 until the draw pile runs out, then draw again.
    let state = withRandomReshuffles(
      revealAll(dealtGame(new Random(4).shuffled(orderedDeck())), [
        [0, 3],
        [0, 3],
      ]),
      4,
    );
    while (state.round.reshufflesUsed === 0 || state.round.drawPile.length > 90)
      state = play(state, drawSwap(state.round.toMove!, 0));
    const open = publicRecord(state);
    expect(open.rounds[0]!.reshuffles[0]!.some((card) => card === null)).toBe(true);
    const order = toRecord(dealtAnew(open, 3)).rounds[0]!.reshuffles[0]!;
    expect(order.every((card) => card !== null)).toBe(true);
    expect(countCards(order)).toEqual(countCards(toRecord(state).rounds[0]!.reshuffles[0]!));
  });
});
