import { selfPlay, step, ThresholdBot } from '../../src/ai';
import { type Card, type GameState, newGame, type Rules, toRecord } from '../../src/engine';
import { playOutRound, quietDeck, quietTurn } from '../unit/helpers/quiet-round';
import { dealtGame, nextRound, revealAll } from '../unit/helpers/game';

/** A grid with a 0 at position 0 (a quiet round's non-ender takes 0s there) and high cards. */
const HIGH: readonly Card[] = [0, 12, 11, 10, 12, 11, 9, 10, 12, 11, 9, 10];
/** A grid of low cards, no column of three equal ones. */
const LOW: readonly Card[] = [0, -2, -1, 0, -1, -2, 1, -1, 0, 1, 2, 0];
/** A low grid for an ender, who needs no 0 at position 0. */
const LOW_ENDER: readonly Card[] = [-2, -1, 1, 1, -1, -2, 2, 1, 2, -1, 1, 1];

/**
 * A two-seat game record (`players`: the person, then an `level` computer), stopped at the
 * person's very last turn of its first round: the computer has gone out. The person wins the
 * round (the computer holds high cards and is doubled) or loses it (the computer holds low
 * ones); with the default target of 1 point that round ends the game.
 */
export function lastTurnRecord(personWins: boolean, level = 'expert', targetScore = 1) {
  const grids = personWins ? [LOW, HIGH.map((c, i) => (i === 0 ? 12 : c))] : [HIGH, LOW_ENDER];
  let state: GameState = revealAll(
    dealtGame(quietDeck(grids), { players: 2, rules: { targetScore } }),
    [
      [3, 6],
      [3, 6],
    ],
  );
  while (state.round.ender === null || state.round.toMove !== 0) state = quietTurn(state, 1);
  return {
    ...toRecord(state),
    players: ['Player 1', 'Robot 2'],
    seats: [{ kind: 'person' }, { kind: 'computer', level }],
  };
}

/**
 * A three-seat game record (the person, then two medium computers), stopped at the person's
 * very last turn of its first round: Robot 3 has gone out with 22 points and is doubled, as
 * Robot 2 holds low cards and wins; the person holds high ones. With the default target of 1
 * point that round ends the game. `rules` adds house rules (R9) that keep that deal's play.
 */
export function computersWinRecord(targetScore = 1, rules: Partial<Rules> = {}) {
  let state: GameState = revealAll(
    dealtGame(quietDeck([HIGH, LOW4, G22]), { players: 3, rules: { ...rules, targetScore } }),
    [
      [3, 6],
      [3, 6],
      [3, 6],
    ],
  );
  while (state.round.ender === null || state.round.toMove !== 0) state = quietTurn(state, 2);
  return {
    ...toRecord(state),
    players: ['Player 1', 'Robot 2', 'Robot 3'],
    seats: [
      { kind: 'person' },
      { kind: 'computer', level: 'medium' },
      { kind: 'computer', level: 'medium' },
    ],
  };
}

/** Four-seat grids (no 0 but at position 0, never three equal cards in a column) and their sums. */
const LOW4: readonly Card[] = [0, -2, -1, 1, -1, -2, 1, -1, 2, 1, 2, -1]; // −1
const LOW4_ENDER: readonly Card[] = [-2, -1, 1, 1, -1, -2, 2, 1, 2, -1, 1, 3]; // 4
const G22: readonly Card[] = [1, 2, 3, 1, 2, 3, 1, 4, 3, -1, 1, 2]; // 22, an ender's
const G35: readonly Card[] = [0, 3, 4, 5, 2, 6, 3, 4, 1, 2, 3, 2]; // 35
const G40: readonly Card[] = [0, 4, 5, 6, 2, 3, 5, 4, 2, 3, 1, 5]; // 40
const G44: readonly Card[] = [0, 4, 5, 6, 3, 3, 5, 4, 2, 3, 4, 5]; // 44

/**
 * A four-seat game (the person, then a medium, a hard and an expert computer) of three quiet
 * rounds (each seat keeps its dealt grid but for a card or two; the round's ender turns its
 * cards up one by one), stopped at the person’s last turn of the third round. The person wins
 * (lowest grids every round), or loses in second place with one good round; `targetScore` 100
 * ends the game with the third round, a larger one leaves it at the round's summary.
 */
export function threeRoundRecord(personWins: boolean, targetScore = 100) {
  // Each round: the four grids by seat, and the round's ender (never the person, seat 0).
  const rounds: { grids: (readonly Card[])[]; ender: number }[] = personWins
    ? [
        { grids: [LOW4, G22, G35, G40], ender: 1 },
        { grids: [LOW4, G35, G22.map((c, i) => (i === 0 ? 0 : c)), G40], ender: 2 },
        { grids: [LOW4, G40, G35, G22], ender: 3 },
      ]
    : [
        { grids: [G35, G22, LOW4, G40], ender: 1 },
        { grids: [LOW4, G40, G35, G22], ender: 3 },
        { grids: [G44, LOW4_ENDER, G35.map((c, i) => (i === 11 ? 1 : c)), G40], ender: 1 },
      ];
  const reveals = Array.from({ length: 4 }, () => [3, 6] as const);
  let state: GameState = revealAll(
    dealtGame(quietDeck(rounds[0]!.grids), { players: 4, rules: { targetScore } }),
    reveals,
  );
  for (const [index, round] of rounds.entries()) {
    if (index > 0) state = revealAll(nextRound(state, quietDeck(round.grids)), reveals);
    const last = index === rounds.length - 1;
    if (!last) state = playOutRound(state, round.ender);
    else
      while (state.round.ender === null || state.round.toMove !== 0)
        state = quietTurn(state, round.ender);
  }
  return {
    ...toRecord(state),
    players: ['Player 1', 'Robot 2', 'Robot 3', 'Robot 4'],
    seats: [
      { kind: 'person' },
      { kind: 'computer', level: 'medium' },
      { kind: 'computer', level: 'hard' },
      { kind: 'computer', level: 'expert' },
    ],
  };
}

/**
 * A game of `seats` seats (the person, then medium computers) played by threshold bots from
 * `seed` on, stopped at the person's last turn of the game's last round: another seat went out,
 * and a total already lies at least 20 points past `targetScore`, so the game ends with that
 * round whatever the last turns do. Seeds are tried from `seed` up until one fits.
 */
export function lastRoundRecord(seats: number, seed: number, targetScore = 100) {
  const players = Array.from({ length: seats }, (_, seat) => `P${seat}`);
  for (let tried = seed; tried < seed + 200; tried++) {
    const bots = players.map(
      (_, seat) => new ThresholdBot({ threshold: 4, guard: false, seed: tried + seat + 1 }),
    );
    const options = { players, seed: tried, rules: { targetScore } };
    const last = selfPlay(options, bots).results.length - 1;
    let state = newGame(options);
    while (state.phase !== 'game-over') {
      const { round } = state;
      if (round.index === last && round.ender !== null && round.toMove === 0) break;
      state = step(state, bots);
    }
    if (state.phase !== 'turns' || state.round.ender === 0) continue;
    const ends = state.round.grids.some(
      (grid, seat) => seat !== 0 && state.totals[seat]! + gridTotal(grid) >= targetScore + 20,
    );
    if (!ends) continue;
    return {
      ...toRecord(state),
      players: players.map((_, seat) => (seat === 0 ? 'Player 1' : `Robot ${seat + 1}`)),
      seats: players.map((_, seat) =>
        seat === 0 ? { kind: 'person' } : { kind: 'computer', level: 'medium' },
      ),
    };
  }
  throw new Error(`no seed from ${seed} ends a ${seats}-seat game as wanted`);
}

/** The sum of a grid's cards as they lie (face-down ones too: the round's end turns them). */
function gridTotal(grid: GameState['round']['grids'][number]): number {
  return grid.reduce((sum, slot) => sum + (slot?.card ?? 0), 0);
}

/**
 * A two-seat game record (the person, then a medium computer), stopped at the person's turn with
 * `faceDownLeft` face-down cards left (the last ones) and nobody gone out: drawing, discarding and
 * turning them ends the round for the person, the computer has one last turn, and with the
 * default target of 1 point the round ends the game.
 */
export function personGoesOutRecord(targetScore = 1, faceDownLeft = 1) {
  let state: GameState = revealAll(
    dealtGame(quietDeck([LOW, HIGH.map((c, i) => (i === 0 ? 12 : c))]), {
      players: 2,
      rules: { targetScore },
    }),
    [
      [3, 6],
      [3, 6],
    ],
  );
  const faceDown = (s: GameState) => s.round.grids[0]!.filter((slot) => slot?.up === false).length;
  while (faceDown(state) > faceDownLeft || state.round.toMove !== 0) state = quietTurn(state, 0);
  return {
    ...toRecord(state),
    players: ['Player 1', 'Robot 2'],
    seats: [{ kind: 'person' }, { kind: 'computer', level: 'medium' }],
  };
}
