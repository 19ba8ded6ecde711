import { moveFamily } from '../../../src/ai';
import { type Action, legalViewActions } from '../../../src/engine';
import { moveName } from '../../../tests/unit/ai/obvious/moves';
import type { CasePosition } from '../../../tests/unit/ai/obvious/suite';
import type { CaseMargin } from '../../../tests/unit/ai/obvious/verified';
import { Paired } from './paired';
import type { RolloutPolicy } from './policies';
import { rollout, rolloutDeal, type RolloutScore } from './rollout';

/** How far behind the worst right move every other move must be, in points per round. */
export const MARGIN = 1.5;

/**
 * Standard errors a decision needs: a move is cleared when the lower end of mean ± z·SE is at
 * least `MARGIN`, and the case fails when an upper end is below it. 2.5 rather than 1.96
 * because the data are looked at after every batch (Pocock's boundary for 8 looks at 5%).
 */
export const DECISION_Z = 2.5;

/**
 * Standard errors for giving up: the case fails once some margin's mean + z·SE is below `MARGIN`.
 * Lower than `DECISION_Z`: giving up too early only drops a case from the suite, never lets a
 * wrong one in.
 */
export const FUTILITY_Z = 1.64;

/** The interval the results report: 95%. */
const REPORT_Z = 1.96;

/** Rollouts per move between two looks at the moves' means. */
export const BATCH = 25;
/** Rollouts per move before the first look. */
export const FIRST_LOOK = 50;
/** The most rollouts any move gets: a case not decided by then stays undecided. */
export const MAX_ROLLOUTS = 400;

/**
 * The largest `rolloutScale` a case may ask for: its first look, batch and cap are that many
 * times the ones above (the same looks, so the same z-values hold; the margin stays).
 */
export const MAX_ROLLOUT_SCALE = 8;

/** The two objectives, both required: the seat's round score, and it minus the others' mean. */
export const OBJECTIVES = ['own', 'relative'] as const;
type Objective = (typeof OBJECTIVES)[number];

/** What the rollouts of one policy say about a case. */
export interface PolicyVerdict {
  readonly policy: string;
  /**
   * `verified`; `too close` (some move is likely within the margin; for a level case, some two
   * moves are likely that far apart); `undecided` (budget spent).
   */
  readonly verdict: 'verified' | 'too close' | 'undecided';
  /** Rollouts played in all (every move). */
  readonly rollouts: number;
  readonly own: CaseMargin;
  readonly relative: CaseMargin;
}

/** The differences of one move outside the right set against each right move, per objective. */
interface Contender {
  readonly index: number;
  readonly pairs: Record<Objective, Paired[]>;
  active: boolean;
}

function sameAction(a: Action, b: Action): boolean {
  return a.t === b.t && (a.t === 'draw' || (b.t !== 'draw' && a.pos === b.pos));
}

/**
 * Sequential elimination with common random numbers: rollout i plays every move still in play
 * from the same determinization (of what the deciding seat sees) with the same policy seeds; after
 * each batch, a move outside the right set stops once it is behind every right move by `MARGIN`
 * with confidence, in both objectives; the case stops as soon as one is surely not that far
 * behind (`FUTILITY_Z`), or when `MAX_ROLLOUTS` are spent. `scale` multiplies the first look,
 * the batch and the cap alike, for a clear case whose margins 400 rollouts cannot decide: the
 * looks come at the same fractions of the budget, so the margin and the z-values mean what they
 * did.
 */
export function verifyUnder(
  position: CasePosition,
  policy: RolloutPolicy,
  onBatch: (done: number, left: number) => void = () => {},
  scale = 1,
): PolicyVerdict {
  if (!Number.isInteger(scale) || scale < 1 || scale > MAX_ROLLOUT_SCALE)
    throw new Error(`a rollout scale is an integer from 1 to ${MAX_ROLLOUT_SCALE}, not ${scale}`);
  const batch = BATCH * scale;
  const firstLook = FIRST_LOOK * scale;
  const maxRollouts = MAX_ROLLOUTS * scale;
  const moves = legalViewActions(position.view);
  const rightIndexes = moves.flatMap((move, i) =>
    position.right.some((right) => sameAction(move, right)) ? [i] : [],
  );
  const contenders: Contender[] = moves.flatMap((_, index) =>
    rightIndexes.includes(index)
      ? []
      : [
          {
            index,
            pairs: {
              own: rightIndexes.map(() => new Paired()),
              relative: rightIndexes.map(() => new Paired()),
            },
            active: true,
          },
        ],
  );
  let rollouts = 0;
  let tooClose = false;
  let played = 0;
  while (played < maxRollouts && !tooClose && contenders.some((c) => c.active)) {
    for (let i = played; i < played + batch; i++) {
      const { state, bots } = rolloutDeal(position, policy, i);
      const play = (index: number): RolloutScore => {
        rollouts++;
        return rollout(state, position.seat, moves[index]!, bots);
      };
      const rights = rightIndexes.map(play);
      for (const contender of contenders.filter((c) => c.active)) {
        const score = play(contender.index);
        for (const objective of OBJECTIVES)
          rights.forEach((right, r) =>
            contender.pairs[objective][r]!.add(score[objective] - right[objective]),
          );
      }
    }
    played += batch;
    if (played >= firstLook) {
      for (const contender of contenders.filter((c) => c.active)) {
        const all = OBJECTIVES.flatMap((objective) => contender.pairs[objective]);
        if (all.some((pair) => pair.interval(FUTILITY_Z)[1] < MARGIN)) tooClose = true;
        if (all.every((pair) => pair.interval(DECISION_Z)[0] >= MARGIN)) contender.active = false;
      }
    }
    onBatch(played, contenders.filter((c) => c.active).length);
  }
  const verdict = tooClose
    ? 'too close'
    : contenders.some((c) => c.active)
      ? 'undecided'
      : 'verified';
  const smallest = (objective: Objective): CaseMargin => {
    let best: CaseMargin | null = null;
    for (const contender of contenders)
      contender.pairs[objective].forEach((pair, r) => {
        if (best !== null && pair.mean >= best.margin) return;
        const [low, high] = pair.interval(REPORT_Z);
        best = {
          margin: pair.mean,
          low,
          high,
          move: moveName(moves[contender.index]!),
          versus: moveName(moves[rightIndexes[r]!]!),
          rollouts: pair.count,
        };
      });
    if (best === null) throw new Error('the right set holds every legal move');
    return best;
  };
  return {
    policy: policy.name,
    verdict,
    rollouts,
    own: smallest('own'),
    relative: smallest('relative'),
  };
}

/** One move of each family nobody can tell apart (R4.2): the first of each, as the review weighs them. */
export function distinctFamilies(position: CasePosition): Action[] {
  const seen = new Set<string>();
  return legalViewActions(position.view).filter((action) => {
    const key = moveFamily(position.view, action);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * A level case (every move right, e.g. a set-up reveal): sequential elimination as `verifyUnder`,
 * with common random numbers, over every pair of distinct moves; verified once every pair's
 * difference lies within ±`MARGIN` with confidence (z = `DECISION_Z`), in both objectives; it
 * fails as soon as one pair is surely `MARGIN` apart or more (z = `FUTILITY_Z`), or when a pair
 * is still undecided after the cap. The margin reported is the widest pair (its mean, signed).
 */
export function verifyLevel(
  position: CasePosition,
  policy: RolloutPolicy,
  onBatch: (done: number, left: number) => void = () => {},
  scale = 1,
): PolicyVerdict {
  const moves = distinctFamilies(position);
  if (moves.length < 2) throw new Error('a level case needs two moves that differ');
  const pairs = moves.flatMap((_, a) => moves.slice(a + 1).map((__, i) => [a, a + 1 + i] as const));
  const sums = pairs.map(() => ({ own: new Paired(), relative: new Paired() }));
  let rollouts = 0;
  let played = 0;
  let verdict: PolicyVerdict['verdict'] = 'undecided';
  const within = (pair: Paired, z: number) =>
    pair.interval(z)[0] > -MARGIN && pair.interval(z)[1] < MARGIN;
  const apart = (pair: Paired, z: number) =>
    pair.interval(z)[0] >= MARGIN || pair.interval(z)[1] <= -MARGIN;
  while (played < MAX_ROLLOUTS * scale && verdict === 'undecided') {
    for (let i = played; i < played + BATCH * scale; i++) {
      const { state, bots } = rolloutDeal(position, policy, i);
      const scores = moves.map((move) => {
        rollouts++;
        return rollout(state, position.seat, move, bots);
      });
      pairs.forEach(([a, b], p) => {
        for (const objective of OBJECTIVES)
          sums[p]![objective].add(scores[a]![objective] - scores[b]![objective]);
      });
    }
    played += BATCH * scale;
    if (played >= FIRST_LOOK * scale) {
      const all = sums.flatMap((pair) => OBJECTIVES.map((objective) => pair[objective]));
      if (all.some((pair) => apart(pair, FUTILITY_Z))) verdict = 'too close';
      else if (all.every((pair) => within(pair, DECISION_Z))) verdict = 'verified';
    }
    onBatch(played, sums.filter((pair) => !within(pair.own, DECISION_Z)).length);
  }
  const widest = (objective: Objective): CaseMargin => {
    let best = 0;
    sums.forEach((pair, p) => {
      if (Math.abs(pair[objective].mean) > Math.abs(sums[best]![objective].mean)) best = p;
    });
    const pair = sums[best]![objective];
    const [low, high] = pair.interval(REPORT_Z);
    const [a, b] = pairs[best]!;
    return {
      margin: pair.mean,
      low,
      high,
      move: moveName(moves[a]!),
      versus: moveName(moves[b]!),
      rollouts: pair.count,
    };
  };
  return {
    policy: policy.name,
    verdict,
    rollouts,
    own: widest('own'),
    relative: widest('relative'),
  };
}
