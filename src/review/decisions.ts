import {
  type Action,
  apply,
  type GameRecord,
  type GameState,
  playerView,
  type PlayerView,
  recordedGame,
  startRecordedRound,
} from '../engine';

/** The kinds of decision a review weighs. */
export const DECISION_KINDS = ['setup', 'pile', 'drawn'] as const;

/**
 * A kind of decision: `setup` which card to turn in the set-up (R2.3); `pile` whether to take
 * the discard (and where to put it) or to draw (R3.1, R3.2); `drawn` where to put the card just
 * drawn, or which card to turn after discarding it (R3.2a, R3.2b).
 */
export type DecisionKind = (typeof DECISION_KINDS)[number];

/** One decision of a seat: what it knew then (its player view, R8) and what it did. */
export interface Decision {
  /** Zero-based round. */
  readonly round: number;
  /** The seat's turn in the round, from 1; 0 for the set-up reveals. */
  readonly turn: number;
  /** Zero-based index of the record action the decision belongs to, within its round. */
  readonly action: number;
  readonly kind: DecisionKind;
  /** Everything the seat knew at that moment, and nothing else. */
  readonly view: PlayerView;
  /** What it did: a reveal, a take-discard, a draw (the pile), then a draw-swap or draw-discard. */
  readonly played: Action;
}

/** Why a record cannot be reviewed. */
export class ReviewRecordError extends Error {}

function applied(state: GameState, action: Action, where: string): GameState {
  const result = apply(state, action);
  if (!result.ok) throw new ReviewRecordError(`${where}: ${result.message}`);
  return result.state;
}

/**
 * Every decision `seat` made in `record` (a full or a public game record, GAME-RECORD.md), in
 * order, each with that seat's player view at that moment — built by the engine replaying the
 * record, so a decision carries only what the seat could see (R8). A turn that drew is two
 * decisions: the pile, then the drawn card. Throws `ReviewRecordError` when the record does not
 * replay or the seat is not in it.
 */
export function decisionsOf(record: GameRecord, seat: number): Decision[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= record.players.length)
    throw new ReviewRecordError(
      `seat ${seat} is not in this game (seats 0 to ${record.players.length - 1})`,
    );
  const created = recordedGame(record.players, record.rules);
  if (!created.ok) throw new ReviewRecordError(created.message);
  let state = created.state;
  const decisions: Decision[] = [];
  record.rounds.forEach((round, index) => {
    const dealt = startRecordedRound(state, round);
    if (!dealt.ok) throw new ReviewRecordError(`round ${index + 1}: ${dealt.message}`);
    state = dealt.state;
    let turn = 0;
    round.actions.forEach((action, at) => {
      const where = `round ${index + 1}, action ${at + 1}`;
      if (action.p === seat) {
        const base = { round: index, action: at, view: playerView(state, seat) };
        if (action.t === 'reveal') {
          decisions.push({ ...base, turn: 0, kind: 'setup', played: action });
        } else {
          turn++;
          if (action.t === 'take-discard') {
            decisions.push({ ...base, turn, kind: 'pile', played: action });
          } else {
            decisions.push({ ...base, turn, kind: 'pile', played: { p: seat, t: 'draw' } });
            const drawn = applied(state, { p: seat, t: 'draw' }, where);
            decisions.push({
              ...base,
              turn,
              kind: 'drawn',
              view: playerView(drawn, seat),
              played: action,
            });
          }
        }
      }
      state = applied(state, action, where);
    });
  });
  return decisions;
}
