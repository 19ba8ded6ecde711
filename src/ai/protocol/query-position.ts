import {
  apply,
  type GameState,
  isCard,
  playerView,
  type PlayerView,
  type RecordError,
  replayRecord,
  seatsToAct,
  withDrawnCard,
  withPendingReshuffle,
} from '../../engine';
import { describeValue } from './describe-value';

/** The position a query asks about, or why the query is not valid. */
export type QueryPosition =
  { readonly ok: true; readonly view: PlayerView } | { readonly ok: false; readonly error: string };

const refuse = (error: string): QueryPosition => ({ ok: false, error });

/**
 * The view of `seat` in the position a query of BOT-PROTOCOL.md describes: its public record
 * replayed by the engine, then, when `drawn` is a value, the seat's draw of that card. Refuses,
 * naming the field, a missing field, a record the engine does not replay, a round that is over,
 * a seat not to act, and a drawn card where the seat cannot have drawn one.
 */
export function queryPosition(record: unknown, seat: unknown, drawn: unknown): QueryPosition {
  if (record === undefined) return refuse('record is missing');
  if (seat === undefined) return refuse('seat is missing');
  const drawing = drawn !== null && drawn !== undefined;
  if (drawing && !isCard(drawn))
    return refuse(`drawn must be null or a card value (−2 … 12), not ${describeValue(drawn)}`);
  const replayed = replayRecord(record);
  // A record may also list the order of the reshuffle that the query's draw made (R6.1).
  const pending = !replayed.ok && drawing ? replayRecord(record, { drawPending: true }) : null;
  if (!replayed.ok && !pending?.ok) return refuse(badRecord(replayed.error));
  let state = pending?.ok ? pending.state : (replayed as { state: GameState }).state;
  if (state.phase !== 'setup' && state.phase !== 'turns')
    return refuse('the record has no round in progress: its last round is over');
  const seats = state.players.length;
  if (!Number.isInteger(seat) || (seat as number) < 0 || (seat as number) >= seats)
    return refuse(`seat must be a seat index from 0 to ${seats - 1}, not ${describeValue(seat)}`);
  const p = seat as number;
  const acting = seatsToAct(state);
  if (!acting.includes(p))
    return refuse(
      `seat ${p} is not to act; ${acting.length === 1 ? 'seat' : 'seats'} ${acting.join(', ')} ${acting.length === 1 ? 'is' : 'are'}`,
    );
  if (drawing) {
    if (state.phase !== 'turns')
      return refuse('drawn must be null during set-up: nobody draws before the turns');
    if (!pending?.ok) {
      const draw = apply(withPendingReshuffle(state), { p, t: 'draw' });
      if (!draw.ok) return refuse(draw.message);
      state = draw.state;
    }
    const known = withDrawnCard(state, drawn as number);
    if (!known.ok) return refuse(`drawn: ${known.message}`);
    state = known.state;
  }
  return { ok: true, view: playerView(state, p) };
}

/** A replay error as a query error: "bad record (round R, action A): message". */
function badRecord({ round, action, message }: RecordError): string {
  const where =
    round === null
      ? ''
      : action === null
        ? ` (round ${round})`
        : ` (round ${round}, action ${action})`;
  return `bad record${where}: ${message}`;
}
