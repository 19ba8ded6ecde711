import {
  apply,
  isCard,
  playerView,
  type PlayerView,
  replayRecord,
  seatsToAct,
  withDrawnCard,
  withPendingReshuffle,
} from '../../engine';

/** The position a query asks about, or why the query is not valid. */
export type QueryPosition =
  { readonly ok: true; readonly view: PlayerView } | { readonly ok: false; readonly error: string };

const refuse = (error: string): QueryPosition => ({ ok: false, error });

/**
 * The view of `seat` in the position a query of BOT-PROTOCOL.md describes: its public record
 * replayed by the engine, then, when `drawn` is a value, the seat's draw of that card. Refuses a
 * record the engine does not replay, a round that is over, a seat not to act, and a drawn card
 * where the seat cannot have drawn one.
 */
export function queryPosition(record: unknown, seat: unknown, drawn: unknown): QueryPosition {
  if (drawn !== null && drawn !== undefined && !isCard(drawn))
    return refuse(`drawn must be null or a card value (−2 … 12), not ${JSON.stringify(drawn)}`);
  const replayed = replayRecord(record);
  if (!replayed.ok) {
    const { round, action, message } = replayed.error;
    const where =
      round === null
        ? ''
        : action === null
          ? ` (round ${round})`
          : ` (round ${round}, action ${action})`;
    return refuse(`bad record${where}: ${message}`);
  }
  let state = replayed.state;
  if (state.phase !== 'setup' && state.phase !== 'turns')
    return refuse('the record has no round in progress: its last round is over');
  if (!Number.isInteger(seat) || (seat as number) < 0 || (seat as number) >= state.players.length)
    return refuse(
      `seat must be a seat index from 0 to ${state.players.length - 1}, not ${JSON.stringify(seat)}`,
    );
  const p = seat as number;
  const acting = seatsToAct(state);
  if (!acting.includes(p))
    return refuse(
      `seat ${p} is not to act; ${acting.length === 1 ? 'seat' : 'seats'} ${acting.join(', ')} ${acting.length === 1 ? 'is' : 'are'}`,
    );
  if (drawn !== null && drawn !== undefined) {
    if (state.phase !== 'turns')
      return refuse('drawn must be null during set-up: nobody draws before the turns');
    const draw = apply(withPendingReshuffle(state), { p, t: 'draw' });
    if (!draw.ok) return refuse(draw.message);
    const known = withDrawnCard(draw.state, drawn);
    if (!known.ok) return refuse(`drawn: ${known.message}`);
    state = known.state;
  }
  return { ok: true, view: playerView(state, p) };
}
