// The TypeScript twin of assembly/kernel/evaluate.ts: candidate evaluation by determinized
// rollouts with common random numbers, and plain play-outs.
import {
  K_FACE_DOWN_ESTIMATE,
  K_PHASE,
  K_PLAYERS,
  K_SCORES,
  K_SEAT,
  MAX_PLAYERS,
  PHASE_ROUND_OVER,
} from '../layout';
import { work as k, start } from './memory';
import { loadView } from './determinize';
import { GUARDED_TURNS, readPolicy, setGuarding } from './policy';
import { randomState, rolloutSeed, seedRandom } from './random';
import { applyCandidate, step, turnCount } from './step';

/** Plays the working position to the end of the round with the policy (guarded for a while). */
function playToRoundEnd(): void {
  setGuarding(true);
  for (let turns = 0; k[K_PHASE] !== PHASE_ROUND_OVER; turns++) {
    if (turns === GUARDED_TURNS) setGuarding(false);
    step();
  }
}

/** (n − 1) × (the seat's score − the mean of the opponents' scores): an integer. */
function scaledObjective(): number {
  const n = k[K_PLAYERS]!;
  const seat = k[K_SEAT]!;
  let others = 0;
  for (let other = 0; other < n; other++) if (other !== seat) others += k[K_SCORES + other]!;
  return (n - 1) * k[K_SCORES + seat]! - others;
}

/**
 * For each candidate, plays `rollouts` determinized rollouts (rollout i shares its determinization
 * and random stream across candidates) and writes the sum and the sum of squares of the scaled
 * objective to `sums` (two entries per candidate). Returns the turns played.
 */
export function evaluate(
  candidates: Int32Array,
  rollouts: number,
  seed: number,
  sums: Float64Array,
): number {
  const before = turnCount();
  sums.fill(0);
  for (let i = 0; i < rollouts; i++) {
    seedRandom(rolloutSeed(seed, i));
    loadView();
    readPolicy(k[K_FACE_DOWN_ESTIMATE]!);
    start.set(k);
    const stream = randomState();
    for (let c = 0; c < candidates.length; c++) {
      if (c > 0) {
        k.set(start);
        seedRandom(stream);
      }
      applyCandidate(candidates[c]!);
      playToRoundEnd();
      const objective = scaledObjective();
      sums[2 * c]! += objective;
      sums[2 * c + 1]! += objective * objective;
    }
  }
  return turnCount() - before;
}

/**
 * Plays `games` determinizations of the view (game i seeded like rollout i) to the end of the
 * round, adding each seat's score to `scores`. Returns the turns played.
 */
export function playOut(games: number, seed: number, scores: Float64Array): number {
  const before = turnCount();
  scores.fill(0, 0, MAX_PLAYERS);
  for (let i = 0; i < games; i++) {
    seedRandom(rolloutSeed(seed, i));
    loadView();
    readPolicy(k[K_FACE_DOWN_ESTIMATE]!);
    playToRoundEnd();
    const n = k[K_PLAYERS]!;
    for (let seat = 0; seat < n; seat++) scores[seat]! += k[K_SCORES + seat]!;
  }
  return turnCount() - before;
}
