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

  it.each(vectors.map((vector) => [vector.name, vector] as const))(
    '%s: the TypeScript engine and the WebAssembly solver give the expected line',
    (_, vector) => {
      expect(replayWithEngine(vector.text).line, vector.covers).toEqual(vector.expected);
      expect(replayWithWasm(vector.text).line, vector.covers).toEqual(vector.expected);
    },
  );

  it('replay --engine wasm prints the expected lines for all of them, in order', async () => {
    const run = await runCli([
      'replay',
      '--engine',
      'wasm',
      ...vectors.map((vector) => vector.path),
    ]);
    expect(run.code).toBe(1);
    expect(jsonLines(run.stdout)).toEqual(vectors.map((vector) => vector.expected));
  });
});
