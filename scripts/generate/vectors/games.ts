// Test vectors of games that replay: bot games for every seat count and rule option, long rounds
// with reshuffles, scripted rounds for the edge cases of R4.4, R5.3, R2.5 and R7.2, games cut off
// mid-round, and public records.
import {
  type Card,
  type GameState,
  lowestSeats,
  Random,
  recordedGame,
  type Rules,
  withRandomReshuffles,
} from '../../../src/engine';
import {
  cardsLeft,
  type Chooser,
  playUntil,
  randomChooser,
  scriptedRound,
  stallingChooser,
  startGame,
  thresholdChooser,
  unwrap,
} from './play';
import { publicVector, recordVector, type Vector } from './vector';

/** Seat `seat` plays with threshold 3 + seat % 4, so the seats differ. */
const mixedBots: Chooser = (state, seat, random) =>
  thresholdChooser(3 + (seat % 4))(state, seat, random);

/** A whole game played by threshold bots. */
function botGame(players: number, seed: number, rules: Partial<Rules> = {}): GameState {
  return playUntil(startGame(players, seed, rules), mixedBots, new Random(seed));
}

/** The first game `make` plays (it may refuse a seed by throwing) for which `wanted` holds. */
function searchGames(
  make: (seed: number) => GameState,
  wanted: (state: GameState) => boolean,
): GameState {
  for (let seed = 1; seed < 5000; seed++) {
    let state: GameState;
    try {
      state = make(seed);
    } catch {
      continue;
    }
    if (wanted(state)) return state;
  }
  throw new Error('no seed gave the wanted game');
}

/** Grid positions are column-major: three cards per column, top to bottom. */
const columns = (...cols: Card[][]): Card[] => cols.flat();
const triple = (card: Card): Card[] => [card, card, card];

/** A game for scripted rounds: no round dealt yet, reshuffles by the PRNG. */
function scriptedGame(players: number, rules: Partial<Rules>): GameState {
  const names = Array.from({ length: players }, (_, seat) => `P${seat}`);
  return withRandomReshuffles(unwrap(recordedGame(names, rules)), 7);
}

function checked(state: GameState, what: string, holds: boolean): GameState {
  if (!holds) throw new Error(`vector property failed: ${what}`);
  return state;
}

function botGames(): Vector[] {
  const vectors: Vector[] = [];
  for (let players = 2; players <= 8; players++) {
    const state = botGame(players, 100 + players);
    vectors.push(
      recordVector(
        `bots-${players}p`,
        `a whole game of ${players} threshold bots, default rules (R1–R7)`,
        state,
      ),
    );
  }
  const options: [string, Partial<Rules>, number][] = [
    ['starter-round-winner', { nextRoundStarter: 'round-winner' }, 3],
    ['starter-highest-reveal', { nextRoundStarter: 'highest-reveal' }, 4],
    ['double-any-score', { doubleOnlyPositive: false }, 4],
    ['tie-extra-round', { tie: 'extra-round', targetScore: 60 }, 2],
    ['target-30', { targetScore: 30 }, 5],
    [
      'all-options',
      {
        targetScore: 150,
        doubleOnlyPositive: false,
        nextRoundStarter: 'round-winner',
        tie: 'extra-round',
      },
      6,
    ],
  ];
  for (const [name, rules, players] of options) {
    vectors.push(
      recordVector(
        `bots-${name}`,
        `a whole bot game with rules ${JSON.stringify(rules)}`,
        botGame(players, 200 + players, rules),
      ),
    );
  }
  const randomGame = playUntil(
    startGame(3, 17, { targetScore: 40 }),
    randomChooser,
    new Random(17),
  );
  vectors.push(
    recordVector(
      'random-play-3p',
      'a whole game of uniformly random legal moves (R3 in every form)',
      randomGame,
    ),
  );
  return vectors;
}

function longRounds(): Vector[] {
  const long = (players: number, stall: number, seed: number) =>
    playUntil(
      startGame(players, seed),
      stallingChooser(stall, mixedBots),
      new Random(seed),
      (s) => s.results.length === 1,
    );
  const twoPlayers = long(2, 420, 31);
  const eightPlayers = long(8, 300, 32);
  return [
    recordVector(
      'long-round-2p',
      'a round of ~450 actions with several reshuffles (R6.1)',
      checked(twoPlayers, '≥3 reshuffles', twoPlayers.history[0]!.reshuffles.length >= 3),
    ),
    recordVector(
      'long-round-8p',
      '8 seats, a small draw pile reshuffled many times (R6.1)',
      checked(eightPlayers, '≥5 reshuffles', eightPlayers.history[0]!.reshuffles.length >= 5),
    ),
  ];
}

/** Single scripted rounds: enders of negative, zero and positive scores under both R5.3 options. */
function enders(): Vector[] {
  const vectors: Vector[] = [];
  const cases: [string, string, Card[], Card[][]][] = [
    [
      'negative-ender-tied',
      'a negative ender (−2) not strictly lowest (−3): doubled only when doubleOnlyPositive is false (R5.3)',
      columns(triple(12), triple(11), triple(10), [-2, 0, 0]),
      [columns(triple(9), triple(8), triple(7), [-2, -1, 0])],
    ],
    [
      'negative-ender-lowest',
      'a negative ender strictly lowest: never doubled (R5.3)',
      columns(triple(12), triple(11), triple(10), [-2, -2, -1]),
      [columns(triple(9), triple(8), triple(7), [-2, 0, 1])],
    ],
    [
      'zero-ender-all-columns',
      'an ender whose grid loses all four columns (R4.1, R4.4) scores 0, tied: the zero is never doubled, but doubled is true without doubleOnlyPositive (R5.3)',
      columns(triple(12), triple(11), triple(10), triple(9)),
      [columns(triple(8), triple(7), triple(6), [-2, 2, 0])],
    ],
    [
      'positive-ender-tied',
      'a positive ender tied for lowest is doubled (R5.3)',
      columns(triple(12), triple(11), [5, 0, 0], [0, 0, 0]),
      [columns(triple(9), triple(8), [1, 2, 2], [0, -1, 1])],
    ],
  ];
  for (const [name, covers, enderGrid, others] of cases) {
    for (const doubleOnlyPositive of [true, false]) {
      const state = scriptedRound(scriptedGame(2, { doubleOnlyPositive }), 0, enderGrid, others);
      vectors.push(
        recordVector(`${name}-${doubleOnlyPositive ? 'positive-only' : 'any'}`, covers, state),
      );
    }
  }
  const left = new Random(8).shuffled(
    cardsLeft(columns(triple(12), triple(11), triple(10), triple(9), [0])),
  );
  const others = Array.from({ length: 7 }, (_, i) => left.slice(12 * i, 12 * i + 12));
  const eight = scriptedRound(
    scriptedGame(8, {}),
    0,
    columns(triple(12), triple(11), triple(10), triple(9)),
    others,
  );
  vectors.push(
    recordVector(
      'eight-seats-zero-ender',
      '8 seats; the ender loses all four columns (R4.4), draws reshuffled (R6.1)',
      eight,
    ),
  );
  return vectors;
}

/** The ender's grid of a scripted round: its first two cards (12, 12) win R2.4. */
const STARTER_GRID = columns([12, 12, 11], [10, 9, 8], [7, 6, 5], [4, 3, 2]);

/** Three scripted rounds of 3 seats, the others' grids dealt at random by `seed`. */
function startersGame(nextRoundStarter: Rules['nextRoundStarter'], seed: number): GameState {
  const random = new Random(seed);
  let state = scriptedGame(3, { nextRoundStarter, targetScore: 1000 });
  for (const ender of [1, 2, 0]) {
    const left = random.shuffled(cardsLeft([...STARTER_GRID, 0]));
    const others = [left.slice(0, 12), left.slice(12, 24)];
    state = scriptedRound(state, ender, STARTER_GRID, others);
  }
  return state;
}

/** Scripted multi-round games: ties for the win under both R7.2 options, and every R2.5 starter. */
function multiRound(): Vector[] {
  const tieRound = (state: GameState) =>
    scriptedRound(state, 0, columns(triple(12), triple(11), triple(10), triple(9)), [
      columns(triple(8), triple(7), triple(6), [-2, 2, 0]),
      columns([5, 5, 4], [1, 0, 0], [1, 1, -1], [-1, 0, -1]),
    ]);
  const shared = tieRound(scriptedGame(3, { targetScore: 10, tie: 'shared' }));
  const extra = tieRound(scriptedGame(3, { targetScore: 10, tie: 'extra-round' }));
  const extraEnd = scriptedRound(
    extra,
    0,
    columns(triple(12), triple(11), triple(10), [-2, 0, 0]),
    [
      columns(triple(9), triple(8), triple(7), [0, 1, 2]),
      columns(triple(6), triple(5), triple(4), [-2, -2, -1]),
    ],
  );
  const vectors = [
    recordVector(
      'tie-shared',
      'a tie for the lowest total shares the win (R7.1, R7.2 shared)',
      checked(shared, 'two winners', shared.winners.length === 2),
    ),
    recordVector(
      'tie-extra-round',
      'a tie plays on; the game ends after the first round with a unique lowest total though every total is back below the target (R7.2)',
      checked(
        extraEnd,
        'over, all below target',
        extraEnd.phase === 'game-over' && extraEnd.totals.every((t) => t < 10),
      ),
    ),
  ];
  for (const nextRoundStarter of ['ender', 'round-winner', 'highest-reveal'] as const) {
    const state = searchGames(
      (seed) => startersGame(nextRoundStarter, seed),
      (game) => game.results.every((result) => lowestSeats(result.scores)[0] !== result.ender),
    );
    const starters = state.results.map((result) => result.starter).join(', ');
    vectors.push(
      recordVector(
        `starters-${nextRoundStarter}`,
        `three rounds, each round's lowest score not its ender; starters ${starters} under nextRoundStarter ${nextRoundStarter} (R2.4, R2.5)`,
        state,
      ),
    );
  }
  return vectors;
}

/** Records that stop in the middle of a round, and public records (unseen cards null). */
function cutOff(): Vector[] {
  const seed = 41;
  const game = (stop: (state: GameState) => boolean) =>
    playUntil(startGame(4, seed), mixedBots, new Random(seed), stop);
  const inSetup = game((s) => s.round.setupReveals.reduce((a, b) => a + b, 0) === 3);
  const midRound = game((s) => s.round.index === 1 && s.history[1]!.actions.length === 30);
  const drawn = game(
    (s) => s.round.index === 1 && s.round.drawn !== null && s.history[1]!.actions.length > 20,
  );
  const afterRound = game((s) => s.phase === 'round-over' && s.results.length === 2);
  const finalTurns = game((s) => s.round.ender !== null && s.round.finalTurnsLeft === 2);
  const stalled = playUntil(
    startGame(3, 43),
    stallingChooser(400, mixedBots),
    new Random(43),
    (s) => s.round.reshufflesUsed === 2 && s.round.drawn === null,
  );
  return [
    recordVector(
      'cut-in-setup',
      'a record stopping during set-up (R2.3): the round is incomplete',
      inSetup,
    ),
    recordVector('cut-mid-round', 'a record stopping in the middle of round 1', midRound),
    recordVector(
      'cut-holding-drawn',
      'a game stopped while a drawn card is held: the record ends before that draw',
      drawn,
    ),
    recordVector(
      'cut-after-round',
      'a record stopping between rounds: two complete rounds, game not over',
      afterRound,
    ),
    recordVector(
      'cut-final-turns',
      'a record stopping during the final turns after the ender went out (R5.1)',
      finalTurns,
    ),
    publicVector(
      'public-setup',
      'a public record during set-up: every face-down card null (R8.1)',
      inSetup,
    ),
    publicVector(
      'public-mid-round',
      'a public record mid-round: face-down cards and the undrawn pile null (R8.1)',
      midRound,
    ),
    publicVector(
      'public-final-turns',
      'a public record during the final turns (R5.1, R8.1)',
      finalTurns,
    ),
    publicVector(
      'public-after-reshuffles',
      'a public record after two reshuffles: undrawn reshuffled cards null (R6.1, R8.1)',
      checked(stalled, 'two reshuffles', stalled.history[0]!.reshuffles.length === 2),
    ),
  ];
}

/** Every vector of a game that replays. */
export function gameVectors(): Vector[] {
  return [...botGames(), ...longRounds(), ...enders(), ...multiRound(), ...cutOff()];
}

export { botGame, searchGames };
