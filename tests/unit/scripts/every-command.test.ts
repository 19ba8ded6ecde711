import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CliRun, REPO_ROOT } from '../helpers/cli';

/**
 * Every command of the project: the scripts that run through scripts/command-line.ts, the setup
 * shell scripts, the `skyjo` command line and the game server. Each is found by what it is, so a
 * new script is checked without being listed here.
 */
function commands(): string[] {
  const scripts = readdirSync(join(REPO_ROOT, 'scripts'), { recursive: true, encoding: 'utf8' });
  const typeScript = scripts.filter(
    (file) =>
      file.endsWith('.ts') &&
      /^\s*await runScript\(/m.test(readFileSync(join(REPO_ROOT, 'scripts', file), 'utf8')),
  );
  const shell = scripts.filter((file) => /(^|\/)(ensure-[\w-]+|test)\.sh$/.test(file));
  return [...typeScript, ...shell]
    .map((file) => `scripts/${file}`)
    .concat('src/cli/main.ts', 'src/server/main.ts')
    .sort();
}

/** Runs the command in `file` (a shell script under bash, TypeScript under tsx) with `args`. */
function run(file: string, args: readonly string[]): Promise<CliRun> {
  const [program, before] = file.endsWith('.sh')
    ? ['bash', [file]]
    : [process.execPath, ['--import', 'tsx', file]];
  return new Promise((resolve) => {
    execFile(
      program,
      [...before, ...args],
      { cwd: REPO_ROOT, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

describe('every command: --help, and a wrong option refused (the developers’ guide)', () => {
  const found = commands();

  it('finds the scripts, the setup scripts, the command line and the server', () => {
    expect(found).toEqual(
      expect.arrayContaining([
        'scripts/bench/kernels.ts',
        'scripts/setup/start.ts',
        'scripts/setup/ensure-chromium.sh',
        'scripts/setup/test.sh',
        'src/cli/main.ts',
        'src/server/main.ts',
      ]),
    );
    expect(found.length).toBeGreaterThan(15);
  });

  it.concurrent.each(found)(
    '%s: --help prints its usage (exit 0); an unknown option is said on standard error (exit 2), running nothing',
    async (file) => {
      const help = await run(file, ['--help']);
      expect(help.code, help.stderr).toBe(0);
      expect(help.stdout).toMatch(/^Usage: /);
      const wrong = await run(file, ['--no-such-option']);
      expect({ code: wrong.code, stdout: wrong.stdout }).toEqual({ code: 2, stdout: '' });
      expect(wrong.stderr).toMatch(/no-such-option/);
      expect(wrong.stderr).not.toMatch(/\n\s+at /);
    },
    // Each starts Node and tsx twice, several at once, on a machine that may be busy.
    240_000,
  );
});
