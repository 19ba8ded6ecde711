/**
 * The scripts' one command line: Node's `util.parseArgs`, wrapped once. Every script gets
 * `-h`/`--help` (its help on standard output, exit code 0) and, where a program may read what it
 * prints, `--json`; a wrong command line is said on standard error with the help (exit code 2),
 * and a failure with its message, without a stack trace (exit code 1).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** The options a script declares (node:util's form). */
type Options = NonNullable<ParseArgsConfig['options']>;

/** `--help`, which every script takes, and `--json`, which a script may offer. */
const COMMON_OPTIONS = {
  help: { type: 'boolean', short: 'h', default: false },
  json: { type: 'boolean', default: false },
} as const;

/** What a script's command line says: its options' values. */
export interface ScriptLine<O extends Options = Record<never, never>> {
  /** The values of the script's options; `json` is false unless the script offers `--json`. */
  readonly values: ReturnType<
    typeof parseArgs<{ options: O & typeof COMMON_OPTIONS; strict: true }>
  >['values'];
}

/** A script's command line as it declares it. */
export interface ScriptSpec<O extends Options> {
  /** Its name in messages (`bench`, `verify-obvious-moves`). */
  readonly name: string;
  /** What `--help` prints: the usage line first, then what it does and its options. */
  readonly help: string;
  /** Its own options; `--help` comes with every script. */
  readonly options?: O;
  /** Whether it can print JSON instead of text for a program to read (`--json`). */
  readonly json?: boolean;
}

/** A wrong command line found after parsing (a value out of range): exit code 2. */
export class UsageError extends Error {}

/**
 * Runs a script: parses its command line by `spec`, then `main`, and sets the process's exit
 * code (see `scriptExitCode`).
 */
export async function runScript<O extends Options>(
  spec: ScriptSpec<O>,
  main: (line: ScriptLine<O>) => number | void | Promise<number | void>,
): Promise<void> {
  process.exitCode = await scriptExitCode(spec, main, process.argv.slice(2));
}

/**
 * Parses `args` by `spec` and runs `main`; resolves with the exit code: `main`'s number (0 when
 * it returns nothing), 0 after `--help`, 2 for a wrong command line (a `UsageError` from `main`
 * included), 1 for a failure.
 */
export async function scriptExitCode<O extends Options>(
  spec: ScriptSpec<O>,
  main: (line: ScriptLine<O>) => number | void | Promise<number | void>,
  args: readonly string[],
): Promise<number> {
  const { help, json } = COMMON_OPTIONS;
  let parsed: { values: Record<string, unknown> };
  try {
    parsed = parseArgs({
      args: [...args],
      options: { ...spec.options, help, ...(spec.json ? { json } : {}) },
      strict: true,
    });
  } catch (error) {
    return wrongLine(spec, error);
  }
  if (parsed.values.help === true) {
    console.log(spec.help);
    return 0;
  }
  const values = { json: false, ...parsed.values } as unknown as ScriptLine<O>['values'];
  try {
    return (await main({ values })) ?? 0;
  } catch (error) {
    if (error instanceof UsageError) return wrongLine(spec, error);
    console.error(`${spec.name}: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

/** Says what is wrong with the command line, with the help; returns exit code 2. */
function wrongLine(spec: ScriptSpec<Options>, error: unknown): number {
  console.error(`${spec.name}: ${(error as Error).message}\n\n${spec.help}`);
  return 2;
}

/** The end of a message about a wrong value: what was given instead. */
function given(text: string | undefined): string {
  return text === undefined ? ', and is missing' : `, not ${text}`;
}

/** `text`, the value of `flag`, as a whole number from `min` to `max`; else a `UsageError`. */
export function wholeNumber(
  text: string | undefined,
  flag: string,
  min = 1,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const value = /^\d+$/.test(text ?? '') ? Number(text) : NaN;
  if (!(value >= min && value <= max))
    throw new UsageError(
      `${flag} takes a whole number ${max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`}${given(text)}`,
    );
  return value;
}

/** `text`, the value of `flag`, as a number above 0 (or 0 too, with `zero`); else a `UsageError`. */
export function positiveNumber(text: string | undefined, flag: string, zero = false): number {
  const value = /^\d+(\.\d+)?$/.test(text ?? '') ? Number(text) : NaN;
  if (!(value > 0 || (zero && value === 0)))
    throw new UsageError(
      `${flag} takes a number ${zero ? 'of 0 or more' : 'above 0'}${given(text)}`,
    );
  return value;
}

/** `text`, the value of `flag`, when it is one of `choices`; else a `UsageError`. */
export function oneOf<T extends string>(
  text: string | undefined,
  flag: string,
  choices: readonly T[],
): T {
  if (!choices.includes(text as T))
    throw new UsageError(`${flag} takes ${choices.join(' or ')}${given(text)}`);
  return text as T;
}
