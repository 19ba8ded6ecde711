import { readFileSync } from 'node:fs';
import { instantiateSolver } from '../solver';
import { replayOnSolver } from '../solver/wasm-replay';
import type { Replayer } from './replay-command';

/** Where `npm run build:wasm` puts the solver module. */
const SOLVER_WASM = new URL('../../build/solver.wasm', import.meta.url);

/** The WebAssembly solver's replay of one record text (`replay --engine wasm`). */
export async function loadWasmReplayer(): Promise<Replayer> {
  const solver = await instantiateSolver(readFileSync(SOLVER_WASM));
  return (text) => {
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch (error) {
      const message = `not JSON: ${(error as Error).message}`;
      return { ok: false, line: { error: { round: null, action: null, message } } };
    }
    const outcome = replayOnSolver(solver, document);
    return outcome.ok
      ? { ok: true, line: outcome.result }
      : { ok: false, line: { error: outcome.error } };
  };
}
