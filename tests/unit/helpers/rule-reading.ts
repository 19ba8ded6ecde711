import {
  type Card,
  countCards,
  DEFAULT_RULES,
  type GameState,
  type Grid,
  type RoundResult,
  type Rules,
} from '../../../src/engine';
import { faceDownCards } from './cards';

/** The seats holding the lowest of `values`, in seat order. */
export function lowest(values: readonly number[]): number[] {
  const min = Math.min(...values);
  return values.flatMap((value, seat) => (value === min ? [seat] : []));
}

/** R2.4: the seat whose face-up cards sum highest, the lowest index among ties. */
export function highestRevealSeat(grids: readonly Grid[]): number {
  const sums = grids.map((grid) =>
    grid.reduce((sum, slot) => sum + (slot?.up ? slot.card! : 0), 0),
  );
  const highest = Math.max(...sums);
  return sums.findIndex((sum) => sum === highest);
}

/** R2.4 and R2.5: who should start the round just set up in `state`. */
export function expectedStarter(state: GameState): number {
  const previous = state.results[state.results.length - 1];
  const rule = state.rules.nextRoundStarter;
  if (previous === undefined || rule === 'highest-reveal') {
    return highestRevealSeat(state.round.grids);
  }
  return rule === 'ender' ? previous.ender : lowest(previous.scores)[0]!;
}

/**
 * R5.2, R5.3 and R9.4: the round scores of final grids (`null` = removed; both grids of a seat in
 * one list with dual hands) for `ender` under `rules`.
 */
export function expectedScores(
  grids: readonly (readonly (Card | null)[])[],
  ender: number,
  rules: Rules = DEFAULT_RULES,
): { scores: number[]; doubled: boolean } {
  const raw = grids.map((grid) => grid.reduce<number>((sum, card) => sum + (card ?? 0), 0));
  const mine = raw[ender]!;
  const someoneAtOrBelow = raw.some((score, seat) => seat !== ender && score <= mine);
  const doubled = rules.doubleOnlyPositive ? mine > 0 && someoneAtOrBelow : someoneAtOrBelow;
  const { enderMultiplier: times, enderFlat: plus } = rules;
  const penalised =
    rules.enderPenaltyOrder === 'add-first' ? (mine + plus) * times : mine * times + plus;
  return {
    scores: raw.map((score, seat) => (seat === ender && doubled ? penalised : score)),
    doubled,
  };
}

/** R7.1 and R7.2: whether the game is over after `results`. */
export function expectedGameOver(results: readonly RoundResult[], rules: Rules): boolean {
  const reached = results.some((result) =>
    result.totals.some((total) => total >= rules.targetScore),
  );
  const last = results[results.length - 1];
  if (!reached || last === undefined) return false;
  return rules.tie === 'shared' || lowest(last.totals).length === 1;
}

/**
 * R8.1: what `seat` has not seen, by value — every face-down card, and until the round's first
 * reshuffle the draw pile and a card another seat has drawn and not yet shown.
 */
export function expectedUnseen(state: GameState, seat: number): number[] {
  const { round } = state;
  const hidden = faceDownCards(state);
  if (round.reshufflesUsed === 0) {
    hidden.push(...(round.drawPile as Card[]));
    if (round.drawn !== null && round.toMove !== seat) hidden.push(round.drawn.card!);
  }
  return countCards(hidden);
}

/**
 * R8.1: after a reshuffle, the draw pile `seat` knows as a multiset — the pile itself plus a card
 * another seat has drawn and not yet shown; `null` before the round's first reshuffle.
 */
export function expectedKnownDrawPile(state: GameState, seat: number): number[] | null {
  const { round } = state;
  if (round.reshufflesUsed === 0) return null;
  const pile = round.drawPile.slice() as Card[];
  if (round.drawn !== null && round.toMove !== seat) pile.push(round.drawn.card!);
  return countCards(pile);
}
