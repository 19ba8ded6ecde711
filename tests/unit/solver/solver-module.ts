import { readFileSync } from 'node:fs';
import { instantiateSolver, type SolverExports } from '../../../src/solver';

/** The release build of the solver module (`npm run build:wasm` makes it). */
export const SOLVER_WASM_PATH = 'build/solver.wasm';

const compiled = WebAssembly.compile(readFileSync(SOLVER_WASM_PATH));

/** The compiled solver module, shared by a test file. */
export function solverModule(): Promise<WebAssembly.Module> {
  return compiled;
}

/** A fresh instance of the solver module. */
export async function newSolver(): Promise<SolverExports> {
  return instantiateSolver(await compiled);
}
