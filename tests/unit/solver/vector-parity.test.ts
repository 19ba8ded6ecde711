import { beforeAll, describe, expect, it } from 'vitest';
import { type Replayer, replayWithEngine } from '../../../src/cli/replay-command';
import { loadWasmReplayer } from '../../../src/cli/wasm-replayer';
import { jsonLines, runCli } from '../helpers/cli';
import { testVectors } from './vectors';

const vectors = testVectors();
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

  it('hold games and refused records under the house rules of RULES.md R9', () => {
    const house = vectors.filter((vector) => /^(bad-)?house-/.test(vector.name));
    expect(house.length).toBeGreaterThan(25);
    expect(house.filter((vector) => 'error' in (vector.expected as object)).length).toBeGreaterThan(
      5,
    );
  });

  it.each(vectors.map((vector) => [vector.name, vector] as const))(
    '%s: the TypeScript engine and the WebAssembly solver give the expected line',
    (_, vector) => {
      expect(replayWithEngine(vector.text).line, vector.covers).toEqual(vector.expected);
      expect(replayWithWasm(vector.text).line, vector.covers).toEqual(vector.expected);
    },
  );

  it('replay --engine wasm prints the expected line of every vector, in order', async () => {
    const run = await runCli(['replay', '--engine', 'wasm', ...vectors.map((v) => v.path)]);
    expect(run.code).toBe(1);
    expect(jsonLines(run.stdout)).toEqual(vectors.map((vector) => vector.expected));
  });
});
