import type { GameState } from '../../../src/engine';

/**
 * Whether `action` is legal in `state`, by this suite's own reading of RULES.md R2.3, R3, R4.4,
 * R9.1, R9.2 and R9.5 and GAME-RECORD.md (independent of the engine's `legalActions`): in set-up a
 * seat turns up one of its face-down cards in a grid where it has turned fewer than
 * `setupReveals` (its round's recorded reveals tell); in turns only the seat to move acts — take
 * the discard or draw when nothing is drawn, swap a card in at any position still in its grids,
 * or discard and turn up a face-down card.
 */
export function isLegal(state: GameState, action: unknown): boolean {
  if (typeof action !== 'object' || action === null) return false;
  const { p, t, pos } = action as { p?: unknown; t?: unknown; pos?: unknown };
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p >= state.players.length) {
    return false;
  }
  const { round, rules } = state;
  const gridCards = rules.rows * rules.columns;
  const cards = gridCards * (rules.dualHands ? 2 : 1);
  const slot =
    typeof pos === 'number' && Number.isInteger(pos) && pos >= 0 && pos < cards
      ? round.grids[p]![pos]
      : null;
  const present = slot !== null && slot !== undefined;
  const faceDown = present && !slot.up;
  const nothingDrawn = round.drawn === null;
  if (state.phase === 'setup') {
    const grid = Math.floor((pos as number) / gridCards);
    const turned = state.history[round.index]!.actions.filter(
      (a) => a.p === p && a.t === 'reveal' && Math.floor(a.pos / gridCards) === grid,
    ).length;
    return t === 'reveal' && faceDown && turned < rules.setupReveals;
  }
  if (state.phase !== 'turns' || p !== round.toMove) return false;
  switch (t) {
    case 'take-discard':
      return nothingDrawn && present;
    case 'draw':
      return nothingDrawn;
    case 'draw-swap':
      return present;
    case 'draw-discard':
      return faceDown;
    default:
      return false;
  }
}
