// `skyjo review FILE --seat N` (issue 20): one line per decision and a summary, or one JSON
// object; --help, progress on standard error, exit codes 0, 1, 2 like the other commands.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBot } from '../../../src/ai';
import { decisionsOf, REVIEW_LABELS } from '../../../src/review';
import { runCli } from '../helpers/cli';
import { playedRecord } from '../review/played';

const NO_STACK = /\n\s+at |Error:/;
const record = playedRecord(
  [createBot('easy', { seed: 5 }), createBot('hard', { seed: 6 })],
  31,
  1,
);
let file: string;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'skyjo-review-'));
  file = join(dir, 'game.json');
  writeFileSync(file, JSON.stringify(record));
});

describe('skyjo review', () => {
  it('prints one line per decision (round, turn, played, best, cost, interval, label) and a summary', async () => {
    const run = await runCli(['review', file, '--seat', '0', '--rollouts', '128']);
    expect(run.code).toBe(0);
    const lines = run.stdout.split('\n');
    expect(lines[0]).toMatch(/^round\s+turn\s+decision\s+played\s+best\s+cost\s+±\s+label$/);
    const decisions = decisionsOf(record, 0);
    const rows = lines.slice(1, 1 + decisions.length);
    for (const row of rows)
      expect(row).toMatch(
        new RegExp(
          `^1\\s+(set-up|\\d+)\\s+(setup|pile|drawn)\\s+.+\\s+\\d+\\.\\d\\s+\\d+\\.\\d\\s+(${REVIEW_LABELS.join('|')})$`,
        ),
      );
    expect(lines[1 + decisions.length]).toBe('');
    expect(run.stdout).toMatch(/Accuracy \d+ %: the share of decisions rated best or good\./);
    expect(run.stdout).toMatch(/Points lost against the best moves: \d+\.\d per round/);
    // Each costly moment first says why the best move is better and why the move played is worse.
    const moments = run.stdout.split('Costliest moments:\n')[1] ?? '';
    expect(moments).toMatch(/^1\. Round 1, .+\n {3}why the best: .+\n {3}why not played: /);
    expect(run.stderr).toMatch(/reviewed \d+ decisions in/);
  });

  it('--json prints one object with every decision and the summary; --round picks a round', async () => {
    const run = await runCli([
      'review',
      file,
      '--seat',
      '1',
      '--round',
      '1',
      '--json',
      '--rollouts',
      '128',
    ]);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    const parsed = JSON.parse(lines[0]!) as {
      seat: number;
      player: string;
      decisions: { label: string; cost: number }[];
      summary: { decisions: number; accuracy: number; costliest: unknown[] };
    };
    expect(parsed.seat).toBe(1);
    expect(parsed.player).toBe('P2');
    expect(parsed.decisions).toHaveLength(decisionsOf(record, 1).length);
    expect(parsed.summary.decisions).toBe(parsed.decisions.length);
    expect(parsed.summary.accuracy).toBeGreaterThanOrEqual(0);
    expect(parsed.summary.costliest.length).toBeLessThanOrEqual(3);
  });

  it('--help exits 0; a wrong command line exits 2; a bad file or seat exits 1; never a stack', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, '{"format": "skyjo-record"');
    const runs = await Promise.all([
      runCli(['review', '--help']),
      runCli(['review', file]),
      runCli(['review', '--seat', '0']),
      runCli(['review', file, '--seat', 'x']),
      runCli(['review', file, '--seat', '0', '--kernel', 'gpu']),
      runCli(['review', file, '--seat', '5']),
      runCli(['review', bad, '--seat', '0']),
      runCli(['review', join(dir, 'missing.json'), '--seat', '0']),
      runCli(['review', file, '--seat', '0', '--round', '9']),
    ]);
    expect(runs.map((run) => run.code)).toEqual([0, 2, 2, 2, 2, 1, 1, 1, 1]);
    expect(runs[0]!.stdout).toMatch(/Usage: npm run -s skyjo -- review FILE --seat N/);
    for (const run of runs.slice(1)) {
      expect(run.stdout).toBe('');
      expect(run.stderr).not.toMatch(NO_STACK);
    }
    expect(runs[5]!.stderr).toMatch(/seat 5 is not in this game/);
    expect(runs[6]!.stderr).toMatch(/not JSON/);
  });
});
