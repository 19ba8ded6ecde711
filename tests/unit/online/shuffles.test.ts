import type * as nodeCrypto from 'node:crypto';
import { randomInt } from 'node:crypto';
import { describe, expect, test, vi } from 'vitest';
import {
  type Action,
  type GameState,
  legalActions,
  type MaybeCard,
  newGame,
  orderedDeck,
  publicRecord,
  Random,
  seatsToAct,
} from '../../../src/engine';
import { parseRoomDocument, roomDocument } from '../../../src/server/room-document';
import type { GameMaster } from '../../../src/master';
import { Table } from '../../../src/server/table';
import { seedsDealing } from '../helpers/seed-search';
import { joinRoom, openRoom, PERSON, playUntil, serverPerFile, settingsOf } from './harness';
import { tableMaster } from './table-master';

// Every draw of the CSPRNG the server makes, in order, to compare its decks with.
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof nodeCrypto>();
  return { ...real, randomInt: vi.fn(real.randomInt) };
});

const draws = vi.mocked(randomInt as (max: number) => number);

/** The draws `randomInt(max)` made since call number `from`: `[max, value]` pairs. */
function drawsSince(from: number): [number, number][] {
  return draws.mock.calls
    .slice(from)
    .map((args, i) => [args[0] as number, draws.mock.results[from + i]!.value as number]);
}

/** `items` shuffled as `secureShuffled` does with the draws `js` (Fisher–Yates from the end). */
function shuffledWith<T>(items: readonly T[], js: readonly [number, number][]): T[] {
  const out = items.slice();
  expect(js.map(([max]) => max)).toEqual(out.slice(1).map((_, k) => out.length - k));
  js.forEach(([max, j]) => {
    const i = max - 1;
    [out[i], out[j]] = [out[j]!, out[i]!];
  });
  return out;
}

/** A started table of `seats` seats (every one a person's). */
function startedTable(seats: number): Table {
  const table = Table.open('ABCD2345', settingsOf(Array.from({ length: seats }, () => PERSON)));
  for (let seat = 0; seat < seats; seat++) table.claim(`P${seat}`, undefined, seat);
  expect(table.start()).toMatchObject({ ok: true });
  return table;
}

/**
 * Plays random legal actions through `table`'s master (every seat ready between rounds, so the
 * next is dealt) until `done` holds.
 */
function playTable(
  table: Table,
  master: GameMaster,
  random: Random,
  done: (game: GameState) => boolean,
): void {
  for (let i = 0; i < 20_000 && !done(table.game!); i++) {
    const game = table.game!;
    if (game.phase === 'round-over') {
      for (const seat of game.players.keys()) master.ready(seat);
      continue;
    }
    // The table's moves (a card is drawn before it is placed, R3.2), drawing three times in
    // four when a seat may: a round then runs through its draw pile before the game ends.
    const actions = seatsToAct(game).flatMap((seat) => legalActions(game, seat));
    const draw = actions.find((a) => a.t === 'draw');
    const action: Action =
      draw !== undefined && random.below(4) > 0 ? draw : actions[random.below(actions.length)]!;
    expect(master.act(action.p, action)).toBeNull();
  }
  expect(done(table.game!)).toBe(true);
}

describe('online shuffles come from the CSPRNG, and no seed of the old scheme deals them', () => {
  const server = serverPerFile();

  test('the search works: it finds a 24-bit seed of the old scheme from the cards a seat saw', () => {
    const seed = 2 ** 24 - 77;
    const table = Table.restore({
      code: 'ABCD2345',
      settings: { rules: {}, hints: true, turnSeconds: null },
      seats: ['A', 'B'].map((name) => ({ kind: 'person', name, level: 'hard', tokenHash: null })),
      phase: 'playing',
      game: newGame({ players: ['A', 'B'], seed }),
      v: 0,
      creator: 0,
    });
    const master = tableMaster(table);
    playTable(table, master, new Random(1), (game) => game.history[0]!.actions.length >= 8);
    master.stop();
    const deck = publicRecord(table.game!).rounds[0]!.deck;
    expect(seedsDealing(deck, 2 ** 24 - 1000, 2 ** 24)).toEqual([seed]);
  });

  test('online deck search: no seed below 2^24 deals a room, even when its 32-bit draws are small', async () => {
    // Were the room seeded by a 32-bit draw, this would put the seed in the searched range.
    const real = globalThis.crypto.getRandomValues.bind(globalThis.crypto);
    const small = vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation((array) => {
      real(array);
      if (array instanceof Uint32Array)
        for (let i = 0; i < array.length; i++) array[i]! &= 0xffffff;
      return array;
    });
    try {
      const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON]), 'Ada');
      const bea = await joinRoom(server.endpoint, host.session.code!, 'Bea');
      host.session.start();
      await playUntil([host, bea], () => (host.heard.last?.v ?? 0) >= 12, 'twelve steps', 5);
      const deck: readonly MaybeCard[] = host.session.record!.rounds[0]!.deck;
      const known = deck.filter((card) => card !== null).length;
      expect(known).toBeGreaterThanOrEqual(10);
      expect(seedsDealing(deck, 0, 2 ** 24)).toEqual([]);
      for (const seat of [host, bea]) await seat.session.leave();
    } finally {
      small.mockRestore();
    }
  });

  test('online deck source: every deck and reshuffle is the CSPRNG draws made when it is needed', () => {
    const before = draws.mock.calls.length;
    const table = startedTable(8);
    const game = table.game!;
    expect(game.reshuffleSource).toBe('record');
    expect(game.rng).toBe(0);
    expect(game.history[0]!.deck).toEqual(shuffledWith(orderedDeck(), drawsSince(before)));

    // Stored and restored: the stored room holds no seed, and the restored table draws on.
    const stored = roomDocument(table.parts());
    expect(JSON.parse(stored).online).not.toHaveProperty('rng');
    const parts = parseRoomDocument(stored);
    if (typeof parts === 'string') throw new Error(parts);
    const restored = Table.restore(parts);
    expect(restored.game!.reshuffleSource).toBe('record');
    const master = tableMaster(restored);

    const random = new Random(3);
    let mark = draws.mock.calls.length;
    let under: MaybeCard[] = [];
    const reshuffled = (state: GameState) => state.round.reshufflesUsed > 0;
    for (let i = 0; i < 50_000 && !reshuffled(restored.game!); i++) {
      const state = restored.game!;
      if (state.phase === 'round-over') {
        mark = draws.mock.calls.length;
        for (const seat of state.players.keys()) master.ready(seat);
        expect(restored.game!.history.at(-1)!.deck).toEqual(
          shuffledWith(orderedDeck(), drawsSince(mark)),
        );
        continue;
      }
      under = state.round.discardPile.slice(0, -1);
      mark = draws.mock.calls.length;
      playTable(restored, master, random, (g) => g !== state);
    }
    const order = restored.game!.history.at(-1)!.reshuffles[0]!;
    expect(order).toEqual(shuffledWith(under, drawsSince(mark)));
    master.stop();
  });
});
