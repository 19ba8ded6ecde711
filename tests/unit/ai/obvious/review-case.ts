import { moveFamily } from '../../../../src/ai';
import { type Action, legalViewActions, type PlayerView } from '../../../../src/engine';
import { type ReviewedDecision, weighDecision } from '../../../../src/review';
import type { RolloutKernel } from '../../../../src/solver';
import type { CasePosition } from './suite';

/** One move of each family nobody can tell apart (the review weighs families, R4.2). */
export function distinctLegal(view: PlayerView): Action[] {
  const seen = new Set<string>();
  return legalViewActions(view).filter((action) => {
    const key = moveFamily(view, action);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** One distinct move of a case as the review weighs it played, and whether it is a right move. */
export type WeighedMove = ReviewedDecision & { readonly right: boolean };

/**
 * Every distinct legal move of a case's position weighed by the review as if it had been played
 * (the game's review budget, seed `seed`), each marked right or not.
 */
export function reviewCase(
  position: CasePosition,
  kernel: RolloutKernel,
  seed: number,
): WeighedMove[] {
  const { view } = position;
  const families = new Set(position.right.map((move) => moveFamily(view, move)));
  const kind = view.phase === 'setup' ? 'setup' : view.drawn === null ? 'pile' : 'drawn';
  return distinctLegal(view).map((played) => ({
    right: families.has(moveFamily(view, played)),
    ...weighDecision({ round: 0, turn: 1, action: 0, kind, view, played }, { kernel, seed }),
  }));
}

/** Whether a case's right set is one family nobody can tell apart. */
export function singleFamily(position: CasePosition): boolean {
  return new Set(position.right.map((move) => moveFamily(position.view, move))).size === 1;
}
