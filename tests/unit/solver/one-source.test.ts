import { describe, expect, it } from 'vitest';
import { portableTypeScript, staleFiles } from '../../../scripts/generate/kernel';

describe('one source for the search rules', () => {
  it('the TypeScript kernel and layout are what scripts/generate/kernel.ts writes from assembly/', async () => {
    expect(await staleFiles()).toEqual([]);
  });

  it('translates type names, equality and the generator import', () => {
    const source = [
      "import { below } from '../random';",
      'export const SIZE: i32 = 4;',
      'let on: bool = true;',
      'function f(a: i32, b: u32, c: f64): bool {',
      '  return a == b && c != 0 && a === a;',
      '}',
    ].join('\n');
    expect(portableTypeScript('x.ts', source).split('\n')).toEqual([
      "import { below } from './random';",
      'export const SIZE = 4;',
      'let on: boolean = true;',
      'function f(a: number, b: number, c: number): boolean {',
      '  return a === b && c !== 0 && a === a;',
      '}',
    ]);
  });

  it.each([
    ['const x = load<i32>(8);', ' memory load'],
    ['store<f64>(8, 1);', ' memory load'],
    ['memory.copy(0, 8, 4);', ' memory operation'],
    ['const y = <f64>x;', ' cast'],
    ['const z = unchecked(a[1]);', 'n unchecked'],
    ['const q = a / b;', ' division'],
    ['let w: u64 = 0;', ' type without'],
  ])('refuses what is not portable: %s', (line, what) => {
    expect(() => portableTypeScript('x.ts', `// a / b in a comment is fine\n${line}`)).toThrow(
      `x.ts:2: a${what}`,
    );
  });
});
