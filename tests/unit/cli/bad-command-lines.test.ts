import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { runCli } from '../../../src/cli/run';

const NO_STACK = /\n\s+at |TypeError|RangeError/;

/** Runs `skyjo ARGS` in this process; what it printed on stdout and stderr, and its exit code. */
async function run(
  args: readonly string[],
): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  vi.spyOn(console, 'log').mockImplementation(
    (...parts) => void (stdout += `${parts.join(' ')}\n`),
  );
  vi.spyOn(console, 'error').mockImplementation(
    (...parts) => void (stderr += `${parts.join(' ')}\n`),
  );
  vi.spyOn(process.stdout, 'write').mockImplementation(
    (chunk) => ((stdout += String(chunk)), true),
  );
  vi.spyOn(process.stderr, 'write').mockImplementation(
    (chunk) => ((stderr += String(chunk)), true),
  );
  try {
    const code = await runCli(args);
    return { code, stdout, stderr };
  } finally {
    vi.restoreAllMocks();
  }
}

afterEach(() => vi.restoreAllMocks());

/** Values no option of the command line takes. */
const BAD_VALUES = [
  'toString',
  'constructor',
  '__proto__',
  'hasOwnProperty',
  'valueOf',
  'prototype',
  '',
  ' ',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e3',
  '0x10',
  '1.5',
  '-7',
  '9'.repeat(40),
  'ünïcödé',
  '\u0000',
  'wasm ',
  'EXPERT',
];

/** Every option of every command that takes a value, with the arguments it needs besides. */
const OPTIONS: [command: string, option: string, others: string[]][] = [
  ['replay', 'engine', ['tests/vectors/bots-2p.json']],
  ['play', 'players', ['--seed', '1']],
  ['play', 'seed', ['--players', '2']],
  ['play', 'rules', ['--players', '2', '--seed', '1']],
  ['bot', 'level', []],
  ['bot', 'seed', ['--level', 'easy']],
  ['bot', 'time-ms', ['--level', 'expert']],
  ['bot', 'rollouts', ['--level', 'expert']],
  ['bot', 'kernel', ['--level', 'expert']],
  ...['hero', 'baseline', 'field'].map((option): [string, string, string[]] => [
    'tournament',
    option,
    ['--hero', 't3', '--baseline', 't4', '--rounds', '1'].filter(
      (_, i, all) => all[i - (i % 2)] !== `--${option}`,
    ),
  ]),
  ...['players', 'rules', 'rounds', 'seed', 'time-ms', 'rollouts', 'kernel'].map(
    (option): [string, string, string[]] => [
      'tournament',
      option,
      ['--hero', 't3', '--baseline', 't4', '--rounds', '1'].filter(
        (_, i, all) => all[i - (i % 2)] !== `--${option}`,
      ),
    ],
  ),
];

describe('a wrong option value is a usage error: exit 2, the usage, no stack trace', () => {
  test.each(OPTIONS)('%s --%s', async (command, option, others) => {
    for (const value of BAD_VALUES) {
      const { code, stdout, stderr } = await run([command, ...others, `--${option}`, value]);
      const line = `${command} --${option} ${JSON.stringify(value)}`;
      expect(code, line).toBe(2);
      expect(stderr, line).toMatch(/Usage/);
      expect(stderr, line).toMatch(new RegExp(`--${option}|${option}`));
      expect(stderr, line).not.toMatch(NO_STACK);
      expect(stdout, line).toBe('');
    }
  });
});

describe('files the command line cannot use', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'skyjo-files-'));
  });

  test('play --out to a path it cannot write: a clear message, exit 1, no stack trace', async () => {
    writeFileSync(join(dir, 'a-file'), '');
    const paths = [
      join(dir, 'no', 'such', 'folder', 'game.json'),
      dir,
      join(dir, 'a-file', 'game.json'),
      '/dev/full',
      '',
    ];
    for (const out of paths) {
      const { code, stderr } = await run(['play', '--players', '2', '--seed', '1', '--out', out]);
      expect(code, out).toBe(out === '' ? 2 : 1);
      expect(stderr, out).toMatch(out === '' ? /--out/ : /cannot write/);
      expect(stderr, out).not.toMatch(NO_STACK);
    }
  });

  test('replay reads regular files only and at most 16 MiB: an error line for each other, the rest replayed', async () => {
    const fifo = join(dir, 'fifo');
    execFileSync('mkfifo', [fifo]);
    const huge = join(dir, 'huge.json');
    writeFileSync(huge, '');
    truncateSync(huge, 16 * 1024 * 1024 + 1);
    const good = 'tests/vectors/bots-2p.json';
    const files = [fifo, '/dev/zero', dir, huge, join(dir, 'missing.json'), good];
    const { code, stdout, stderr } = await run(['replay', ...files]);
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const lines = stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { error?: { message: string } });
    expect(lines).toHaveLength(files.length);
    const messages = lines.slice(0, -1).map((line) => line.error?.message);
    expect(messages).toEqual([
      expect.stringMatching(/fifo is not a regular file/),
      expect.stringMatching(/\/dev\/zero is not a regular file/),
      expect.stringMatching(/is not a regular file/),
      expect.stringMatching(/huge\.json holds 16777217 bytes; a record may hold at most 16 MiB/),
      expect.stringMatching(/cannot read .*missing\.json/),
    ]);
    expect(lines.at(-1)).toEqual(
      JSON.parse(readFileSync('tests/vectors/bots-2p.expected.json', 'utf8')),
    );
  });

  test('a record file with a byte-order mark replays, in both engines', async () => {
    const text = readFileSync('tests/vectors/bots-2p.json', 'utf8');
    const bom = join(dir, 'bom.json');
    writeFileSync(bom, `\uFEFF${text}`);
    for (const engine of ['ts', 'wasm']) {
      const { code, stdout } = await run(['replay', '--engine', engine, bom]);
      expect(code, engine).toBe(0);
      expect(JSON.parse(stdout)).toEqual(
        JSON.parse(readFileSync('tests/vectors/bots-2p.expected.json', 'utf8')),
      );
    }
  });
});
