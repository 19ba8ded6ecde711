import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { selfPlay, ThresholdBot } from '../ai';
import {
  jsonLine,
  MAX_PLAYERS,
  MIN_PLAYERS,
  readRules,
  replayResult,
  type Rules,
  toRecord,
} from '../engine';
import { CommandError, UsageError } from './usage';

const HELP = `Usage: npm run -s skyjo -- play --players N --seed S [--rules JSON] [--out FILE]

Plays a new game to its end with built-in threshold bots and writes its game record
(GAME-RECORD.md) to FILE, or to standard output. With --out, prints the result line.

Options:
  --players N   number of seats, ${MIN_PLAYERS} to ${MAX_PLAYERS}
  --seed S      seed of the deal and the bots (an integer)
  --rules JSON  the rules object of GAME-RECORD.md: the options of RULES.md, house rules (R9)
                included, e.g. '{"rowClears":true,"rows":4}' or '{"dualHands":true}'; a missing
                key takes its default (default: {}, the official game)
  --out FILE    where to write the record (default: standard output)
  -h, --help    this help`;

/** Parses an integer option, or throws a usage error naming it. */
export function integerOption(
  name: string,
  value: string | undefined,
  min: number,
  max: number,
): number {
  // Only plain decimal digits: Number() would also take "", " 7", "1e3" and "0x10".
  const parsed = value !== undefined && /^-?\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) {
    throw new UsageError(`--${name} must be an integer from ${min} to ${max}`);
  }
  return parsed;
}

/** The `--rules` option: a rules object playable by `players` seats, or a usage error naming why not. */
export function rulesOption(text: string | undefined, players: number): Partial<Rules> {
  if (text === undefined) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--rules must be a JSON object: ${(error as Error).message}`);
  }
  const read = readRules(value, players);
  if (!read.ok) throw new UsageError(`--rules: ${read.message}`);
  return read.rules;
}

/** `play`: a new game played by bots, written as a record; returns the exit code. */
export function playCommand(argv: string[]): number {
  const { values } = parseArgs({
    args: argv,
    options: {
      players: { type: 'string' },
      seed: { type: 'string' },
      rules: { type: 'string' },
      out: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (values.out === '') throw new UsageError('--out needs a file path');
  const players = integerOption('players', values.players, MIN_PLAYERS, MAX_PLAYERS);
  const seed = integerOption('seed', values.seed, 0, 0xffffffff);
  const rules = rulesOption(values.rules, players);
  const bots = Array.from(
    { length: players },
    (_, seat) => new ThresholdBot({ threshold: 4, guard: false, seed: seed + seat + 1 }),
  );
  const state = selfPlay({ players: bots.map((_, seat) => `Bot ${seat + 1}`), rules, seed }, bots);
  const record = `${JSON.stringify(toRecord(state))}\n`;
  if (values.out === undefined) {
    process.stdout.write(record);
  } else {
    try {
      writeFileSync(values.out, record);
    } catch (error) {
      throw new CommandError(`cannot write ${values.out}: ${(error as Error).message}`);
    }
    console.log(jsonLine(replayResult(state)));
  }
  return 0;
}
