import type { MoveFacts } from './move-facts';

/**
 * What can decide between two moves, as a player would name it:
 * - `penalty`: one ends the round (R5.1) into a likely penalty (R5.3), the other does not
 * - `going-out`: one ends the round while its seat is very likely lowest, the other lets it go on
 * - `column`: one completes a column of three (R4.1)
 * - `feed`: one hands the next seat the card that completes one of its columns
 * - `pair`: one leaves more in reach: a pair in a column kept or started, with a high card beside
 *   it that a third equal card would clear, where the other breaks it up or lowers that card
 * - `face-down`: one keeps a face-down card the other covers or turns
 * - `information`: one turns a face-down card, learning its value, where the other covers one unseen
 * - `points`: what the grid holds right after the move (the cards still unseen, for a draw)
 * - `later`: none of these: what the search finds comes from the turns still to play
 */
const DECIDING_FACTORS = [
  'penalty',
  'going-out',
  'column',
  'feed',
  'pair',
  'face-down',
  'information',
  'points',
  'later',
] as const;

/** A factor that can decide between two moves (see `DECIDING_FACTORS`). */
export type DecidingFactor = (typeof DECIDING_FACTORS)[number];

/** The least difference, in points per round, that `later` speaks of (below it: `points`). */
const LATER_DIFFERENCE = 0.5;

/** Above this chance of a penalty, ending the round is not "going out lowest". */
export const SAFE_ENDING_CHANCE = 0.25;

/** The factors whose weight is measured in points, with what each gives `better` over `worse`. */
function measured(better: MoveFacts, worse: MoveFacts, seats: number): Map<DecidingFactor, number> {
  // Only a gain counts: a column of cards worth nothing or less is no gift to the next seat, and
  // one of the seat's own is no loss to miss (the points now count it either way).
  const fedCost = (facts: MoveFacts): number => Math.max(0, facts.fed?.gain ?? 0);
  const cleared = (facts: MoveFacts): number => Math.max(0, facts.columnPoints);
  return new Map<DecidingFactor, number>([
    ['penalty', (worse.risk?.expectedPenalty ?? 0) - (better.risk?.expectedPenalty ?? 0)],
    ['column', cleared(better) - cleared(worse)],
    ['feed', (fedCost(worse) - fedCost(better)) / Math.max(1, seats - 1)],
    ['points', worse.points + cleared(worse) - (better.points + cleared(better))],
  ]);
}

/** How much more a move's columns in reach must promise to count (`MoveFacts.reach`). */
const REACH_MARGIN = 0.5;

/**
 * The factors measured in no points, which can only account for what the measured ones leave
 * unexplained of the search's difference: each applies when it favours `better`.
 */
function unmeasured(better: MoveFacts, worse: MoveFacts): DecidingFactor[] {
  const factors: DecidingFactor[] = [];
  if (better.risk !== null && better.risk.chance <= SAFE_ENDING_CHANCE && worse.risk === null)
    factors.push('going-out');
  if (better.reach > worse.reach + REACH_MARGIN) factors.push('pair');
  // A draw may yet cover a face-down card with the card it brings: only placed moves compare.
  const placed = better.action.t !== 'draw' && worse.action.t !== 'draw';
  if (placed && better.faceDown > worse.faceDown) factors.push('face-down');
  if (placed && better.placed === null && worse.covered === null) factors.push('information');
  return factors;
}

/**
 * The factor that decides `better` against `worse`, given `difference`: how many points per round
 * the search finds `worse` behind (the judge's paired difference, from the same rollouts). Each
 * factor measured in points (a penalty's expected points, a column's cards, what the next seat
 * would clear, the grid's change now) weighs what it measures; what they leave of the difference
 * goes to the first factor in `DECIDING_FACTORS` order that is measured in no points but favours
 * `better` (ending the round lowest, a pair, a face-down card kept, a card turned rather than
 * covered unseen). The heaviest decides; when
 * nothing favours `better`, `later` (the turns still to play), or `points` when the difference is
 * too small to speak of.
 */
export function decidingFactor(
  better: MoveFacts,
  worse: MoveFacts,
  difference: number,
  seats: number,
): DecidingFactor {
  const weights = measured(better, worse, seats);
  let explained = 0;
  for (const weight of weights.values()) explained += weight;
  const rest = unmeasured(better, worse);
  if (rest.length > 0) weights.set(rest[0]!, difference - explained);
  let decider: DecidingFactor = difference >= LATER_DIFFERENCE ? 'later' : 'points';
  let heaviest = 0;
  for (const factor of DECIDING_FACTORS) {
    const weight = weights.get(factor) ?? 0;
    if (weight > heaviest) {
      decider = factor;
      heaviest = weight;
    }
  }
  return decider;
}
