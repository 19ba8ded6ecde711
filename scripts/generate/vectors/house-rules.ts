// Test vectors of the house rules of RULES.md R9: bot games under each option alone and under
// several together (dual hands included), scripted rounds for the edge cases of R9.3 (a line
// completed in set-up, a row and a column sharing a card, passes that chain), games cut off and
// public records. Both replays, the engine's and the WebAssembly one, must give their lines.
import {
  apply,
  type Card,
  cardsPerPlayer,
  type GameEvent,
  type GameState,
  gridShape,
  Random,
  type RecordAction,
  recordedGame,
  replayRecord,
  type Rules,
  startRecordedRound,
  toRecord,
  withDefaults,
  withRandomReshuffles,
} from '../../../src/engine';
import { botGame, searchGames } from './games';
import { cardsLeft, playUntil, startGame, thresholdChooser, unwrap } from './play';
import { publicVector, recordVector, type Vector } from './vector';

/** How many lines of each kind the rounds of `state` removed, replayed from its record. */
function lineTally(state: GameState): {
  column: number;
  row: number;
  shared: number;
  multi: number;
} {
  const tally = { column: 0, row: 0, shared: 0, multi: 0 };
  replayRecord(toRecord(state), {
    visit: ({ events }) => {
      const lines = events.filter(
        (event): event is Extract<GameEvent, { kind: 'line-cleared' }> =>
          event.kind === 'line-cleared',
      );
      for (const line of lines) {
        tally[line.line]++;
        if (line.discarded.length < line.positions.length) tally.shared++;
      }
      if (lines.length > 1) tally.multi++;
    },
  });
  return tally;
}

function checked(state: GameState, what: string, holds: boolean): GameState {
  if (!holds) throw new Error(`vector property failed: ${what}`);
  return state;
}

/** The first whole game of threshold bots under `rules`, from `seed` on, that shows `wanted`. */
function houseGame(
  rules: Partial<Rules>,
  players: number,
  seed: number,
  wanted: (state: GameState) => boolean,
): GameState {
  return searchGames((offset) => botGame(players, seed + offset - 1, rules), wanted);
}

/** Whether a round ended with a column of equal cards left in a grid (kept: columns do not clear). */
function equalColumnKept(state: GameState): boolean {
  const { rows, columns, grids, cardsPerGrid } = gridShape(state.rules);
  return state.results.some((result) =>
    result.grids.some((cards) =>
      Array.from({ length: grids * columns }, (_, i) => i).some((column) => {
        const top = Math.floor(column / columns) * cardsPerGrid + (column % columns) * rows;
        const line = cards.slice(top, top + rows);
        return line.every((card) => card !== null && card === line[0]);
      }),
    ),
  );
}

/** Bot games under each house rule alone, and under several together. */
function houseGames(): Vector[] {
  const any = () => true;
  const rows = (state: GameState) => lineTally(state).row > 0;
  const penalised = (state: GameState) => state.results.some((result) => result.doubled);
  const cases: [string, string, Partial<Rules>, number, (s: GameState) => boolean][] = [
    ['rows-clear', 'rows clear as well as columns (R9.3)', { rowClears: true }, 3, rows],
    [
      'no-column-clears',
      'columns never clear: a column of equal cards stays to the end (R9.3 columnClears false)',
      { columnClears: false },
      3,
      equalColumnKept,
    ],
    ['grid-4x4', 'a 4 × 4 grid (R9.1)', { rows: 4, columns: 4 }, 4, any],
    ['grid-3x5', 'a 3 × 5 grid (R9.1)', { columns: 5 }, 3, any],
    [
      'grid-2x2',
      'a 2 × 2 grid: columns of two (R9.1, R9.3)',
      { rows: 2, columns: 2 },
      5,
      (s) => lineTally(s).column > 0,
    ],
    ['grid-4x6-2p', 'the largest grid, 4 × 6 (R9.1)', { rows: 4, columns: 6 }, 2, any],
    [
      'grid-4x4-8p',
      'eight players of 4 × 4: the largest deal, 129 cards (R9.1)',
      { rows: 4, columns: 4, targetScore: 60 },
      8,
      any,
    ],
    [
      'reveals-0',
      'no set-up reveals: turns from the deal, R2.4 picks the lowest seat (R9.2)',
      { setupReveals: 0 },
      3,
      (s) => s.results[0]!.starter === 0,
    ],
    ['reveals-4', 'four set-up reveals each (R9.2)', { setupReveals: 4 }, 4, any],
    [
      'penalty-x3-plus-10',
      'the ender’s penalty ×3 + 10 (R9.4)',
      { enderMultiplier: 3, enderFlat: 10 },
      3,
      penalised,
    ],
    [
      'penalty-add-first',
      'the ender’s penalty (s + 10) × 3 (R9.4 add-first)',
      { enderMultiplier: 3, enderFlat: 10, enderPenaltyOrder: 'add-first' },
      3,
      penalised,
    ],
    [
      'penalty-x1',
      'a multiplier of 1: doubled is true where the penalty changes nothing (R9.4)',
      { enderMultiplier: 1 },
      3,
      penalised,
    ],
    [
      'flat-any-score',
      'a flat penalty reaching scores of 0 or less without doubleOnlyPositive (R9.4)',
      { enderFlat: 20, doubleOnlyPositive: false },
      4,
      (s) => s.results.some((result) => result.doubled && result.doubling.enderScore <= 0),
    ],
    ['dual-hands', 'dual hands: two grids each (R9.5)', { dualHands: true }, 2, any],
    [
      'dual-hands-rows-2x3',
      'dual hands of 2 × 3 grids, rows clearing, one reveal per grid (R9.1–R9.3, R9.5)',
      { dualHands: true, rows: 2, columns: 3, rowClears: true, setupReveals: 1 },
      2,
      rows,
    ],
    [
      'rows-only-4x4',
      'rows clear and columns do not, on a 4 × 4 grid with three reveals (R9.1–R9.3)',
      { rows: 4, columns: 4, rowClears: true, columnClears: false, setupReveals: 3 },
      3,
      rows,
    ],
    [
      'all-options',
      'every option away from its default at once (R2.5, R5.3, R7.2, R9.1–R9.5)',
      {
        targetScore: 80,
        doubleOnlyPositive: false,
        nextRoundStarter: 'round-winner',
        tie: 'extra-round',
        rows: 2,
        columns: 5,
        setupReveals: 3,
        rowClears: true,
        enderMultiplier: 3,
        enderFlat: 5,
        enderPenaltyOrder: 'add-first',
        dualHands: true,
      },
      2,
      any,
    ],
  ];
  return cases.map(([name, covers, rules, players, wanted], i) =>
    recordVector(
      `house-${name}`,
      `a whole bot game: ${covers}`,
      houseGame(rules, players, 300 + 10 * i, wanted),
    ),
  );
}

/** A round under `rules` dealt with `seats` (each seat's cards in position order) and `discard`. */
export function dealt(
  rules: Partial<Rules>,
  seats: readonly (readonly Card[])[],
  discard: Card,
): GameState {
  const names = seats.map((_, seat) => `P${seat}`);
  const game = withRandomReshuffles(
    unwrap(recordedGame(names, { targetScore: 1000, ...rules })),
    9,
  );
  const cards = cardsPerPlayer(withDefaults(rules));
  if (seats.some((seat) => seat.length !== cards)) throw new Error('a seat has the wrong cards');
  const fixed = [...seats.flat(), discard];
  return unwrap(
    startRecordedRound(game, { deck: [...fixed, ...cardsLeft(fixed)], reshuffles: [] }),
  );
}

/** `state` after `actions`, then played by threshold bots to the end of its round. */
function playedOut(state: GameState, actions: readonly RecordAction[]): GameState {
  const after = actions.reduce((current, action) => unwrap(apply(current, action)), state);
  return playUntil(
    after,
    thresholdChooser(4),
    new Random(3),
    (s) => s.phase !== 'turns' && s.phase !== 'setup',
  );
}

/** A record's action: seat `p` turns up the card at `pos`. */
export const reveal = (p: number, pos: number): RecordAction => ({ p, t: 'reveal', pos });
/** A record's action: seat `p` takes the discard and swaps it into `pos`. */
export const take = (p: number, pos: number): RecordAction => ({ p, t: 'take-discard', pos });

/** One 3 × 4 grid written as it lies: rows top to bottom, each left to right. */
export const rowsOf = (...rows: Card[][]): Card[] =>
  Array.from(
    { length: rows.length * rows[0]!.length },
    (_, pos) => rows[pos % rows.length]![Math.floor(pos / rows.length)]!,
  );

/** Seat 1 of the scripted rounds: no two equal cards in a line. */
export const QUIET = rowsOf([-2, 1, 2, 3], [-1, 4, 10, 11], [0, 12, 6, 0]);

/** Scripted rounds for R9.3's edge cases. */
function scriptedLines(): Vector[] {
  const shared = playedOut(
    dealt(
      { rowClears: true, setupReveals: 5 },
      [rowsOf([7, 7, 7, 0], [1, 2, 3, 7], [4, 6, 8, 7]), QUIET],
      7,
    ),
    [
      ...[0, 3, 6, 10, 11].map((pos) => reveal(0, pos)),
      ...[0, 1, 3, 4, 5].map((pos) => reveal(1, pos)),
      take(0, 9),
    ],
  );
  const chain = playedOut(
    dealt(
      { rowClears: true, setupReveals: 5 },
      [rowsOf([5, 5, 5, 9], [1, 2, 3, 9], [4, 6, 7, 8]), QUIET],
      9,
    ),
    [
      ...[0, 3, 6, 9, 10].map((pos) => reveal(0, pos)),
      ...[0, 1, 3, 4, 5].map((pos) => reveal(1, pos)),
      take(0, 11),
    ],
  );
  const two = (...rows: Card[][]) => rowsOf(...rows);
  const setup = playedOut(
    dealt({ rows: 2, columns: 2 }, [two([3, 8], [3, 9]), two([1, 2], [5, 4])], 7),
    [reveal(0, 0), reveal(0, 1), reveal(1, 0), reveal(1, 2)],
  );
  return [
    recordVector(
      'house-shared-card',
      'a card completes a column and a row at once: one pass, the column first, the shared card with it (R9.3)',
      checked(shared, 'a shared card', lineTally(shared).shared === 1),
    ),
    recordVector(
      'house-passes-chain',
      'a column’s removal leaves a row of equal cards, removed by the next pass (R9.3)',
      checked(chain, 'two lines in one turn', lineTally(chain).multi >= 1),
    ),
    recordVector(
      'house-setup-line',
      'a column of a 2 × 2 grid completed in set-up goes at once; R2.4 sums the cards still in play (R9.2, R9.3)',
      checked(setup, 'seat 1 starts', setup.results[0]!.starter === 1),
    ),
  ];
}

/** House-rule games cut off mid-round, and public records of them. */
function houseCutOff(): Vector[] {
  const dual = (stop: (state: GameState) => boolean) =>
    playUntil(
      startGame(2, 51, { dualHands: true, rowClears: true }),
      thresholdChooser(4),
      new Random(51),
      stop,
    );
  const setup = dual((s) => s.round.setupReveals.reduce((a, b) => a + b, 0) === 3);
  const mid = dual((s) => s.history[0]!.actions.length === 24);
  return [
    recordVector(
      'house-cut-dual-setup',
      'dual hands cut during set-up: the round is incomplete (R9.5)',
      setup,
    ),
    publicVector(
      'house-public-dual-setup',
      'a public record of dual hands in set-up: face-down cards of both grids null (R8.1, R9.5)',
      setup,
    ),
    publicVector(
      'house-public-dual-mid-round',
      'a public record of dual hands mid-round (R8.1, R9.5)',
      mid,
    ),
  ];
}

/** Every vector of R9's house rules. */
export function houseRuleVectors(): Vector[] {
  return [...houseGames(), ...scriptedLines(), ...houseCutOff()];
}
