import { ADDR_BASE } from './layout';

/** The functions the solver module exports (assembly/index.ts); all data goes through memory. */
export interface SolverExports {
  readonly memory: WebAssembly.Memory;
  heapBase(): number;
  gameInit(header: number): void;
  gameDeal(roundAddr: number): number;
  gameApply(p: number, type: number, pos: number): number;
  replay(record: number, rows: number): number;
  evaluate(count: number, rollouts: number, seed: number): number;
  playOut(games: number, seed: number): number;
  kernelLoad(seed: number): void;
  kernelStep(): number;
}

/**
 * Instantiates the solver from its bytes (Node: `readFileSync('build/solver.wasm')`) or a
 * compiled module (browser: `WebAssembly.compileStreaming(fetch(wasmUrl))`).
 */
export async function instantiateSolver(
  wasm: BufferSource | WebAssembly.Module,
): Promise<SolverExports> {
  const module = wasm instanceof WebAssembly.Module ? wasm : await WebAssembly.compile(wasm);
  const instance = await WebAssembly.instantiate(module, {});
  const exports = instance.exports as unknown as SolverExports;
  if (exports.heapBase() > ADDR_BASE)
    throw new Error('the solver module’s static data overlaps its memory layout');
  return exports;
}

/** The 32-bit words of the solver's memory from byte address `addr` (a fresh view each call). */
export function wordsAt(solver: SolverExports, addr: number, count: number): Int32Array {
  return new Int32Array(solver.memory.buffer, addr, count);
}

/** Makes the solver's memory reach byte address `end`. */
export function ensureMemory(solver: SolverExports, end: number): void {
  const missing = end - solver.memory.buffer.byteLength;
  if (missing > 0) solver.memory.grow(Math.ceil(missing / 65536));
}
