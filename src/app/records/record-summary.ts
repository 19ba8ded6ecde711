import {
  MAX_PLAYERS,
  MIN_PLAYERS,
  type RecordRefusal,
  refusalOf,
  replayRecord,
} from '../../engine';
import type { SeatKind } from '../../master/seats';
import { recordSeatKinds } from '../game/record-seats';

/** What a record's card shows: its players, their totals, its rounds and how far it went. */
export interface RecordSummary {
  readonly players: readonly string[];
  /** Who plays each seat by the record's own `seats`, or `null` when it names none. */
  readonly seats: readonly SeatKind[] | null;
  /** Each seat's total after the rounds played out, or `null` before the first round's end. */
  readonly totals: readonly number[] | null;
  /** Rounds dealt, the one in play included (0: not known, the record does not replay). */
  readonly rounds: number;
  /** Whether the last round dealt is over (its cards counted) while the game goes on. */
  readonly roundOver: boolean;
  readonly over: boolean;
  /** The winners of a game that is over. */
  readonly winners: readonly number[];
}

/** The summary of a record (parsed), or why it does not replay (the engine's words). */
export function summariseRecord(
  document: unknown,
):
  | { readonly ok: true; readonly summary: RecordSummary }
  | { readonly ok: false; readonly refusal: RecordRefusal } {
  const replayed = replayRecord(document);
  if (!replayed.ok) return { ok: false, refusal: refusalOf(replayed) };
  const { state } = replayed;
  const over = state.phase === 'game-over';
  return {
    ok: true,
    summary: {
      players: state.players,
      seats: recordSeatKinds(document),
      totals: state.results.length === 0 ? null : state.totals,
      rounds: state.round.index + 1,
      roundOver: state.phase === 'round-over',
      over,
      winners: over ? state.winners : [],
    },
  };
}

/**
 * What can be told of a record that does not replay: its players (2 to 8 names) and the seats it
 * names, so that they can still be chosen before the engine says what is wrong; `null` when it
 * names no players.
 */
export function playersOnly(document: unknown): RecordSummary | null {
  const players = (document as { players?: unknown } | null)?.players;
  if (!Array.isArray(players) || !players.every((name) => typeof name === 'string')) return null;
  if (players.length < MIN_PLAYERS || players.length > MAX_PLAYERS) return null;
  return {
    players,
    seats: recordSeatKinds(document),
    totals: null,
    rounds: 0,
    roundOver: false,
    over: false,
    winners: [],
  };
}
