/** The built game served by `vite preview`, for the benchmarks that measure it in Chromium. */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** The project's root. */
export const ROOT = join(import.meta.dirname, '..', '..');

/** A running preview: the address it answers at, and how to stop it. */
export interface Preview {
  readonly url: string;
  readonly stop: () => void;
}

/** Whether something already answers HTTP at `url`. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url);
    return true;
  } catch {
    return false;
  }
}

/**
 * Serves the build in `dist` (a folder of the project) with `vite preview` on `port`; resolves
 * once it answers. An error when there is no build, when another server already answers on the
 * port (it would be measured instead of `dist`), or when the preview ends or stays silent.
 */
export async function startPreview(port: number, dist = 'dist'): Promise<Preview> {
  if (!existsSync(join(ROOT, dist, 'index.html')))
    throw new Error(`no ${dist}/index.html: build the game first (npm run build)`);
  if (await answers(`http://127.0.0.1:${port}`))
    throw new Error(`port ${port} is taken: another server answers there (an old preview?)`);
  const server = spawn(
    'npx',
    [
      'vite',
      'preview',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
      '--strictPort',
      '--outDir',
      dist,
    ],
    { cwd: ROOT, stdio: 'ignore', detached: true },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    if (server.pid !== undefined && server.exitCode === null) process.kill(-server.pid);
  };
  for (let attempt = 0; attempt < 240 && server.exitCode === null; attempt++) {
    try {
      if ((await fetch(url)).ok) return { url, stop };
    } catch {
      // Not answering yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error(`vite preview did not start on port ${port} (is the port taken?)`);
}
