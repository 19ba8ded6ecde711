import type { GameState } from '../../../src/engine';
import { reveal } from '../helpers/actions';
import { stackedDeck } from '../helpers/deck';
import { dealtGame, play } from '../helpers/game';

const grid = (first: number) => Array.from({ length: 12 }, (_, pos) => (first + pos) % 10);

/** Seat 0 to move after set-up: its column 0 shows two cards, columns 1 to 3 are face-down. */
export function afterSetup(): GameState {
  const deck = stackedDeck({ grids: [grid(0), grid(3)], discard: 5, draws: [7] });
  return play(dealtGame(deck), reveal(0, 0), reveal(0, 1), reveal(1, 7), reveal(1, 8));
}
