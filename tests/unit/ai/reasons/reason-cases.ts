import type { HintReasonCode } from '../../../../src/ai';
import type { Card } from '../../../../src/engine';

/** A table in the obvious-move suite's notation (../obvious/notation.ts), or one of its cases. */
export type ReasonTable =
  | {
      readonly seats: readonly string[];
      readonly toMove?: number;
      readonly offer: Card;
      readonly drawn?: Card;
    }
  | { readonly obvious: string };

/**
 * A position whose deciding factor is known: the first reason the hint gives its best move, and,
 * for a move played there, the first reason the review gives the best move (what makes it better)
 * and the played move (what makes it worse).
 */
export interface ReasonCase {
  /** A unique name, kebab-case. */
  readonly name: string;
  /** What decides, in one line. */
  readonly decides: string;
  readonly table: ReasonTable;
  /** The first reason of the hint's best move (any of these). */
  readonly hint?: readonly HintReasonCode[];
  /** A move played, in the suite's notation (../obvious/moves.ts). */
  readonly played?: string;
  /** The review's first reason of the best move against `played`. */
  readonly best?: readonly HintReasonCode[];
  /** The review's first reason of `played` against the best move. */
  readonly playedFirst?: readonly HintReasonCode[];
}

/** The blunder: the highest visible sum, one face-down card left, a 9 drawn. */
const HIGHEST_VISIBLE = {
  seats: ['2 3 4 1 / 2 1 3 0 / 1 2 3 .', '0 1 2 1 / . 0 1 . / 1 0 2 .'],
  offer: 10,
  drawn: 9,
} as const;

/** The positions of the deciding-reasons suite, by the factor that decides them. */
export const REASON_CASES: readonly ReasonCase[] = [
  // The ender's penalty (R5.1, R5.3): ending the round now would very likely be doubled.
  {
    name: 'penalty-2p-highest-visible-sum-turns-last-card',
    decides:
      'issue 27: discarding the 9 and turning the last card ends the round at about 28 against a grid of low cards',
    table: HIGHEST_VISIBLE,
    hint: ['avoids-ending'],
    played: 'turn down',
    best: ['avoids-ending'],
    playedFirst: ['going-out-risks-doubling'],
  },
  {
    name: 'penalty-2p-highest-visible-sum-keeps-9-over-last-card',
    decides: 'the drawn 9 over the last face-down card ends the round as surely as turning it',
    table: HIGHEST_VISIBLE,
    played: 'swap down',
    best: ['avoids-ending'],
    playedFirst: ['going-out-risks-doubling'],
  },
  {
    name: 'penalty-2p-drawn-2-over-last-card',
    decides:
      'going out with about 86 against a low grid doubles it; the 2 goes over a face-up card',
    table: { obvious: 'last-2p-not-lowest-drawn-2' },
    played: 'swap down',
    best: ['avoids-ending'],
    playedFirst: ['going-out-risks-doubling'],
  },
  {
    name: 'penalty-2p-drawn-10-even-over-a-face-up-card',
    decides: 'even a drawn 10 is kept over a face-up card rather than going out into a doubling',
    table: { obvious: 'last-2p-not-lowest-drawn-10' },
    hint: ['avoids-ending'],
    played: 'turn down',
    best: ['avoids-ending'],
    playedFirst: ['going-out-risks-doubling'],
  },
  {
    name: 'penalty-4p-offer-0-over-last-card',
    decides: 'taking the 0 over the last face-down card goes out with about 77 and is doubled',
    table: { obvious: 'last-4p-not-lowest-offer-0' },
    played: 'take down',
    best: ['avoids-ending'],
    playedFirst: ['going-out-risks-doubling'],
  },
  {
    name: 'penalty-6p-offer-1-over-last-card',
    decides: 'taking the 1 over the last face-down card goes out with about 75 and is doubled',
    table: { obvious: 'last-6p-not-lowest-offer-1' },
    played: 'take down',
    best: ['avoids-ending'],
    playedFirst: ['going-out-risks-doubling'],
  },
  {
    name: 'penalty-8p-drawn-5-turns-last-card',
    decides: 'turning the last card goes out with about 80 at a table of eight and is doubled',
    table: { obvious: 'last-8p-not-lowest-drawn-5' },
    played: 'turn down',
    best: ['avoids-ending'],
    playedFirst: ['going-out-risks-doubling'],
  },
  {
    name: 'penalty-7p-reshuffled-last-card',
    decides: 'after a reshuffle, going out not lowest is still doubled',
    table: { obvious: 'reshuffled-7p-last-card-not-lowest' },
    played: 'swap down',
    best: ['avoids-ending'],
    playedFirst: ['going-out-risks-doubling'],
  },
  // Going out while very likely lowest ends the round before the others catch up.
  {
    name: 'going-out-3p-drawn-minus2-kept-face-up',
    decides: 'every face-up card is 0 or less: going out with the -2 leaves the seat far lowest',
    table: { obvious: 'last-3p-goes-out-lowest-drawn-minus2' },
    played: 'swap =0',
    best: ['goes-out-lowest'],
    playedFirst: ['leaves-round-open'],
  },
  {
    name: 'going-out-2p-drawn-1-kept-face-up',
    decides:
      'every face-up card is 1 or less against 60 face-up: the 1 over the last card goes out',
    table: { obvious: 'last-2p-goes-out-lowest-drawn-1' },
    played: 'swap =1',
    best: ['goes-out-lowest'],
    playedFirst: ['leaves-round-open'],
  },
  // A column of three completed (R4.1).
  {
    name: 'column-4p-offer-9-drawn-instead',
    decides: 'the 9 on offer completes a column of 9s; a draw rarely does as well',
    table: { obvious: 'column-4p-offer-9' },
    hint: ['completes-column'],
    played: 'draw',
    best: ['completes-column'],
    playedFirst: ['misses-column'],
  },
  {
    name: 'column-2p-first-turn-offer-12',
    decides: 'first turn: the 12 on offer under the two face-up 12s removes the column',
    table: { obvious: 'first-2p-offer-12-completes-pair' },
    hint: ['completes-column'],
    played: 'take r1c2',
    best: ['completes-column'],
    playedFirst: ['misses-column'],
  },
  {
    name: 'column-5p-last-turn-drawn-10-discarded',
    decides: 'last turn: the drawn 10 completes a column; discarding it throws 24 points away',
    table: { obvious: 'final-5p-drawn-10-completes-column' },
    hint: ['completes-column'],
    played: 'turn down',
    best: ['completes-column'],
    playedFirst: ['misses-column'],
  },
  // A column in reach: a pair kept, or a high card left beside it for a third card to clear.
  {
    name: 'reach-2p-pair-of-12s-kept',
    decides:
      'the drawn 2 over a 12 of the pair of 12s gives up the column those 12s may still make',
    table: { obvious: 'last-2p-not-lowest-drawn-2' },
    played: 'swap r1c1',
    best: ['keeps-pair'],
    playedFirst: ['breaks-column'],
  },
  {
    name: 'reach-2p-pair-of-7s-kept',
    decides: 'the drawn 2 over a 7 of the pair of 7s breaks a pair with five 7s unseen',
    table: { obvious: 'last-2p-not-lowest-drawn-2' },
    hint: ['keeps-pair'],
    played: 'swap r2c2',
    best: ['keeps-pair'],
    playedFirst: ['breaks-column'],
  },
  {
    name: 'reach-2p-drawn-10-over-a-pair',
    decides: 'the drawn 10 over a 6 of the pair of 6s gives up that column',
    table: { obvious: 'last-2p-not-lowest-drawn-10' },
    played: 'swap r2c3',
    best: ['keeps-pair'],
    playedFirst: ['breaks-column'],
  },
  // A card the next seat needs: a discard it would clear a column with.
  {
    name: 'feed-2p-drawn-7-for-a-pair-of-7s',
    decides: 'the next seat shows two 7s in a column: discarding the drawn 7 clears it for them',
    table: {
      seats: ['3 . 2 . / . 4 . 6 / 1 . 5 .', '7 . 2 . / 7 . . 4 / 5 . 3 .'],
      offer: 10,
      drawn: 7,
    },
    hint: ['denies-opponent-column'],
    played: 'turn down',
    best: ['denies-opponent-column'],
    playedFirst: ['feeds-opponent-column'],
  },
  {
    name: 'feed-3p-drawn-7-for-a-pair-of-7s',
    decides: 'at three seats too, the drawn 7 is kept rather than handed to the next seat',
    table: {
      seats: [
        '3 . 2 . / . 4 . 6 / 1 . 5 .',
        '7 . 2 . / 7 . . 4 / 5 . 3 .',
        '1 . . 2 / . 3 . . / 4 . 0 .',
      ],
      offer: 10,
      drawn: 7,
    },
    hint: ['denies-opponent-column'],
    played: 'turn down',
    best: ['denies-opponent-column'],
    playedFirst: ['feeds-opponent-column'],
  },
  // What a face-down card keeps: its chance to be replaced unseen, and what turning it tells.
  {
    name: 'face-down-3p-drawn-4-over-a-3',
    decides: 'a drawn 4 over a face-up 3 costs a point, but keeps a face-down card for a low card',
    table: {
      seats: [
        '1 . 0 . / . 2 . 3 / 3 . 1 .',
        '2 . 4 . / . 3 . 1 / . 0 . 5',
        '1 . . 2 / . 3 . . / 4 . 0 .',
      ],
      offer: 10,
      drawn: 4,
    },
    hint: ['keeps-face-down'],
    played: 'swap down',
    best: ['keeps-face-down'],
    playedFirst: ['replaces-face-down'],
  },
  {
    name: 'information-2p-drawn-5-discarded',
    decides:
      'a drawn 5 over a face-down card (worth 5.3) gains nothing; turning the card tells its value',
    table: {
      seats: ['1 . 0 . / . 2 . 1 / 0 . 1 .', '2 . 4 . / . 3 . 1 / . 0 . 5'],
      offer: 10,
      drawn: 5,
    },
    hint: ['turns-unseen-card'],
    played: 'swap down',
    best: ['turns-unseen-card'],
    playedFirst: ['covers-unseen-card'],
  },
  {
    name: 'information-4p-drawn-5-discarded',
    decides:
      'at four seats too, a drawn 5 is discarded and a card turned rather than covered blind',
    table: {
      seats: [
        '1 . 0 . / . 2 . 1 / 0 . 1 .',
        '2 . 4 . / . 3 . 1 / . 0 . 5',
        '1 . . 2 / . 3 . . / 4 . 0 .',
        '2 . . 1 / . 0 . . / 3 . 2 .',
      ],
      offer: 10,
      drawn: 5,
    },
    hint: ['turns-unseen-card'],
    played: 'swap down',
    best: ['turns-unseen-card'],
    playedFirst: ['covers-unseen-card'],
  },
  // The cards still unseen: the chance of a low draw against a high card on offer.
  {
    name: 'unseen-2p-offer-12-taken',
    decides:
      'the next seat is about to go out: a draw is low enough to keep half the time, a 12 never',
    table: { obvious: 'near-2p-offer-12-left' },
    hint: ['draw-at-most-chance'],
    played: 'take up',
    best: ['draw-at-most-chance'],
    playedFirst: ['raises-card', 'replaces-face-down'],
  },
  {
    name: 'unseen-3p-last-turn-offer-10-taken',
    decides: 'last turn: the 10 on offer raises any card; a draw may lower one',
    table: { obvious: 'final-3p-offer-10-left' },
    hint: ['draw-at-most-chance'],
    played: 'take up',
    best: ['draw-at-most-chance'],
    playedFirst: ['raises-card'],
  },
  // The points the grid holds right after the move, on the last turn.
  {
    name: 'points-2p-last-turn-drawn-0-over-11',
    decides: 'last turn: the 0 over the face-up 11 saves 11, over a face-down card about 5',
    table: { obvious: 'final-2p-drawn-0-over-11' },
    hint: ['gains-more-now'],
    played: 'swap down',
    best: ['gains-more-now'],
    playedFirst: ['replaces-face-down'],
  },
  {
    name: 'points-4p-last-turn-drawn-12-kept',
    decides: 'last turn: a 12 kept anywhere raises the grid; discarding it costs nothing',
    table: { obvious: 'final-4p-drawn-12-discarded' },
    hint: ['gains-more-now'],
    played: 'swap down',
    best: ['gains-more-now'],
    playedFirst: ['replaces-face-down'],
  },
  {
    name: 'points-8p-offer-0-over-12',
    decides: 'last turn at eight seats: the 0 on offer over the face-up 12 saves 12',
    table: { obvious: 'final-8p-offer-0-over-12' },
    hint: ['gains-more-now'],
    played: 'draw',
    best: ['gains-more-now'],
    playedFirst: ['draw-at-most-chance'],
  },
  {
    name: 'points-5p-offer-0-over-last-card',
    decides:
      'the 0 over the last face-down card (worth 5.4) saves more now than going out lowest adds',
    table: { obvious: 'last-5p-goes-out-lowest-offer-0' },
    played: 'take =1',
    best: ['gains-more-now'],
    playedFirst: ['replaces-card'],
  },
  {
    name: 'points-3p-near-drawn-0-over-12',
    decides: 'the next seat is about to go out: the drawn 0 over a face-up 12 saves 12 now',
    table: { obvious: 'near-3p-drawn-0-over-12s' },
    hint: ['gains-more-now'],
    played: 'swap down',
    best: ['gains-more-now'],
    playedFirst: ['replaces-face-down'],
  },
];
