import { readFileSync } from 'node:fs';
import { loadWasmKernel, type RolloutKernel } from '../../../src/solver';

/** The WebAssembly rollout kernel of build/solver.wasm (`npm run build:wasm` makes it). */
export function wasmKernel(): Promise<RolloutKernel> {
  return loadWasmKernel(readFileSync('build/solver.wasm'));
}
