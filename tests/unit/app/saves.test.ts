import { describe, expect, test } from 'vitest';
import { createBot } from '../../../src/ai';
import {
  clearSave,
  DAMAGED_SAVE_KEY,
  loadGame,
  SAVE_KEY,
  saveGame,
} from '../../../src/app/records/saves';
import { MemoryStore } from '../../../src/storage';
import {
  apply,
  type GameState,
  newGame,
  playerView,
  seatsToAct,
  toRecord,
} from '../../../src/engine';

/** Plays `steps` bot decisions (a draw is a step of its own) from a new seeded game. */
function played(steps: number, seed = 3): GameState {
  let state = newGame({ players: ['Ada', 'Bob', 'Cy'], seed });
  const bots = [0, 1, 2].map((seat) => createBot('medium', { seed: seat }));
  for (let i = 0; i < steps && seatsToAct(state).length > 0; i++) {
    const seat = seatsToAct(state)[0]!;
    const result = apply(state, bots[seat]!.decide(playerView(state, seat)));
    if (!result.ok) throw new Error(result.message);
    state = result.state;
  }
  return state;
}

/** The state after the seat to move draws, from the first turn at or after `steps` without a drawn card. */
function withDrawnCard(steps: number): GameState {
  let n = steps;
  while (played(n).phase !== 'turns' || played(n).round.drawn !== null) n++;
  const state = played(n);
  const drawn = apply(state, { p: state.round.toMove!, t: 'draw' });
  if (!drawn.ok) throw new Error(drawn.message);
  return drawn.state;
}

describe('saved games', () => {
  test('nothing saved reads as none', () => {
    expect(loadGame(new MemoryStore())).toEqual({ status: 'none' });
  });

  test.each([0, 5, 14, 40])('a game saved after %i steps resumes exactly', (steps) => {
    const store = new MemoryStore();
    const state = played(steps);
    saveGame(store, { seats: ['person', 'easy', 'hard'], state });
    expect(loadGame(store)).toEqual({
      status: 'ok',
      game: { seats: ['person', 'easy', 'hard'], state },
    });
  });

  test('a drawn card not yet placed is drawn again on resume: the same card', () => {
    const store = new MemoryStore();
    const state = withDrawnCard(12);
    expect(state.round.drawn).not.toBeNull();
    saveGame(store, { seats: ['person', 'medium', 'medium'], state });
    const loaded = loadGame(store);
    expect(loaded.status).toBe('ok');
    if (loaded.status === 'ok') expect(loaded.game.state).toEqual(state);
  });

  test('a save of version 1 (the record in a field of its own) resumes exactly, and is a record now', () => {
    const store = new MemoryStore();
    const state = withDrawnCard(9);
    const first = {
      version: 1,
      seats: ['person', 'easy', 'hard'],
      rng: state.rng,
      drawPending: true,
      record: toRecord(state, { drawPending: true }),
    };
    store.setItem(SAVE_KEY, JSON.stringify(first));
    expect(loadGame(store)).toEqual({
      status: 'ok',
      game: { seats: ['person', 'easy', 'hard'], state },
    });
    saveGame(store, { seats: ['person', 'easy', 'hard'], state });
    const now = JSON.parse(store.getItem(SAVE_KEY)!);
    expect(now).toMatchObject({ format: 'skyjo-record', seats: ['person', 'easy', 'hard'] });
    expect(now.save).toEqual({ version: 2, rng: state.rng, drawPending: true });
  });

  test.each([
    ['not JSON', '{"version": 1,'],
    ['the wrong version', JSON.stringify({ version: 2 })],
    [
      'a record that does not replay',
      JSON.stringify({
        version: 1,
        seats: ['person', 'easy'],
        rng: 1,
        drawPending: false,
        record: { format: 'skyjo-record', version: 1, players: ['A'], rounds: [] },
      }),
    ],
  ])('%s is put aside, every other key kept', (_, text) => {
    const store = new MemoryStore();
    store.setItem(SAVE_KEY, text);
    store.setItem('skyjo.settings', '{"language":"de"}');
    store.setItem('another.app', 'x');
    const loaded = loadGame(store);
    expect(loaded.status).toBe('damaged');
    expect(store.getItem(SAVE_KEY)).toBeNull();
    expect(store.getItem(DAMAGED_SAVE_KEY)).toBe(text);
    expect(store.getItem('skyjo.settings')).toBe('{"language":"de"}');
    expect(store.getItem('another.app')).toBe('x');
  });

  test('a save whose seats do not match its players is damaged', () => {
    const store = new MemoryStore();
    saveGame(store, { seats: ['person', 'easy'], state: played(3) });
    expect(loadGame(store).status).toBe('damaged');
  });

  test('clearing forgets the game', () => {
    const store = new MemoryStore();
    saveGame(store, { seats: ['person', 'easy', 'easy'], state: played(2) });
    clearSave(store);
    expect(loadGame(store)).toEqual({ status: 'none' });
  });
});
