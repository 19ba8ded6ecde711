import { mediumBot } from '../ai/threshold-bot';
import {
  type Action,
  apply,
  type EngineResult,
  type GameState,
  legalActions,
  playerView,
} from '../engine';

/**
 * The one fallback for a failing computer (its thinking failed, or the engine refused its move):
 * the medium bot's choice from the seat's own view, else the first action the engine offers the
 * seat and accepts; `null` only when the engine accepts none, and the game cannot go on. A
 * computer is never left thinking for ever. `prepare` puts in place what an action needs first
 * (a reshuffle from the game's own source of shuffles).
 */
export function fallbackMove(
  state: GameState,
  seat: number,
  prepare: (state: GameState, action: Action) => GameState,
): (EngineResult & { readonly ok: true }) | null {
  const tryAction = (action: Action) => apply(prepare(state, action), action);
  try {
    const chosen = mediumBot(seat + 1).decide(playerView(state, seat));
    const played = tryAction(chosen);
    if (played.ok) return played;
  } catch {
    // The bot itself failed: the engine's own list follows.
  }
  for (const action of legalActions(state, seat)) {
    const played = tryAction(action);
    if (played.ok) return played;
  }
  return null;
}
