import { botCommand } from './bot-command';
import { playCommand } from './play-command';
import { replayCommand, replayWithEngine } from './replay-command';
import { reviewCommand } from './review-command';
import { tournamentCommand } from './tournament-command';
import { CommandError, MAIN_HELP, UsageError } from './usage';
import { loadWasmReplayer } from './wasm-replayer';

/** Runs one `skyjo` command line; resolves with its exit code (docs/command-line.md: 0, 1 or 2). */
async function command(argv: readonly string[]): Promise<number> {
  const [name, ...rest] = argv;
  switch (name) {
    case 'replay':
      return replayCommand(rest, { ts: async () => replayWithEngine, wasm: loadWasmReplayer });
    case 'play':
      return playCommand(rest);
    case 'tournament':
      return tournamentCommand(rest);
    case 'bot':
      return botCommand(rest);
    case 'review':
      return reviewCommand(rest);
    case undefined:
    case '-h':
    case '--help':
    case 'help':
      console.log(MAIN_HELP);
      return name === undefined ? 2 : 0;
    default:
      throw new UsageError(`unknown command ${JSON.stringify(name)}`);
  }
}

/**
 * Runs the `skyjo` command line and resolves with its exit code. A wrong command line prints
 * the usage and gives 2; a failure the command expected (a file it cannot write) prints its
 * message and gives 1; only an error nobody expected, a bug, prints its stack.
 */
export async function runCli(argv: readonly string[]): Promise<number> {
  try {
    return await command(argv);
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error as { code?: unknown }).code?.toString().startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`skyjo: ${(error as Error).message}\n\n${MAIN_HELP}`);
      return 2;
    }
    if (error instanceof CommandError) {
      console.error(`skyjo: ${error.message}`);
      return 1;
    }
    console.error(`skyjo: ${(error as Error).stack ?? String(error)}`);
    return 1;
  }
}
