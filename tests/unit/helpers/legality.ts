import type { GameState } from '../../../src/engine';

/**
 * Whether `action` is legal in `state`, by this suite's own reading of RULES.md R2.3, R3 and R4.4
 * and GAME-RECORD.md (independent of the engine's `legalActions`): in set-up a seat with fewer
 * than two reveals turns up one of its face-down cards; in turns only the seat to move acts — take
 * the discard or draw when nothing is drawn, swap a card in at any position still in the grid,
 * or discard and turn up a face-down card.
 */
export function isLegal(state: GameState, action: unknown): boolean {
  if (typeof action !== 'object' || action === null) return false;
  const { p, t, pos } = action as { p?: unknown; t?: unknown; pos?: unknown };
  if (typeof p !== 'number' || !Number.isInteger(p) || p < 0 || p >= state.players.length) {
    return false;
  }
  const { round } = state;
  const slot =
    typeof pos === 'number' && Number.isInteger(pos) && pos >= 0 && pos < 12
      ? round.grids[p]![pos]
      : null;
  const present = slot !== null && slot !== undefined;
  const faceDown = present && !slot.up;
  const nothingDrawn = round.drawn === null;
  if (state.phase === 'setup') return t === 'reveal' && round.setupReveals[p]! < 2 && faceDown;
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
