import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, expectTypeOf, test } from 'vitest';
import { BOT_LEVELS, type Bot, createBot } from '../../../src/ai';
import { type PlayerView, playerView } from '../../../src/engine';
import type { RolloutKernel } from '../../../src/solver';
import { withUnseenCardsMoved } from '../helpers/hidden';
import { wasmKernel } from './kernel';
import { playedPositions } from './positions';

const AI = 'src/ai';
/** The folders of src/ai that referee games rather than play them: they may read a game state. */
const REFEREES = ['arena', 'protocol'];
/** Engine and solver names that read or build a whole game state (hidden cards included). */
const STATE_READERS = [
  'GameState',
  'RoundState',
  'playerView',
  'legalActions',
  'seatsToAct',
  'apply',
  'newGame',
  'replayRecord',
  'replayText',
  'publicRecord',
  'toRecord',
  'withDrawnCard',
  'startNextRound',
  'encodeState',
];

function botSources(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return REFEREES.includes(entry.name) ? [] : botSources(path);
    // index.ts is the folder's public API: it re-exports the referees too.
    return entry.name.endsWith('.ts') && entry.name !== 'index.ts' ? [path] : [];
  });
}

function importedNames(source: string): string[] {
  const imports = source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g);
  return [...imports].flatMap(([, names]) =>
    names!.split(',').map(
      (name) =>
        name
          .replace(/\btype\b/, '')
          .trim()
          .split(/\s+as\s+/)[0]!,
    ),
  );
}

describe('R8.3: the bots read a player view, nothing else', () => {
  test('the bot API takes a PlayerView', () => {
    expectTypeOf<Bot['decide']>().parameter(0).toEqualTypeOf<PlayerView>();
    expectTypeOf<Bot['weigh']>().parameter(0).toEqualTypeOf<PlayerView>();
  });

  test('no bot module imports anything that reads a game state', () => {
    const sources = botSources(AI);
    expect(sources.length).toBeGreaterThan(10);
    for (const file of sources) {
      const text = readFileSync(file, 'utf8');
      const readers = importedNames(text).filter((name) => STATE_READERS.includes(name));
      expect(readers, file).toEqual([]);
      expect(text, file).not.toMatch(/from '\.\.?\/(\.\.\/)*(ai\/)?(arena|protocol)\//);
    }
  });
});

describe('R8.3: re-dealing every card nobody has seen changes no decision', () => {
  let kernel: RolloutKernel;
  beforeAll(async () => {
    kernel = await wasmKernel();
  });
  const positions = playedPositions(23, 4, 11);

  test.each(BOT_LEVELS)('%s', (level) => {
    const bot = (): Bot => createBot(level, { seed: 5, kernel, rollouts: 6, timeMs: Infinity });
    let changedDeals = 0;
    for (const { state, seat, label } of positions) {
      const expected = bot().weigh(playerView(state, seat));
      for (const shuffle of [1, 2]) {
        const moved = withUnseenCardsMoved(state, seat, shuffle * 7919 + seat);
        if (JSON.stringify(moved.round.grids) !== JSON.stringify(state.round.grids)) changedDeals++;
        expect(bot().weigh(playerView(moved, seat)), label).toEqual(expected);
      }
    }
    expect(changedDeals).toBeGreaterThan(positions.length);
  });
});
