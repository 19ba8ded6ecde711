import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { replayResult, replayText } from '../../../src/engine';
import { jsonLines, runCli } from '../helpers/cli';
import { germanExampleGame, germanExampleRecord } from '../helpers/records';

const NO_STACK = /\n\s+at |Error:/;
let dir: string;

/** Writes `text` to a file of the test's temporary folder and returns its path. */
function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'skyjo-cli-'));
});

describe('skyjo replay', () => {
  it('prints one line per file in order, the result or the error object, and exits 1 if any failed', async () => {
    const whole = file('whole.json', JSON.stringify(germanExampleRecord()));
    const cut = germanExampleRecord();
    cut.rounds[0]!.actions.splice(10);
    const cutOff = file('cut.json', JSON.stringify(cut));
    const broken = file('broken.json', '{"format": "skyjo-record"');
    const missing = join(dir, 'missing.json');
    const run = await runCli(['replay', whole, broken, cutOff, missing]);
    expect(run.code).toBe(1);
    const lines = jsonLines(run.stdout);
    expect(lines).toHaveLength(4);
    expect(lines[0]).toEqual(replayResult(germanExampleGame()));
    expect(lines[1]).toEqual({ error: { round: null, action: null, message: expect.any(String) } });
    expect(lines[2]).toEqual({ rounds: [{ complete: false }], gameOver: false, winners: [] });
    expect(lines[3]).toMatchObject({ error: { round: null, action: null } });
    expect(run.stdout + run.stderr).not.toMatch(NO_STACK);
  });

  it('exits 0 when every file replayed', async () => {
    const whole = file('whole-again.json', JSON.stringify(germanExampleRecord()));
    const run = await runCli(['replay', whole, whole]);
    expect(run.code).toBe(0);
    expect(jsonLines(run.stdout)).toHaveLength(2);
  });

  it('a record breaking a rule gives its round and action indexes', async () => {
    const record = germanExampleRecord();
    record.rounds[0]!.actions[7] = { p: 0, t: 'take-discard', pos: 0 };
    const run = await runCli(['replay', file('turn.json', JSON.stringify(record))]);
    expect(run.code).toBe(1);
    expect(jsonLines(run.stdout)).toEqual([
      { error: { round: 0, action: 7, message: expect.stringMatching(/turn/) } },
    ]);
  });
});

describe('skyjo play', () => {
  it('writes a record that replays to the printed result, the same for the same seed', async () => {
    const [first, second, other] = await Promise.all([
      runCli(['play', '--players', '3', '--seed', '5', '--out', join(dir, 'a.json')]),
      runCli(['play', '--players', '3', '--seed', '5', '--out', join(dir, 'b.json')]),
      runCli(['play', '--players', '3', '--seed', '6', '--out', join(dir, 'c.json')]),
    ]);
    expect([first.code, second.code, other.code]).toEqual([0, 0, 0]);
    const record = readFileSync(join(dir, 'a.json'), 'utf8');
    expect(readFileSync(join(dir, 'b.json'), 'utf8')).toBe(record);
    expect(readFileSync(join(dir, 'c.json'), 'utf8')).not.toBe(record);
    const replayed = replayText(record);
    expect(replayed.ok).toBe(true);
    if (replayed.ok) expect(jsonLines(first.stdout)).toEqual([replayResult(replayed.state)]);
    expect(jsonLines(first.stdout)[0]).toMatchObject({ gameOver: true });
  });

  it('--rules plays the house rules of R9: the record holds them and replays to the printed result', async () => {
    const rules = { rows: 2, columns: 3, rowClears: true, dualHands: true, enderFlat: 10 };
    const out = join(dir, 'house.json');
    const run = await runCli([
      'play',
      '--players',
      '2',
      '--seed',
      '3',
      '--rules',
      JSON.stringify(rules),
      '--out',
      out,
    ]);
    expect(run.code).toBe(0);
    const record = readFileSync(out, 'utf8');
    expect(JSON.parse(record).rules).toMatchObject(rules);
    const replayed = replayText(record);
    expect(replayed.ok && replayed.state.round.grids[0]).toHaveLength(12);
    if (replayed.ok) expect(jsonLines(run.stdout)).toEqual([replayResult(replayed.state)]);
    const replay = await runCli(['replay', out]);
    expect(jsonLines(replay.stdout)).toEqual(jsonLines(run.stdout));
  });

  it('--rules that the game cannot play is a wrong command line, naming why', async () => {
    const runs = await Promise.all([
      runCli(['play', '--players', '3', '--seed', '1', '--rules', '{"dualHands":true}']),
      runCli(['play', '--players', '8', '--seed', '1', '--rules', '{"rows":3,"columns":6}']),
      runCli(['play', '--players', '2', '--seed', '1', '--rules', '{"enderFlat":60}']),
    ]);
    expect(runs.map((r) => r.code)).toEqual([2, 2, 2]);
    expect(runs[0]!.stderr).toMatch('--rules: dualHands needs exactly 2 players, not 3 (R9.5)');
    expect(runs[1]!.stderr).toMatch(/--rules: 8 players with 18 cards each leave 5 cards/);
    expect(runs[2]!.stderr).toMatch('--rules: enderFlat must be an integer from 0 to 50');
    for (const r of runs) expect(r.stdout + r.stderr).not.toMatch(NO_STACK);
  });

  it('without --out writes the record to standard output', async () => {
    const run = await runCli(['play', '--players', '2', '--seed', '1']);
    expect(run.code).toBe(0);
    expect(replayText(run.stdout)).toMatchObject({ ok: true, state: { phase: 'game-over' } });
  });
});

describe('the command line', () => {
  it('--help exits 0, for the program and for each command', async () => {
    const runs = await Promise.all([
      runCli(['--help']),
      runCli(['replay', '--help']),
      runCli(['play', '--help']),
    ]);
    for (const run of runs) {
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/Usage/);
    }
  });

  it('a bad command line exits 2 with the usage and no stack trace', async () => {
    const commandLines = [
      [],
      ['unknown-command'],
      ['replay'],
      ['play', '--players', '9', '--seed', '1'],
      ['play', '--players', '3', '--seed', ''],
      ['play', '--players', '3', '--bogus'],
    ];
    const runs = await Promise.all(commandLines.map(runCli));
    runs.forEach((run, i) => {
      const commandLine = commandLines[i]!.join(' ');
      expect(run.code, commandLine).toBe(2);
      expect(run.stdout + run.stderr, commandLine).toMatch(/Usage/);
      expect(run.stderr, commandLine).not.toMatch(NO_STACK);
    });
  });
});
