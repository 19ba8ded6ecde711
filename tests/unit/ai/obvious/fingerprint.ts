import { createHash } from 'node:crypto';
import { recordRules } from '../../../../src/engine';
import { encodeAction } from '../../../../src/solver';
import { ACTION_POS_MASK, ACTION_TYPE_SHIFT } from '../../../../src/solver/layout';
import type { CasePosition } from './suite';

/**
 * A fingerprint of what a case's verification depends on: everything the deciding seat sees
 * (its player view, the public history aside) and the right moves. A changed case gets another.
 */
export function caseFingerprint(position: CasePosition): string {
  const { view } = position;
  const seen = {
    seat: view.seat,
    // As a record writes them: a house rule counts only where it is not the default.
    rules: recordRules(view.rules),
    phase: view.phase,
    grids: view.grids,
    discardPile: view.discardPile,
    drawPileSize: view.drawPileSize,
    drawPileKnown: view.drawPileKnown,
    unseen: view.unseen,
    drawn: view.drawn,
    setupReveals: view.setupReveals,
    toMove: view.toMove,
    ender: view.ender,
    finalTurnsLeft: view.finalTurnsLeft,
    right: position.right.map(stableCode).sort((a, b) => a - b),
  };
  return createHash('sha256').update(JSON.stringify(seen)).digest('hex').slice(0, 16);
}

/**
 * An action's code as the fingerprints were first written (type << 4 | position): the solver's
 * own layout may widen its fields without changing what a case is.
 */
function stableCode(action: CasePosition['right'][number]): number {
  const code = encodeAction(action);
  return ((code >> ACTION_TYPE_SHIFT) << 4) | (code & ACTION_POS_MASK);
}
