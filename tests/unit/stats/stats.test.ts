import { describe, expect, test } from 'vitest';
import { MemoryStore } from '../../../src/storage';
import { gridShape, type GameState, type RoundResult, type Rules } from '../../../src/engine';
import {
  averageRoundScore,
  clearedColumns,
  DAMAGED_STATS_KEY,
  EMPTY_GROUP,
  type GameOutcome,
  gameOutcome,
  loadStatistics,
  NO_STATISTICS,
  recordGame,
  resetStatistics,
  STATS_KEY,
  STATS_VERSION,
  tableGroup,
  withGame,
} from '../../../src/stats';
import { drawDiscard } from '../helpers/actions';
import { gridOfRows } from '../helpers/deck';
import { dealtGame, play, revealAll } from '../helpers/game';
import { playOutRound, quietDeck } from '../helpers/quiet-round';

/** Seat 0 shows two 7s over a face-down 7; seat 1 holds three face-down 5s in its last column. */
function setUpGame(house: Partial<Rules> = {}): GameState {
  const remover = gridOfRows([7, 1, 2, 3], [7, 10, 11, 12], [7, 8, 9, -1]);
  const fives = gridOfRows([0, 1, 2, 5], [3, 4, 6, 5], [1, 2, 3, 5]);
  const dealt = dealtGame(quietDeck([remover, fives]), { rules: { targetScore: 1, ...house } });
  return revealAll(dealt, [
    [0, 1],
    [0, 1],
  ]);
}

/** Seat 0 clears its column of 7s in its first turn and ends the round; seat 1's 5s clear at the final reveal (R4.5). */
function finishedGame(house: Partial<Rules> = {}): GameState {
  return playOutRound(play(setUpGame(house), drawDiscard(0, 2)), 0);
}

const outcome = (patch: Partial<GameOutcome>): GameOutcome => ({
  id: 'a',
  group: 'medium',
  houseRules: false,
  won: true,
  roundScores: [10, -2],
  bestTotal: 8,
  columnClears: 1,
  ...patch,
});

describe('the group of a table', () => {
  test.each([
    [['person', 'person'], 'people'],
    [['person', 'easy', 'medium'], 'medium'],
    [['expert', 'person', 'easy'], 'expert'],
    [['hard', 'easy', 'person'], 'hard'],
  ] as const)('%j is grouped as %s', (seats, group) => {
    expect(tableGroup(seats)).toBe(group);
  });
});

describe('the outcome of a game', () => {
  const state = finishedGame();
  const result = state.results[0]!;

  test('the engine ended the game in one round, with both columns cleared', () => {
    expect(state.phase).toBe('game-over');
    expect(result.grids[0]!.slice(0, 3)).toEqual([null, null, null]);
    expect(result.grids[1]!.slice(9)).toEqual([null, null, null]);
  });

  test('counts the persons only: a column cleared during play', () => {
    expect(gameOutcome(state, ['person', 'easy'])).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{8}$/),
      group: 'easy',
      houseRules: false,
      won: state.winners.includes(0),
      roundScores: [result.scores[0]],
      bestTotal: state.totals[0],
      columnClears: 1,
    });
  });

  test('counts a column cleared at the final reveal (R4.5)', () => {
    const seen = gameOutcome(state, ['hard', 'person'])!;
    expect(seen.columnClears).toBe(1);
    expect(seen.won).toBe(state.winners.includes(1));
    expect(seen.group).toBe('hard');
  });

  test('two persons: every round score, the better total, both columns', () => {
    const seen = gameOutcome(state, ['person', 'person'])!;
    expect(seen.group).toBe('people');
    expect(seen.won).toBe(true);
    expect(seen.roundScores).toEqual(result.scores);
    expect(seen.bestTotal).toBe(Math.min(...state.totals));
    expect(seen.columnClears).toBe(2);
  });

  test('a game that is not over, or has no person, adds nothing', () => {
    const unfinished = setUpGame();
    expect(gameOutcome(unfinished, ['person', 'easy'])).toBeNull();
    expect(gameOutcome(state, ['easy', 'expert'])).toBeNull();
  });

  test('the same game always has the same id', () => {
    expect(gameOutcome(state, ['person', 'easy'])!.id).toBe(
      gameOutcome(state, ['person', 'easy'])!.id,
    );
  });
});

describe('house-rule games (RULES.md R9) apart from official ones', () => {
  test('R9.4 a game with a house rule says so, and is counted in the house-rule groups only', () => {
    const house = gameOutcome(finishedGame({ enderFlat: 10 }), ['person', 'easy'])!;
    expect(house.houseRules).toBe(true);
    expect(house.columnClears).toBe(1);
    const official = gameOutcome(finishedGame(), ['person', 'easy'])!;
    expect(official.houseRules).toBe(false);
    const stats = withGame(withGame(NO_STATISTICS, house), official);
    expect(stats.groups.easy!.games).toBe(1);
    expect(stats.houseGroups.easy!.games).toBe(1);
    expect(stats.houseGroups.easy!.roundPoints).toBe(house.roundScores[0]);
    expect(stats.groups.easy!.roundPoints).toBe(official.roundScores[0]);
  });

  test('R9.1 R9.5 columns cleared are counted on the game’s own grid shape, both grids of dual hands', () => {
    const shape = gridShape({
      rows: 4,
      columns: 4,
      dualHands: true,
      rowClears: false,
      columnClears: true,
    });
    const cards = Array.from({ length: shape.cardsPerSeat }, (_, pos) => (pos % 13) - 2);
    // Column 1 of grid 0 (positions 4–7) and column 3 of grid 1 (16 + 12 to 16 + 15) are gone.
    for (const pos of [4, 5, 6, 7, 28, 29, 30, 31]) cards[pos] = null as never;
    const result = { grids: [cards] } as unknown as RoundResult;
    expect(clearedColumns(result, 0, shape)).toBe(2);
    // A row removed leaves no column empty.
    const rowGone = Array.from({ length: 12 }, (_, pos) => (pos % 3 === 0 ? null : 5));
    expect(clearedColumns({ grids: [rowGone] } as unknown as RoundResult, 0)).toBe(0);
  });

  test('statistics stored before house rules load with no house-rule groups, and keep counting', () => {
    const store = new MemoryStore();
    const { houseGroups, ...old } = withGame(NO_STATISTICS, outcome({}));
    expect(houseGroups).toEqual({});
    store.setItem(STATS_KEY, JSON.stringify({ version: STATS_VERSION, ...old }));
    expect(loadStatistics(store)).toEqual({ ...old, houseGroups: {} });
    expect(store.getItem(DAMAGED_STATS_KEY)).toBeNull();
    recordGame(store, outcome({ id: 'b', houseRules: true }));
    const loaded = loadStatistics(store);
    expect(loaded.groups.medium!.games).toBe(1);
    expect(loaded.houseGroups.medium!.games).toBe(1);
  });

  test('a damaged house-rule group loses only itself', () => {
    const store = new MemoryStore();
    recordGame(store, outcome({ id: 'a', houseRules: true }));
    const stored = JSON.parse(store.getItem(STATS_KEY)!);
    stored.houseGroups.hard = { games: -1 };
    store.setItem(STATS_KEY, JSON.stringify(stored));
    expect(Object.keys(loadStatistics(store).houseGroups)).toEqual(['medium']);
  });
});

describe('aggregation', () => {
  test('games add up per group: wins, rounds, average, best game, columns', () => {
    let stats = withGame(NO_STATISTICS, outcome({ id: 'a' }));
    stats = withGame(
      stats,
      outcome({ id: 'b', won: false, roundScores: [20, 4, 6], bestTotal: 30, columnClears: 2 }),
    );
    stats = withGame(stats, outcome({ id: 'c', group: 'expert', bestTotal: 50 }));
    expect(stats.groups.medium).toEqual({
      games: 2,
      wins: 1,
      rounds: 5,
      roundPoints: 38,
      bestGame: 8,
      columnClears: 3,
      lowRounds: 1,
      bestRound: -2,
    });
    expect(averageRoundScore(stats.groups.medium!)).toBeCloseTo(7.6);
    expect(stats.groups.expert!.games).toBe(1);
    expect(stats.groups.people).toBeUndefined();
    expect(stats.counted).toEqual(['a', 'b', 'c']);
  });

  test('a game already counted is not counted again', () => {
    const once = withGame(NO_STATISTICS, outcome({}));
    expect(withGame(once, outcome({}))).toBe(once);
  });

  test('a group without rounds has no average', () => {
    expect(averageRoundScore(EMPTY_GROUP)).toBeNull();
  });
});

describe('the statistics store', () => {
  test('records a game once, across loads', () => {
    const store = new MemoryStore();
    expect(recordGame(store, outcome({}))).toBe(true);
    expect(recordGame(store, outcome({}))).toBe(false);
    expect(loadStatistics(store).groups.medium!.games).toBe(1);
    expect(recordGame(store, outcome({ id: 'other' }))).toBe(true);
    expect(loadStatistics(store).groups.medium!.games).toBe(2);
  });

  test.each([
    ['not JSON', '{"version": 1, "groups":'],
    ['not an object', '42'],
    ['the wrong version', JSON.stringify({ version: 9, groups: {}, counted: [] })],
  ])('%s reads as no statistics, is put aside, and every other key is kept', (_, text) => {
    const store = new MemoryStore();
    store.setItem(STATS_KEY, text);
    store.setItem('skyjo.save', 'the game');
    store.setItem('skyjo.settings', '{"language":"sv"}');
    expect(loadStatistics(store)).toEqual(NO_STATISTICS);
    expect(store.getItem(DAMAGED_STATS_KEY)).toBe(text);
    expect(store.getItem('skyjo.save')).toBe('the game');
    expect(store.getItem('skyjo.settings')).toBe('{"language":"sv"}');
    expect(recordGame(store, outcome({}))).toBe(true);
    expect(loadStatistics(store).groups.medium!.games).toBe(1);
  });

  test('a damaged group loses only itself', () => {
    const store = new MemoryStore();
    recordGame(store, outcome({ id: 'a', group: 'easy' }));
    recordGame(store, outcome({ id: 'b', group: 'hard' }));
    const stored = JSON.parse(store.getItem(STATS_KEY)!);
    stored.groups.hard.wins = 5;
    stored.groups.people = { games: 'many' };
    stored.groups.grandmaster = stored.groups.easy;
    store.setItem(STATS_KEY, JSON.stringify(stored));
    const loaded = loadStatistics(store);
    expect(Object.keys(loaded.groups)).toEqual(['easy']);
    expect(loaded.groups.easy!.games).toBe(1);
    expect(loaded.counted).toEqual(['a', 'b']);
    expect(store.getItem(DAMAGED_STATS_KEY)).toBe(JSON.stringify(stored));
    expect(loadStatistics(store)).toEqual(loaded);
  });

  test('reset forgets the statistics only', () => {
    const store = new MemoryStore();
    store.setItem('skyjo.save', 'the game');
    recordGame(store, outcome({}));
    resetStatistics(store);
    expect(loadStatistics(store)).toEqual(NO_STATISTICS);
    expect(store.getItem(STATS_KEY)).toBeNull();
    expect(store.getItem('skyjo.save')).toBe('the game');
  });
});
