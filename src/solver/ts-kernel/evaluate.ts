// Generated from assembly/kernel/evaluate.ts by scripts/generate/kernel.ts: edit that file, then run
// `npm run -s make:kernel` (tests/unit/solver/one-source.test.ts checks this copy).
// The search entry points: evaluating candidate moves by determinized rollouts with common random
// numbers, and plain play-outs (for benchmarks).
import { randomState, rolloutSeed, seedRandom } from './random';
import {
  K_FACE_DOWN_ESTIMATE,
  K_PHASE,
  OBJECTIVE_PERCENT,
  P_RIVAL_WEIGHT,
  POLICY_WORDS,
  K_PLAYERS,
  K_SCORES,
  K_SEAT,
  PHASE_ROUND_OVER,
} from '../layout';
import { loadView } from './determinize';
import { GUARDED_TURNS, readPolicy, setGuarding } from './policy';
import {
  addPairProduct,
  addScore,
  addStat,
  candidate,
  clearPairs,
  clearScores,
  clearStats,
  k,
  policyWord,
  restoreStart,
  saveStart,
  setObjective,
} from './position';
import { applyCandidate, step, turnCount } from './step';

/** Plays the working position to the end of the round with the policy (guarded for a while). */
function playToRoundEnd(): void {
  setGuarding(true);
  for (let turns = 0; k(K_PHASE) !== PHASE_ROUND_OVER; turns++) {
    if (turns === GUARDED_TURNS) setGuarding(false);
    step();
  }
}

/**
 * 100 × (n − 1) × (the seat's score − w × the mean of the opponents' scores), w its policy's rival
 * weight in percent (100 in the official search): an integer.
 */
function scaledObjective(): number {
  const n = k(K_PLAYERS);
  const seat = k(K_SEAT);
  let others = 0;
  for (let other = 0; other < n; other++) if (other !== seat) others += k(K_SCORES + other);
  const weight = policyWord(seat * POLICY_WORDS + P_RIVAL_WEIGHT);
  return OBJECTIVE_PERCENT * (n - 1) * k(K_SCORES + seat) - weight * others;
}

/**
 * For each of the `count` candidates, plays `rollouts` determinized rollouts (rollout i shares
 * its determinization and random stream across candidates) and adds the scaled objective to the
 * candidate's statistics, and the product of every two candidates' objectives to their pair's
 * sum (paired comparisons: the variance of a difference over the same rollouts). Returns the
 * turns played.
 */
export function evaluate(count: number, rollouts: number, seed: number): number {
  const before = turnCount();
  clearStats(count);
  clearPairs(count);
  for (let i = 0; i < rollouts; i++) {
    seedRandom(rolloutSeed(seed, i));
    loadView();
    readPolicy(k(K_FACE_DOWN_ESTIMATE));
    saveStart();
    const stream = randomState();
    for (let c = 0; c < count; c++) {
      if (c > 0) {
        restoreStart();
        seedRandom(stream);
      }
      applyCandidate(candidate(c));
      playToRoundEnd();
      const objective = scaledObjective();
      addStat(c, objective);
      setObjective(c, objective);
    }
    for (let c = 0; c < count; c++) for (let d = c + 1; d < count; d++) addPairProduct(c, d);
  }
  return turnCount() - before;
}

/**
 * Plays `games` determinizations of the view (game i seeded like rollout i) to the end of the
 * round, adding each seat's score to its score sum. Returns the turns played.
 */
export function playOut(games: number, seed: number): number {
  const before = turnCount();
  clearScores();
  for (let i = 0; i < games; i++) {
    seedRandom(rolloutSeed(seed, i));
    loadView();
    readPolicy(k(K_FACE_DOWN_ESTIMATE));
    playToRoundEnd();
    const n = k(K_PLAYERS);
    for (let seat = 0; seat < n; seat++) addScore(seat, k(K_SCORES + seat));
  }
  return turnCount() - before;
}
