import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { replayRecord, replayResult, replayText, toRecord } from '../../../src/engine';
import { randomGameArbitrary } from '../helpers/arbitraries';
import { randomState } from '../helpers/random-play';

const anyPoint = fc.tuple(randomGameArbitrary, fc.integer({ min: 1, max: 2000 }));

describe('records', () => {
  it('writing then reading a record is the identity (toRecord → JSON → replayRecord → toRecord)', () => {
    fc.assert(
      fc.property(anyPoint, ([game, steps]) => {
        const record = toRecord(randomState(game, steps));
        const replayed = replayRecord(JSON.parse(JSON.stringify(record)));
        expect(replayed.ok).toBe(true);
        if (replayed.ok) expect(toRecord(replayed.state)).toEqual(record);
      }),
      { numRuns: 60 },
    );
  });

  it("replaying a game's record gives the game's own result, finished or cut off", () => {
    fc.assert(
      fc.property(anyPoint, ([game, steps]) => {
        const state = randomState(game, steps);
        const replayed = replayText(JSON.stringify(toRecord(state)));
        expect(replayed.ok).toBe(true);
        if (replayed.ok) expect(replayResult(replayed.state)).toEqual(replayResult(state));
      }),
      { numRuns: 60 },
    );
  });

  it('replay never throws: any JSON value is a result or an error object', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const outcome = replayText(JSON.stringify(value));
        expect(outcome).toMatchObject({ ok: false, error: { round: null, action: null } });
      }),
      { numRuns: 300 },
    );
  });

  it('replay never throws on a valid record with one value anywhere in it replaced', () => {
    const record = JSON.parse(
      JSON.stringify(toRecord(randomState({ seed: 4, players: 3, rules: {} }, 300))),
    );
    const paths = leafPaths(record);
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.jsonValue(), (path, value) => {
        const broken = structuredClone(record);
        setAt(broken, path, value);
        const outcome = replayRecord(broken);
        if (outcome.ok) return;
        const { round, action, message } = outcome.error;
        expect(message).not.toMatch(/\n\s+at /);
        expect(round === null || Number.isInteger(round)).toBe(true);
        expect(action === null || (round !== null && Number.isInteger(action))).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

type Path = readonly (string | number)[];

/** The paths of every value in a JSON tree (objects and arrays included). */
function leafPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return [path];
  const children = Object.entries(value).flatMap(([key, child]) =>
    leafPaths(child, [...path, Array.isArray(value) ? Number(key) : key]),
  );
  return path.length === 0 ? children : [path, ...children];
}

function setAt(root: unknown, path: Path, value: unknown): void {
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as never)[key], root);
  (parent as Record<string | number, unknown>)[path[path.length - 1]!] = value;
}
