import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where the shared test vectors live (made by `scripts/generate/vectors.ts`). */
export const VECTORS_DIR = 'tests/vectors';

/** One shared test vector: its name, what it covers, its record text and its expected line. */
export interface TestVector {
  readonly name: string;
  readonly covers: string;
  readonly path: string;
  readonly text: string;
  readonly expected: unknown;
}

/** Every vector listed in tests/vectors/index.json. */
export function testVectors(): TestVector[] {
  const index = JSON.parse(readFileSync(join(VECTORS_DIR, 'index.json'), 'utf8')) as {
    name: string;
    covers: string;
  }[];
  return index.map(({ name, covers }) => {
    const path = join(VECTORS_DIR, `${name}.json`);
    const expectedText = readFileSync(join(VECTORS_DIR, `${name}.expected.json`), 'utf8');
    const text = readFileSync(path, 'utf8');
    const expected = JSON.parse(expectedText) as unknown;
    return { name, covers, path, text, expected };
  });
}
