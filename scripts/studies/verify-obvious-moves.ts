// Verifies the obvious-move suite (tests/unit/ai/obvious/cases.ts) with rollouts in the rules
// engine, independent of the search kernels: for each case and each of two playing policies,
// every move outside the right set must be at least MARGIN points per round behind every right
// move, in the deciding seat's round score and in its score relative to the others' mean. The
// results go to tests/unit/ai/obvious/verified.json, with each case's fingerprint.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { OBVIOUS_CASES } from '../../tests/unit/ai/obvious/cases';
import { caseFingerprint } from '../../tests/unit/ai/obvious/fingerprint';
import { casePosition, type ObviousCase } from '../../tests/unit/ai/obvious/suite';
import type { CaseVerification, VerifiedFile } from '../../tests/unit/ai/obvious/verified';
import { runScript, type ScriptLine, UsageError, wholeNumber } from '../command-line';
import {
  BATCH,
  DECISION_Z,
  FIRST_LOOK,
  FUTILITY_Z,
  MARGIN,
  MAX_ROLLOUT_SCALE,
  MAX_ROLLOUTS,
  type PolicyVerdict,
  verifyLevel,
  verifyUnder,
} from './obvious/elimination';
import { ROLLOUT_POLICIES } from './obvious/policies';

const HELP = `Usage: npx tsx scripts/studies/verify-obvious-moves.ts [--only NAME] [--jobs N] [--json]

Verifies each case of the obvious-move suite by rollouts in the rules engine (src/engine), under
each playing policy (${ROLLOUT_POLICIES.map((p) => p.name).join(', ')}):
every move outside the right set must be at least ${MARGIN} points per round behind every right
move, both in the deciding seat's round score (after doubling) and in that score minus the other
seats' mean. Reported per case and policy: the smallest margin (mean of a move outside the right
set minus a right move, over their common rollouts) with its 95% interval, for each objective.

Rollouts are determinized from the deciding seat's player view only (R8), with common random
numbers (every move from the same deals and policy seeds) and sequential elimination: after
${FIRST_LOOK} rollouts and then every ${BATCH}, a move whose margins are all at least ${MARGIN} at
z = ${DECISION_Z} stops; the case fails as soon as one margin is below ${MARGIN} at z = ${FUTILITY_Z}, or
when a move is still undecided after ${MAX_ROLLOUTS} rollouts. A case with a rolloutScale (an
integer up to ${MAX_ROLLOUT_SCALE}, in cases.ts) multiplies the first look, the batch and the cap by it: the
same looks at the same fractions of a larger budget, for a clear case too noisy for ${MAX_ROLLOUTS}; the
margin and the z-values are the same for every case.

A set-up case is level: every move is right, and it is verified when every two distinct moves
(one of each family nobody can tell apart) differ by less than ${MARGIN} with confidence
(z = ${DECISION_Z}) in both objectives; it fails once two are surely ${MARGIN} apart (z = ${FUTILITY_Z}).
The margin reported is then the widest pair's difference.

Writes the results to tests/unit/ai/obvious/verified.json (a run of the whole suite drops the
entries of cases no longer in it). Progress goes to standard error. Exit code 1 when a case is
not verified, 2 for a wrong command line.

Options:
  --only NAME   verify this case only (may be repeated)
  --jobs N      cases verified at once, in child processes (default 1)
  --json        one JSON line per case instead of the table
  --no-write    leave verified.json as it is
  -h, --help    this help`;

const RESULTS = 'tests/unit/ai/obvious/verified.json';

/** How the cases are verified, as verified.json states it. */
const METHOD =
  `engine rollouts to the round's end; policies ${ROLLOUT_POLICIES.map((p) => `${p.name} (${p.about})`).join('; ')}; ` +
  `margin ${MARGIN} in the own round score and relative to the others' mean; ` +
  `sequential elimination at z ${DECISION_Z} (giving up at z ${FUTILITY_Z}), first look ${FIRST_LOOK}, batch ${BATCH}, at most ${MAX_ROLLOUTS} rollouts per move (all three times a case's rolloutScale, when it has one); intervals 95%`;

/** One case's result as the script prints and stores it. */
interface CaseResult extends CaseVerification {
  readonly name: string;
  readonly seconds: number;
}

function verifyCase(spec: ObviousCase, progress: (line: string) => void): CaseResult {
  const started = performance.now();
  const position = casePosition(spec);
  const policies: PolicyVerdict[] = [];
  for (const policy of ROLLOUT_POLICIES) {
    const verify = spec.setup ? verifyLevel : verifyUnder;
    const verdict = verify(
      position,
      policy,
      (done, left) =>
        progress(`${spec.name} ${policy.name}: ${done} rollouts, ${left} moves undecided`),
      spec.rolloutScale ?? 1,
    );
    policies.push(verdict);
    if (verdict.verdict !== 'verified') break;
  }
  return {
    name: spec.name,
    fingerprint: caseFingerprint(position),
    ...(spec.rolloutScale === undefined ? {} : { rolloutScale: spec.rolloutScale }),
    verified:
      policies.length === ROLLOUT_POLICIES.length &&
      policies.every((p) => p.verdict === 'verified'),
    policies: policies.map((p) => ({
      ...p,
      own: rounded(p.own),
      relative: rounded(p.relative),
    })),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

function rounded<T extends { margin: number; low: number; high: number }>(m: T): T {
  const r = (x: number) => Math.round(x * 100) / 100;
  return { ...m, margin: r(m.margin), low: r(m.low), high: r(m.high) };
}

/**
 * Verifies `names` in child processes, `jobs` at a time, handing each result to `done` as it
 * comes; a case whose process gives no result counts as not verified.
 */
async function inChildren(
  names: readonly string[],
  jobs: number,
  done: (result: CaseResult) => void,
): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < names.length) {
      const name = names[next++]!;
      const args = [...process.execArgv, process.argv[1]!, '--only', name, '--json', '--no-write'];
      const output = await new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
        let out = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.on('error', reject);
        child.on('close', () => resolve(out));
      });
      const line = output.trim().split('\n').at(-1) ?? '';
      done(line.startsWith('{') ? (JSON.parse(line) as CaseResult) : failed(name, 'no result'));
    }
  };
  await Promise.all(Array.from({ length: Math.min(jobs, names.length) }, worker));
}

/** The result of a case that could not be verified at all (its table cannot be built). */
function failed(name: string, why: string): CaseResult {
  const none = { margin: 0, low: 0, high: 0, move: why, versus: '', rollouts: 0 };
  return {
    name,
    fingerprint: '',
    verified: false,
    policies: [{ policy: 'none', verdict: why, rollouts: 0, own: none, relative: none }],
    seconds: 0,
  };
}

function margin(m: { margin: number; low: number; high: number }): string {
  return `${m.margin.toFixed(2)} [${m.low.toFixed(2)}, ${m.high.toFixed(2)}]`;
}

function tableLines(result: CaseResult): string[] {
  return result.policies.map(
    (p, i) =>
      `${(i === 0 ? result.name : '').padEnd(40)} ${p.policy.padEnd(11)} ${p.verdict.padEnd(10)} ` +
      `own ${margin(p.own).padEnd(22)} rel ${margin(p.relative).padEnd(22)} ${String(p.rollouts).padStart(6)} rollouts` +
      (i === 0 ? `  ${result.seconds}s` : '') +
      (p.verdict === 'verified' ? '' : `  (${p.own.move} vs ${p.own.versus})`),
  );
}

function save(results: readonly CaseResult[], whole: boolean): void {
  const before: VerifiedFile = existsSync(RESULTS)
    ? (JSON.parse(readFileSync(RESULTS, 'utf8')) as VerifiedFile)
    : { method: METHOD, cases: {} };
  const merged = new Map<string, CaseVerification>(
    before.method === METHOD ? Object.entries(before.cases) : [],
  );
  for (const { name, fingerprint, rolloutScale, verified, policies } of results)
    merged.set(name, {
      fingerprint,
      ...(rolloutScale === undefined ? {} : { rolloutScale }),
      verified,
      policies,
    });
  const cases: Record<string, CaseVerification> = {};
  for (const spec of OBVIOUS_CASES) {
    const entry = merged.get(spec.name);
    if (entry !== undefined) cases[spec.name] = entry;
  }
  if (!whole) for (const [name, entry] of merged) if (!(name in cases)) cases[name] = entry;
  writeFileSync(RESULTS, `${JSON.stringify({ method: METHOD, cases }, null, 2)}\n`);
}

/** The command line's options besides --help and --json. */
const OPTIONS = {
  only: { type: 'string', multiple: true },
  jobs: { type: 'string', default: '1' },
  'no-write': { type: 'boolean', default: false },
} as const;

async function main({ values }: ScriptLine<typeof OPTIONS>): Promise<number> {
  const jobs = wholeNumber(values.jobs, '--jobs');
  const unknown = (values.only ?? []).filter((name) => !OBVIOUS_CASES.some((c) => c.name === name));
  if (unknown.length > 0) throw new UsageError(`no case named ${unknown.join(', ')}`);
  const chosen = OBVIOUS_CASES.filter((c) => values.only?.includes(c.name) ?? true);
  const started = performance.now();
  const results: CaseResult[] = [];
  const done = (result: CaseResult): void => {
    results.push(result);
    console.log(values.json ? JSON.stringify(result) : tableLines(result).join('\n'));
    if (!values['no-write']) save(results, false);
  };
  if (jobs > 1 && chosen.length > 1) {
    await inChildren(
      chosen.map((c) => c.name),
      jobs,
      done,
    );
  } else {
    for (const [i, spec] of chosen.entries()) {
      let result: CaseResult;
      try {
        result = verifyCase(spec, (line) =>
          process.stderr.write(`\r[${i + 1}/${chosen.length}] ${line}`.padEnd(90)),
        );
      } catch (error) {
        result = failed(spec.name, (error as Error).message);
      }
      process.stderr.write(
        `\r[${i + 1}/${chosen.length}] ${spec.name}: ${result.verified ? 'verified' : 'NOT verified'} in ${result.seconds}s`.padEnd(
          90,
        ) + '\n',
      );
      done(result);
    }
  }
  if (!values.json) {
    const failures = results.filter((r) => !r.verified).map((r) => r.name);
    console.log(
      `\n${results.length - failures.length} of ${results.length} verified in ${Math.round((performance.now() - started) / 1000)} s` +
        (failures.length > 0 ? `; not verified: ${failures.join(', ')}` : ''),
    );
  }
  if (!values['no-write']) save(results, values.only === undefined);
  return results.every((r) => r.verified) ? 0 : 1;
}

await runScript({ name: 'verify-obvious-moves', help: HELP, options: OPTIONS, json: true }, main);
