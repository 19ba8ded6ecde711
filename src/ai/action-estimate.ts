import { type Action, CARD_KINDS, gridShape, MIN_CARD, type PlayerView } from '../engine';
import { nextDrawPool, poolSize } from './card-pools';
import { opponentEstimates } from './ender-guard';
import { expectedScore, gridAfter } from './grid-estimate';
import type { WeighedAction } from './bot';
import { faceDownPositions, presentPositions } from './view-helpers';

/**
 * A one-ply estimate of an action: the seat's expected grid score afterwards minus the mean of the
 * other seats' expected scores, every unknown card at `faceDownMean`. A draw is worth the average,
 * over the next draw, of the best way to place the card.
 */
export function actionEstimate(view: PlayerView, action: Action, faceDownMean: number): number {
  const others = opponentEstimates(view, faceDownMean);
  const othersMean = others.reduce((sum, score) => sum + score, 0) / others.length;
  return ownAfter(view, action, faceDownMean) - othersMean;
}

function ownAfter(view: PlayerView, action: Action, faceDownMean: number): number {
  const grid = view.grids[view.seat]!;
  const shape = gridShape(view.rules);
  switch (action.t) {
    case 'reveal':
    case 'draw-discard':
      return expectedScore(gridAfter(shape, grid, action.pos, null), faceDownMean);
    case 'take-discard':
      return expectedScore(
        gridAfter(shape, grid, action.pos, view.discardPile.at(-1)!),
        faceDownMean,
      );
    case 'draw-swap':
      return expectedScore(gridAfter(shape, grid, action.pos, view.drawn), faceDownMean);
    case 'draw':
      return expectedDrawOutcome(view, faceDownMean);
  }
}

function expectedDrawOutcome(view: PlayerView, faceDownMean: number): number {
  const grid = view.grids[view.seat]!;
  const shape = gridShape(view.rules);
  const pool = nextDrawPool(view);
  const size = poolSize(pool);
  if (size === 0) return expectedScore(grid, faceDownMean);
  const revealing = faceDownPositions(grid).map((pos) =>
    expectedScore(gridAfter(shape, grid, pos, null), faceDownMean),
  );
  let total = 0;
  for (let kind = 0; kind < CARD_KINDS; kind++) {
    if (pool[kind] === 0) continue;
    const card = kind + MIN_CARD;
    const swapping = presentPositions(grid).map((pos) =>
      expectedScore(gridAfter(shape, grid, pos, card), faceDownMean),
    );
    total += pool[kind]! * Math.min(...swapping, ...revealing);
  }
  return total / size;
}

/**
 * The analysis of a rule-following bot: the one action its rules chose (it weighs no other), with
 * its one-ply estimate; the interval is 0 (nothing is sampled).
 */
export function ruleAnalysis(
  view: PlayerView,
  chosen: Action,
  faceDownMean: number,
): WeighedAction[] {
  return [{ action: chosen, score: actionEstimate(view, chosen, faceDownMean), interval: 0 }];
}
