import type { Action, PlayerView } from '../../engine';
import type { Judge } from '../judge/judge';
import { moveFamily } from '../search/distinct-moves';
import { SAFE_ENDING_CHANCE } from './deciding-factor';
import type { Rival } from './hint-reasons';
import { moveFacts } from './move-facts';

/** Points by which another move must look better right now to be the tempting one. */
const TEMPTING_MARGIN = 0.5;

/**
 * The moves the best move of a finished `judge` is told against, each with its difference on the
 * judge's rollouts: first the costliest of the tempting moves — those that lower the grid more
 * right now than the best (a player's first thought) — or, when none does, the best move of
 * another kind (keeping a card rather than turning one, drawing rather than taking); then,
 * when the best keeps the round going, the move ending it into a likely penalty that lowers the
 * grid most right now.
 */
export function rivalsOfBest(view: PlayerView, judge: Judge, best: Action): Rival[] {
  const family = moveFamily(view, best);
  const own = moveFacts(view, best);
  const others = judge
    .moves()
    .filter((move) => moveFamily(view, move.action) !== family)
    .map((move) => ({
      facts: moveFacts(view, move.action),
      difference: judge.difference(move.action, best).mean,
    }));
  if (others.length === 0) return [];
  const tempting = others.filter(({ facts }) => facts.points + TEMPTING_MARGIN < own.points);
  const otherKind = others.find(({ facts }) => facts.action.t !== best.t) ?? others[0]!;
  const first =
    tempting.length === 0
      ? otherKind
      : tempting.reduce((a, b) => (b.difference > a.difference ? b : a));
  const rivals = [first];
  const endings = others.filter(
    ({ facts }) => facts.risk !== null && facts.risk.chance > SAFE_ENDING_CHANCE,
  );
  if (own.risk === null && endings.length > 0) {
    const ending = endings.reduce((a, b) => (b.facts.points < a.facts.points ? b : a));
    if (ending !== first) rivals.push(ending);
  }
  return rivals.map(({ facts, difference }) => ({ action: facts.action, difference }));
}

/**
 * The other moves of a finished `judge` the best move `best` may be told against when its rivals
 * (`rivalsOfBest`) name no deciding factor: the best move of each other kind of move, the next
 * best first, each with its difference on the judge's rollouts.
 */
export function fallbackRivals(view: PlayerView, judge: Judge, best: Action): Rival[] {
  const family = moveFamily(view, best);
  return judge
    .moves()
    .filter((move) => moveFamily(view, move.action) !== family)
    .map((move) => ({ action: move.action, difference: judge.difference(move.action, best).mean }))
    .sort((a, b) => a.difference - b.difference);
}
