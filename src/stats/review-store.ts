import * as v from 'valibot';
import type { GameRecord } from '../engine';
import { type KeyValueStore, writeQuietly } from '../storage';
import { fingerprint } from './fingerprint';

/** The localStorage key of the reviews kept with the statistics. */
export const REVIEWS_KEY = 'skyjo.reviews';

/** How many reviews are kept: the newest. */
export const KEPT_REVIEWS = 60;

/** One finished review, as the statistics keep it. */
export interface ReviewEntry {
  /** When it finished (milliseconds since 1970). */
  readonly at: number;
  /** Which game (a fingerprint of its first round's deck and its players). */
  readonly game: string;
  readonly seat: number;
  readonly player: string;
  /** The round reviewed (zero-based), or null for the whole game. */
  readonly round: number | null;
  /** The share of decisions rated best or good, 0 to 1. */
  readonly accuracy: number;
  /** Points lost per round against the best moves. */
  readonly costPerRound: number;
  readonly decisions: number;
}

const entrySchema = v.strictObject({
  at: v.pipe(v.number(), v.finite()),
  game: v.pipe(v.string(), v.maxLength(16)),
  seat: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(7)),
  player: v.pipe(v.string(), v.maxLength(64)),
  round: v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0))),
  accuracy: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
  costPerRound: v.pipe(v.number(), v.finite(), v.minValue(0)),
  decisions: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** The game a record holds, named by its players and first deal (the same game, the same name). */
export function reviewedGame(record: GameRecord): string {
  return fingerprint(JSON.stringify([record.players, record.rounds[0]?.deck ?? []]));
}

/** The reviews kept, oldest first; an entry that cannot be read is left out. */
export function loadReviews(kv: KeyValueStore): ReviewEntry[] {
  const text = kv.getItem(REVIEWS_KEY);
  if (text === null) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.flatMap((entry) => {
    const parsed = v.safeParse(entrySchema, entry);
    return parsed.success ? [parsed.output] : [];
  });
}

/**
 * Keeps a finished review (a review of the same game, seat and round replaces the one before),
 * the newest `KEPT_REVIEWS`; returns whether the store took it.
 */
export function recordReview(kv: KeyValueStore, entry: ReviewEntry): boolean {
  const same = (other: ReviewEntry) =>
    other.game === entry.game && other.seat === entry.seat && other.round === entry.round;
  const kept = [...loadReviews(kv).filter((other) => !same(other)), entry].slice(-KEPT_REVIEWS);
  return writeQuietly(kv, REVIEWS_KEY, JSON.stringify(kept));
}

/** Forgets every review. */
export function resetReviews(kv: KeyValueStore): void {
  kv.removeItem(REVIEWS_KEY);
}
