// Makes the shared test vectors in tests/vectors/: game records (bot games, long rounds, scripted
// edge cases, cut-off and public records, bad records) with the TypeScript engine's replay of each.
// Deterministic: the same files every run.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { replayWithEngine } from '../../src/cli/replay-command';
import { badVectors } from './vectors/bad-records';
import { gameVectors } from './vectors/games';
import { badHouseRuleVectors } from './vectors/bad-house-rules';
import { houseRuleVectors } from './vectors/house-rules';
import { runScript } from '../command-line';
import type { Vector } from './vectors/vector';

const HELP = `Usage: npx tsx scripts/generate/vectors.ts

Writes tests/vectors/NAME.json (a record file), NAME.expected.json (the replay line of the
TypeScript engine) and index.json (every vector's name and what it covers), and deletes vector
files no longer made; says what it wrote on standard error. Exit code 1 when a vector does not
show what it is made for.`;

/** Where the vectors live. */
const VECTORS_DIR = 'tests/vectors';

/** The engine's replay line of `vector`'s file `text`, checked against what the vector is for. */
function expectedLine(vector: Vector, text: string): unknown {
  const { ok, line } = replayWithEngine(text);
  if (vector.error === undefined && !ok)
    throw new Error(`${vector.name} should replay: ${JSON.stringify(line)}`);
  if (vector.error !== undefined) {
    const message = ok ? '' : (line as { error: { message: string } }).error.message;
    if (!message.includes(vector.error))
      throw new Error(`${vector.name} should fail with "${vector.error}": ${JSON.stringify(line)}`);
  }
  return line;
}

function main(): void {
  const vectors = [
    ...gameVectors(),
    ...houseRuleVectors(),
    ...badVectors(),
    ...badHouseRuleVectors(),
  ];
  const names = new Set(vectors.map((vector) => vector.name));
  if (names.size !== vectors.length) throw new Error('two vectors share a name');
  mkdirSync(VECTORS_DIR, { recursive: true });
  for (const file of readdirSync(VECTORS_DIR)) rmSync(join(VECTORS_DIR, file));
  let bytes = 0;
  for (const vector of vectors) {
    const text = `${vector.text}\n`;
    const line = `${JSON.stringify(expectedLine(vector, text))}\n`;
    writeFileSync(join(VECTORS_DIR, `${vector.name}.json`), text);
    writeFileSync(join(VECTORS_DIR, `${vector.name}.expected.json`), line);
    bytes += text.length + line.length;
  }
  const index = vectors.map(({ name, covers }) => ({ name, covers }));
  writeFileSync(join(VECTORS_DIR, 'index.json'), `${JSON.stringify(index, null, 1)}\n`);
  console.error(`${vectors.length} vectors, ${(bytes / 1024).toFixed(0)} KiB in ${VECTORS_DIR}`);
}

await runScript({ name: 'make-vectors', help: HELP }, main);
