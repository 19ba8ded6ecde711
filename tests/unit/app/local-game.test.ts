import { describe, expect, test } from 'vitest';
import { createBot } from '../../../src/ai';
import type { SeatKind } from '../../../src/app/turn/seats';
import type { Clock } from '../../../src/app/turn/clock';
import type { Computers } from '../../../src/app/turn/computers';
import type { GameStep, StepSink } from '../../../src/app/turn/game-step';
import { COMPUTER_PAUSE_MS, LocalGame } from '../../../src/app/turn/local-game';
import {
  type Action,
  type GameState,
  legalActions,
  newGame,
  type PlayerView,
} from '../../../src/engine';
import { tableSnapshot } from '../../../src/view/snapshot';

/** A clock that never waits, and remembers every wait asked of it. */
class InstantClock implements Clock {
  readonly waits: number[] = [];
  async wait(ms: number): Promise<void> {
    this.waits.push(ms);
  }
}

/** Computers played by the engine's bots, recording who was asked and when. */
class BotComputers implements Computers {
  readonly asked: { seat: number; presentedSteps: number }[] = [];
  cancelled = 0;
  /** How many steps the sink had presented (animations finished) when a decision was asked. */
  presented = () => 0;
  async decide(view: PlayerView, level: Parameters<Computers['decide']>[1]): Promise<Action> {
    this.asked.push({ seat: view.seat, presentedSteps: this.presented() });
    return createBot(level, { seed: 1 }).decide(view);
  }
  cancel(): void {
    this.cancelled++;
  }
}

/** A sink that finishes presenting each step only when told to (or at once). */
class RecordingSink implements StepSink {
  readonly steps: GameStep[] = [];
  readonly refusals: string[] = [];
  finished = 0;
  private pending: (() => void)[] = [];
  constructor(private readonly instant: boolean) {}
  present(step: GameStep): Promise<void> {
    this.steps.push(step);
    if (this.instant) {
      this.finished++;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.pending.push(() => {
        this.finished++;
        resolve();
      }),
    );
  }
  /** Finishes the oldest presentation under way. */
  finishOne(): void {
    this.pending.shift()?.();
  }
  thinking(): void {}
  refused(message: string): void {
    this.refusals.push(message);
  }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function game(seats: SeatKind[], seed = 3): { state: GameState; seats: SeatKind[] } {
  return { state: newGame({ players: seats.map((_, i) => `P${i}`), seed }), seats };
}

describe('the local turn loop', () => {
  test('plays a round of computers to its end, each step the engine’s state', async () => {
    const clock = new InstantClock();
    const computers = new BotComputers();
    const sink = new RecordingSink(true);
    const states: GameState[] = [];
    const local = new LocalGame(game(['easy', 'medium', 'hard']), {
      clock,
      computers,
      onState: (state) => states.push(state),
    });
    local.start(sink);
    for (let i = 0; i < 500 && local.current.phase !== 'round-over'; i++) await settle();
    expect(local.current.phase === 'round-over' || local.current.phase === 'game-over').toBe(true);
    // A freshly dealt game starts with its deal (the table deals it), not with a jump.
    expect(sink.steps[0]!.events.map((event) => event.kind)).toEqual(['dealt']);
    expect(sink.steps.every((step) => !step.jump)).toBe(true);
    expect(sink.steps.map((step) => step.snapshot)).toEqual([
      tableSnapshot(game(['easy', 'medium', 'hard']).state),
      ...states.map(tableSnapshot),
    ]);
    expect(sink.steps.every((step) => step.prompt === null)).toBe(true);
    // One pause per computer move, each the normal-speed pause.
    expect(clock.waits).toEqual(states.map(() => COMPUTER_PAUSE_MS));
  });

  test('a computer starts thinking while the move before it is still animated', async () => {
    const computers = new BotComputers();
    const sink = new RecordingSink(false);
    computers.presented = () => sink.finished;
    const local = new LocalGame(game(['medium', 'medium']), {
      clock: new InstantClock(),
      computers,
    });
    local.start(sink);
    await settle();
    // The first step is not shown yet, yet the first computer is already asked.
    expect(sink.finished).toBe(0);
    expect(computers.asked).toEqual([{ seat: 0, presentedSteps: 0 }]);
    sink.finishOne();
    await settle();
    // Its move is presented; the next decision began before that animation finished.
    expect(sink.steps).toHaveLength(2);
    expect(computers.asked[1]).toEqual({ seat: 0, presentedSteps: 1 });
    sink.finishOne();
    await settle();
    expect(sink.steps).toHaveLength(3);
  });

  test('prompts the person with their legal actions and plays what they choose', async () => {
    const sink = new RecordingSink(true);
    const local = new LocalGame(game(['person', 'medium']), {
      clock: new InstantClock(),
      computers: new BotComputers(),
    });
    local.start(sink);
    for (let i = 0; i < 20; i++) await settle();
    const last = sink.steps.at(-1)!;
    // Computers reveal first in set-up; then the person is asked.
    expect(last.prompt?.seat).toBe(0);
    expect(last.prompt?.legal).toEqual(legalActions(local.current, 0));
    expect(last.prompt?.view.seat).toBe(0);
    expect(last.computer).toBeNull();
    local.act({ p: 1, t: 'reveal', pos: 0 });
    local.act({ p: 0, t: 'draw' });
    expect(sink.refusals).toHaveLength(2);
    const count = sink.steps.length;
    local.act(last.prompt!.legal[0]!);
    await settle();
    expect(sink.steps.length).toBe(count + 1);
    expect(sink.steps.at(-1)!.snapshot.setupReveals[0]).toBe(1);
  });

  test('stops: no more steps, the computers’ thinking cancelled', async () => {
    const computers = new BotComputers();
    const sink = new RecordingSink(false);
    const local = new LocalGame(game(['medium', 'medium']), {
      clock: new InstantClock(),
      computers,
    });
    local.start(sink);
    await settle();
    local.stop();
    sink.finishOne();
    for (let i = 0; i < 10; i++) await settle();
    expect(sink.steps).toHaveLength(1);
    expect(computers.cancelled).toBe(1);
  });

  test('deals the next round only once the round is over', async () => {
    const sink = new RecordingSink(true);
    const local = new LocalGame(game(['easy', 'easy']), {
      clock: new InstantClock(),
      computers: new BotComputers(),
    });
    local.nextRound();
    expect(sink.steps).toHaveLength(0);
    local.start(sink);
    for (let i = 0; i < 500 && local.current.phase !== 'round-over'; i++) await settle();
    expect(local.current.phase).toBe('round-over');
    const count = sink.steps.length;
    local.nextRound();
    await settle();
    expect(sink.steps[count]!.snapshot.roundIndex).toBe(1);
    expect(sink.steps[count]!.snapshot.phase).toBe('setup');
  });
});
