// One source for the search rules: writes the TypeScript kernel (src/solver/ts-kernel/*.ts but its
// platform layer) and the layout mirror (src/solver/layout.ts) from the AssemblyScript sources in
// assembly/. The sources keep to a portable subset — every memory word through the platform layer
// (assembly/kernel/position.ts, src/solver/ts-kernel/position.ts), the generator
// (random.ts) on each side, no casts, no integer division but `idiv` — so that the only changes
// are type names and strict equality. A unit test (tests/unit/solver/one-source.test.ts) fails when
// a generated file is not what this script writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { runScript, type ScriptLine } from '../command-line';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The kernel files shared by both kernels (their platform layers are written by hand). */
const SHARED_KERNEL_FILES = [
  'determinize',
  'evaluate',
  'lines',
  'moves',
  'policy',
  'rules',
  'step',
] as const;

/** A generated file: its path from the project root and the source it comes from. */
export interface GeneratedFile {
  readonly path: string;
  readonly source: string;
}

/** Every generated file and its source. */
const GENERATED_FILES: readonly GeneratedFile[] = [
  { path: 'src/solver/layout.ts', source: 'assembly/layout.ts' },
  ...SHARED_KERNEL_FILES.map((name) => ({
    path: `src/solver/ts-kernel/${name}.ts`,
    source: `assembly/kernel/${name}.ts`,
  })),
];

/** AssemblyScript that has no same-meaning TypeScript: it belongs in the platform layer. */
const NOT_PORTABLE: readonly [RegExp, string][] = [
  [/\b(load|store)\s*</, 'a memory load or store'],
  [/\bmemory\./, 'a memory operation'],
  [/\bunchecked\s*\(/, 'an unchecked() access'],
  [/<\s*(i8|i16|i32|i64|u8|u16|u32|u64|isize|usize|f32|f64|bool)\s*>/, 'a cast'],
  [/:\s*(i8|i16|i64|u8|u16|u64|isize|f32)\b/, 'a type without a TypeScript twin'],
  [/\//, 'a division (integer division is `idiv`)'],
];

/** The code of `source` without its comments and strings (for the portability checks). */
function codeOnly(source: string): string {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/'(?:[^'\\\n]|\\.)*'/g, "''")
    .replace(/`(?:[^`\\]|\\.)*`/g, '``');
}

/** Throws naming the first construct of `source` (from `path`) that is not portable. */
function checkPortable(path: string, source: string): void {
  codeOnly(source)
    .split('\n')
    .forEach((line, index) => {
      for (const [pattern, what] of NOT_PORTABLE) {
        if (pattern.test(line))
          throw new Error(`${path}:${index + 1}: ${what} is not portable: ${line.trim()}`);
      }
    });
}

/**
 * The TypeScript text of the AssemblyScript `source` (read from `path`): type names, strict
 * equality, imports. Throws at the first construct that is not portable.
 */
export function portableTypeScript(path: string, source: string): string {
  checkPortable(path, source);
  return source
    .replace(/^(export const \w+): i32 =/gm, '$1 =')
    .replace(/:\s*(i32|u32|f64|usize)\b/g, ': number')
    .replace(/:\s*bool\b/g, ': boolean')
    .replace(/([^=!<>])==(?!=)/g, '$1===')
    .replace(/!=(?!=)/g, '!==')
    .replace(/from '\.\.\/random'/g, "from './random'");
}

function header(file: GeneratedFile): string {
  return (
    `// Generated from ${file.source} by scripts/generate/kernel.ts: edit that file, then run\n` +
    '// `npm run -s make:kernel` (tests/unit/solver/one-source.test.ts checks this copy).\n'
  );
}

/** The text `file` must have, formatted as the project formats TypeScript. */
async function generatedText(file: GeneratedFile): Promise<string> {
  const source = readFileSync(`${ROOT}/${file.source}`, 'utf8');
  const text = header(file) + portableTypeScript(file.source, source);
  const options = (await resolveConfig(`${ROOT}/${file.path}`)) ?? {};
  return format(text, { ...options, filepath: `${ROOT}/${file.path}` });
}

/** The generated files whose text on disk is not what the generator writes. */
export async function staleFiles(): Promise<string[]> {
  const stale: string[] = [];
  for (const file of GENERATED_FILES) {
    let current = '';
    try {
      current = readFileSync(`${ROOT}/${file.path}`, 'utf8');
    } catch {
      // A missing file is stale.
    }
    if (current !== (await generatedText(file))) stale.push(file.path);
  }
  return stale;
}

const HELP = `Usage: npm run -s make:kernel [-- --check]

Writes the TypeScript kernel and the layout mirror from their AssemblyScript sources:
${GENERATED_FILES.map((file) => `  ${file.path}  from ${file.source}`).join('\n')}
With --check it writes nothing and lists the files that are out of date on standard error
(exit code 1 when any is).

Options:
  --check      check instead of writing
  -h, --help   this help`;

/** The command line's options besides --help. */
const OPTIONS = { check: { type: 'boolean', default: false } } as const;

async function main({ values }: ScriptLine<typeof OPTIONS>): Promise<number> {
  if (values.check) {
    const stale = await staleFiles();
    for (const path of stale) console.error(`out of date: ${path} (run npm run -s make:kernel)`);
    return stale.length === 0 ? 0 : 1;
  }
  for (const file of GENERATED_FILES) {
    writeFileSync(`${ROOT}/${file.path}`, await generatedText(file));
    console.error(`wrote ${file.path}`);
  }
  return 0;
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1])
  await runScript({ name: 'make:kernel', help: HELP, options: OPTIONS }, main);
