import type { Action, GameEvent } from '../engine';
import type { SeatCountdown } from './countdown';
import type { Rect } from './geometry';
import type { MotionSettings } from './motion';
import type { EmblemKind, TableTheme } from './palette';
import type { PlateLook } from './plate-emblem';
import type { TableSnapshot } from './snapshot';
import type { TableChoosing } from './table-input';
import type { TableLabels } from './table-types';

/** A computer thinking: its seat, and its progress from 0 to 1 (0 when unknown: the ring spins). */
export interface SeatThinking {
  readonly seat: number;
  readonly progress: number;
}

/**
 * What the page's controls take around the table, in CSS pixels: the status bar at the top, a
 * panel at the bottom (the replay's bar) or, in a short window, at the right; a sheet `dock` high
 * over the bottom (the hint on a phone) moves only the person's cards and the piles.
 */
export interface TableMargins {
  readonly top: number;
  readonly bottom: number;
  readonly right?: number;
  readonly dock?: number;
}

/**
 * Everything the table shows, for `TableView.set`: each key given replaces what the table showed
 * of it, each key left out keeps it. The table works out what changed.
 */
export interface TableConfig {
  /**
   * The game at one moment (a projection of a seat's player view). With `events`, the table plays
   * them from the snapshot it shows to this one; without, it shows this one at once (a new game, a
   * reload, a jump in a replay).
   */
  readonly snapshot?: TableSnapshot;
  /**
   * The engine's events from the snapshot shown to `snapshot` (as `apply` or `startNextRound`
   * reported them). Playing them takes away the hint and the choosing, which were of the table
   * before them.
   */
  readonly events?: readonly GameEvent[];
  /** The seat shown large at the bottom. */
  readonly focus?: number;
  /** Who sits at each seat: their plates show a person's or a computer level's emblem. */
  readonly emblems?: readonly EmblemKind[];
  /** The avatar and colour each person picked, by seat (`null`: the plain figure). */
  readonly looks?: readonly (PlateLook | null)[];
  /** The texts, in the player's language (the table itself knows no language). */
  readonly labels?: TableLabels;
  /** The person at this screen choosing a move, or nobody (`null`). */
  readonly choosing?: TableChoosing | null;
  /** The suggested move: the card to move glows, an arrow shows where it goes; `null`: none. */
  readonly hint?: Action | null;
  /** The computer whose thinking the table shows (a ring around its emblem), or none. */
  readonly thinking?: SeatThinking | null;
  /** Each seat's countdown on its plate (its turn timer, an away person's time), by seat. */
  readonly countdowns?: readonly (SeatCountdown | null)[];
  /** Who asked to play again after an online game (a mark on their plates), by seat. */
  readonly ready?: readonly boolean[];
  /** The palette and contrast. */
  readonly theme?: TableTheme;
  /** The texts' scale (plates grow with them): 1 normal, as the text-size setting says. */
  readonly textScale?: number;
  /** Animation speed (1 normal, 0.5 fast, 0 instant) and reduced motion (fades, no effects). */
  readonly motion?: MotionSettings;
  /**
   * Behind the menus: the title's fan of cards in this area (CSS pixels) instead of the game;
   * `null` puts it away and shows the game again.
   */
  readonly title?: Rect | null;
}
