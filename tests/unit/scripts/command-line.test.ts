import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  oneOf,
  positiveNumber,
  scriptExitCode,
  type ScriptLine,
  UsageError,
  wholeNumber,
} from '../../../scripts/command-line';

const HELP = 'Usage: npx tsx scripts/x.ts [--count N] [--json]';
const OPTIONS = { count: { type: 'string', default: '3' } } as const;

describe("the scripts' command line", () => {
  let out: string[];
  let err: string[];
  beforeEach(() => {
    out = [];
    err = [];
    vi.spyOn(console, 'log').mockImplementation((text: string) => void out.push(text));
    vi.spyOn(console, 'error').mockImplementation((text: string) => void err.push(text));
  });
  afterEach(() => vi.restoreAllMocks());

  /** The exit code of a script `x` whose main records what it was given and returns `code`. */
  async function run(args: string[], code?: number, json = true) {
    const seen: ScriptLine<typeof OPTIONS>[] = [];
    const exit = await scriptExitCode(
      { name: 'x', help: HELP, options: OPTIONS, json },
      (line) => {
        seen.push(line);
        return code;
      },
      args,
    );
    return { exit, seen };
  }

  it('gives main the options, their defaults and --json; its number is the exit code', async () => {
    const { exit, seen } = await run(['--count', '5', '--json'], 1);
    expect(exit).toBe(1);
    expect(seen[0]!.values).toMatchObject({ count: '5', json: true, help: false });
    const defaults = await run([]);
    expect(defaults.exit).toBe(0);
    expect(defaults.seen[0]!.values).toMatchObject({ count: '3', json: false });
  });

  it('prints the help on standard output for --help and -h, exit code 0, without running main', async () => {
    for (const flag of ['--help', '-h']) {
      out = [];
      const { exit, seen } = await run([flag]);
      expect([exit, seen, out]).toEqual([0, [], [HELP]]);
    }
  });

  it('refuses an unknown option, a word, or --json where not offered: the reason and the help on standard error, exit code 2', async () => {
    for (const args of [['--bogus'], ['word'], ['--count']]) {
      err = [];
      const { exit, seen } = await run(args);
      expect(exit).toBe(2);
      expect(seen).toEqual([]);
      expect(err.join('\n')).toMatch(/^x: .+\n\nUsage: /);
    }
    expect((await run(['--json'], 0, false)).exit).toBe(2);
  });

  it('a UsageError from main is a wrong command line (2); any other error a failure (1), its message without a stack', async () => {
    const usage = await scriptExitCode(
      { name: 'x', help: HELP },
      () => {
        throw new UsageError('--count takes a whole number');
      },
      [],
    );
    expect(usage).toBe(2);
    expect(err.join('\n')).toContain('x: --count takes a whole number\n\nUsage: ');
    err = [];
    const failure = await scriptExitCode(
      { name: 'x', help: HELP },
      async () => {
        await Promise.resolve();
        throw new Error('no build/solver.wasm');
      },
      [],
    );
    expect([failure, err]).toEqual([1, ['x: no build/solver.wasm']]);
  });

  it('checks values: whole numbers in range, numbers above 0, one of a few words', () => {
    expect(wholeNumber('12', '--n')).toBe(12);
    expect(wholeNumber('0', '--n', 0)).toBe(0);
    for (const text of ['0', '-1', '1.5', '', 'x', '1e3', ' 2', undefined])
      expect(() => wholeNumber(text, '--n')).toThrow(UsageError);
    expect(() => wholeNumber('4', '--seat', 0, 3)).toThrow(
      '--seat takes a whole number from 0 to 3, not 4',
    );
    expect(() => wholeNumber(undefined, '--rooms')).toThrow(
      '--rooms takes a whole number of at least 1, and is missing',
    );
    expect(positiveNumber('0.5', '--s')).toBe(0.5);
    expect(positiveNumber('0', '--s', true)).toBe(0);
    for (const text of ['0', '-1', 'x', ''])
      expect(() => positiveNumber(text, '--s')).toThrow(UsageError);
    expect(oneOf('cpu', '--clock', ['wall', 'cpu'])).toBe('cpu');
    expect(() => oneOf('gpu', '--clock', ['wall', 'cpu'])).toThrow(
      '--clock takes wall or cpu, not gpu',
    );
  });
});
