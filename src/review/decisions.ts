import {
  type Action,
  apply,
  type GameRecord,
  type GameState,
  playerView,
  type PlayerView,
  recordedGame,
  walkRounds,
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

/**
 * `state` (a state the record walk gives, whose round lists no actions while it is walked) with
 * round `round`'s first `count` actions of `record` back in its history: a player view's public
 * record then holds every turn so far, which the expert reads (each opponent's habits).
 */
function withHistory(
  state: GameState,
  record: GameRecord,
  round: number,
  count: number,
): GameState {
  const history = state.history.slice();
  history[round] = { ...history[round]!, actions: record.rounds[round]!.actions.slice(0, count) };
  return { ...state, history };
}

/**
 * Every decision `seat` made in `record` (a full or a public game record, GAME-RECORD.md), in
 * order, each with that seat's player view at that moment — built by the engine walking the
 * record (`walkRounds`), so a decision carries only what the seat could see (R8). A turn that drew
 * is two decisions: the pile, then the drawn card. Throws `ReviewRecordError` when the record does
 * not replay or the seat is not in it.
 */
export function decisionsOf(record: GameRecord, seat: number): Decision[] {
  if (!Number.isInteger(seat) || seat < 0 || seat >= record.players.length)
    throw new ReviewRecordError(
      `seat ${seat} is not in this game (seats 0 to ${record.players.length - 1})`,
    );
  const created = recordedGame(record.players, record.rules);
  if (!created.ok) throw new ReviewRecordError(created.message);
  const decisions: Decision[] = [];
  const turns = new Map<number, number>();
  const walked = walkRounds(created.state, record.rounds, {
    visit: ({ round, index, action, before }) => {
      if (action === null || index === null || action.p !== seat) return;
      const state = withHistory(before, record, round, index);
      const base = { round, action: index, view: playerView(state, seat) };
      if (action.t === 'reveal') {
        decisions.push({ ...base, turn: 0, kind: 'setup', played: action });
        return;
      }
      const turn = (turns.get(round) ?? 0) + 1;
      turns.set(round, turn);
      if (action.t === 'take-discard') {
        decisions.push({ ...base, turn, kind: 'pile', played: action });
        return;
      }
      decisions.push({ ...base, turn, kind: 'pile', played: { p: seat, t: 'draw' } });
      const drawn = apply(state, { p: seat, t: 'draw' });
      if (!drawn.ok) throw new ReviewRecordError(drawn.message);
      const view = playerView(drawn.state, seat);
      decisions.push({ ...base, turn, kind: 'drawn', view, played: action });
    },
  });
  if (!walked.ok) {
    const { round, action, message } = walked.error;
    const where =
      round === null
        ? ''
        : `round ${round + 1}${action === null ? '' : `, action ${action + 1}`}: `;
    throw new ReviewRecordError(`${where}${message}`);
  }
  return decisions;
}
