import { type Card, type GameState, toRecord } from '../../src/engine';
import { quietDeck, quietTurn } from '../unit/helpers/quiet-round';
import { dealtGame, revealAll } from '../unit/helpers/game';

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
