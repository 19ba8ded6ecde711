import { readFileSync } from 'node:fs';
import { createTsKernel, loadWasmKernel, type RolloutKernel } from './index';

/** Where `npm run build:wasm` puts the solver module. */
const SOLVER_WASM = new URL('../../build/solver.wasm', import.meta.url);

/** The rollout kernels a command may ask for. */
export const KERNEL_NAMES = ['wasm', 'ts'] as const;

/**
 * The rollout kernel for the command line: the WebAssembly one (falling back to the TypeScript
 * kernel, with a note on standard error, when build/solver.wasm is missing or fails), or `ts`.
 */
export async function loadNodeKernel(name: string): Promise<RolloutKernel> {
  if (name === 'ts') return createTsKernel();
  try {
    return await loadWasmKernel(readFileSync(SOLVER_WASM));
  } catch (error) {
    process.stderr.write(
      `skyjo: the WebAssembly solver is unavailable (${(error as Error).message}); using the TypeScript kernel\n`,
    );
    return createTsKernel();
  }
}
