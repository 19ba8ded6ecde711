import { botCommand } from './bot-command';
import { playCommand } from './play-command';
import { tournamentCommand } from './tournament-command';
import { replayCommand, replayWithEngine } from './replay-command';
import { MAIN_HELP, UsageError } from './usage';
import { loadWasmReplayer } from './wasm-replayer';

/** Runs the `skyjo` command line and returns its exit code. */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  switch (command) {
    case 'replay':
      return replayCommand(rest, { ts: async () => replayWithEngine, wasm: loadWasmReplayer });
    case 'play':
      return playCommand(rest);
    case 'tournament':
      return tournamentCommand(rest);
    case 'bot':
      return botCommand(rest);
    case undefined:
    case '-h':
    case '--help':
    case 'help':
      console.log(MAIN_HELP);
      return command === undefined ? 2 : 0;
    default:
      throw new UsageError(`unknown command ${JSON.stringify(command)}`);
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`skyjo: ${(error as Error).message}\n\n${MAIN_HELP}`);
      process.exitCode = 2;
    } else {
      console.error(`skyjo: ${(error as Error).stack ?? String(error)}`);
      process.exitCode = 1;
    }
  },
);
