// `skyjo review FILE --seat N` (issue 20): one line per decision and a summary, or one JSON
// object; --help, progress on standard error, exit codes 0, 1, 2 like the other commands.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Bot, createBot, step } from '../../../src/ai';
import { type GameState, newGame, toRecord } from '../../../src/engine';
import { decisionsOf, REVIEW_LABELS } from '../../../src/review';
import { runCli } from '../helpers/cli';
import { playedRecord } from '../review/played';

const NO_STACK = /\n\s+at |Error:/;
const record = playedRecord(
  [createBot('easy', { seed: 5 }), createBot('hard', { seed: 6 })],
  31,
  1,
);
/**
 * The first 16 actions of a round of two computers under dual hands and rows that clear (R9.3,
 * R9.5): the set-up reveals of both grids and a few turns.
 */
function variantRecord() {
  const bots: Bot[] = [createBot('easy', { seed: 8 }), createBot('hard', { seed: 9 })];
  let state: GameState = newGame({
    players: ['Ann', 'Ben'],
    rules: { dualHands: true, rowClears: true, enderFlat: 10 },
    seed: 12,
  });
  while (state.results.length < 1) state = step(state, bots);
  const record = toRecord(state);
  return {
    ...record,
    rounds: [{ ...record.rounds[0]!, actions: record.rounds[0]!.actions.slice(0, 16) }],
  };
}
const variant = variantRecord();
let file: string;
let variantFile: string;
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'skyjo-review-'));
  file = join(dir, 'game.json');
  writeFileSync(file, JSON.stringify(record));
  variantFile = join(dir, 'variant.json');
  writeFileSync(variantFile, JSON.stringify(variant));
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

  it('R9.6 reviews a house-rules game: dual hands name each grid, --json carries the shape', async () => {
    const [text, json] = await Promise.all([
      runCli(['review', variantFile, '--seat', '1', '--rollouts', '128']),
      runCli(['review', variantFile, '--seat', '0', '--json', '--rollouts', '128']),
    ]);
    expect(text.code).toBe(0);
    expect(text.stderr).toMatch(/reviewed \d+ decisions in/);
    const lines = text.stdout.split('\n');
    const decisions = decisionsOf(variant, 1);
    // Every position is written with its grid first (g1 or g2), row and column.
    for (const row of lines.slice(1, 1 + decisions.length)) {
      const moves = row.match(/\b(?:r|g[12]r)\d+c\d+\b/g) ?? [];
      for (const move of moves) expect(move).toMatch(/^g[12]r[1-3]c[1-4]$/);
    }
    expect(text.stdout).toMatch(/reveal g2r\dc\d/);
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.stdout) as {
      decisions: { shape: unknown; label: string }[];
      summary: { decisions: number };
    };
    expect(parsed.decisions).toHaveLength(decisionsOf(variant, 0).length);
    expect(parsed.summary.decisions).toBe(parsed.decisions.length);
    for (const decision of parsed.decisions) {
      expect(decision.shape).toEqual({ rows: 3, columns: 4, dualHands: true });
      expect(REVIEW_LABELS).toContain(decision.label);
    }
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
