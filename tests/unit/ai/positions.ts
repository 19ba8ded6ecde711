import { type Bot, createBot, step, ThresholdBot } from '../../../src/ai';
import {
  apply,
  type GameState,
  newGame,
  type RoundState,
  seatsToAct,
  type Slot,
} from '../../../src/engine';
import { drawDiscard, reveal } from '../helpers/actions';
import { stackedDeck } from '../helpers/deck';
import { dealtGame, play, unwrap } from '../helpers/game';
import { seat } from './obvious/notation';
import { buildTable } from './obvious/table';

/** A position to ask a bot about: the state and the seat that is to act in it. */
export interface Position {
  readonly state: GameState;
  readonly seat: number;
  readonly label: string;
}

function mixedBots(players: number, seed: number): Bot[] {
  return Array.from({ length: players }, (_, seat) =>
    seat % 2 === 0
      ? createBot('hard', { seed: seed + seat })
      : new ThresholdBot({ threshold: 4 + (seat % 3), guard: false, seed: seed + seat }),
  );
}

/**
 * Positions met in self-play by hard and threshold bots (2 to 5 seats): set-up reveals, turns
 * before and after a draw, final turns, reshuffled draw piles and removed columns as they come.
 */
export function playedPositions(seed: number, games: number, every = 7): Position[] {
  const positions: Position[] = [];
  for (let game = 0; game < games; game++) {
    const players = 2 + ((seed + game) % 4);
    const bots = mixedBots(players, seed * 31 + game);
    let state = newGame({
      players: bots.map((_, seat) => `P${seat}`),
      seed: seed * 1009 + game,
    });
    for (let count = 0; state.phase !== 'game-over' && state.results.length < 2; count++) {
      if ((state.phase === 'setup' || state.phase === 'turns') && count % every === 0) {
        const seat = seatsToAct(state)[0]!;
        positions.push({ state, seat, label: `game ${game} step ${count}` });
        if (state.phase === 'turns' && state.round.drawn === null)
          positions.push(drawn({ state, seat, label: `game ${game} step ${count}` }));
      }
      state = step(state, bots);
    }
  }
  return positions;
}

/** The position after the seat to move has drawn (R3.2), deciding next. */
export function drawn(position: Position): Position {
  const state = unwrap(apply(position.state, { p: position.seat, t: 'draw' }), 'draw');
  return { state, seat: position.seat, label: `${position.label}, drawn` };
}

function withSeatGrid(
  state: GameState,
  seat: number,
  grid: readonly (Slot | null)[],
  discardUnder: number[],
): GameState {
  const grids = state.round.grids.slice();
  grids[seat] = grid;
  const round: RoundState = {
    ...state.round,
    grids,
    discardPile: [...discardUnder, ...state.round.discardPile],
  };
  return { ...state, round };
}

/**
 * The position with every face-down card of the seat turned up (a grid with no face-down card
 * left, which R5.1 makes rare for the seat to move but which a bot must still handle).
 */
export function allFaceUp(position: Position): Position {
  const grid = position.state.round.grids[position.seat]!.map((slot) =>
    slot === null ? null : { card: slot.card, up: true },
  );
  return {
    state: withSeatGrid(position.state, position.seat, grid, []),
    seat: position.seat,
    label: `${position.label}, no face-down card`,
  };
}

/**
 * The position with the seat's first column that still has a face-down card removed (R4.4),
 * its cards put under the discard pile so that all 150 cards stay accounted for.
 */
export function columnRemoved(position: Position): Position {
  const grid = position.state.round.grids[position.seat]!.slice();
  const column = [0, 1, 2, 3].find((c) => [0, 1, 2].some((r) => grid[3 * c + r]?.up === false));
  if (column === undefined) return position;
  const removed: number[] = [];
  for (let row = 0; row < 3; row++) {
    removed.push(grid[3 * column + row]!.card!);
    grid[3 * column + row] = null;
  }
  const remaining = grid.some((slot) => slot !== null && !slot.up);
  if (!remaining) return position;
  return {
    state: withSeatGrid(position.state, position.seat, grid, removed),
    seat: position.seat,
    label: `${position.label}, column ${column} removed`,
  };
}

/**
 * A 2-player round in which seat 0, showing 12 11 10 12 11 10 9 9 8 8 7 against seat 1's low
 * cards, has one face-down card left (position 11) and a 5 on the discard pile: going out now would
 * not be clearly lowest (R5.3).
 */
export function oneCardLeftNotLowest(): GameState {
  const high = [12, 11, 10, 12, 11, 10, 9, 9, 8, 8, 7, 7];
  const low = [0, 1, 2, 0, 1, 2, 0, 1, 2, 3, 3, 4];
  let state = play(
    dealtGame(stackedDeck({ grids: [high, low], discard: 5 }), { players: 2 }),
    reveal(0, 0),
    reveal(0, 1),
    reveal(1, 0),
    reveal(1, 1),
  );
  for (let pos = 2; pos < 11; pos++) state = play(state, drawDiscard(0, pos), drawDiscard(1, pos));
  return state;
}

/**
 * 2 players: seat 0 shows 15 points with one card face-down (position 11) and has drawn a 9;
 * seat 1 shows 12 points with two cards face-down. Going out would score about 15 plus the unseen
 * mean, below seat 1's estimate, but not by the firm guard's margin.
 */
export function lenientPosition(): GameState {
  return buildTable({
    seats: [seat('0 1 2 3 / 1 2 3 0 / 2 0 1 .'), seat('0 1 2 3 / 2 1 0 . / 1 0 2 .')],
    toMove: 0,
    offer: 6,
    drawn: 9,
  });
}
