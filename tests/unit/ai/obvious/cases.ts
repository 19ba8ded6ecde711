import type { ObviousCase } from './suite';

// Grids are written as they lie: three rows of four cells, `.` a face-down card (notation.ts).
// Moves: `swap =11` swaps the drawn card for a face-up 11, `take r3c1` takes the discard top
// over row 3 column 1, `turn down` discards the drawn card and turns any face-down card (moves.ts).

/** A seat that went out with a low grid (every card face-up). */
const OUT_LOW = '1 0 2 1 / 0 2 1 0 / 2 1 0 2';
/** Another seat that went out low, with other cards. */
const OUT_MIX = '-1 0 3 1 / 2 -2 1 4 / 0 3 -1 2';
/** Seats late in the round: three face-down cards left. */
const LATE_A = '5 2 . 7 / 3 . 6 1 / 4 8 0 .';
const LATE_B = '9 1 3 . / 2 6 . 4 / . 5 7 0';
const LATE_C = '3 . 8 2 / 1 4 5 . / 6 0 . 9';
const LATE_D = '10 -1 . 11 / 0 12 3 . / . 2 9 6';
const LATE_E = '8 . 11 1 / -1 10 . 4 / 12 3 . 7';
const LATE_F = '7 4 . 0 / 5 . 2 9 / 1 6 8 .';
/** Six late seats, for the largest tables. */
const LATE_SIX = [LATE_A, LATE_B, LATE_C, LATE_D, LATE_E, LATE_A];
/** Seats halfway through the round: seven face-down cards left. */
const MID_A = '5 . 4 . / 6 . . 7 / . 3 . .';
const MID_B = '2 . 9 . / . 1 . 6 / 8 . . 3';
const MID_C = '. 7 . 0 / 4 . 10 . / . . 2 3';
/** A seat about to go out: one face-down card, every face-up card 2 or less. */
const NEAR_OUT = '1 0 2 1 / 0 2 1 0 / 2 1 0 .';
/** A seat with three face-up 12s and three face-down cards. */
const TWELVES = '12 5 12 6 / 7 . 8 12 / . 6 5 .';
/** The same with the middle card turned, for the tables that reshuffle. */
const TWELVES_TURNED = '12 5 12 6 / 7 4 8 12 / . 6 5 .';
/** A seat with nothing above 6 face-up and two face-down cards. */
const LOW_LATE = '3 5 2 6 / 4 . 1 5 / . 2 6 0';

/** The obvious-move suite (issue 10): every case verified by engine rollouts (verified.json). */
export const OBVIOUS_CASES: readonly ObviousCase[] = [
  // The last turn of the round: what the seat's grid shows now is what it scores.
  {
    name: 'final-2p-drawn-0-over-11',
    reason: 'last turn: a drawn 0 over the face-up 11 saves 11, over anything else at most 6',
    seats: ['11 3 . 2 / 4 . 1 5 / . 6 2 .', OUT_LOW],
    offer: 7,
    drawn: 0,
    right: ['swap =11'],
  },
  {
    name: 'final-3p-offer-0-over-12',
    reason: 'last turn: the 0 on offer over the face-up 12 saves 12; a draw saves less on average',
    seats: ['12 . 4 . / 3 7 . 1 / . 5 2 6', '5 . . 8 / . 6 . . / 4 . 9 .', OUT_LOW],
    offer: 0,
    right: ['take =12'],
  },
  {
    name: 'final-4p-drawn-12-discarded',
    reason: 'last turn: a drawn 12 kept anywhere costs at least 3 points; discarding it costs none',
    seats: ['9 . 4 . / 3 7 . 1 / . 5 2 6', LATE_A, LATE_B, OUT_LOW],
    offer: 8,
    drawn: 12,
    right: ['turn down'],
  },
  {
    name: 'final-5p-drawn-10-completes-column',
    reason: 'last turn: a drawn 10 over the 4 under two 10s removes the column: 24 points',
    seats: [LATE_A, OUT_LOW, '10 . 3 . / 10 6 . 2 / 4 . 5 .', LATE_B, LATE_C],
    toMove: 2,
    offer: 7,
    drawn: 10,
    right: ['swap r3c1'],
  },
  {
    name: 'final-6p-offer-minus2-over-12',
    reason:
      'last turn: the -2 on offer over the face-up 12 saves 14, over a face-down card about 7',
    seats: [LATE_A, LATE_B, LATE_C, LATE_A, OUT_LOW, '12 . 2 . / 4 . . 3 / . 1 . 5'],
    toMove: 5,
    offer: -2,
    right: ['take =12'],
  },
  {
    name: 'final-8p-offer-minus1-over-11',
    reason:
      'last turn: the -1 on offer over the face-up 11 saves 12, over a face-down card about 6',
    seats: [...LATE_SIX, OUT_MIX, '11 3 2 6 / 4 0 . 3 / 7 1 . 5'],
    toMove: 7,
    offer: -1,
    right: ['take =11'],
  },
  {
    name: 'final-5p-drawn-3-over-10',
    reason:
      'last turn: a drawn 3 over the face-up 10 saves 7; every other card it could cover is 5 or less, or unseen',
    seats: [LATE_A, LATE_B, OUT_MIX, '10 2 . 5 / 4 0 . 3 / 1 -1 . 5', LATE_C],
    toMove: 3,
    offer: 11,
    drawn: 3,
    right: ['swap =10'],
  },
  {
    name: 'final-2p-drawn-5-over-12',
    reason:
      'last turn: a drawn 5 over the face-up 12 saves 7; over any other card it saves 3 at most',
    seats: ['12 . 4 . / 3 8 . 1 / . 5 2 6', OUT_LOW],
    offer: 9,
    drawn: 5,
    right: ['swap =12'],
  },
  {
    name: 'final-4p-offer-12-completes-column',
    reason: 'last turn: the 12 on offer over the face-down card under two 12s removes the column',
    seats: [LATE_A, '12 . 4 . / 12 3 . 1 / . 5 2 6', OUT_LOW, LATE_B].slice(0, 4),
    toMove: 1,
    offer: 12,
    right: ['take r3c1'],
  },
  {
    name: 'final-6p-drawn-minus2-over-12',
    reason: 'last turn: a drawn -2 over the face-up 12 saves 14; over a face-down card about 7',
    seats: [OUT_LOW, '12 . 4 . / 3 7 . 1 / . 5 2 6', LATE_B, LATE_D, LATE_E, LATE_C],
    toMove: 1,
    offer: 10,
    drawn: -2,
    right: ['swap =12'],
  },
  {
    name: 'final-8p-drawn-12-discarded',
    reason: 'last turn: a drawn 12 kept anywhere costs at least 3 points; discarding it costs none',
    seats: [LATE_A, LATE_B, OUT_MIX, '9 2 4 0 / 3 7 . 1 / . 5 2 6', LATE_C, LATE_D, LATE_E, LATE_A],
    toMove: 3,
    offer: 5,
    drawn: 12,
    right: ['turn down'],
  },
  {
    name: 'final-5p-offer-11-left',
    reason:
      'last turn: the 11 on offer raises any card it covers by 5 or more; a draw risks nothing',
    seats: ['6 . 4 . / 3 5 . 1 / . 5 2 6', LATE_A, LATE_B, LATE_C, OUT_LOW],
    offer: 11,
    right: ['draw'],
  },
  {
    name: 'final-6p-offer-9-completes-column',
    reason: 'last turn: the 9 on offer over the 2 under two 9s removes the column: 20 points',
    seats: [LATE_A, LATE_B, LATE_C, LATE_D, OUT_MIX, '3 0 9 5 / 4 7 9 6 / . 1 2 .'],
    toMove: 5,
    offer: 9,
    fillers: [12, 11, 10, 8],
    right: ['take r3c3'],
  },
  {
    name: 'final-8p-offer-0-over-12',
    reason: 'last turn: the 0 on offer over the face-up 12 saves 12; a draw saves less on average',
    seats: [OUT_MIX, '12 0 4 2 / 3 7 . 1 / . 5 2 6', ...LATE_SIX],
    toMove: 1,
    offer: 0,
    right: ['take =12'],
  },
  // Columns of three mid-round.
  {
    name: 'column-2p-drawn-12',
    reason: 'a drawn 12 over the face-down card under two 12s removes the column and 24 points',
    seats: ['12 . 3 . / 12 . . 4 / . 2 . .', MID_A],
    offer: 6,
    drawn: 12,
    right: ['swap r3c1'],
  },
  {
    name: 'column-4p-offer-9',
    reason: 'the 9 on offer over the 3 under two 9s removes the column: 21 points',
    seats: ['9 . . 2 / 9 4 . . / 3 . 1 .', MID_A, MID_B, MID_C],
    offer: 9,
    right: ['take r3c1'],
  },
  {
    name: 'column-6p-drawn-11',
    reason: 'a drawn 11 over the face-down card beside two 11s removes the column and 22 points',
    seats: [MID_A, MID_B, '2 11 . . / . 11 3 . / . . . 4', MID_C, MID_A, MID_B],
    toMove: 2,
    offer: 5,
    drawn: 11,
    right: ['swap r3c2'],
  },
  {
    name: 'column-4p-drawn-9-over-2',
    reason: 'a drawn 9 over the 2 under two 9s removes the column: 20 points',
    seats: [MID_A, '3 . 9 . / . 4 9 . / . . 2 .', MID_B, MID_C],
    toMove: 1,
    offer: 6,
    drawn: 9,
    right: ['swap r3c3'],
  },
  {
    name: 'column-7p-offer-11',
    reason: 'the 11 on offer over the 0 beside two 11s removes the column: 22 points',
    seats: [MID_A, MID_B, MID_C, MID_A, '11 . . 3 / 11 . 4 . / 0 . . .', MID_B, MID_C],
    toMove: 4,
    offer: 11,
    right: ['take r3c1'],
  },
  // The last face-down card: going out doubles a score that is not the lowest (R5.3).
  {
    name: 'last-2p-not-lowest-drawn-2',
    reason:
      'going out with 84 face-up against a low grid doubles it; the drawn 2 goes over a 12 instead',
    seats: ['12 8 7 6 / 12 7 6 5 / 8 7 6 .', '1 . 2 . / . 0 . 3 / 2 . . 1'],
    offer: 9,
    drawn: 2,
    right: ['swap up'],
  },
  {
    name: 'last-4p-not-lowest-offer-0',
    reason:
      'taking the 0 over the last face-down card goes out with about 70 and doubles it; over the 12 it saves 12',
    seats: ['12 8 7 6 / 5 7 6 8 / 8 4 6 .', LATE_A, LATE_B, LATE_C],
    offer: 0,
    right: ['take up', 'draw'],
  },
  {
    name: 'last-8p-not-lowest-drawn-5',
    reason: 'going out with about 80 doubles it: the drawn 5 goes over a face-up card instead',
    seats: [LATE_A, LATE_B, LATE_C, LATE_D, '12 8 7 6 / 8 7 6 5 / 7 4 6 .', LATE_E, LATE_A, LATE_B],
    toMove: 4,
    offer: 9,
    drawn: 5,
    right: ['swap up'],
  },
  {
    name: 'last-6p-not-lowest-offer-1',
    reason:
      'taking the 1 over the last face-down card goes out with about 75 and doubles it; over the 12 it saves 11',
    seats: [LATE_A, LATE_B, '12 8 7 6 / 8 7 6 5 / 7 4 6 .', LATE_C, LATE_A, LATE_B],
    toMove: 2,
    offer: 1,
    right: ['take up', 'draw'],
  },
  {
    name: 'last-3p-goes-out-lowest-drawn-minus2',
    reason:
      'every face-up card is 0 or less: the drawn -2 over the last face-down card goes out far lowest',
    seats: [
      '0 -1 0 -1 / -1 0 -2 0 / 0 -1 0 .',
      '9 . . 8 / . 10 . . / 7 . 11 .',
      '8 . 12 . / . 9 . 10 / . . . 7',
    ],
    offer: 6,
    drawn: -2,
    right: ['swap down'],
  },
  {
    name: 'last-5p-not-lowest-drawn-0',
    reason: 'going out with about 75 doubles it: the drawn 0 goes over a face-up card instead',
    seats: ['12 8 7 6 / 8 7 6 5 / 7 4 6 .', LATE_A, LATE_B, LATE_C, LATE_A],
    offer: 10,
    drawn: 0,
    right: ['swap up'],
  },
  {
    name: 'last-7p-goes-out-lowest-drawn-0',
    reason:
      'every face-up card is 1 or less: the drawn 0 over the last face-down card goes out far lowest',
    seats: [LATE_A, LATE_B, LATE_C, LATE_D, LATE_E, '1 0 -1 0 / 0 1 0 -1 / -1 0 1 .', LATE_A],
    toMove: 5,
    fillers: [12, 11, 9, 8],
    offer: 10,
    drawn: 0,
    right: ['swap down'],
  },
  {
    name: 'last-2p-goes-out-lowest-drawn-1',
    reason:
      'every face-up card is 1 or less against 60 face-up: the drawn 1 over the last face-down card goes out',
    seats: ['1 0 -1 0 / 0 1 0 -1 / -1 0 1 .', '9 12 . 8 / 11 10 . 9 / 7 . 11 .'],
    offer: 7,
    drawn: 1,
    right: ['swap down'],
  },
  // The first turn, right after the set-up reveals.
  {
    name: 'first-2p-offer-12-completes-pair',
    reason:
      'first turn: the 12 on offer under the two face-up 12s removes the column and about 29 points',
    seats: ['12 . . . / 12 . . . / . . . .', '3 . . . / 2 . . . / . . . .'],
    offer: 12,
    right: ['take r3c1'],
  },
  {
    name: 'first-4p-offer-11-completes-pair',
    reason:
      'first turn: the 11 on offer under the two face-up 11s removes the column and about 27 points',
    seats: [
      '11 . . . / 11 . . . / . . . .',
      '3 . . . / 2 . . . / . . . .',
      '1 . . . / 4 . . . / . . . .',
      '0 . . . / 6 . . . / . . . .',
    ],
    offer: 11,
    right: ['take r3c1'],
  },
  // After the draw pile has run out and been reshuffled (R6.1).
  {
    name: 'reshuffled-8p-drawn-11-completes-column',
    reason:
      'after a reshuffle: a drawn 11 over the face-down card under two 11s removes the column',
    seats: ['11 0 3 2 / 11 5 . 4 / . 2 7 1', ...LATE_SIX, LATE_B],
    offer: 6,
    drawn: 11,
    reshuffled: true,
    right: ['swap r3c1'],
  },
  {
    name: 'reshuffled-8p-last-card-not-lowest',
    reason:
      'after a reshuffle: going out with about 75 doubles it; the drawn 2 goes over the 12 instead',
    seats: ['12 8 7 6 / 8 7 6 5 / 7 4 6 .', LATE_A, LATE_B, LATE_C, LATE_D, LATE_E, LATE_A, LATE_B],
    offer: 9,
    drawn: 2,
    reshuffled: true,
    right: ['swap up'],
  },
  // More last turns and last face-down cards.
  {
    name: 'final-3p-drawn-11-discarded',
    reason: 'last turn: a drawn 11 kept anywhere costs at least 3 points; discarding it costs none',
    seats: ['8 . 4 . / 3 7 . 1 / . 5 2 6', '5 . . 8 / . 6 . . / 4 . 9 .', OUT_LOW],
    offer: 10,
    drawn: 11,
    right: ['turn down'],
  },
  {
    name: 'final-2p-offer-12-completes-column',
    reason: 'last turn: the 12 on offer over the face-down card under two 12s removes the column',
    seats: ['12 . 4 . / 12 3 . 1 / . 5 2 6', OUT_LOW],
    offer: 12,
    right: ['take r3c1'],
  },
  {
    name: 'final-4p-drawn-minus1-over-9',
    reason:
      'last turn: a drawn -1 over the face-up 9 saves 10; over any other card about 6 at most',
    seats: ['9 . 4 . / 3 2 . 1 / . 4 2 0', LATE_A, LATE_B, OUT_LOW],
    offer: 8,
    drawn: -1,
    right: ['swap =9'],
  },
  {
    name: 'final-3p-offer-10-left',
    reason:
      'last turn: the 10 on offer raises any card it covers by 5 or more; a draw risks nothing',
    seats: ['5 . 4 . / 3 2 . 1 / . 4 2 0', '5 . . 8 / . 6 . . / 4 . 9 .', OUT_LOW],
    offer: 10,
    right: ['draw'],
  },
  {
    name: 'final-5p-offer-minus2-over-10',
    reason:
      'last turn: the -2 on offer over the face-up 10 saves 12, over a face-down card about 7',
    seats: [LATE_A, LATE_B, OUT_MIX, '10 2 . 5 / 4 0 . 3 / 1 -1 . 5', LATE_C],
    toMove: 3,
    offer: -2,
    right: ['take =10'],
  },
  {
    name: 'final-2p-drawn-9-completes-column',
    reason: 'last turn: a drawn 9 over the 3 under two 9s removes the column: 21 points',
    seats: ['9 . 4 . / 9 2 . 1 / 3 5 . 6', OUT_LOW],
    offer: 7,
    drawn: 9,
    right: ['swap r3c1'],
  },
  {
    name: 'final-4p-drawn-1-over-12',
    reason:
      'last turn: a drawn 1 over the face-up 12 saves 11; over the 7 it saves 6, over a face-down card about 4',
    seats: ['12 . 4 . / 3 7 . 1 / . 5 2 6', LATE_A, LATE_B, OUT_LOW],
    offer: 8,
    drawn: 1,
    right: ['swap =12'],
  },
  {
    name: 'final-3p-drawn-6-completes-column',
    reason:
      'last turn: a drawn 6 over the face-down card under two 6s removes the column and about 17 points',
    seats: ['6 . 4 . / 6 2 . 1 / . 5 2 3', '5 . . 8 / . 7 . . / 4 . 9 .', OUT_LOW],
    offer: 10,
    drawn: 6,
    right: ['swap r3c1'],
  },
  {
    name: 'last-3p-not-lowest-offer-2',
    reason:
      'taking the 2 over the last face-down card goes out with about 75 and doubles it: keep playing',
    seats: ['12 8 7 6 / 8 7 6 5 / 7 4 6 .', LATE_A, LATE_B],
    offer: 2,
    right: ['take up', 'draw'],
  },
  {
    name: 'last-4p-goes-out-lowest-drawn-minus1',
    reason:
      'every face-up card is 1 or less: the drawn -1 over the last face-down card goes out far lowest',
    seats: ['1 0 -1 0 / 0 1 0 -1 / -1 0 1 .', LATE_A, LATE_B, LATE_C],
    offer: 10,
    drawn: -1,
    right: ['swap down'],
  },
  {
    name: 'last-2p-not-lowest-drawn-10',
    reason:
      'going out with 84 face-up against a low grid doubles it: even a drawn 10 goes over a face-up card instead',
    seats: ['12 8 7 6 / 12 7 6 5 / 8 7 6 .', '1 . 2 . / . 0 . 3 / 2 . . 1'],
    offer: 9,
    drawn: 10,
    right: ['swap up'],
  },
  {
    name: 'last-5p-goes-out-lowest-offer-0',
    reason:
      'every face-up card is 1 or less: the 0 on offer over the last face-down card goes out far lowest',
    seats: ['1 0 -1 0 / 0 1 0 -1 / -1 0 1 .', LATE_A, LATE_B, LATE_C, LATE_D],
    offer: 0,
    right: ['take down'],
  },
  {
    name: 'last-6p-not-lowest-drawn-1',
    reason: 'going out with about 75 doubles it: the drawn 1 goes over a face-up card instead',
    seats: ['12 8 7 6 / 8 7 6 5 / 7 4 6 .', LATE_A, LATE_B, LATE_C, LATE_D, LATE_E],
    offer: 11,
    drawn: 1,
    right: ['swap up'],
  },
  // Columns of three mid-round, at more tables.
  {
    name: 'column-3p-drawn-5',
    reason: 'a drawn 5 over the face-down card under two 5s removes the column and about 15 points',
    seats: ['5 . . 2 / 5 4 . . / . . 1 .', MID_A, MID_B],
    offer: 8,
    drawn: 5,
    right: ['swap r3c1'],
    rolloutScale: 2,
  },
  {
    name: 'column-5p-drawn-3-over-7',
    reason: 'a drawn 3 over the 7 under two 3s removes the column: 13 points',
    seats: ['3 . 8 . / 3 . . 6 / 7 . . .', MID_A, MID_B, MID_C, MID_A],
    offer: 9,
    drawn: 3,
    right: ['swap r3c1'],
    rolloutScale: 2,
  },
  {
    name: 'column-6p-drawn-8',
    reason:
      'a drawn 8 over the face-down card between two 8s removes the column and about 21 points',
    seats: ['8 . . . / . . 1 . / 8 . 4 .', MID_A, MID_B, MID_C, MID_A, MID_B],
    offer: 5,
    drawn: 8,
    right: ['swap r2c1'],
    rolloutScale: 2,
  },
  {
    name: 'column-7p-offer-4',
    reason:
      'the 4 on offer over the face-down card under two 4s removes the column and about 13 points',
    seats: ['4 . . 9 / 4 . 2 . / . . . 5', MID_A, MID_B, MID_C, MID_A, MID_B, MID_C],
    offer: 4,
    right: ['take r3c1'],
  },
  {
    name: 'column-7p-drawn-2-over-8',
    reason: 'a drawn 2 over the 8 under two 2s removes the column: 12 points',
    seats: ['2 . . 3 / 2 . 5 . / 8 . . .', MID_A, MID_B, MID_C, MID_A, MID_B, MID_C],
    offer: 9,
    drawn: 2,
    right: ['swap r3c1'],
  },
  {
    name: 'column-2p-drawn-7-over-5',
    reason: 'a drawn 7 over the 5 under two 7s removes the column: 19 points',
    seats: ['7 . 3 . / 7 . . 4 / 5 . . 2', MID_B],
    offer: 9,
    drawn: 7,
    right: ['swap r3c1'],
    rolloutScale: 2,
  },
  {
    name: 'column-8p-drawn-11',
    reason:
      'a drawn 11 over the face-down card under two 11s removes the column and about 27 points',
    seats: [MID_A, MID_B, MID_C, MID_A, '. 11 . 2 / 3 11 . . / . . 5 .', MID_B, MID_C, MID_A],
    toMove: 4,
    offer: 9,
    drawn: 11,
    right: ['swap r3c2'],
  },
  {
    name: 'reshuffled-8p-offer-10-completes-column',
    reason:
      'after a reshuffle: the 10 on offer over the 1 under two 10s removes the column: 21 points',
    seats: ['10 0 3 2 / 10 5 . 4 / 1 2 7 .', ...LATE_SIX, LATE_B],
    offer: 10,
    reshuffled: true,
    right: ['take r3c1'],
  },
  // The first turn: a card that completes a face-up pair (R4.1 removes the column).
  {
    name: 'first-2p-offer-8-completes-pair',
    reason:
      'first turn: the 8 on offer under the two face-up 8s removes the column and about 21 points',
    seats: ['8 . . . / 8 . . . / . . . .', '3 . . . / 5 . . . / . . . .'],
    offer: 8,
    right: ['take r3c1'],
  },
  {
    name: 'first-3p-offer-6-completes-pair',
    reason:
      'first turn: the 6 on offer under the two face-up 6s removes the column and about 17 points',
    seats: [
      '6 . . . / 6 . . . / . . . .',
      '3 . . . / 2 . . . / . . . .',
      '1 . . . / 4 . . . / . . . .',
    ],
    offer: 6,
    right: ['take r3c1'],
  },
  {
    name: 'first-5p-drawn-7-completes-pair',
    reason: 'first turn: a drawn 7 under the two face-up 7s removes the column and about 19 points',
    seats: [
      '7 . . . / 7 . . . / . . . .',
      '3 . . . / 5 . . . / . . . .',
      '1 . . . / 4 . . . / . . . .',
      '0 . . . / 6 . . . / . . . .',
      '2 . . . / 2 . . . / . . . .',
    ],
    offer: 3,
    drawn: 7,
    right: ['swap r3c1'],
  },
  {
    name: 'first-6p-drawn-8-completes-pair',
    reason: 'first turn: a drawn 8 under the two face-up 8s removes the column and about 21 points',
    seats: [
      '8 . . . / 8 . . . / . . . .',
      '3 . . . / 5 . . . / . . . .',
      '1 . . . / 4 . . . / . . . .',
      '0 . . . / 6 . . . / . . . .',
      '2 . . . / 2 . . . / . . . .',
      '9 . . . / 1 . . . / . . . .',
    ],
    offer: 4,
    drawn: 8,
    right: ['swap r3c1'],
  },
  {
    name: 'first-7p-offer-9-completes-pair',
    reason:
      'first turn: the 9 on offer under the two face-up 9s removes the column and about 23 points',
    seats: [
      '9 . . . / 9 . . . / . . . .',
      '3 . . . / 5 . . . / . . . .',
      '1 . . . / 4 . . . / . . . .',
      '0 . . . / 6 . . . / . . . .',
      '2 . . . / 2 . . . / . . . .',
      '8 . . . / 1 . . . / . . . .',
      '4 . . . / 3 . . . / . . . .',
    ],
    offer: 9,
    right: ['take r3c1'],
  },
  // Mid-round for the seat to decide (three face-down cards), but the next seat is about to go
  // out: what it keeps now it keeps to the end.
  {
    name: 'near-2p-drawn-minus2-over-12s',
    reason: 'the next seat goes out: a drawn -2 over a face-up 12 saves 14, over the 8 only 10',
    seats: [TWELVES, NEAR_OUT],
    offer: 9,
    drawn: -2,
    right: ['swap =12'],
  },
  {
    name: 'near-3p-drawn-0-over-12s',
    reason: 'the next seat goes out: a drawn 0 over a face-up 12 saves 12, over the 8 only 8',
    seats: [TWELVES, NEAR_OUT, MID_A],
    offer: 9,
    drawn: 0,
    right: ['swap =12'],
  },
  {
    name: 'near-3p-offer-minus2-over-12s',
    reason:
      'the next seat goes out: the -2 on offer over a face-up 12 saves 14, over the 8 only 10',
    seats: [TWELVES, NEAR_OUT, MID_A],
    offer: -2,
    right: ['take =12'],
  },
  {
    name: 'near-4p-offer-minus2-over-12s',
    reason:
      'the next seat goes out: the -2 on offer over a face-up 12 saves 14, over anything else 8 at most',
    seats: ['12 5 12 3 / 4 . 2 12 / . 6 1 .', NEAR_OUT, MID_A, MID_B],
    offer: -2,
    right: ['take =12'],
  },
  {
    name: 'near-5p-drawn-minus1-over-12s',
    reason: 'the next seat goes out: a drawn -1 over a face-up 12 saves 13, over the 8 only 9',
    seats: [LATE_A, TWELVES, NEAR_OUT, LATE_B, LATE_C],
    toMove: 1,
    offer: 8,
    drawn: -1,
    right: ['swap =12'],
  },
  {
    name: 'near-6p-offer-minus1-over-12s',
    reason: 'the next seat goes out: the -1 on offer over a face-up 12 saves 13, over the 8 only 9',
    seats: [MID_A, MID_B, MID_C, '12 6 7 5 / 5 . 12 . / 8 7 . 12', NEAR_OUT, MID_A],
    toMove: 3,
    offer: -1,
    right: ['take =12'],
  },
  {
    name: 'near-7p-drawn-1-over-12s',
    reason: 'the next seat goes out: a drawn 1 over a face-up 12 saves 11, over the 8 only 7',
    seats: [NEAR_OUT, MID_A, MID_B, MID_C, MID_A, MID_B, TWELVES],
    toMove: 6,
    offer: 9,
    drawn: 1,
    right: ['swap =12'],
    rolloutScale: 2,
  },
  {
    name: 'near-8p-offer-0-over-12s',
    reason: 'the next seat goes out: the 0 on offer over a face-up 12 saves 12, over the 8 only 8',
    seats: [LATE_A, LATE_B, TWELVES, NEAR_OUT, LATE_C, LATE_D, LATE_E, LATE_A],
    toMove: 2,
    offer: 0,
    right: ['take =12'],
  },
  {
    name: 'reshuffled-8p-near-drawn-0-over-12s',
    reason:
      'after a reshuffle, the next seat goes out: a drawn 0 over a face-up 12 saves 12, over the 8 only 8',
    seats: [TWELVES_TURNED, NEAR_OUT, LATE_A, LATE_B, LATE_C, LATE_D, LATE_E, LATE_A],
    offer: 9,
    drawn: 0,
    reshuffled: true,
    right: ['swap =12'],
  },
  {
    name: 'reshuffled-8p-near-offer-minus1-over-12s',
    reason:
      'after a reshuffle, the next seat goes out: the -1 on offer over a face-up 12 saves 13, over the 8 only 9',
    seats: [LATE_A, LATE_B, LATE_C, TWELVES_TURNED, NEAR_OUT, LATE_D, LATE_E, LATE_A],
    toMove: 3,
    offer: -1,
    reshuffled: true,
    right: ['take =12'],
  },
  {
    name: 'near-2p-offer-12-left',
    reason:
      'the next seat goes out: the 12 on offer raises what it covers by about 6 or more; a draw risks less',
    seats: [LOW_LATE, NEAR_OUT],
    offer: 12,
    right: ['draw'],
  },
  {
    name: 'near-4p-offer-12-left',
    reason:
      'the next seat goes out: the 12 on offer raises what it covers by about 6 or more; a draw risks less',
    seats: [LOW_LATE, NEAR_OUT, MID_A, MID_B],
    offer: 12,
    right: ['draw'],
  },
  {
    name: 'near-6p-offer-11-left',
    reason:
      'the next seat goes out: the 11 on offer raises what it covers by about 5 or more; a draw risks less',
    seats: [MID_A, MID_B, LOW_LATE, NEAR_OUT, MID_C, MID_A],
    toMove: 2,
    offer: 11,
    right: ['draw'],
  },
  {
    name: 'near-5p-drawn-12-discarded',
    reason:
      'the next seat goes out: a drawn 12 kept anywhere costs about 6 points or more; discarding it costs none',
    seats: [LOW_LATE, NEAR_OUT, LATE_A, LATE_B, LATE_C],
    offer: 8,
    drawn: 12,
    right: ['turn down'],
  },
  // After a reshuffle at 5, 6 and 7 seats: the draw pile runs out later, and the script reaches
  // the table only with fillers that leave the deck copies of every seat's face-up values.
  {
    name: 'reshuffled-5p-offer-10-completes-column',
    reason:
      'after a reshuffle: the 10 on offer over the 1 under two 10s removes the column: 21 points',
    seats: ['10 0 3 2 / 10 5 . 4 / 1 2 7 .', LATE_A, LATE_B, LATE_C, LATE_D],
    offer: 10,
    reshuffled: true,
    fillers: [11, 3, -1, -2, 0, 6],
    right: ['take r3c1'],
  },
  {
    name: 'reshuffled-7p-offer-10-completes-column',
    reason:
      'after a reshuffle: the 10 on offer over the 1 under two 10s removes the column: 21 points',
    seats: ['10 0 3 2 / 10 5 . 4 / 1 2 7 .', LATE_A, LATE_B, LATE_C, LATE_D, LATE_E, LATE_F],
    offer: 10,
    reshuffled: true,
    fillers: [12, 9, -1, 11, 6, -2, 5, 4],
    right: ['take r3c1'],
  },
  {
    name: 'reshuffled-5p-last-card-not-lowest',
    reason:
      'after a reshuffle: going out with about 75 doubles it; the drawn 0 goes over a face-up card instead',
    seats: ['12 8 7 6 / 8 7 6 5 / 7 4 6 .', LATE_A, LATE_B, LATE_C, LATE_D],
    offer: 9,
    drawn: 0,
    reshuffled: true,
    fillers: [4, 5, -1, 11],
    right: ['swap up'],
  },
  {
    name: 'reshuffled-7p-last-card-not-lowest',
    reason:
      'after a reshuffle: going out with about 75 doubles it; the drawn 1 goes over a face-up card instead',
    seats: ['12 8 7 6 / 8 7 6 5 / 7 4 6 .', LATE_A, LATE_B, LATE_C, LATE_D, LATE_E, LATE_F],
    offer: 9,
    drawn: 1,
    reshuffled: true,
    fillers: [5, -2, 11, 9, -1, 10, 7, 0, 6, 4],
    right: ['swap up'],
  },
  {
    name: 'reshuffled-6p-near-drawn-minus2-over-12s',
    reason:
      'after a reshuffle, the next seat goes out: a drawn -2 over a face-up 12 saves 14, over the 8 only 10',
    seats: [TWELVES_TURNED, NEAR_OUT, LATE_A, LATE_B, LATE_C, LATE_D],
    offer: 9,
    drawn: -2,
    reshuffled: true,
    fillers: [6, 9, -2, 4, 8, -1, 12, 11],
    right: ['swap =12'],
  },
  {
    name: 'reshuffled-7p-near-drawn-0-over-12s',
    reason:
      'after a reshuffle, the next seat goes out: a drawn 0 over a face-up 12 saves 12, over the 8 only 8',
    seats: [TWELVES_TURNED, NEAR_OUT, LATE_A, LATE_B, LATE_C, LATE_D, LATE_E],
    offer: 9,
    drawn: 0,
    reshuffled: true,
    fillers: [10, -2, 4, 11, -1, 5, 7, 3, 6],
    right: ['swap =12'],
  },
  {
    name: 'reshuffled-7p-near-offer-minus1-over-12s',
    reason:
      'after a reshuffle, the next seat goes out: the -1 on offer over a face-up 12 saves 13, over the 8 only 9',
    seats: [LATE_A, LATE_B, LATE_C, TWELVES_TURNED, NEAR_OUT, LATE_D, LATE_E],
    toMove: 3,
    offer: -1,
    reshuffled: true,
    fillers: [-2, -1, 10, 6, 9, 0, 1, 11, 8, 4],
    right: ['take =12'],
  },
  // The set-up (R2.3): which card to turn second. Level cases: no reveal is 1.5 points behind
  // another (a card in the column of the first, or in another column), so every move is right.
  {
    name: 'setup-2p-second-after-a-12',
    reason: 'set-up: after a 12, turning the next card beside it or elsewhere is worth the same',
    seats: ['12 . . . / . . . . / . . . .', '3 . . . / . . . . / . . 9 .'],
    offer: 5,
    setup: true,
    rolloutScale: 8,
    right: ['reveal down'],
  },
  {
    name: 'setup-3p-second-after-a-minus2',
    reason: 'set-up: after a -2, no second card is worth turning more than another',
    seats: [
      '. . . . / . 7 . . / . . . 1',
      '. . . . / . -2 . . / . . . .',
      '. . . . / . . . . / . . . .',
    ],
    toMove: 1,
    offer: 10,
    setup: true,
    rolloutScale: 8,
    right: ['reveal down'],
  },
  {
    name: 'setup-4p-second-after-a-5',
    reason: 'set-up: after a 5, the second card may go beside it or elsewhere',
    seats: [
      '. . . . / . . . . / . . . 5',
      '11 . . . / . 4 . .  / . . . .',
      '. . . . / . . . . / . . . .',
      '. 0 . . / . . . . / . . . 6',
    ],
    offer: 8,
    setup: true,
    rolloutScale: 8,
    right: ['reveal down'],
  },
  {
    name: 'setup-5p-second-after-a-0',
    reason: 'set-up: after a 0, any second card is as good',
    seats: [
      '. . . . / . . . . / . . . .',
      '. . . . / . . . . / . . . .',
      '. . 0 . / . . . . / . . . .',
      '9 . . . / . . . . / . . . 12',
      '. . . . / . . . . / . . . .',
    ],
    toMove: 2,
    offer: 2,
    setup: true,
    rolloutScale: 8,
    right: ['reveal down'],
  },
  {
    name: 'setup-6p-second-after-an-11',
    reason: 'set-up: after an 11, turning its neighbour or a card elsewhere is level',
    seats: [
      '2 . . . / . . . . / . . . .',
      '. . . . / . . . . / . . . .',
      '. . . . / . . . . / . . . .',
      '. . . . / 1 . . . / . . . .',
      '. . . . / . . . 11 / . . . .',
      '. 6 . . / . . . . / . . . .',
    ],
    toMove: 4,
    offer: 12,
    setup: true,
    rolloutScale: 8,
    right: ['reveal down'],
  },
  {
    name: 'setup-8p-second-after-a-7',
    reason: 'set-up: after a 7, no card is the better one to turn second',
    seats: [
      '. . . . / . . . . / . . . .',
      '. . . . / . . . . / . . . .',
      '. . . . / . . . . / . . . .',
      '. . . . / . . . . / . . . .',
      '. . . . / . . . . / . . . .',
      '. . . . / . . . . / . . . .',
      '. 7 . . / . . . . / . . . .',
      '. . . . / . . . . / . . . .',
    ],
    toMove: 6,
    offer: 3,
    setup: true,
    rolloutScale: 8,
    right: ['reveal down'],
  },
];
