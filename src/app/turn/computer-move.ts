import { type Action, apply, type GameEvent, type GameState, legalActions } from '../../engine';

/**
 * What a computer seat's turn comes to: the state after its move, and, when its own choice could
 * not be played (the engine refused it, or thinking failed), why; `state` is `null` only when no
 * move the engine offers is accepted either, and the game cannot go on.
 */
export interface ComputerMove {
  readonly state: GameState | null;
  /** What the engine reported of the move played. */
  readonly events: readonly GameEvent[];
  readonly problem: string | null;
}

/**
 * Plays computer `seat`'s `chosen` action, or, when there is none (thinking failed: the `Error`)
 * or the engine refuses it, the first action the engine offers the seat and accepts. A computer
 * is never left thinking over a move that cannot be played: the game goes on.
 */
export function computerMove(state: GameState, seat: number, chosen: Action | Error): ComputerMove {
  let problem: string;
  if (chosen instanceof Error) {
    problem = `thinking failed: ${chosen.message}`;
  } else {
    const played = apply(state, chosen);
    if (played.ok) return { state: played.state, events: played.events, problem: null };
    problem = `${JSON.stringify(chosen)} was refused: ${played.message}`;
  }
  for (const action of legalActions(state, seat)) {
    const played = apply(state, action);
    if (played.ok) return { state: played.state, events: played.events, problem };
  }
  return { state: null, events: [], problem: `${problem}; no other move is accepted` };
}
