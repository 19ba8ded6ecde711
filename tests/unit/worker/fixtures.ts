import * as Comlink from 'comlink';
import { readFileSync } from 'node:fs';
import { type GameState, newGame, apply, seatsToAct } from '../../../src/engine';
import { createBot, step } from '../../../src/ai';
import { loadWasmKernel, type RolloutKernel } from '../../../src/solver';
import { createSolverApi } from '../../../src/worker/solver-api';

/** The WebAssembly rollout kernel of build/solver.wasm. */
export function wasmKernel(): Promise<RolloutKernel> {
  return loadWasmKernel(readFileSync('build/solver.wasm'));
}

/** A game in its turns, the seat to move not yet holding a drawn card. */
export function midGame(seed: number): GameState {
  const bots = [0, 1, 2].map((seat) => createBot('medium', { seed: seed + seat }));
  let state = newGame({ players: ['A', 'B', 'C'], seed });
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
