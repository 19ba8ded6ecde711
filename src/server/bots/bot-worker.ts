import { parentPort } from 'node:worker_threads';
import { loadNodeKernel } from '../../solver/node-kernel';
import { createSolverApi } from '../../worker/solver-api';
import type { BotAnswer, BotRequest } from './bot-messages';

/**
 * A computer player's thread: the browser's solver API (the same bots, the WebAssembly kernel for
 * the expert, the TypeScript one if it fails to load), answering one request at a time.
 */
const api = createSolverApi(() => loadNodeKernel('wasm'));

parentPort!.on('message', (request: BotRequest) => {
  api.chooseAction(request).then(
    (action) => parentPort!.postMessage({ id: request.id, action } satisfies BotAnswer),
    (error: unknown) =>
      parentPort!.postMessage({ id: request.id, error: String(error) } satisfies BotAnswer),
  );
});
