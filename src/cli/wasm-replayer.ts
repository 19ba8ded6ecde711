import { readFileSync } from 'node:fs';
import { parseRecordText } from '../engine';
import { instantiateSolver } from '../solver';
import { replayOnSolver } from '../solver/wasm-replay';
import type { Replayer } from './replay-command';

/** Where `npm run build:wasm` puts the solver module. */
const SOLVER_WASM = new URL('../../build/solver.wasm', import.meta.url);

/** The WebAssembly solver's replay of one record text (`replay --engine wasm`). */
export async function loadWasmReplayer(): Promise<Replayer> {
  const solver = await instantiateSolver(readFileSync(SOLVER_WASM));
  return (text) => {
    const parsed = parseRecordText(text);
    if (!parsed.ok) return { ok: false, line: { error: parsed.error } };
    const outcome = replayOnSolver(solver, parsed.document);
    return outcome.ok
      ? { ok: true, line: outcome.result }
      : { ok: false, line: { error: outcome.error } };
  };
}
