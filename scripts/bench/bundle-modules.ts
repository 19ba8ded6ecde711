/**
 * Which source modules the built JavaScript is made of: every chunk's source map splits its
 * minified code among the modules it came from; each module's share of its chunk's gzip is its
 * share of the chunk's bytes. A module in more than one chunk ships twice.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runScript, wholeNumber } from '../command-line';
import { ROOT } from './preview';

const HELP = `Usage: npm run -s bundle-modules [-- --dist DIR] [-- --top N] [-- --json]

Reads a build's JavaScript and its source maps (vite build writes them) and prints the source
modules it is made of, largest first: each module's share of its chunk's gzip (the chunk's gzip
times the module's share of its bytes), its minified bytes, its own code gzipped alone, and the
chunks it is in. Modules in more than one chunk (which ship twice) are listed apart. Build first
(npm run -s build, or vite build --outDir DIR).

Options:
  --dist DIR   the build to read (default dist)
  --top N      how many modules to print (default 40)
  --json       one JSON object instead of the text
  -h, --help   this help`;

/** One source module's part of the build. */
interface ModulePart {
  /** Its path from the project's root (node_modules/… for a dependency). */
  readonly module: string;
  /** Its share of its chunks' gzip, in bytes. */
  gzipShare: number;
  /** Its minified bytes in every chunk. */
  bytes: number;
  /** Its minified code gzipped alone, in bytes. */
  gzipAlone: number;
  /** The chunks it is in (file names without their hash). */
  readonly chunks: string[];
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** A source map segment's numbers (base64 VLQ). */
function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The code of `source` split among the map's sources: each source's code, joined. */
function codeBySource(code: string, mappings: string, sources: number): string[] {
  const parts: string[][] = Array.from({ length: sources + 1 }, () => []);
  const lines = code.split('\n');
  let source = 0;
  const lineMappings = mappings.split(';');
  lines.forEach((text, index) => {
    const line = lineMappings[index] ?? '';
    let column = 0;
    let from = 0;
    let owner = sources;
    for (const segment of line.split(',')) {
      if (segment === '') continue;
      const [columnDelta = 0, sourceDelta] = decodeSegment(segment);
      column += columnDelta;
      parts[owner]!.push(text.slice(from, column));
      from = column;
      if (sourceDelta === undefined) owner = sources;
      else {
        source += sourceDelta;
        owner = source;
      }
      // The other fields (line, column, name) are read only to keep the deltas in step.
    }
    parts[owner]!.push(text.slice(from) + '\n');
  });
  return parts.map((part) => part.join(''));
}

/** The build's source modules, largest share first. */
function buildModules(dist: string): ModulePart[] {
  const assets = resolve(ROOT, dist, 'assets');
  const modules = new Map<string, ModulePart>();
  for (const file of readdirSync(assets).filter((name) => name.endsWith('.js'))) {
    const code = readFileSync(join(assets, file), 'utf8');
    const mapFile = join(assets, `${file}.map`);
    // A chunk the bundler writes itself (its runtime) has no map: it is all its own.
    const map = (
      existsSync(mapFile)
        ? JSON.parse(readFileSync(mapFile, 'utf8'))
        : { sources: [], mappings: '' }
    ) as { sources: string[]; mappings: string };
    const chunkGzip = gzipSync(code).length;
    const chunkBytes = Buffer.byteLength(code);
    const chunk = file.replace(/-[\w-]{8}\.js$/, '');
    const parts = codeBySource(code, map.mappings, map.sources.length);
    parts.forEach((part, index) => {
      const bytes = Buffer.byteLength(part);
      if (bytes === 0) return;
      const source = map.sources[index];
      const name =
        source === undefined
          ? `(${chunk}: unmapped)`
          : relative(ROOT, resolve(assets, source)).replace(/^.*node_modules\//, 'node_modules/');
      const entry =
        modules.get(name) ??
        modules
          .set(name, { module: name, gzipShare: 0, bytes: 0, gzipAlone: 0, chunks: [] })
          .get(name)!;
      entry.gzipShare += (chunkGzip * bytes) / chunkBytes;
      entry.bytes += bytes;
      entry.gzipAlone += gzipSync(part).length;
      entry.chunks.push(chunk);
    });
  }
  return [...modules.values()].sort((a, b) => b.gzipShare - a.gzipShare);
}

/** Kilobytes with one decimal. */
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/** A module's line of the table. */
const row = (part: ModulePart) =>
  `${kb(part.gzipShare).toFixed(1).padStart(6)} ${kb(part.bytes).toFixed(1).padStart(7)} ${kb(part.gzipAlone).toFixed(1).padStart(6)}  ${part.module}  [${part.chunks.join(', ')}]`;

void runScript(
  {
    name: 'bundle-modules',
    help: HELP,
    json: true,
    options: {
      dist: { type: 'string', default: 'dist' },
      top: { type: 'string', default: '40' },
    },
  },
  ({ values }) => {
    const top = wholeNumber(values.top, '--top');
    const modules = buildModules(values.dist);
    const twice = modules.filter((part) => part.chunks.length > 1);
    if (values.json) {
      console.log(JSON.stringify({ modules, twice: twice.map((part) => part.module) }));
      return;
    }
    const total = modules.reduce((sum, part) => sum + part.gzipShare, 0);
    console.log(`all JavaScript: ${kb(total).toFixed(1)} KB gzip, ${modules.length} modules`);
    console.log('  gzip     min  alone  module  [chunks]   (KB; gzip: its share of its chunks)');
    for (const part of modules.slice(0, top)) console.log(row(part));
    console.log(`in more than one chunk: ${twice.length === 0 ? 'none' : ''}`);
    for (const part of twice) console.log(row(part));
  },
);
