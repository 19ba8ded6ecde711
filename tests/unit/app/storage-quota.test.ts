import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { createBot } from '../../../src/ai';
import { DAMAGED_SAVE_KEY, loadGame, SAVE_KEY, saveGame } from '../../../src/app/records/saves';
import { MemoryStore } from '../../../src/storage';
import { apply, type GameState, newGame, playerView, seatsToAct } from '../../../src/engine';
import { DAMAGED_STATS_KEY, loadStatistics, STATS_KEY } from '../../../src/stats/stats-store';

/** localStorage with a quota: a write that would hold more than `quota` characters is refused. */
class QuotaStore extends MemoryStore {
  constructor(private readonly quota: number) {
    super();
  }
  override setItem(key: string, value: string): void {
    const others = this.keys().filter((k) => k !== key);
    const used = others.reduce((sum, k) => sum + k.length + this.getItem(k)!.length, 0);
    if (used + key.length + value.length > this.quota)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    super.setItem(key, value);
  }
  /** Every key held. */
  keys(): string[] {
    return Object.keys(this.snapshot());
  }
  /** Every key and value held. */
  snapshot(): Record<string, string> {
    const all: Record<string, string> = {};
    for (const key of [
      'skyjo.save',
      'skyjo.save.damaged',
      'skyjo.settings',
      'skyjo.stats',
      'skyjo.stats.damaged',
      'other.app',
    ])
      if (super.getItem(key) !== null) all[key] = super.getItem(key)!;
    return all;
  }
}

function played(steps: number): GameState {
  let state = newGame({ players: ['Ada', 'Bob'], seed: 4 });
  const bot = createBot('easy', { seed: 2 });
  for (let i = 0; i < steps && seatsToAct(state).length > 0; i++) {
    const seat = seatsToAct(state)[0]!;
    const next = apply(state, bot.decide(playerView(state, seat)));
    if (!next.ok) throw new Error(next.message);
    state = next.state;
  }
  return state;
}

describe('a damaged save is never lost (issue 11, finding 6)', () => {
  test('too large to copy aside: kept where it is, and the player told so', () => {
    const damaged = `{"version": 1, "seats": ["person", "easy"], "junk": "${'x'.repeat(6000)}"`;
    const store = new QuotaStore(10_000);
    store.setItem(SAVE_KEY, damaged);
    store.setItem('other.app', 'y');
    const loaded = loadGame(store);
    expect(loaded).toMatchObject({ status: 'damaged', putAside: false });
    expect(store.getItem(SAVE_KEY)).toBe(damaged);
    expect(store.getItem(DAMAGED_SAVE_KEY)).toBeNull();
    expect(store.getItem('other.app')).toBe('y');
  });

  test('room to copy it: put aside, and the player told so', () => {
    const damaged = '{"version": 1,';
    const store = new QuotaStore(10_000);
    store.setItem(SAVE_KEY, damaged);
    expect(loadGame(store)).toMatchObject({ status: 'damaged', putAside: true });
    expect(store.getItem(DAMAGED_SAVE_KEY)).toBe(damaged);
    expect(store.getItem(SAVE_KEY)).toBeNull();
  });

  test('any damage, any room: loading never throws and the text survives somewhere, the rest untouched', () => {
    const good = (() => {
      const store = new MemoryStore();
      saveGame(store, { seats: ['person', 'easy'], state: played(30) });
      return store.getItem(SAVE_KEY)!;
    })();
    const damage = fc.oneof(
      fc.nat({ max: good.length - 1 }).map((cut) => good.slice(0, cut)),
      fc.jsonValue().map((value) => JSON.stringify(value)),
      fc
        .tuple(fc.constantFrom('version', 'seats', 'rng', 'drawPending', 'record'), fc.jsonValue())
        .map(([key, value]) => JSON.stringify({ ...JSON.parse(good), [key]: value })),
      fc.constantFrom('version', 'seats', 'rng', 'drawPending', 'record').map((key) => {
        const save = JSON.parse(good);
        delete save[key];
        return JSON.stringify(save);
      }),
      fc.constant(`[${good}]`),
      fc.constant(`\uFEFF${good}`),
      fc.constant(good.replace('"Ada"', `"${'A'.repeat(20_000)}"`)),
      fc.constant(
        good.replace('"record":', `"record":${'['.repeat(50_000)}${']'.repeat(50_000)},"x":`),
      ),
    );
    fc.assert(
      fc.property(damage, fc.integer({ min: 0, max: 60_000 }), (text, room) => {
        const store = new QuotaStore(Number.MAX_SAFE_INTEGER);
        store.setItem(SAVE_KEY, text);
        store.setItem('skyjo.settings', '{"language":"sv"}');
        store.setItem('other.app', 'z');
        const quota = Object.values(store.snapshot()).join('').length + 40 + room;
        const limited = new QuotaStore(quota);
        for (const [key, value] of Object.entries(store.snapshot())) limited.setItem(key, value);
        const loaded = loadGame(limited);
        expect(['ok', 'damaged']).toContain(loaded.status);
        expect(limited.getItem('skyjo.settings')).toBe('{"language":"sv"}');
        expect(limited.getItem('other.app')).toBe('z');
        if (loaded.status !== 'damaged') return;
        expect(loaded.problem).toMatch(/\S/);
        const kept = loaded.putAside
          ? limited.getItem(DAMAGED_SAVE_KEY)
          : limited.getItem(SAVE_KEY);
        expect(kept).toBe(text);
      }),
      { numRuns: 300 },
    );
  });
});

describe('a save that does not fit is reported, and the save before it kept (finding 7)', () => {
  test('saveGame says whether the game was stored', () => {
    const store = new QuotaStore(1_500);
    const small = played(4);
    expect(saveGame(store, { seats: ['person', 'easy'], state: small })).toBe(true);
    const before = store.getItem(SAVE_KEY);
    expect(saveGame(store, { seats: ['person', 'easy'], state: played(200) })).toBe(false);
    expect(store.getItem(SAVE_KEY)).toBe(before);
  });
});

describe('damaged statistics too large to copy aside stay as they were', () => {
  test('the repaired figures are used, the damaged text is not overwritten', () => {
    const damaged = `{"version": 1, "groups": {"easy": "${'x'.repeat(5000)}"}}`;
    const store = new QuotaStore(7_000);
    store.setItem(STATS_KEY, damaged);
    expect(loadStatistics(store)).toBeTypeOf('object');
    expect(store.getItem(STATS_KEY)).toBe(damaged);
    expect(store.getItem(DAMAGED_STATS_KEY)).toBeNull();
  });
});
