// Games of seats that keep their cards face down (long rounds, reshuffles), cut and played on.
import {
  type Action,
  apply,
  DECK_SIZE,
  type GameRecord,
  type GameState,
  legalActions,
  newGame,
  OFFICIAL_SHAPE,
  Random,
  type RoundRecord,
  seatsToAct,
  startNextRound,
  toRecord,
} from '../../../src/engine';
import { unwrap } from './game';
import { candidateActions } from './random-play';

/** The official grid (R2.1), which these tests play. */
const GRID_SIZE = OFFICIAL_SHAPE.cardsPerSeat;

/**
 * How many reshuffles a round's first `actions` actions and then `more` draws use (R6.1); `null`
 * when the draws need one the round never made.
 */
export function reshufflesUsedBy(
  round: RoundRecord,
  players: number,
  actions: number,
  more = 0,
): number | null {
  let pile = DECK_SIZE - GRID_SIZE * players - 1;
  let used = 0;
  const draws =
    round.actions
      .slice(0, actions)
      .filter((action) => action.t === 'draw-swap' || action.t === 'draw-discard').length + more;
  for (let draw = 0; draw < draws; draw++) {
    if (pile === 0) {
      const order = round.reshuffles[used++];
      if (order === undefined) return null;
      pile = order.length;
    }
    pile--;
  }
  return used;
}

/** How a record is cut: where, which reshuffles are kept, and whether a draw is pending there. */
export interface Cut {
  readonly round: number;
  readonly actions: number;
  /** The orders the kept actions (and the pending draw) use, or every order of the round. */
  readonly reshuffles: 'used' | 'all';
  readonly drawPending: boolean;
}

/** `record` cut at `cut`: the rounds before it whole, then the cut round's first actions. */
export function cutRecord(record: GameRecord, cut: Cut): GameRecord {
  const round = record.rounds[cut.round]!;
  const players = record.players.length;
  const used =
    reshufflesUsedBy(round, players, cut.actions, cut.drawPending ? 1 : 0) ??
    round.reshuffles.length;
  const reshuffles = cut.reshuffles === 'all' ? round.reshuffles : round.reshuffles.slice(0, used);
  return {
    ...record,
    rounds: [
      ...record.rounds.slice(0, cut.round),
      { ...round, reshuffles, actions: round.actions.slice(0, cut.actions) },
    ],
  };
}

/**
 * Whether the cut record must resume: it keeps only the orders it uses, and a pending draw is in
 * a turn, with the order it needs when the pile is empty.
 */
export function cutResumes(record: GameRecord, cut: Cut): boolean {
  if (cut.reshuffles !== 'used') return false;
  if (!cut.drawPending) return true;
  const round = record.rounds[cut.round]!;
  const players = record.players.length;
  const inTurns = cut.actions >= 2 * players && cut.actions < round.actions.length;
  return inTurns && reshufflesUsedBy(round, players, cut.actions, 1) !== null;
}

/**
 * One of `actions`, chosen at random by a seat that mostly keeps its cards face down: five times
 * in six it draws, or swaps onto a face-up card, when it can. Its rounds are long and the draw
 * pile often runs out (R6.1).
 */
export function slowChoice<A extends Action>(
  state: GameState,
  actions: readonly A[],
  random: Random,
): A {
  const quiet = actions.filter(
    (action) =>
      action.t === 'draw' ||
      ((action.t === 'take-discard' || action.t === 'draw-swap') &&
        state.round.grids[action.p]![action.pos]?.up === true),
  );
  const pool = quiet.length > 0 && random.below(6) > 0 ? quiet : actions;
  return pool[random.below(pool.length)]!;
}

/** The record of a whole game played by slow seats: records with reshuffles (R6.1). */
export function slowGame(players: number, rules: GameState['rules'], seed: number): GameRecord {
  const random = new Random(seed);
  const names = Array.from({ length: players }, (_, seat) => `P${seat}`);
  let state = newGame({ players: names, rules, seed });
  while (state.phase !== 'game-over') {
    state =
      state.phase === 'round-over'
        ? unwrap(startNextRound(state))
        : unwrap(apply(state, slowChoice(state, candidateActions(state), random)));
  }
  return toRecord(state);
}

/**
 * Plays on from `state` to the end of the game, dealing each next round. In the resumed round
 * slow seats play and every action `legalActions` offers any seat to act must be accepted; the
 * rounds after it are played quickly at random, each action played accepted. Returns what was
 * refused.
 */
export function playOn(state: GameState, seed: number): string[] {
  const random = new Random(seed);
  const resumedRound = state.round.index;
  for (let steps = 0; state.phase !== 'game-over'; steps++) {
    if (steps > 50_000) return ['the game never ends'];
    if (state.phase === 'round-over') {
      const dealt = startNextRound(state);
      if (!dealt.ok) return [`the next round: ${dealt.message}`];
      state = dealt.state;
      continue;
    }
    const offered = seatsToAct(state).flatMap((seat) => legalActions(state, seat));
    if (offered.length === 0) return [`nothing offered in ${state.phase}`];
    const checked = state.round.index === resumedRound ? offered : [];
    const refused = checked.flatMap((action) => {
      const next = apply(state, action);
      return next.ok ? [] : [`${JSON.stringify(action)}: ${next.reason}: ${next.message}`];
    });
    if (refused.length > 0) return refused;
    const chosen =
      state.round.index === resumedRound
        ? slowChoice(state, offered, random)
        : offered[random.below(offered.length)]!;
    const next = apply(state, chosen);
    if (!next.ok) return [`${JSON.stringify(chosen)}: ${next.reason}: ${next.message}`];
    state = next.state;
  }
  return [];
}
