import type { Action } from '../../engine';
import type { PileName, TableTarget } from '../../view';

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

/** Where a person stands, read from their legal actions: set-up, a turn, or a card in hand. */
type Moment = 'none' | 'setup' | 'turn' | 'drawn';

function momentOf(legal: readonly Action[]): Moment {
  if (legal.length === 0) return 'none';
  if (legal.some((a) => a.t === 'reveal')) return 'setup';
  return legal.some((a) => a.t === 'draw-swap') ? 'drawn' : 'turn';
}

function positionsOf(actions: readonly Action[], kind: Kind): number[] {
  return actions.flatMap((a) => (a.t === kind && 'pos' in a ? [a.pos] : []));
}

/** The grid action a chosen position means in `mode`, at `moment`. */
function gridKind(moment: Moment, mode: ChoiceMode): Kind | null {
  if (moment === 'setup') return 'reveal';
  if (moment === 'drawn') return mode === 'discard-drawn' ? 'draw-discard' : 'draw-swap';
  return moment === 'turn' && mode === 'take' ? 'take-discard' : null;
}

/** The positions and piles a person with the `legal` actions may choose in `mode`. */
export function choicesFor(legal: readonly Action[], mode: ChoiceMode): Choices {
  const moment = momentOf(legal);
  const kind = gridKind(moment, mode);
  const positions = kind === null ? [] : positionsOf(legal, kind);
  switch (moment) {
    case 'none':
      return { positions: [], piles: [] };
    case 'setup':
      return { positions, piles: [] };
    case 'drawn':
      return { positions, piles: ['discard'] };
    case 'turn':
      return { positions, piles: mode === 'take' ? ['discard'] : ['draw', 'discard'] };
  }
}

/** What choosing `target` means for a person of `seat` with the `legal` actions, in `mode`. */
export function choose(
  legal: readonly Action[],
  seat: number,
  mode: ChoiceMode,
  target: TableTarget,
): ChoiceOutcome {
  const moment = momentOf(legal);
  switch (target.kind) {
    case 'draw': {
      const draw = legal.find((a) => a.t === 'draw');
      return draw === undefined ? { kind: 'refused' } : { kind: 'act', action: draw };
    }
    case 'discard':
    case 'drawn':
      if (moment === 'drawn')
        return { kind: 'mode', mode: mode === 'discard-drawn' ? 'idle' : 'discard-drawn' };
      if (moment === 'turn' && target.kind === 'discard')
        return { kind: 'mode', mode: mode === 'take' ? 'idle' : 'take' };
      return { kind: 'refused' };
    case 'card': {
      const kind = gridKind(moment, mode);
      if (target.seat !== seat || kind === null) return { kind: 'refused' };
      const action = legal.find((a) => a.t === kind && 'pos' in a && a.pos === target.pos);
      return action === undefined ? { kind: 'refused' } : { kind: 'act', action };
    }
  }
}
