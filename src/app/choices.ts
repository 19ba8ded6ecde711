import { type Action, type GameState, legalActions } from '../engine';
import type { PileName, TableTarget } from '../view/table-types';

/** A person's half-made choice: nothing yet, taking the discard, or discarding the drawn card. */
export type ChoiceMode = 'idle' | 'take' | 'discard-drawn';

/** What the person to act may choose now, from the engine's legal actions. */
export interface Choices {
  readonly positions: readonly number[];
  readonly piles: readonly PileName[];
}

/** The result of choosing a target: an action to apply, a new mode, or nothing possible. */
export type ChoiceOutcome =
  | { readonly kind: 'act'; readonly action: Action }
  | { readonly kind: 'mode'; readonly mode: ChoiceMode }
  | { readonly kind: 'refused' };

type Kind = Action['t'];

function positionsOf(actions: readonly Action[], kind: Kind): number[] {
  return actions.flatMap((a) => (a.t === kind && 'pos' in a ? [a.pos] : []));
}

/** The grid action a chosen position means in `mode`, with a card drawn or not. */
function gridKind(state: GameState, mode: ChoiceMode): Kind | null {
  if (state.phase === 'setup') return 'reveal';
  if (state.round.drawn !== null) return mode === 'discard-drawn' ? 'draw-discard' : 'draw-swap';
  return mode === 'take' ? 'take-discard' : null;
}

/** The positions and piles `seat` may choose in `mode`. */
export function choicesFor(state: GameState, seat: number, mode: ChoiceMode): Choices {
  const actions = legalActions(state, seat);
  if (actions.length === 0) return { positions: [], piles: [] };
  const kind = gridKind(state, mode);
  const positions = kind === null ? [] : positionsOf(actions, kind);
  if (state.phase === 'setup') return { positions, piles: [] };
  if (state.round.drawn !== null) return { positions, piles: ['discard'] };
  return { positions, piles: mode === 'take' ? ['discard'] : ['draw', 'discard'] };
}

/** What choosing `target` means for `seat` in `mode`. */
export function choose(
  state: GameState,
  seat: number,
  mode: ChoiceMode,
  target: TableTarget,
): ChoiceOutcome {
  const actions = legalActions(state, seat);
  if (actions.length === 0) return { kind: 'refused' };
  const drawn = state.round.drawn !== null;
  switch (target.kind) {
    case 'draw':
      return !drawn && state.phase === 'turns'
        ? { kind: 'act', action: { p: seat, t: 'draw' } }
        : { kind: 'refused' };
    case 'discard':
    case 'drawn':
      if (state.phase !== 'turns') return { kind: 'refused' };
      if (target.kind === 'drawn' && !drawn) return { kind: 'refused' };
      if (drawn) return { kind: 'mode', mode: mode === 'discard-drawn' ? 'idle' : 'discard-drawn' };
      return { kind: 'mode', mode: mode === 'take' ? 'idle' : 'take' };
    case 'card': {
      const kind = gridKind(state, mode);
      if (target.seat !== seat || kind === null) return { kind: 'refused' };
      const action = actions.find((a) => a.t === kind && 'pos' in a && a.pos === target.pos);
      return action === undefined ? { kind: 'refused' } : { kind: 'act', action };
    }
  }
}
