// The review's self-consistency figures (issue 20), as tests/unit/review/self-consistency.test.ts
// checks them: seat 0 played by the expert, a threshold bot and random legal play for one round
// of each table of tests/unit/review/consistency.ts, every decision reviewed as the game does.
import {
  CONSISTENCY_PLAYERS,
  CONSISTENCY_TABLES,
  consistencyOf,
  type ConsistencyFigure,
} from '../../tests/unit/review/consistency';
import { builtKernel } from '../built-solver';
import { runScript, type ScriptLine, wholeNumber } from '../command-line';

const HELP = `Usage: npx tsx scripts/studies/review-consistency.ts [--tables N] [--json]

Reviews seat 0 played by the expert, a threshold bot (threshold 4, no guard) and random legal
play, one round of each table (by default the test's ${CONSISTENCY_TABLES.length}: ${CONSISTENCY_TABLES.map(([players]) => players).join(', ')} seats; hard opponents),
on the WebAssembly kernel with the review's default budget; prints each one's mean cost per
decision and its labels. The unit test requires expert ≤ 0.2, random ≥ 2 and the threshold bot
between. Progress on standard error.

Options:
  --tables N   review N tables: the test's ${CONSISTENCY_TABLES.length}, then 2, 3, 4 seats in turn on the next
               seeds (default ${CONSISTENCY_TABLES.length})
  --json       one JSON object instead of the table
  -h, --help   this help`;

/** The command line's options besides --help and --json. */
const OPTIONS = { tables: { type: 'string', default: String(CONSISTENCY_TABLES.length) } } as const;

async function main({ values }: ScriptLine<typeof OPTIONS>): Promise<number> {
  const count = wholeNumber(values.tables, '--tables');
  const tables = Array.from({ length: count }, (_, i) =>
    i < CONSISTENCY_TABLES.length ? CONSISTENCY_TABLES[i]! : ([2 + (i % 3), i + 1] as const),
  );
  const kernel = await builtKernel();
  const figures: Record<string, ConsistencyFigure> = {};
  for (const [name, player] of Object.entries(CONSISTENCY_PLAYERS)) {
    process.stderr.write(`reviewing ${name}…\n`);
    figures[name] = consistencyOf(kernel, player, tables);
  }
  if (values.json) {
    console.log(JSON.stringify(figures));
    return 0;
  }
  for (const [name, figure] of Object.entries(figures))
    console.log(
      `${name.padEnd(10)} ${figure.mean.toFixed(3)} points per decision over ${figure.decisions} decisions; ${Object.entries(
        figure.labels,
      )
        .map(([label, count]) => `${label} ${count}`)
        .join(', ')}`,
    );
  return 0;
}

await runScript({ name: 'review-consistency', help: HELP, options: OPTIONS, json: true }, main);
