// The tournaments of the AI report: each level against the one below, the expert and the hard
// level against a T3+guard bot, and the card-counting ablation, all on paired duplicate deals
// among T4+guard opponents (4 players). Prints one JSON line and one table row per pairing.
//
//   npx tsx scripts/tournaments.ts [--rounds 2000] [--only NAME,...] [--time-ms 150] [--seed 1]
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type Estimate, EXPERT_ROLLOUTS, playerFactory, runTournament } from '../src/ai';
import { loadWasmKernel } from '../src/solver';

/** Each pairing: its name, the hero and the baseline (the field is t4guard). */
const PAIRINGS = [
  ['medium-easy', 'medium', 'easy'],
  ['hard-medium', 'hard', 'medium'],
  ['hard-t3guard', 'hard', 't3guard'],
  ['expert-hard', 'expert', 'hard'],
  ['expert-t3guard', 'expert', 't3guard'],
  ['expert-blind', 'expert', 'expert-blind'],
] as const;

const { values } = parseArgs({
  options: {
    rounds: { type: 'string', default: '2000' },
    only: { type: 'string' },
    'time-ms': { type: 'string', default: '150' },
    seed: { type: 'string', default: '1' },
  },
});
const only = values.only?.split(',');
const kernel = await loadWasmKernel(readFileSync(new URL('../build/solver.wasm', import.meta.url)));
const timeMs = Number(values['time-ms']);
// As in `skyjo tournament`: 0 means no time limit, only the rollout budget.
const expert = { kernel, timeMs: timeMs === 0 ? Infinity : timeMs, rollouts: EXPERT_ROLLOUTS };
const show = (e: Estimate): string => `${e.mean.toFixed(2)} ± ${e.interval.toFixed(2)}`;

for (const [name, hero, baseline] of PAIRINGS) {
  if (only !== undefined && !only.includes(name)) continue;
  const started = performance.now();
  const result = runTournament({
    hero: playerFactory(hero, expert)!,
    baseline: playerFactory(baseline, expert)!,
    field: playerFactory('t4guard')!,
    players: 4,
    rounds: Number(values.rounds),
    seed: Number(values.seed),
    onProgress: (paired, deals) => {
      if (deals % 25 === 0)
        process.stderr.write(`${name}: ${paired} paired rounds, ${deals} deals\n`);
    },
  });
  const seconds = Math.round((performance.now() - started) / 1000);
  console.log(JSON.stringify({ name, heroName: hero, baselineName: baseline, seconds, ...result }));
  console.log(
    `| ${hero} vs ${baseline} | ${result.pairedRounds} | ${show(result.hero.roundScore)} | ${show(result.baseline.roundScore)} | ${show(result.difference)} | ${show(result.relativeDifference)} | ${(100 * result.hero.gameWins.mean).toFixed(1)}% vs ${(100 * result.baseline.gameWins.mean).toFixed(1)}% | ${result.hero.decisionMs.mean.toFixed(1)} / ${result.hero.slowestMs.toFixed(0)} | ${seconds} s |`,
  );
}
