import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A child process and the line it printed when ready. */
export interface Started {
  readonly child: ChildProcess;
  readonly line: string;
  /** Everything it printed so far (for failure messages). */
  readonly output: () => string;
}

/** A port nobody listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Starts `command` and resolves once a line of its output matches `ready`. */
export function startProcess(
  command: string,
  args: readonly string[],
  ready: RegExp,
): Promise<Started> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  return new Promise((resolve, reject) => {
    const timeout = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} did not start:\n${output}`));
    }, 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((l) => ready.test(l));
      if (line === undefined) return;
      clearTimeout(timeout);
      resolve({ child, line, output: () => output });
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timeout);
      reject(new Error(`${command} exited (${code}):\n${output}`));
    });
  });
}

/** A real redis-server on a free port, nothing saved to disk. */
export async function startRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const redis = await startProcess(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ],
    /Ready to accept connections/,
  );
  return { url: `redis://127.0.0.1:${port}`, stop: () => stop(redis.child) };
}

/** A game server process (`src/server/main.ts`, through tsx) with `args`; resolves with its port. */
export async function startGameProcess(
  args: readonly string[],
): Promise<{ port: number } & Started> {
  const started = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'src/server/main.ts', ...args],
    /listening on port \d+/,
  );
  return { ...started, port: Number(/port (\d+)/.exec(started.line)![1]) };
}

/** Stops a child (SIGTERM, or `signal`) and waits for it to exit. */
export function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}
