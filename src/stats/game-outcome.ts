import { type GameState, OFFICIAL_SHAPE, type RoundResult, toRecord } from '../engine';
import { fingerprint } from './fingerprint';
import { type SeatPlayer, type TableGroup, tableGroup } from './table-group';

/** What a finished game adds to the statistics: the figures of the people at this device. */
export interface GameOutcome {
  /** Names the game, so that it is counted once. */
  readonly id: string;
  readonly group: TableGroup;
  /** Whether a person at this device is among the winners. */
  readonly won: boolean;
  /** Every person's round scores (after doubling). */
  readonly roundScores: readonly number[];
  /** The lowest final total of a person. */
  readonly bestTotal: number;
  /** The columns of three the persons cleared, during the rounds and at their final reveals. */
  readonly columnClears: number;
}

/** How many columns `seat` lost to columns of three in a round (R4.1, R4.5), from its result. */
export function clearedColumns(result: RoundResult, seat: number): number {
  const removed = result.grids[seat]?.filter((card) => card === null).length ?? 0;
  return removed / OFFICIAL_SHAPE.rows;
}

/** The outcome of a game that is over, or `null` when it is not over or no person played. */
export function gameOutcome(state: GameState, seats: readonly SeatPlayer[]): GameOutcome | null {
  const people = seats.flatMap((kind, seat) => (kind === 'person' ? [seat] : []));
  if (state.phase !== 'game-over' || people.length === 0) return null;
  return {
    id: fingerprint(JSON.stringify(toRecord(state))),
    group: tableGroup(seats),
    won: people.some((seat) => state.winners.includes(seat)),
    roundScores: state.results.flatMap((result) => people.map((seat) => result.scores[seat]!)),
    bestTotal: Math.min(...people.map((seat) => state.totals[seat]!)),
    columnClears: state.results.reduce(
      (sum, result) => sum + people.reduce((n, seat) => n + clearedColumns(result, seat), 0),
      0,
    ),
  };
}
