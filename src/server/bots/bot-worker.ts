import { parentPort } from 'node:worker_threads';
import * as Comlink from 'comlink';
import { loadNodeKernel } from '../../solver/node-kernel';
import { createSolverApi } from '../../worker/solver-api';
import { threadEndpoint } from './thread-endpoint';

/**
 * A computer player's thread: the browser's solver API (the same bots, the WebAssembly kernel for
 * the expert, the TypeScript one if it fails to load), reached through Comlink as in the page.
 */
Comlink.expose(
  createSolverApi(() => loadNodeKernel('wasm')),
  threadEndpoint(parentPort!),
);
