import * as Comlink from 'comlink';
import { readFileSync } from 'node:fs';
import { type GameState, newGame, apply, type Rules, seatsToAct } from '../../../src/engine';
import { createBot, step } from '../../../src/ai';
import { loadWasmKernel, type RolloutKernel } from '../../../src/solver';
import { createSolverApi } from '../../../src/worker/solver-api';

/** The WebAssembly rollout kernel of build/solver.wasm. */
export function wasmKernel(): Promise<RolloutKernel> {
  return loadWasmKernel(readFileSync('build/solver.wasm'));
}

/**
 * A game in its turns, the seat to move not yet holding a drawn card; three seats, or `players`
 * under `rules` (R9).
 */
export function midGame(
  seed: number,
  rules: Partial<Rules> = {},
  players: readonly string[] = ['A', 'B', 'C'],
): GameState {
  const bots = players.map((_, seat) => createBot('medium', { seed: seed + seat }));
  let state = newGame({ players, seed, rules });
  for (let count = 0; count < 40 || state.round.drawn !== null; count++) state = step(state, bots);
  return state;
}

/** Whether `action` is legal for the seat to act in `state`. */
export function isLegal(state: GameState, action: Parameters<typeof apply>[1]): boolean {
  return seatsToAct(state).includes(action.p) && apply(state, action).ok;
}

/** A stand-in for a Web Worker: the solver API exposed with Comlink over a MessageChannel. */
export function channelWorker(kernel: RolloutKernel): Worker {
  const { port1, port2 } = new MessageChannel();
  Comlink.expose(
    createSolverApi(async () => kernel),
    port1,
  );
  return Object.assign(port2, {
    terminate() {
      port1.close();
      port2.close();
    },
  }) as unknown as Worker;
}

/** A worker that fails with an error event as soon as it is sent a message. */
export function failingWorker(): Worker {
  const target = new EventTarget();
  return Object.assign(target, {
    postMessage() {
      queueMicrotask(() =>
        target.dispatchEvent(Object.assign(new Event('error'), { message: 'broken' })),
      );
    },
    terminate() {},
  }) as unknown as Worker;
}

/** A worker that never answers. */
export function silentWorker(): Worker {
  return Object.assign(new EventTarget(), {
    postMessage() {},
    terminate() {},
  }) as unknown as Worker;
}

/** `worker` with every message to it held back `ms` milliseconds (a worker busy or slow to start). */
export function slowWorker(worker: Worker, ms: number): Worker {
  const post = worker.postMessage.bind(worker) as (...args: unknown[]) => void;
  return Object.assign(worker, {
    postMessage(...args: unknown[]) {
      setTimeout(() => post(...args), ms);
    },
  });
}
