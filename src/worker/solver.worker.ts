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

const api = createSolverApi(loadKernel);

/** The API this worker exposes; the main thread wraps it with `Comlink.wrap<SolverApi>`. */
export type SolverApi = typeof api;

// Synchronously, at top level: an await before `expose` makes every call hang (TOOLCHAIN.md).
Comlink.expose(api);
