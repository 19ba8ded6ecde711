import type { SolverClient } from './client';
import type { Computers } from '../master';

/** The computer players of a game, played by the solver client (in its worker). */
export class SolverComputers implements Computers {
  private abort = new AbortController();

  /** Computers asking `solver`; `answered` is called after each of its answers. */
  constructor(
    private readonly solver: SolverClient,
    private readonly answered: () => void,
  ) {}

  async decide(...[view, level, onProgress]: Parameters<Computers['decide']>) {
    const action = await this.solver.chooseAction(view, level, {
      signal: this.abort.signal,
      onProgress,
    });
    this.answered();
    return action;
  }

  cancel(): void {
    this.abort.abort();
    this.abort = new AbortController();
  }
}
