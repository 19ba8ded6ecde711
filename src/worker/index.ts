/**
 * The solver in a Web Worker (Comlink), as the game reaches it: `createSolverClient` (computer
 * moves and hints, cancellable, with progress, on the main thread when the worker fails) and the
 * game master's computers played through it (`SolverComputers`).
 */
export {
  createSolverClient,
  type RequestOptions,
  type SolverClient,
  type SolverClientOptions,
} from './client';
export { SolverComputers } from './solver-computers';
