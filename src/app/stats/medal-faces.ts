import type { MedalId } from '../../stats/medals';
import { EMBLEM_ICONS } from '../../view/emblem-icons';

/** A medal's face: a picture (SVG path data on its box, filled or stroked) or an engraved number. */
export type MedalFace =
  | { readonly picture: string; readonly box: number; readonly stroked?: boolean }
  | { readonly number: string };

/** A flame with a curl and a hollow heart, on a 64 × 64 box (the winning streak). */
export const FLAME =
  'M32 4c5 11 16 17 16 31a16 16 0 0 1-32 0c0-8 4-13 9-17 0 7 2 10 6 11-2-9 0-17 1-25zM32 36c-4 4-6 7-6 11a6 6 0 0 0 12 0c0-4-2-7-6-11z';

/**
 * What each medal shows: pictures drawn for the game (a trophy, a snowflake below zero, a column
 * of three cards, a crown), the computer's robot as the seat plates show it, and for the medals
 * of a count the count itself, engraved as a sports medal's number.
 */
export const MEDAL_FACES: Readonly<Record<MedalId, MedalFace>> = {
  'first-win': {
    picture:
      'M18 8h28v12c0 11-6 18-14 19-8-1-14-8-14-19zM17 12H8v4c0 8 5 13 12 14l1-5c-5-1-8-4-8-8h4zM47 12h9v4c0 8-5 13-12 14l-1-5c5-1 8-4 8-8h-4zM29 39h6v8h-6zM20 47h24v8H20z',
    box: 64,
  },
  'streak-3': { number: '3' },
  'streak-5': { number: '5' },
  'below-zero': {
    picture:
      'M32 6v52M9.5 19l45 26M9.5 45l45-26M25 9l7 7 7-7M25 55l7-7 7 7M7 29l10 3-3 10M57 35l-10-3 3-10',
    box: 64,
    stroked: true,
  },
  'first-column': {
    picture:
      'M21 4h22a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H21a3 3 0 0 1-3-3V7a3 3 0 0 1 3-3zM21 23h22a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H21a3 3 0 0 1-3-3V26a3 3 0 0 1 3-3zM21 42h22a3 3 0 0 1 3 3v12a3 3 0 0 1-3 3H21a3 3 0 0 1-3-3V45a3 3 0 0 1 3-3z',
    box: 64,
  },
  'columns-25': { number: '25' },
  'expert-faced': { picture: EMBLEM_ICONS.computer, box: 512 },
  'expert-beaten': { picture: 'M8 46 4 16l15 13 13-20 13 20 15-13-4 30zM8 50h48v7H8z', box: 64 },
  'games-10': { number: '10' },
  'games-50': { number: '50' },
};
