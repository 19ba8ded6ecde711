import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The repository root, where `src/cli/main.ts` lives. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** What a finished command printed and its exit code. */
export interface CliRun {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs `skyjo <args>` (the `npm run skyjo` command: tsx on src/cli/main.ts) in a child process. */
export function runCli(args: readonly string[]): Promise<CliRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'src/cli/main.ts', ...args],
      { cwd: REPO_ROOT, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const code = error === null ? 0 : typeof error.code === 'number' ? error.code : -1;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

/** The lines of a command's standard output, each parsed as JSON. */
export function jsonLines(stdout: string): unknown[] {
  return stdout
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as unknown);
}
