/**
 * The search kernels of the computer players and hints (README.md here): the one encoder of the
 * solver's memory layout, action codes, the rollout policy, and two identical rollout kernels —
 * WebAssembly and its TypeScript twin — plus the WebAssembly replay of game records.
 */
export { type CandidateAction, candidateCodes, decodeAction, encodeAction } from './actions';
export {
  type CandidateStats,
  type EvaluateOptions,
  type PairedEvaluation,
  type PlayOutOptions,
  type PlayOutResult,
  type RolloutKernel,
} from './kernel';
export { DEFAULT_POLICY, type RolloutPolicy, type SeatPolicies, seatPolicy } from './policy';
export { createTsKernel } from './ts-kernel';
export { encodeState, encodeView } from './view-encoder';
export { loadWasmKernel } from './wasm-kernel';
export { instantiateSolver, type SolverExports } from './wasm-module';
export { MAX_CANDIDATES } from './layout';
