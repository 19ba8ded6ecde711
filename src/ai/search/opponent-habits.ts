import {
  type GameRecord,
  type GridShape,
  gridShape,
  type PlayerView,
  type RecordedTurn,
  type RecordWalk,
  recordWalk,
  withDefaults,
} from '../../engine';
import type { RolloutPolicy } from '../../solver';
import { faceDownPositions, highestFaceUpPosition, lineCompletingPosition } from '../view-helpers';

/** What one seat's past turns show of how it plays (every card in them was public, R8.1). */
export interface SeatHabits {
  /** Cards it kept that neither completed a column nor replaced a much higher card. */
  readonly kept: number[];
  /** Cards it refused: a discard top it did not take, a drawn card it discarded. */
  readonly refused: number[];
  /** Low cards it laid over a higher face-up card while a face-down card was left. */
  coverUp: number;
  /** Low cards it laid over a face-down card while a higher face-up card was left. */
  coverDown: number;
}

/** A kept card this much lower than the card it replaced says nothing of a threshold. */
const CLEAR_GAIN = 5;

/**
 * Walks of the finished rounds of recent games, by game and round count: a game's finished rounds
 * never change, and replaying a whole game at every decision would cost milliseconds.
 */
const finishedWalks = new Map<string, RecordWalk>();

/** How many walks `finishedWalks` keeps. */
const KEPT_WALKS = 32;

/** The walk of every round of `record` but the last. */
function finishedRounds(record: GameRecord): RecordWalk {
  const { players, rules, rounds } = record;
  const start = recordWalk(players, rules);
  if (rounds.length < 2) return start;
  const key = `${rounds.length}:${JSON.stringify([players, rules, rounds[0]])}`;
  let walk = finishedWalks.get(key);
  if (walk === undefined) {
    walk = start.walk(rounds.slice(0, -1));
    if (finishedWalks.size >= KEPT_WALKS) finishedWalks.delete(finishedWalks.keys().next().value!);
    finishedWalks.set(key, walk);
  }
  return walk;
}

/** Each seat's habits, read from the public record of the game so far. */
export function seatHabits(record: GameRecord): SeatHabits[] {
  const habits = record.players.map(() => ({ kept: [], refused: [], coverUp: 0, coverDown: 0 }));
  const { turns } = finishedRounds(record).walk(record.rounds.slice(-1));
  const shape = gridShape(withDefaults(record.rules));
  for (const turn of turns) observe(shape, habits[turn.action.p]!, turn);
  return habits;
}

/** What `turn` shows of its seat's habits. */
function observe(
  shape: GridShape,
  habits: SeatHabits,
  { grid, discardTop, action, events }: RecordedTurn,
): void {
  // With one face-down card left, an ender guard rather than a threshold decides.
  if (faceDownPositions(grid).length < 2) return;
  const highestPos = highestFaceUpPosition(grid);
  const highest = highestPos === null ? null : grid[highestPos]!.card!;
  const telling = (card: number): boolean =>
    lineCompletingPosition(shape, grid, card) === null &&
    (highest === null || highest - card < CLEAR_GAIN);
  if (action.t !== 'take-discard' && telling(discardTop)) habits.refused.push(discardTop);
  for (const event of events) {
    if (event.kind === 'replaced' && telling(event.card)) {
      habits.kept.push(event.card);
      if (highest !== null && highest > event.card) {
        if (event.replacedFaceDown) habits.coverDown++;
        else habits.coverUp++;
      }
    } else if (event.kind === 'discarded' && telling(event.card)) {
      habits.refused.push(event.card);
    }
  }
}

/**
 * The keep threshold that explains `habits` best: the fewest kept cards above it and refused
 * cards at or below it; among equals, the one nearest `prior`.
 */
export function fittedThreshold(habits: SeatHabits, prior: number): number {
  let best = prior;
  let bestMisses = Infinity;
  for (let threshold = -2; threshold <= 12; threshold++) {
    const misses =
      habits.kept.filter((card) => card > threshold).length +
      habits.refused.filter((card) => card <= threshold).length;
    if (
      misses < bestMisses ||
      (misses === bestMisses && Math.abs(threshold - prior) < Math.abs(best - prior))
    ) {
      best = threshold;
      bestMisses = misses;
    }
  }
  return best;
}

/** Lays a kept card over the highest face-up card always, as simple threshold players do. */
const COVERS_FACE_UP = -1000;

/**
 * The rollout policy of every seat in `view`: `own` for the view's seat, and for each other seat
 * `base` with the keep threshold and the placement its turns so far show.
 */
export function fittedPolicies(
  view: PlayerView,
  own: RolloutPolicy,
  base: RolloutPolicy,
): RolloutPolicy[] {
  // A view built by hand (a test, a protocol client) may come without its history.
  const record = (view as Partial<PlayerView>).record;
  if (record === undefined) return view.players.map((_, at) => (at === view.seat ? own : base));
  return seatHabits(record).map((seat, at) =>
    at === view.seat
      ? own
      : {
          ...base,
          keepThreshold: fittedThreshold(seat, base.keepThreshold),
          coverMargin: seat.coverUp > seat.coverDown ? COVERS_FACE_UP : base.coverMargin,
        },
  );
}
