/**
 * `npm start`: the game's dev server (Vite, http://127.0.0.1:5173) with a local game server beside
 * it (port $SKYJO_PORT or 2567, rooms stored in .skyjo-rooms), which Vite proxies at /online.
 * Ctrl-C stops both; if either stops, so does the other.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { runScript, type ScriptLine, wholeNumber } from '../command-line';

const HELP = `Usage: npm start [-- --port N] [-- --open]

Starts the game (Vite's dev server, http://127.0.0.1:5173) and a local game server for online
play beside it (port $SKYJO_PORT or 2567; rooms stored in .skyjo-rooms; the dev server proxies it
at /online). Ctrl-C stops both. Exit code 0 after Ctrl-C, 1 when either stopped by itself with a
failure, 2 for a wrong command line.

Options:
  --port N   the dev server's port (default 5173; the next free one if it is taken)
  --open     open the game in the browser once the dev server is up`;

const OPTIONS = {
  port: { type: 'string', default: '5173' },
  open: { type: 'boolean', default: false },
} as const;

const ROOT = join(import.meta.dirname, '..', '..');

/** Runs both servers until either stops or Ctrl-C; resolves with the exit code once both stopped. */
function main({ values }: ScriptLine<typeof OPTIONS>): Promise<number> {
  const pagePort = wholeNumber(values.port, '--port', 1, 65535);
  const port = process.env.SKYJO_PORT ?? '2567';
  const env = { ...process.env, SKYJO_SERVER: `http://127.0.0.1:${port}` };
  const children: ChildProcess[] = [
    spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--port', port], {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    }),
    spawn(
      process.execPath,
      [
        join(ROOT, 'node_modules/vite/bin/vite.js'),
        ...['--host', '127.0.0.1', '--port', String(pagePort)],
        ...(values.open ? ['--open'] : []),
      ],
      { cwd: ROOT, env, stdio: 'inherit' },
    ),
  ];
  return new Promise((resolve) => {
    let stopping = false;
    const stopAll = (code: number) => {
      if (stopping) return;
      stopping = true;
      for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
      void Promise.all(
        children.map((child) =>
          child.exitCode === null ? new Promise((done) => child.once('exit', done)) : null,
        ),
      ).then(() => resolve(code));
    };
    for (const child of children) child.once('exit', (code) => stopAll(code === 0 ? 0 : 1));
    process.on('SIGINT', () => stopAll(0));
    process.on('SIGTERM', () => stopAll(0));
  });
}

await runScript({ name: 'start', help: HELP, options: OPTIONS }, main);
