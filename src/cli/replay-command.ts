import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type RecordError, replayResult, replayText } from '../engine';
import { UsageError } from './usage';

const HELP = `Usage: npm run -s skyjo -- replay [--engine ENGINE] FILE...

Replays each game record (GAME-RECORD.md) and prints one line per file, in order: the result
object, or {"error": {"round": R, "action": A, "message": "…"}}.
Exits 0 when every file replayed, 1 when any did not.

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
  const load = engines[values.engine];
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
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
  return allReplayed ? 0 : 1;
}

function replayFile(file: string, replay: Replayer): { ok: boolean; line: unknown } {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    const problem: RecordError = {
      round: null,
      action: null,
      message: `cannot read ${file}: ${(error as Error).message}`,
    };
    return { ok: false, line: { error: problem } };
  }
  return replay(text);
}
