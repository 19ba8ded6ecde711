/**
 * Engine benchmark: how fast the rules engine plays and replays. Prints figures, asserts nothing.
 *
 *   npx tsx scripts/bench/engine.ts [--seconds S] [--json]
 */
import { selfPlay, ThresholdBot } from '../../src/ai';
import {
  apply,
  type GameState,
  legalActions,
  newGame,
  Random,
  replayText,
  seatsToAct,
  startNextRound,
  toRecord,
} from '../../src/engine';
import { positiveNumber, runScript, type ScriptLine } from '../command-line';

const HELP = `Usage: npx tsx scripts/bench/engine.ts [--seconds S] [--json]

Measures the TypeScript rules engine:
  play    random legal play (legalActions + apply) with 2, 4 and 8 players: turns per second
  replay  replayText over game records of threshold-bot self-play (as \`skyjo play\` makes them):
          records per second
Prints plain text, or one JSON object with --json. Progress goes to standard error.

Options:
  --seconds S   time spent on each measurement (default 2)
  --json        print one JSON object
  -h, --help    this help`;

const PLAYER_COUNTS = [2, 4, 8] as const;
const RECORD_COUNT = 40;

/** Throughput of random legal play with one seat count. */
interface PlayFigures {
  readonly players: number;
  readonly games: number;
  /** Completed turns (take-discard, draw-swap, draw-discard; set-up reveals not counted). */
  readonly turnsPerSecond: number;
  /** Every `apply` call, set-up reveals and interactive draws included. */
  readonly actionsPerSecond: number;
}

/** Throughput of replaying records from their JSON text. */
interface ReplayFigures {
  readonly records: number;
  readonly actionsPerRecord: number;
  readonly recordsPerSecond: number;
  readonly actionsPerSecond: number;
}

/** Plays one game to its end with uniformly random legal actions; returns turns and actions. */
function randomGame(players: number, seed: number): { turns: number; actions: number } {
  const random = new Random(seed);
  const names = Array.from({ length: players }, (_, seat) => `P${seat}`);
  let state: GameState = newGame({ players: names, seed });
  let actions = 0;
  while (state.phase !== 'game-over') {
    if (state.phase === 'round-over') {
      state = unwrap(startNextRound(state));
      continue;
    }
    const choices = legalActions(state, seatsToAct(state)[0]);
    state = unwrap(apply(state, choices[random.below(choices.length)]!));
    actions++;
  }
  const turns = state.history.reduce(
    (sum, round) => sum + round.actions.filter((action) => action.t !== 'reveal').length,
    0,
  );
  return { turns, actions };
}

function unwrap(result: ReturnType<typeof apply>): GameState {
  if (!result.ok) throw new Error(`the engine refused a legal action: ${result.message}`);
  return result.state;
}

/** Random games with `players` seats for about `seconds`. */
function measurePlay(players: number, seconds: number): PlayFigures {
  let games = 0;
  let turns = 0;
  let actions = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    const game = randomGame(players, games + 1);
    games++;
    turns += game.turns;
    actions += game.actions;
    elapsed = performance.now() - start;
  }
  const perSecond = (count: number) => (count * 1000) / elapsed;
  return {
    players,
    games,
    turnsPerSecond: perSecond(turns),
    actionsPerSecond: perSecond(actions),
  };
}

/** Records of whole games played by threshold bots, 2 to 8 seats, as JSON text. */
function selfPlayRecords(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const players = 2 + (i % 7);
    const seed = 1000 + i;
    const bots = Array.from(
      { length: players },
      (_, seat) => new ThresholdBot({ threshold: 4, guard: false, seed: seed + seat + 1 }),
    );
    const state = selfPlay({ players: bots.map((_, seat) => `Bot ${seat + 1}`), seed }, bots);
    return JSON.stringify(toRecord(state));
  });
}

/** Replays `records` over and over for about `seconds`. */
function measureReplay(records: readonly string[], seconds: number): ReplayFigures {
  const actionsPerRecord =
    records.reduce((sum, text) => sum + (text.match(/"t":/g)?.length ?? 0), 0) / records.length;
  let replayed = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < seconds * 1000) {
    const outcome = replayText(records[replayed % records.length]!);
    if (!outcome.ok)
      throw new Error(`a self-play record does not replay: ${outcome.error.message}`);
    replayed++;
    elapsed = performance.now() - start;
  }
  const recordsPerSecond = (replayed * 1000) / elapsed;
  return {
    records: replayed,
    actionsPerRecord,
    recordsPerSecond,
    actionsPerSecond: recordsPerSecond * actionsPerRecord,
  };
}

const number = (value: number) => Math.round(value).toLocaleString('en-US');

/** The command line's options besides --help and --json. */
const OPTIONS = { seconds: { type: 'string', default: '2' } } as const;

function main({ values }: ScriptLine<typeof OPTIONS>): void {
  const seconds = positiveNumber(values.seconds, '--seconds');
  const play = PLAYER_COUNTS.map((players) => {
    console.error(`play: random legal play, ${players} players…`);
    return measurePlay(players, seconds);
  });
  console.error(`replay: making ${RECORD_COUNT} self-play records…`);
  const records = selfPlayRecords(RECORD_COUNT);
  console.error('replay: replaying…');
  const replay = measureReplay(records, seconds);
  if (values.json) {
    console.log(JSON.stringify({ node: process.version, play, replay }));
    return;
  }
  console.log(`SKYJO engine benchmark (Node ${process.version}, ${seconds} s per figure)`);
  console.log('random legal play (legalActions + apply):');
  for (const figures of play) {
    console.log(
      `  ${figures.players} players: ${number(figures.turnsPerSecond)} turns/s ` +
        `(${number(figures.actionsPerSecond)} apply calls/s, ${figures.games} games)`,
    );
  }
  console.log(
    `replay of self-play records (threshold bots, 2–8 players, ` +
      `${number(replay.actionsPerRecord)} actions each): ${number(replay.recordsPerSecond)} ` +
      `records/s (${number(replay.actionsPerSecond)} actions/s)`,
  );
}

await runScript({ name: 'engine-bench', help: HELP, options: OPTIONS, json: true }, main);
