import {
  columnPositions,
  type GameState,
  type GridShape,
  gridShape,
  hasHouseRules,
  OFFICIAL_SHAPE,
  type RoundResult,
  toRecord,
} from '../engine';
import { fingerprint } from './fingerprint';
import { type SeatPlayer, type TableGroup, tableGroup } from './table-group';

/** What a finished game adds to the statistics: the figures of the people at this device. */
export interface GameOutcome {
  /** Names the game, so that it is counted once. */
  readonly id: string;
  readonly group: TableGroup;
  /** Whether the game was played with house rules (RULES.md R9): counted apart from official games. */
  readonly houseRules: boolean;
  /** Whether a person at this device is among the winners. */
  readonly won: boolean;
  /** Every person's round scores (after doubling). */
  readonly roundScores: readonly number[];
  /** The lowest final total of a person. */
  readonly bestTotal: number;
  /** The columns of three the persons cleared, during the rounds and at their final reveals. */
  readonly columnClears: number;
}

/**
 * How many columns of `seat`'s grids were cleared in a round (R4.1, R4.5, R9.3), from its result:
 * the columns of `shape` (the official grid unless given) with no card left.
 */
export function clearedColumns(
  result: RoundResult,
  seat: number,
  shape: GridShape = OFFICIAL_SHAPE,
): number {
  const cards = result.grids[seat];
  if (cards === undefined) return 0;
  let cleared = 0;
  for (let grid = 0; grid < shape.grids; grid++)
    for (let column = 0; column < shape.columns; column++)
      if (columnPositions(shape, grid, column).every((pos) => cards[pos] === null)) cleared++;
  return cleared;
}

/** The outcome of a game that is over, or `null` when it is not over or no person played. */
export function gameOutcome(state: GameState, seats: readonly SeatPlayer[]): GameOutcome | null {
  const people = seats.flatMap((kind, seat) => (kind === 'person' ? [seat] : []));
  if (state.phase !== 'game-over' || people.length === 0) return null;
  const shape = gridShape(state.rules);
  return {
    id: fingerprint(JSON.stringify(toRecord(state))),
    group: tableGroup(seats),
    houseRules: hasHouseRules(state.rules),
    won: people.some((seat) => state.winners.includes(seat)),
    roundScores: state.results.flatMap((result) => people.map((seat) => result.scores[seat]!)),
    bestTotal: Math.min(...people.map((seat) => state.totals[seat]!)),
    columnClears: state.results.reduce(
      (sum, result) => sum + people.reduce((n, seat) => n + clearedColumns(result, seat, shape), 0),
      0,
    ),
  };
}
