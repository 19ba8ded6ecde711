import type { GameState } from '../state';
import { withRandomReshuffles } from '../game';
import { replayRecord, type ReplayOutcome } from './replay';

/** What playing on from a record needs besides the record. */
export interface ResumeOptions {
  /** Seeds the PRNG for everything the record does not hold: later reshuffles and deals. */
  readonly seed: number;
  /** The record stops at a draw not yet decided (see `replayRecord`). */
  readonly drawPending?: boolean;
}

/**
 * The state to play on from a record (a saved or imported game): the record replayed, with a
 * pending draw if asked, its future reshuffles and deals from the PRNG. Refuses what `apply`
 * could not play on: a round in play holding unknown (null) cards. Every action `legalActions`
 * then offers, up to the end of the game, is one `apply` accepts.
 */
export function resumeRecord(document: unknown, options: ResumeOptions): ReplayOutcome {
  const replayed = replayRecord(document, { drawPending: options.drawPending });
  if (!replayed.ok) return replayed;
  const { state } = replayed;
  if (holdsUnknownCards(state)) {
    const round = state.round.index;
    return {
      ok: false,
      error: {
        round,
        action: null,
        message: `round ${round} holds unknown (null) cards: a public record can be replayed, not played on`,
      },
    };
  }
  return { ok: true, state: withRandomReshuffles(state, options.seed) };
}

/** Whether the round in play holds a card nobody could turn up: null in the record. */
function holdsUnknownCards(state: GameState): boolean {
  if (state.phase !== 'setup' && state.phase !== 'turns') return false;
  const { round } = state;
  return (
    round.grids.some((grid) => grid.some((slot) => slot !== null && slot.card === null)) ||
    round.drawPile.includes(null) ||
    round.drawn?.card === null
  );
}
