import * as Comlink from 'comlink';
import wasmUrl from '../../build/solver.wasm?url';
import { createTsKernel, loadWasmKernel, type RolloutKernel } from '../solver';
import { createSolverApi } from './solver-api';

/** The WebAssembly kernel, compiled while it downloads; the TypeScript kernel if that fails. */
async function loadKernel(): Promise<RolloutKernel> {
  try {
    return await loadWasmKernel(await WebAssembly.compileStreaming(fetch(wasmUrl)));
  } catch {
    try {
      return await loadWasmKernel(await (await fetch(wasmUrl)).arrayBuffer());
    } catch {
      return createTsKernel();
    }
  }
}

/**
 * This module's own address, which the main thread starts the worker from (client.ts). The
 * module is built into the game's own chunks (vite.config.ts), so the worker and the main
 * thread's fallback share one copy of the solver, the bots and the engine.
 */
export const solverWorkerUrl = import.meta.url;

// Only in a worker (the main thread imports this module for its address). Synchronously, at top
// level: an await before `expose` makes every call hang (TOOLCHAIN.md).
if (typeof WorkerGlobalScope !== 'undefined' && self instanceof WorkerGlobalScope)
  Comlink.expose(createSolverApi(loadKernel));
