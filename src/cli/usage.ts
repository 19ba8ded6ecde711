/** Raised for a wrong command line: the CLI prints the message and the usage, and exits 2. */
export class UsageError extends Error {}

/** Raised for a failure a command expects (a file it cannot write): the message, exit 1. */
export class CommandError extends Error {}

/** The top-level help of `npm run skyjo -- …`. */
export const MAIN_HELP = `Usage: npm run -s skyjo -- <command> [options]

Commands:
  replay FILE...                      replay game records, one JSON result line per file
  play --players N --seed S [--rules JSON] [--out FILE]
                                      play a new game with built-in bots, write its record
  bot --level LEVEL [--seed N] [--analysis]
                                      a computer player speaking BOT-PROTOCOL.md on stdin/stdout
  tournament --hero NAME --baseline NAME [--field NAME] [--players N] [--rounds N] [--json]
                                      paired duplicate deals between two players
  review FILE --seat N [--round R] [--json]
                                      weigh each decision of one seat with the expert's search

Run a command with --help for its options. Exit codes: 0 success, 1 a record, a game or a file
failed, 2 a wrong command line.`;
