import { describe, expect, test } from 'vitest';
import { MemoryStore } from '../../../src/storage';
import {
  DAMAGED_STATS_KEY,
  type GameOutcome,
  loadStatistics,
  NO_STATISTICS,
  RECENT_GAMES,
  recordGame,
  type Statistics,
  STATS_KEY,
  STATS_VERSION,
  withGame,
} from '../../../src/stats';
import { medals } from '../../../src/stats/medals';

let next = 0;
const outcome = (patch: Partial<GameOutcome>): GameOutcome => ({
  id: `game-${next++}`,
  group: 'medium',
  houseRules: false,
  won: true,
  roundScores: [10, -2],
  bestTotal: 8,
  columnClears: 1,
  ...patch,
});

const played = (...games: Partial<GameOutcome>[]): Statistics =>
  games.reduce<Statistics>((stats, game) => withGame(stats, outcome(game)), NO_STATISTICS);

/** A version 1 text, as the game stored it before streaks and medals. */
const VERSION_1 = JSON.stringify({
  version: 1,
  groups: {
    people: { games: 2, wins: 2, rounds: 9, roundPoints: 160, bestGame: 90, columnClears: 0 },
    medium: { games: 7, wins: 4, rounds: 31, roundPoints: 512, bestGame: 61, columnClears: 5 },
    expert: { games: 3, wins: 0, rounds: 14, roundPoints: 301, bestGame: 88, columnClears: 1 },
  },
  counted: ['a', 'b'],
});

describe('the winning streak', () => {
  test('counts games won in a row against computers, and keeps the best run', () => {
    const stats = played({}, {}, {}, { won: false }, {}, {});
    expect(stats.streak).toEqual({ current: 2, best: 3 });
  });

  test('a game of people only neither adds to it nor breaks it', () => {
    const stats = played({}, { group: 'people', won: true }, { group: 'people', won: true }, {});
    expect(stats.streak).toEqual({ current: 2, best: 2 });
  });

  test('a game counted twice does not lengthen it', () => {
    const game = outcome({});
    const once = withGame(NO_STATISTICS, game);
    expect(withGame(once, game).streak).toEqual({ current: 1, best: 1 });
  });
});

describe('the latest games', () => {
  test('keep each game’s group, outcome, average and total, the newest last', () => {
    const stats = played({ roundScores: [4, 6], bestTotal: 10, won: false }, { group: 'expert' });
    expect(stats.recent).toEqual([
      { group: 'medium', won: false, rounds: 2, roundPoints: 10, total: 10 },
      { group: 'expert', won: true, rounds: 2, roundPoints: 8, total: 8 },
    ]);
  });

  test(`at most ${RECENT_GAMES} are kept`, () => {
    const games = Array.from({ length: RECENT_GAMES + 5 }, (_, i) => ({ bestTotal: i }));
    const stats = played(...games);
    expect(stats.recent).toHaveLength(RECENT_GAMES);
    expect(stats.recent[0]!.total).toBe(5);
  });

  test('rounds of 0 or less and the best round are counted per group', () => {
    const stats = played({ roundScores: [0, 7, -3] }, { roundScores: [12, 5] });
    expect(stats.groups.medium!.lowRounds).toBe(2);
    expect(stats.groups.medium!.bestRound).toBe(-3);
  });
});

describe('statistics stored by version 1', () => {
  test('are read whole: every figure kept, the new ones at their start, nothing put aside', () => {
    const store = new MemoryStore();
    store.setItem(STATS_KEY, VERSION_1);
    const stats = loadStatistics(store);
    expect(stats.groups.medium).toEqual({
      games: 7,
      wins: 4,
      rounds: 31,
      roundPoints: 512,
      bestGame: 61,
      columnClears: 5,
      lowRounds: 0,
      bestRound: null,
    });
    expect(Object.keys(stats.groups)).toEqual(['people', 'medium', 'expert']);
    expect(stats.counted).toEqual(['a', 'b']);
    expect(stats.recent).toEqual([]);
    // A won game against a computer is a streak of at least one; the run now is not known.
    expect(stats.streak).toEqual({ current: 0, best: 1 });
    expect(store.getItem(DAMAGED_STATS_KEY)).toBeNull();
    expect(store.getItem(STATS_KEY)).toBe(VERSION_1);
  });

  test('a game played after them is stored in version 2 with every earlier figure', () => {
    const store = new MemoryStore();
    store.setItem(STATS_KEY, VERSION_1);
    expect(recordGame(store, outcome({ id: 'c', roundScores: [-1, 9], bestTotal: 8 }))).toBe(true);
    const stored = JSON.parse(store.getItem(STATS_KEY)!);
    expect(stored.version).toBe(STATS_VERSION);
    const stats = loadStatistics(store);
    expect(stats.groups.medium).toMatchObject({ games: 8, wins: 5, rounds: 33, roundPoints: 520 });
    expect(stats.groups.medium!.lowRounds).toBe(1);
    expect(stats.groups.medium!.bestRound).toBe(-1);
    expect(stats.groups.people!.games).toBe(2);
    expect(stats.groups.expert!.games).toBe(3);
    expect(stats.counted).toEqual(['a', 'b', 'c']);
    expect(stats.streak).toEqual({ current: 1, best: 1 });
  });

  test('a version 1 document holding version 2 fields is damaged, not read as version 2', () => {
    const store = new MemoryStore();
    const text = JSON.stringify({
      version: 1,
      groups: { easy: { ...JSON.parse(VERSION_1).groups.medium, lowRounds: 3, bestRound: -4 } },
      counted: [],
    });
    store.setItem(STATS_KEY, text);
    expect(loadStatistics(store).groups).toEqual({});
    expect(store.getItem(DAMAGED_STATS_KEY)).toBe(text);
  });
});

describe('damaged version 2 parts lose only themselves', () => {
  test.each([
    ['a streak longer than the best', { current: 4, best: 2 }, null],
    ['a negative streak', { current: -1, best: 2 }, null],
    [
      'a recent game without rounds',
      null,
      { group: 'easy', won: true, rounds: 0, roundPoints: 0, total: 0 },
    ],
    [
      'a recent game of an unknown group',
      null,
      { group: 'master', won: true, rounds: 2, roundPoints: 5, total: 5 },
    ],
  ])('%s', (_, streak, recent) => {
    const store = new MemoryStore();
    recordGame(store, outcome({ id: 'x' }));
    recordGame(store, outcome({ id: 'y', won: false }));
    const stored = JSON.parse(store.getItem(STATS_KEY)!);
    if (streak !== null) stored.streak = streak;
    if (recent !== null) stored.recent.push(recent);
    const text = JSON.stringify(stored);
    store.setItem(STATS_KEY, text);
    const stats = loadStatistics(store);
    expect(stats.groups.medium!.games).toBe(2);
    expect(stats.recent).toHaveLength(2);
    expect(stats.streak).toEqual(
      streak === null ? { current: 0, best: 1 } : { current: 0, best: 0 },
    );
    expect(store.getItem(DAMAGED_STATS_KEY)).toBe(text);
  });

  test('more rounds of 0 or less than rounds is a damaged group', () => {
    const store = new MemoryStore();
    recordGame(store, outcome({ id: 'x', group: 'easy' }));
    recordGame(store, outcome({ id: 'y', group: 'hard' }));
    const stored = JSON.parse(store.getItem(STATS_KEY)!);
    stored.groups.hard.lowRounds = 99;
    store.setItem(STATS_KEY, JSON.stringify(stored));
    expect(Object.keys(loadStatistics(store).groups)).toEqual(['easy']);
  });
});

describe('medals', () => {
  const earned = (stats: Statistics) =>
    medals(stats)
      .filter((medal) => medal.earned)
      .map((medal) => medal.id);

  test('none before any game, each with its progress at 0', () => {
    expect(earned(NO_STATISTICS)).toEqual([]);
    expect(medals(NO_STATISTICS).every((medal) => medal.progress === 0)).toBe(true);
  });

  test('a first won game against a computer, its column and its round below zero', () => {
    expect(earned(played({ roundScores: [-2, 10] }))).toEqual([
      'first-win',
      'below-zero',
      'first-column',
    ]);
  });

  test('a game of people only wins no medal for winning', () => {
    const stats = played({ group: 'people', won: true, columnClears: 0, roundScores: [5] });
    expect(earned(stats)).toEqual([]);
  });

  test('streaks of three and five, games against the expert, its defeat', () => {
    const five = Array.from({ length: 5 }, () => ({ columnClears: 0, roundScores: [5] }));
    expect(earned(played(...five))).toEqual(['first-win', 'streak-3', 'streak-5']);
    const lost = played({ group: 'expert', won: false, columnClears: 0, roundScores: [5] });
    expect(earned(lost)).toEqual(['expert-faced']);
    const won = played({ group: 'expert', columnClears: 0, roundScores: [5] });
    expect(earned(won)).toEqual(['first-win', 'expert-faced', 'expert-beaten']);
  });

  test('progress counts toward the goal and stops there', () => {
    const games = Array.from({ length: 12 }, () => ({ won: false, columnClears: 3 }));
    const byId = new Map(medals(played(...games)).map((medal) => [medal.id, medal]));
    expect(byId.get('games-10')).toMatchObject({ progress: 10, goal: 10, earned: true });
    expect(byId.get('games-50')).toMatchObject({ progress: 12, goal: 50, earned: false });
    expect(byId.get('columns-25')).toMatchObject({ progress: 25, goal: 25, earned: true });
    expect(byId.get('streak-3')).toMatchObject({ progress: 0, earned: false });
  });
});
