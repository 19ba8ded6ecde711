// The search entry points: evaluating candidate moves by determinized rollouts with common random
// numbers, and plain play-outs (for benchmarks).
import { randomState, rolloutSeed, seedRandom } from '../random';
import {
  ADDR_CANDIDATES,
  ADDR_KERNEL_BASE,
  ADDR_KERNEL_WORK,
  ADDR_SCORES,
  ADDR_STATS,
  K_FACE_DOWN_ESTIMATE,
  K_PHASE,
  K_PLAYERS,
  K_SCORES,
  K_SEAT,
  KERNEL_WORDS,
  MAX_PLAYERS,
  PHASE_ROUND_OVER,
} from '../layout';
import { loadView } from './determinize';
import { GUARDED_TURNS, readPolicy, setGuarding } from './policy';
import { k } from './position';
import { applyCandidate, step, turnsPlayed } from './step';

/** Plays the working position to the end of the round with the policy (guarded for a while). */
function playToRoundEnd(): void {
  setGuarding(true);
  for (let turns = 0; k(K_PHASE) != PHASE_ROUND_OVER; turns++) {
    if (turns == GUARDED_TURNS) setGuarding(false);
    step();
  }
}

/** (n − 1) × (the seat's score − the mean of the opponents' scores): an integer. */
function scaledObjective(): i32 {
  const n = k(K_PLAYERS);
  const seat = k(K_SEAT);
  let others = 0;
  for (let other = 0; other < n; other++) if (other != seat) others += k(K_SCORES + other);
  return (n - 1) * k(K_SCORES + seat) - others;
}

/**
 * For each of the `count` candidates at ADDR_CANDIDATES, plays `rollouts` determinized rollouts
 * (rollout i shares its determinization and random stream across candidates) and writes the sum
 * and the sum of squares of the scaled objective to ADDR_STATS. Returns the turns played.
 */
export function evaluate(count: i32, rollouts: i32, seed: u32): i32 {
  const before = turnsPlayed;
  for (let c = 0; c < count; c++) {
    store<f64>(<usize>(ADDR_STATS + (c << 4)), 0);
    store<f64>(<usize>(ADDR_STATS + (c << 4) + 8), 0);
  }
  for (let i = 0; i < rollouts; i++) {
    seedRandom(rolloutSeed(seed, i));
    loadView();
    readPolicy(k(K_FACE_DOWN_ESTIMATE));
    memory.copy(<usize>ADDR_KERNEL_BASE, <usize>ADDR_KERNEL_WORK, KERNEL_WORDS << 2);
    const stream = randomState();
    for (let c = 0; c < count; c++) {
      if (c > 0) {
        memory.copy(<usize>ADDR_KERNEL_WORK, <usize>ADDR_KERNEL_BASE, KERNEL_WORDS << 2);
        seedRandom(stream);
      }
      applyCandidate(load<i32>(<usize>(ADDR_CANDIDATES + (c << 2))));
      playToRoundEnd();
      const objective = <f64>scaledObjective();
      const at = <usize>(ADDR_STATS + (c << 4));
      store<f64>(at, load<f64>(at) + objective);
      store<f64>(at + 8, load<f64>(at + 8) + objective * objective);
    }
  }
  return turnsPlayed - before;
}

/**
 * Plays `games` determinizations of the view (game i seeded like rollout i) to the end of the
 * round, adding each seat's score to ADDR_SCORES. Returns the turns played.
 */
export function playOut(games: i32, seed: u32): i32 {
  const before = turnsPlayed;
  for (let seat = 0; seat < MAX_PLAYERS; seat++) store<f64>(<usize>(ADDR_SCORES + (seat << 3)), 0);
  for (let i = 0; i < games; i++) {
    seedRandom(rolloutSeed(seed, i));
    loadView();
    readPolicy(k(K_FACE_DOWN_ESTIMATE));
    playToRoundEnd();
    const n = k(K_PLAYERS);
    for (let seat = 0; seat < n; seat++) {
      const at = <usize>(ADDR_SCORES + (seat << 3));
      store<f64>(at, load<f64>(at) + <f64>k(K_SCORES + seat));
    }
  }
  return turnsPlayed - before;
}
