import {
  type Action,
  apply,
  type GameRecord,
  type GameState,
  placesDrawnCard,
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

/**
 * The state in which the decision at record action `action` of round `round` was made: before
 * that action, after the draw for a `drawn` decision (the seat then holds the card). The whole
 * state, for showing the table as it was; `null` when the record does not reach that action.
 */
export function decisionState(
  record: GameRecord,
  at: Pick<Decision, 'round' | 'action' | 'kind'>,
): GameState | null {
  const created = recordedGame(record.players, record.rules);
  if (!created.ok) return null;
  let found: GameState | null = null;
  walkRounds(created.state, record.rounds.slice(0, at.round + 1), {
    visit: ({ round, index, action, before }) => {
      if (round !== at.round || index !== at.action || action === null || found !== null) return;
      found = withHistory(before, record, round, index);
      if (at.kind === 'drawn') {
        const drawn = apply(found, { p: action.p, t: 'draw' });
        found = drawn.ok ? drawn.state : null;
      }
    },
  });
  return found;
}

/**
 * How many decisions `seat` made in `record` (in round `round` only, when given), counted from
 * the record's actions alone: a reveal or a take-discard is one, a turn that drew is two.
 */
export function decisionCount(
  record: GameRecord,
  seat: number,
  round: number | null = null,
): number {
  return record.rounds.reduce(
    (count, { actions }, index) =>
      round !== null && index !== round
        ? count
        : count +
          actions.reduce(
            (sum, action) => (action.p !== seat ? sum : sum + (placesDrawnCard(action) ? 2 : 1)),
            0,
          ),
    0,
  );
}
