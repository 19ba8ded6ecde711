import { describe, expect, test } from 'vitest';
import { createBot } from '../../../src/ai';
import { replayStates } from '../../../src/app/replay-states';
import {
  apply,
  type GameState,
  newGame,
  playerView,
  seatsToAct,
  startNextRound,
  toRecord,
} from '../../../src/engine';
import { tableSnapshot } from '../../../src/view/snapshot';
import { type TableEvent, tableEvents } from '../../../src/view/table-events';

/** Every state of a bot game with interactive draws (a draw is a state of its own). */
function botGame(seed: number, players: number): GameState[] {
  let state = newGame({
    players: Array.from({ length: players }, (_, i) => `P${i}`),
    rules: { targetScore: 40 },
    seed,
  });
  const bots = Array.from({ length: players }, (_, seat) => createBot('medium', { seed: seat }));
  const states = [state];
  while (state.phase !== 'game-over') {
    if (state.phase === 'round-over') {
      const next = startNextRound(state);
      if (!next.ok) throw new Error(next.message);
      state = next.state;
    } else {
      const seat = seatsToAct(state)[0]!;
      const next = apply(state, bots[seat]!.decide(playerView(state, seat)));
      if (!next.ok) throw new Error(next.message);
      state = next.state;
    }
    states.push(state);
  }
  return states;
}

/** The real value of a grid card, face-down or not (the test knows what the table must not). */
const real = (state: GameState, seat: number, pos: number) => state.round.grids[seat]![pos]!.card!;

/** Checks each event's card values against the full states on both sides. */
function checkEvents(prev: GameState, next: GameState, events: readonly TableEvent[]): void {
  for (const event of events) {
    switch (event.kind) {
      case 'draw':
        expect(event.card).toBe(prev.round.drawPile.at(-1) ?? event.card);
        if (next.round.drawn !== null) expect(event.card).toBe(next.round.drawn.card);
        break;
      case 'reveal':
        expect(event.card).toBe(real(prev, event.seat, event.pos));
        break;
      case 'swap':
        expect(event.replaced).toBe(real(prev, event.seat, event.pos));
        expect(event.card).toBe(
          event.from === 'discard'
            ? prev.round.discardPile.at(-1)
            : (prev.round.drawn?.card ?? prev.round.drawPile.at(-1)),
        );
        break;
      case 'discard-and-turn':
        expect(event.card).toBe(real(prev, event.seat, event.pos));
        break;
      case 'column-clear': {
        const values = [0, 1, 2].map((row) => {
          const pos = event.column * 3 + row;
          const action = next.history[next.round.index]!.actions.at(-1)!;
          if (action.p === event.seat && action.pos === pos) return event.value;
          return real(prev, event.seat, pos);
        });
        expect(values).toEqual([event.value, event.value, event.value]);
        break;
      }
      case 'round-end':
        for (const reveal of event.reveals)
          expect(reveal.card).toBe(real(prev, reveal.seat, reveal.pos));
        break;
      default:
        break;
    }
  }
}

function checkGame(states: readonly GameState[]): Set<string> {
  const seen = new Set<string>();
  for (let i = 1; i < states.length; i++) {
    const prev = states[i - 1]!;
    const next = states[i]!;
    const events = tableEvents(tableSnapshot(prev), tableSnapshot(next));
    for (const event of events) seen.add(event.kind);
    if (next.round.index !== prev.round.index)
      expect(events).toEqual([{ kind: 'deal', fresh: true }]);
    else expect(events.length).toBeGreaterThan(0);
    checkEvents(prev, next, events);
  }
  return seen;
}

describe('table events', () => {
  test.each([1, 2, 3, 4])('a bot game with interactive draws (seed %i)', (seed) => {
    const seen = checkGame(botGame(seed, 2 + seed));
    for (const kind of ['draw', 'reveal', 'swap', 'discard-and-turn', 'round-end', 'scores'])
      expect(seen).toContain(kind);
  });

  test('a replay, where a draw and its decision are one step', () => {
    const game = botGame(7, 4);
    const replayed = replayStates(JSON.stringify(toRecord(game.at(-1)!)));
    if (!replayed.ok) throw new Error(replayed.message);
    const seen = checkGame(replayed.states);
    expect(seen).toContain('column-clear');
    expect(seen).toContain('game-end');
  });

  test('the same snapshot twice is no event; a jump is a deal without movement', () => {
    const states = botGame(5, 3);
    const a = tableSnapshot(states[20]!);
    expect(tableEvents(a, a)).toEqual([]);
    expect(tableEvents(a, tableSnapshot(states[25]!))).toEqual([{ kind: 'deal', fresh: false }]);
    expect(tableEvents(null, a)).toEqual([{ kind: 'deal', fresh: false }]);
  });
});
