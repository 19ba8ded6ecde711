/**
 * `npm start`: the game's dev server (Vite, http://127.0.0.1:5173) with a local game server beside
 * it (port $SKYJO_PORT or 2567, rooms stored in .skyjo-rooms), which Vite proxies at /online.
 * Ctrl-C stops both; if either stops, so does the other.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const port = process.env.SKYJO_PORT ?? '2567';
const env = { ...process.env, SKYJO_SERVER: `http://127.0.0.1:${port}` };
const extra = process.argv.slice(2);

if (extra.includes('--help') || extra.includes('-h')) {
  console.log(`Usage: npm start [-- vite options]

Starts the game (Vite's dev server, http://127.0.0.1:5173) and a local game server for online
play beside it (port $SKYJO_PORT or 2567; rooms stored in .skyjo-rooms; the dev server proxies it
at /online). Options after -- go to Vite. Ctrl-C stops both.`);
  process.exit(0);
}

const children: ChildProcess[] = [
  spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts', '--port', port], {
    cwd: ROOT,
    env,
    stdio: 'inherit',
  }),
  spawn(
    process.execPath,
    [join(ROOT, 'node_modules/vite/bin/vite.js'), '--host', '127.0.0.1', ...extra],
    {
      cwd: ROOT,
      env,
      stdio: 'inherit',
    },
  ),
];

let stopping = false;
function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  void Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : null,
    ),
  ).then(() => process.exit(code));
}

for (const child of children) child.once('exit', (code) => stopAll(code ?? 1));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
