// The game review on the obvious-move suite (issue 20), as tests/unit/ai/obvious/obvious-moves.test.ts
// checks it: every distinct legal move of every case weighed as if it had been played; prints the
// labels of the right moves and of the others, per kind of decision, and any case that fails.
import { OBVIOUS_CASES } from '../../tests/unit/ai/obvious/cases';
import { moveName } from '../../tests/unit/ai/obvious/moves';
import { reviewCase, singleFamily } from '../../tests/unit/ai/obvious/review-case';
import { casePosition } from '../../tests/unit/ai/obvious/suite';
import { builtKernel } from '../built-solver';
import { runScript, type ScriptLine } from '../command-line';

const HELP = `Usage: npx tsx scripts/studies/obvious-review.ts [--json]

Weighs every distinct legal move of each of the ${OBVIOUS_CASES.length} cases of the obvious-move suite with the
game review (WebAssembly kernel, the review's budget, seed 1), as if it had been played, and
counts the labels: the right moves' (best or good wanted; a right set of several families only
needs its best move best) and the others' (mistake or blunder wanted). Prints the counts per kind
of decision (set-up, pile, drawn card) and each case that fails the unit test's conditions.
Progress on standard error. Exit code 1 when a case fails.

Options:
  --json       one JSON object instead of the table
  -h, --help   this help`;

type Counts = Record<string, number>;

async function main({ values }: ScriptLine): Promise<number> {
  const kernel = await builtKernel();
  const kinds: Record<string, { cases: number; right: Counts; wrong: Counts }> = {};
  const failures: string[] = [];
  OBVIOUS_CASES.forEach((spec, i) => {
    process.stderr.write(`\r${i + 1}/${OBVIOUS_CASES.length} cases`);
    const position = casePosition(spec);
    const { view } = position;
    const kind = view.phase === 'setup' ? 'setup' : view.drawn === null ? 'pile' : 'drawn';
    const tally = (kinds[kind] ??= { cases: 0, right: {}, wrong: {} });
    tally.cases++;
    const weighed = reviewCase(position, kernel, 1);
    const right = weighed.filter((w) => w.right);
    const wrong = weighed.filter((w) => !w.right);
    for (const w of weighed) {
      const counts = w.right ? tally.right : tally.wrong;
      counts[w.label] = (counts[w.label] ?? 0) + 1;
    }
    const wanted = singleFamily(position) || spec.setup === true;
    const bad = [
      ...weighed.filter((w) => !right.some((r) => moveName(r.best) === moveName(w.best))),
      ...wrong.filter(
        (w) => !['mistake', 'blunder'].includes(w.label) || right.some((r) => r.cost >= w.cost),
      ),
      ...(wanted ? right.filter((r) => !['best', 'good'].includes(r.label)) : []),
    ];
    if (bad.length > 0)
      failures.push(
        `${spec.name}: ${bad.map((w) => `${moveName(w.played)} ${w.label} ${w.cost.toFixed(2)} ± ${w.interval.toFixed(2)}`).join('; ')}`,
      );
  });
  process.stderr.write('\n');
  const result = { cases: OBVIOUS_CASES.length, kinds, failures };
  if (values.json) console.log(JSON.stringify(result));
  else {
    const list = (counts: Counts) =>
      Object.entries(counts)
        .map(([label, n]) => `${label} ${n}`)
        .join(', ');
    console.log(`${result.cases} cases; every distinct legal move weighed as if played:`);
    for (const [kind, tally] of Object.entries(kinds))
      console.log(
        `  ${kind.padEnd(6)} ${String(tally.cases).padStart(3)} cases; right moves: ${list(tally.right)}; others: ${list(tally.wrong)}`,
      );
    console.log(
      failures.length === 0
        ? 'every case passes'
        : `${failures.length} cases fail:\n  ${failures.join('\n  ')}`,
    );
  }
  return failures.length === 0 ? 0 : 1;
}

await runScript({ name: 'obvious-review', help: HELP, json: true }, main);
