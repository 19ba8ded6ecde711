/** The WebAssembly solver this checkout built, for the scripts that search or measure it. */
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadWasmKernel, type RolloutKernel } from '../src/solver';

/** Where `npm run build:wasm` (and `npm ci`, through `prepare`) writes the solver. */
export const SOLVER_WASM = fileURLToPath(new URL('../build/solver.wasm', import.meta.url));

/** The bytes of the solver at `path`; an error saying how to build it when it is missing. */
export function solverBytes(path = SOLVER_WASM): Buffer {
  if (!existsSync(path)) throw new Error(`no ${path}: run npm run build:wasm first`);
  return readFileSync(path);
}

/** The WebAssembly rollout kernel of the built solver. */
export function builtKernel(): Promise<RolloutKernel> {
  return loadWasmKernel(solverBytes());
}
