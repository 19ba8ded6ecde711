import { type Card, CARD_COUNTS, countCards, MIN_CARD } from './cards';
import type { Grid } from './grid';
import type { GameRecord } from './record/format';
import { publicRecord } from './record/public';
import type { Rules } from './rules';
import type { GameState, Phase, RoundResult, RoundState } from './state';

/**
 * What one seat knows (R8): everything public and nothing else. Face-down cards have `card: null`,
 * the draw pile is a size (and, after a reshuffle, a multiset), and the PRNG state is absent.
 * Computer players and hints receive only this.
 */
export interface PlayerView {
  /** The seat this view belongs to. */
  readonly seat: number;
  readonly rules: Rules;
  readonly players: readonly string[];
  readonly phase: Phase;
  /** Zero-based index of the current round. */
  readonly roundIndex: number;
  /** Every seat's grid; face-down cards have `card: null`. */
  readonly grids: readonly Grid[];
  /** The discard pile, top last. */
  readonly discardPile: readonly Card[];
  /** How many cards the draw pile holds. */
  readonly drawPileSize: number;
  /**
   * After a reshuffle, the exact multiset of the draw pile (counts per value, index `value + 2`),
   * counting a card another seat has drawn but not yet shown; `null` before any reshuffle.
   */
  readonly drawPileKnown: readonly number[] | null;
  /** Counts per value of the cards this seat has never seen (face-down cards and unseen draws). */
  readonly unseen: readonly number[];
  /** The card this seat has drawn and not yet placed (R8.2), else `null`. */
  readonly drawn: Card | null;
  /** The seat holding a drawn card it has not yet placed, else `null`. */
  readonly drawingSeat: number | null;
  readonly setupReveals: readonly number[];
  readonly starter: number | null;
  readonly toMove: number | null;
  readonly ender: number | null;
  readonly finalTurnsLeft: number;
  readonly results: readonly RoundResult[];
  readonly totals: readonly number[];
  readonly winners: readonly number[];
  /** The public history: the game record with every unseen card `null` (BOT-PROTOCOL.md). */
  readonly record: GameRecord;
}

/** The view of the game that `seat` has (R8): no face-down values, no draw-pile order. */
export function playerView(state: GameState, seat: number): PlayerView {
  return viewOf(state, seat, true);
}

/**
 * The public view: what someone who sits at no seat knows (a spectator online), laid out around
 * seat `shown`. It is `shown`'s view without anything only that seat knows: a card drawn and not
 * yet placed is never in it, whoever drew it (R8.2), and counts among the unseen cards.
 */
export function publicView(state: GameState, shown: number): PlayerView {
  return viewOf(state, shown, false);
}

/** The view laid out around `seat`; with `own`, holding what that seat alone knows (its draw). */
function viewOf(state: GameState, seat: number, own: boolean): PlayerView {
  const { round } = state;
  const { grids, notShown } = sharedParts(round);
  const drawingSeat = round.drawn === null ? null : round.toMove;
  const ownDrawn = own && drawingSeat === seat ? (round.drawn?.card ?? null) : null;
  const drawPileKnown =
    round.knownDrawPile === null ? null : subtract(round.knownDrawPile, ownDrawn);
  let unseen = notShown;
  if (drawPileKnown !== null) unseen = unseen.map((count, kind) => count - drawPileKnown[kind]!);
  unseen = subtract(unseen, ownDrawn);
  let record: GameRecord | undefined;
  return {
    seat,
    rules: state.rules,
    players: state.players,
    phase: state.phase,
    roundIndex: round.index,
    grids,
    discardPile: round.discardPile,
    drawPileSize: round.drawPile.length,
    drawPileKnown,
    unseen,
    drawn: ownDrawn,
    drawingSeat,
    setupReveals: round.setupReveals,
    starter: round.starter,
    toMove: round.toMove,
    ender: round.ender,
    finalTurnsLeft: round.finalTurnsLeft,
    results: state.results,
    totals: state.totals,
    winners: state.winners,
    // Built on first use: most callers never read the history, and it costs a copy of the record.
    get record(): GameRecord {
      record ??= sharedPublicRecord(state);
      return record;
    },
  };
}

/** What every seat's view of a round holds alike, worked out once per round state. */
interface SharedParts {
  /** Every grid with its face-down cards' values left out (`shownGrid`). */
  readonly grids: readonly Grid[];
  /** Counts per value of the cards neither face-up in a grid nor on the discard pile. */
  readonly notShown: readonly number[];
}

const sharedOfRound = new WeakMap<RoundState, SharedParts>();

function sharedParts(round: RoundState): SharedParts {
  let shared = sharedOfRound.get(round);
  if (shared === undefined) {
    const grids = round.grids.map(shownGrid);
    const faceUpCounts = countCards(
      grids.flatMap((grid) => grid.map((slot) => (slot === null ? null : slot.card))),
    );
    const discardCounts = countCards(round.discardPile);
    const notShown = CARD_COUNTS.map(
      (count, kind) => count - faceUpCounts[kind]! - discardCounts[kind]!,
    );
    shared = { grids, notShown };
    sharedOfRound.set(round, shared);
  }
  return shared;
}

/**
 * Each grid as views show it, made once: the engine never changes a grid it made, and a seat's
 * grid stays the same one while other seats play, so a view's unchanged grids are the very grids
 * of the view before it (what a room sends of them, `jsonPatch`, sees that at once).
 */
const shownGrids = new WeakMap<Grid, Grid>();

/** `grid` with its face-down cards' values left out. */
function shownGrid(grid: Grid): Grid {
  let shown = shownGrids.get(grid);
  if (shown === undefined) {
    shown = grid.map((slot) => (slot === null || slot.up ? slot : { card: null, up: false }));
    shownGrids.set(grid, shown);
  }
  return shown;
}

/** The public record of each state views were read of: every seat's view of a state shares one. */
const publicRecords = new WeakMap<GameState, GameRecord>();

function sharedPublicRecord(state: GameState): GameRecord {
  let record = publicRecords.get(state);
  if (record === undefined) {
    record = publicRecord(state);
    publicRecords.set(state, record);
  }
  return record;
}

function subtract(counts: readonly number[], card: Card | null): number[] {
  const out = counts.slice();
  if (card !== null) out[card - MIN_CARD]!--;
  return out;
}
