import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { importGame } from '../../../src/app/records/import-record';
import { MAX_NAME_LENGTH, MAX_RECORD_CHARS } from '../../../src/app/records/record-text';
import { loadGame, SAVE_KEY, saveGame } from '../../../src/app/records/saves';
import { MemoryStore } from '../../../src/storage';
import { DEFAULT_RULES, newGame, publicRecord, replayRecord, toRecord } from '../../../src/engine';
import { reshuffledRecord } from '../helpers/records';
import { type Cut, cutRecord, playOn, slowGame } from '../helpers/slow-play';

/** A store that refuses every write once `full` is set (the browser's quota reached). */
class FullStore extends MemoryStore {
  full = false;
  override setItem(key: string, value: string): void {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    super.setItem(key, value);
  }
}

const RUNS = 30;

describe('importing a record to play it on', () => {
  test('a game exported anywhere (its public record) imports, and plays on to its end with every offered move accepted', () => {
    let imported = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 8 }),
        fc.nat({ max: 0xffffffff }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom<Cut['reshuffles']>('used', 'all'),
        (players, seed, at, reshuffles) => {
          const record = slowGame(
            players,
            { ...DEFAULT_RULES, targetScore: 1 + (seed % 99) },
            seed,
          );
          const actions = Math.round(at * record.rounds[0]!.actions.length);
          const cut = cutRecord(record, { round: 0, actions, reshuffles, drawPending: false });
          const replayed = replayRecord(cut);
          // What the game exports during a round: the public record (a refused cut as it is).
          const text = JSON.stringify(replayed.ok ? publicRecord(replayed.state) : cut);
          const outcome = importGame(text, [], seed, new MemoryStore());
          if (reshuffles === 'used') expect(outcome.ok).toBe(true);
          if (!outcome.ok) return;
          imported++;
          expect(playOn(outcome.game.state, seed)).toEqual([]);
        },
      ),
      { numRuns: RUNS },
    );
    expect(imported).toBeGreaterThan(RUNS / 4);
  });

  test('the imported game is saved at once: a reload resumes it', () => {
    const store = new MemoryStore();
    const record = toRecord(newGame({ players: ['Ada', 'Bob', 'Cy'], seed: 3 }));
    const outcome = importGame(JSON.stringify(record), ['person', 'easy', 'hard'], 1, store);
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(loadGame(store)).toEqual({ status: 'ok', game: outcome.game });
  });

  test('with no room to save it, it is not played, the player is told, and the game saved before stays', () => {
    const store = new FullStore();
    const before = {
      seats: ['person', 'easy'] as const,
      state: newGame({ players: ['A', 'B'], seed: 1 }),
    };
    saveGame(store, { ...before, seats: [...before.seats] });
    const saved = store.getItem(SAVE_KEY);
    store.full = true;
    const record = toRecord(newGame({ players: ['Ada', 'Bob', 'Cy'], seed: 3 }));
    expect(importGame(JSON.stringify(record), [], 1, store)).toEqual({
      ok: false,
      problem: { kind: 'not-saved' },
    });
    expect(store.getItem(SAVE_KEY)).toBe(saved);
  });

  test('a text over the size limit is refused unread', () => {
    const text = `{"players": ["${'x'.repeat(MAX_RECORD_CHARS)}"]}`;
    expect(importGame(text, [], 1, new MemoryStore())).toEqual({
      ok: false,
      problem: { kind: 'too-large', chars: text.length },
    });
  });

  test('names are cut to a sensible length; a byte-order mark is read', () => {
    const record = toRecord(newGame({ players: ['Ada', 'Bob'], seed: 3 }));
    const long = { ...record, players: ['A'.repeat(200_000), '😀'.repeat(40)] };
    const outcome = importGame(`\uFEFF${JSON.stringify(long)}`, [], 1, new MemoryStore());
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const names = outcome.game.state.players;
    expect(names.map((name) => Array.from(name).length)).toEqual([
      MAX_NAME_LENGTH,
      MAX_NAME_LENGTH,
    ]);
    expect(names.every((name) => name.endsWith('…'))).toBe(true);
  });

  test('a round in play listing a reshuffle it has not used is refused, naming it (finding 1)', () => {
    const { record, drawIndex } = reshuffledRecord();
    record.rounds[0]!.actions.splice(drawIndex);
    expect(importGame(JSON.stringify(record), [], 1, new MemoryStore())).toEqual({
      ok: false,
      problem: {
        kind: 'record',
        refusal: {
          error: { round: 0, action: null, message: 'round 0 never uses 1 of its reshuffles' },
          reason: 'unused-reshuffles',
        },
      },
    });
  });

  test('R9 a game with house rules resumes with them, and is saved with them', () => {
    const store = new MemoryStore();
    const rules = { rowClears: true, rows: 4, columns: 5, enderFlat: 10, dualHands: true };
    const variant = toRecord(newGame({ players: ['Ada', 'Bob'], rules, seed: 4 }));
    const imported = importGame(JSON.stringify(variant), [], 1, store);
    expect(imported.ok && imported.game.state.rules).toMatchObject(rules);
    expect(imported.ok && imported.game.state.players).toEqual(['Ada', 'Bob']);
    const kept = loadGame(store);
    expect(kept.status === 'ok' && kept.game.state.rules).toMatchObject(rules);
    expect(kept.status === 'ok' && kept.game.state.round.grids[0]!.length).toBe(40);
  });

  test('R9.5 a record of house rules its players cannot play is refused with the engine’s reason, and nothing is saved', () => {
    const store = new MemoryStore();
    const record = toRecord(
      newGame({ players: ['Ada', 'Bob'], rules: { dualHands: true }, seed: 4 }),
    );
    const three = { ...record, players: ['Ada', 'Bob', 'Cy'] };
    const refused = importGame(JSON.stringify(three), [], 1, store);
    expect(refused.ok).toBe(false);
    const problem = !refused.ok && refused.problem.kind === 'record' ? refused.problem : null;
    expect(problem?.refusal.error.message).toMatch(/dualHands needs exactly 2 players/);
    expect(problem?.refusal.reason).toBe('bad-rules');
    expect(store.getItem(SAVE_KEY)).toBeNull();
  });
});
