import { beforeAll, describe, expect, it } from 'vitest';
import { type Replayer, replayWithEngine } from '../../../src/cli/replay-command';
import { loadWasmReplayer } from '../../../src/cli/wasm-replayer';
import { jsonLines, runCli } from '../helpers/cli';
import { testVectors } from './vectors';

const vectors = testVectors();
/** The vectors both engines must replay alike. */
const shared = vectors.filter((vector) => vector.wasmGap === null);
/** The known gaps of the WebAssembly replay (house rules, RULES.md R9): skipped on its side. */
const gaps = vectors.filter((vector) => vector.wasmGap !== null);
let replayWithWasm: Replayer;

beforeAll(async () => {
  replayWithWasm = await loadWasmReplayer();
});

describe('the shared test vectors (tests/vectors)', () => {
  it('cover every kind of case', () => {
    expect(vectors.length).toBeGreaterThan(60);
    const failing = vectors.filter((vector) => 'error' in (vector.expected as object));
    expect(failing.length).toBeGreaterThan(30);
    expect(vectors.length - failing.length).toBeGreaterThan(30);
  });

  it.each(shared.map((vector) => [vector.name, vector] as const))(
    '%s: the TypeScript engine and the WebAssembly solver give the expected line',
    (_, vector) => {
      expect(replayWithEngine(vector.text).line, vector.covers).toEqual(vector.expected);
      expect(replayWithWasm(vector.text).line, vector.covers).toEqual(vector.expected);
    },
  );

  it.each(gaps.map((vector) => [vector.name, vector] as const))(
    '%s: the TypeScript engine gives the expected line',
    (_, vector) => {
      expect(replayWithEngine(vector.text).line, vector.covers).toEqual(vector.expected);
    },
  );

  it.skip.each(gaps.map((vector) => [vector.name, vector.wasmGap, vector] as const))(
    '%s: the WebAssembly solver gives the expected line (%s)',
    (_, __, vector) => {
      expect(replayWithWasm(vector.text).line, vector.covers).toEqual(vector.expected);
    },
  );

  it('replay --engine wasm prints the expected lines for all but the known gaps, in order', async () => {
    const run = await runCli([
      'replay',
      '--engine',
      'wasm',
      ...shared.map((vector) => vector.path),
    ]);
    expect(run.code).toBe(1);
    expect(jsonLines(run.stdout)).toEqual(shared.map((vector) => vector.expected));
  });

  it('the known gaps are the house rules of RULES.md R9 alone', () => {
    expect(gaps.length).toBeGreaterThan(20);
    for (const vector of gaps) expect(vector.name).toMatch(/^(bad-)?house-/);
  });
});
