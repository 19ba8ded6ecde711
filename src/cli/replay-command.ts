import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { jsonLine, type RecordError, replayResult, replayText } from '../engine';
import { byteSize, MAX_RECORD_BYTES } from './limits';
import { UsageError } from './usage';

const HELP = `Usage: npm run -s skyjo -- replay [--engine ENGINE] FILE...

Replays each game record (GAME-RECORD.md) and prints one line per file, in order: the result
object, or {"error": {"round": R, "action": A, "message": "…"}}. Reads regular files only, of at
most 16 MiB each (anything else is an error line for that file); a UTF-8 byte-order mark is
allowed. Exits 0 when every file replayed, 1 when any did not.

Options:
  --engine ENGINE    ts: the TypeScript reference engine (default);
                     wasm: the WebAssembly solver (build/solver.wasm)
  -h, --help         this help`;

/** A function that replays one record's text to the JSON line the command prints. */
export type Replayer = (text: string) => { ok: boolean; line: unknown };

/** The TypeScript engine's replay of one record text. */
export const replayWithEngine: Replayer = (text) => {
  const outcome = replayText(text);
  return outcome.ok
    ? { ok: true, line: replayResult(outcome.state) }
    : { ok: false, line: { error: outcome.error } };
};

/** `replay`: prints one result line per file; returns the exit code. */
export async function replayCommand(
  argv: string[],
  engines: Record<string, () => Promise<Replayer>>,
): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { engine: { type: 'string', default: 'ts' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  // Own keys only: "toString" or "__proto__" name no engine.
  const load = Object.hasOwn(engines, values.engine) ? engines[values.engine] : undefined;
  if (load === undefined)
    throw new UsageError(
      `--engine must be one of ${Object.keys(engines).join(', ')}, not ${values.engine}`,
    );
  if (positionals.length === 0) throw new UsageError('replay needs at least one FILE');
  const replay = await load();
  let allReplayed = true;
  for (const file of positionals) {
    const { ok, line } = replayFile(file, replay);
    allReplayed &&= ok;
    process.stdout.write(`${jsonLine(line)}\n`);
  }
  return allReplayed ? 0 : 1;
}

function replayFile(file: string, replay: Replayer): { ok: boolean; line: unknown } {
  const text = readRecordFile(file);
  if (typeof text !== 'string') return { ok: false, line: { error: text } };
  return replay(text);
}

/** Where record files are read: one buffer of the largest size allowed, made on first use. */
let fileBuffer: Buffer | undefined;

/**
 * The text of the record file `file`, or the error line for it: only a regular file is read (a
 * FIFO or a device could block or never end), and at most MAX_RECORD_BYTES of it.
 */
export function readRecordFile(file: string): string | RecordError {
  const problem = (message: string): RecordError => ({ round: null, action: null, message });
  let fd: number;
  try {
    // Non-blocking, so that opening a FIFO with no writer returns at once.
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (error) {
    return problem(`cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) return problem(`${file} is not a regular file`);
    if (stat.size > MAX_RECORD_BYTES)
      return problem(
        `${file} holds ${stat.size} bytes; a record may hold at most ${byteSize(MAX_RECORD_BYTES)}`,
      );
    fileBuffer ??= Buffer.allocUnsafe(MAX_RECORD_BYTES + 1);
    let length = 0;
    let read: number;
    do {
      read = readSync(fd, fileBuffer, length, fileBuffer.length - length, null);
      length += read;
    } while (read > 0 && length < fileBuffer.length);
    if (length > MAX_RECORD_BYTES)
      return problem(`${file} grew past ${byteSize(MAX_RECORD_BYTES)}, the most a record may hold`);
    return fileBuffer.toString('utf8', 0, length);
  } catch (error) {
    return problem(`cannot read ${file}: ${(error as Error).message}`);
  } finally {
    closeSync(fd);
  }
}
