import { parseArgs } from 'node:util';
import { jsonLine } from '../engine';
import {
  answerLine,
  BOT_LEVELS,
  createBot,
  EXPERT_ROLLOUTS,
  EXPERT_TIME_MS,
  isBotLevel,
} from '../ai';
import { KERNEL_NAMES, loadNodeKernel } from '../solver/node-kernel';
import { readLines } from './line-reader';
import { byteSize, MAX_RECORD_BYTES } from './limits';
import { integerOption } from './play-command';
import { UsageError } from './usage';

const HELP = `Usage: npm run -s skyjo -- bot --level LEVEL [--seed N] [--analysis] [options]

Speaks the bot protocol (BOT-PROTOCOL.md): reads one JSON query per line from standard input,
{"id": …, "seat": S, "drawn": null or a card, "record": a public game record}, and writes one
JSON answer per line, {"id": …, "action": {"t": …, "pos": …}}, until its input ends. Every line
gets exactly one answer: a bad or blank line is answered {"id": …, "error": "…"} naming what is
wrong, and the bot goes on. A UTF-8 byte-order mark before a query is accepted; a line may hold
at most 16 MiB.

Options:
  --level LEVEL    ${BOT_LEVELS.join(', ')}
  --seed N         seed of the bot's random choices (default 0): same seed, same answers
  --analysis       add the candidates the bot weighed, best first, with their score (expected
                   round score minus the opponents' mean) and the half-width of its 95% interval;
                   easy, medium and hard follow rules and list only the move their rules chose
  --time-ms T      expert: milliseconds per decision (default ${EXPERT_TIME_MS}; 0: no time limit,
                   fully repeatable)
  --rollouts N     expert: the most rollouts per candidate (default ${EXPERT_ROLLOUTS})
  --kernel K       expert: wasm (default; the TypeScript kernel if the module is missing) or ts
  -h, --help       this help`;

/** `bot`: answers bot-protocol queries from standard input until it ends; returns the exit code. */
export async function botCommand(argv: string[]): Promise<number> {
  const { values } = parseArgs({
    args: argv,
    options: {
      level: { type: 'string' },
      seed: { type: 'string', default: '0' },
      analysis: { type: 'boolean', default: false },
      'time-ms': { type: 'string', default: String(EXPERT_TIME_MS) },
      rollouts: { type: 'string', default: String(EXPERT_ROLLOUTS) },
      kernel: { type: 'string', default: 'wasm' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const level = values.level;
  if (!isBotLevel(level)) throw new UsageError(`--level must be one of ${BOT_LEVELS.join(', ')}`);
  const seed = integerOption('seed', values.seed, 0, 0xffffffff);
  const timeMs = integerOption('time-ms', values['time-ms'], 0, 3_600_000);
  const rollouts = integerOption('rollouts', values.rollouts, 1, 1_000_000);
  if (!(KERNEL_NAMES as readonly string[]).includes(values.kernel))
    throw new UsageError(`--kernel must be one of ${KERNEL_NAMES.join(', ')}`);
  const bot = createBot(level, {
    seed,
    timeMs: timeMs === 0 ? Infinity : timeMs,
    rollouts,
    ...(level === 'expert' ? { kernel: await loadNodeKernel(values.kernel) } : {}),
  });
  // One answer line per input line, blank and broken lines included: nothing ends the loop but
  // the end of the input.
  for await (const line of readLines(process.stdin, MAX_RECORD_BYTES)) {
    const answer =
      'text' in line
        ? answerLine(line.text, bot, values.analysis)
        : jsonLine({
            id: null,
            error: `the line is ${line.tooLong} bytes long; a query may hold at most ${byteSize(MAX_RECORD_BYTES)}`,
          });
    process.stdout.write(`${answer}\n`);
  }
  return 0;
}
