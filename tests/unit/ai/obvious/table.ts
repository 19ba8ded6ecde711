// Positions for the obvious-move suite, built with the engine: a table is described as each
// seat's twelve cards and which of them lie face-up, and `buildTable` plays a round that reaches
// it — the set-up reveals, then turns in which each seat draws a card and turns the next of its
// face-up cards (R3.2b) or, with none left to turn, swaps the drawn card for an equal face-up
// card (its grid stays as it is). The deck (and a reshuffle, R6.1) is stacked so that every draw
// is the card the script needs, and the seat before the one to decide leaves the card on offer.
import {
  type Action,
  apply,
  type Card,
  CARD_COUNTS,
  type GameState,
  MIN_CARD,
  OFFICIAL_SHAPE,
  type Rules,
} from '../../../../src/engine';
import { cardsLeftAfter } from '../../helpers/deck';
import { dealtGame, unwrap } from '../../helpers/game';

/** The official grid (R2.1), which these tests play. */
const GRID_SIZE = OFFICIAL_SHAPE.cardsPerSeat;
const ROWS = OFFICIAL_SHAPE.rows;

/** One seat of a table: its twelve cards by position, and which lie face-up. */
export interface SeatSpec {
  /**
   * The cards by grid position (`pos = column * 3 + row`); `null` for a face-down card of any
   * value (the script picks one the deck has left: nobody sees it).
   */
  readonly grid: readonly (Card | null)[];
  /**
   * The face-up positions: the first two are the set-up reveals (R2.3), the others are turned in
   * this order during the script. A column of three equal cards is removed when its third card
   * is turned (R4.1).
   */
  readonly up: readonly number[];
}

/** A table to build: the grids, who decides, what lies on the discard pile and in hand. */
export interface TableSpec {
  readonly seats: readonly SeatSpec[];
  /** The seat to decide. */
  readonly toMove: number;
  /** The top of the discard pile when it decides. */
  readonly offer: Card;
  /** The card it has drawn (it then decides where it goes), if any. */
  readonly drawn?: Card;
  /** The cards the script draws and turns, in order, as far as the deck has them. */
  readonly fillers?: readonly Card[];
  /** Play on until the draw pile has run out and been reshuffled (R6.1) before deciding. */
  readonly reshuffled?: boolean;
  readonly rules?: Partial<Rules>;
}

/** Cards the script draws and turns when the spec names none: middling, unremarkable values. */
const DEFAULT_FILLERS: readonly Card[] = [6, 7, 5, 8, 9, 4];

/** A multiset of cards, counts per value. */
class Cards {
  readonly counts: number[];
  constructor(counts: readonly number[]) {
    this.counts = counts.slice();
  }
  static of(cards: readonly Card[]): Cards {
    const counts = new Array<number>(CARD_COUNTS.length).fill(0);
    for (const card of cards) counts[card - MIN_CARD]!++;
    return new Cards(counts);
  }
  has(card: Card): boolean {
    return this.counts[card - MIN_CARD]! > 0;
  }
  take(card: Card): Card {
    if (!this.has(card)) throw new Error(`the table needs a card ${card} that is not there`);
    this.counts[card - MIN_CARD]!--;
    return card;
  }
  /** Every card, ascending. */
  list(): Card[] {
    return this.counts.flatMap((count, kind) => new Array<Card>(count).fill(kind + MIN_CARD));
  }
}

/** The script: what each turn does, and the stacked piles. */
interface Script {
  readonly turns: Action[];
  readonly firstDiscard: Card;
  /** Cards drawn before a reshuffle, then the final draw when there is none. */
  readonly deckDraws: Card[];
  /** The reshuffle order, top first, when the script reshuffles. */
  readonly reshuffle: Card[] | null;
}

/** Whether the face-up cards `up` of `grid` make the column of `pos` three equal cards (R4.1). */
function columnComplete(grid: readonly Card[], up: ReadonlySet<number>, pos: number): boolean {
  const top = pos - (pos % ROWS);
  const column = [top, top + 1, top + 2];
  return column.every((at) => up.has(at) && grid[at] === grid[top]);
}

/**
 * The grids of `spec` with every open face-down card given a value, taken from `supply`: nobody
 * sees them (the unseen cards are the same whatever lies where), so each takes the value the
 * script is least likely to need — shown face-up nowhere, no filler, the most copies left.
 */
function completeGrids(spec: TableSpec, supply: Cards): Card[][] {
  for (const card of spec.seats.flatMap((seat) => seat.grid)) if (card !== null) supply.take(card);
  const needed = new Set<Card>([
    ...spec.seats.flatMap((seat) => seat.grid.filter((card): card is Card => card !== null)),
    ...(spec.fillers ?? DEFAULT_FILLERS),
    spec.offer,
    ...(spec.drawn === undefined ? [] : [spec.drawn]),
  ]);
  const spare = (): Card => {
    let best: Card | null = null;
    let bestScore = -Infinity;
    supply.counts.forEach((count, kind) => {
      const card = kind + MIN_CARD;
      const score = count === 0 ? -Infinity : count - (needed.has(card) ? 100 : 0);
      if (score > bestScore) {
        best = card;
        bestScore = score;
      }
    });
    if (best === null) throw new Error('no card left for a face-down position');
    return supply.take(best);
  };
  return spec.seats.map((seat) => seat.grid.map((card) => card ?? spare()));
}

/** Writes the script that reaches the table of `spec` with `grids` (see `buildTable`). */
function writeScript(spec: TableSpec, grids: readonly (readonly Card[])[], supply: Cards): Script {
  const players = spec.seats.length;
  const fillers = spec.fillers ?? DEFAULT_FILLERS;
  let fillerIndex = 0;
  /**
   * The next card to draw from `source`: one `next` shows face-up when it will need a card to
   * pass along (a take of an equal card, without drawing), else a filler, else any card.
   */
  const filler = (source: Cards, next: number): Card => {
    const passing = !spec.reshuffled && pending[next]!.length === 0 && next !== spec.toMove;
    const shown = passing ? [...up[next]!].map((pos) => grids[next]![pos]!) : [];
    const wanted = shown.find((card) => source.has(card));
    if (wanted !== undefined) return source.take(wanted);
    for (let i = 0; i < fillers.length; i++) {
      const card = fillers[fillerIndex++ % fillers.length]!;
      if (source.has(card)) return source.take(card);
    }
    const any = source.list().sort((a, b) => Math.abs(a - 6) - Math.abs(b - 6))[0];
    if (any === undefined) throw new Error('no card left to draw');
    return source.take(any);
  };
  const pending = spec.seats.map((seat) => seat.up.slice(2));
  const up = spec.seats.map((seat) => new Set(seat.up.slice(0, 2)));
  const sums = spec.seats.map((seat, s) => grids[s]![seat.up[0]!]! + grids[s]![seat.up[1]!]!);
  const starter = sums.indexOf(Math.max(...sums));
  const before = (spec.toMove + players - 1) % players;
  const immediate = pending.every((left) => left.length === 0) && spec.toMove === starter;
  const firstDiscard =
    immediate && !spec.reshuffled ? supply.take(spec.offer) : filler(supply, starter);
  const deckDraws: Card[] = [];
  const turns: Action[] = [];
  const discard: Card[] = [firstDiscard];
  let drawPile = 150 - GRID_SIZE * players - 1;
  let source = supply;
  let reshuffle: Card[] | null = null;
  const draw = (wanted: Card | null, next: number): Card => {
    if (drawPile === 0) {
      if (reshuffle !== null) throw new Error('the script needs a second reshuffle');
      source = Cards.of(discard.splice(0, discard.length - 1));
      drawPile = source.list().length;
      reshuffle = [];
    }
    drawPile--;
    const card = wanted === null ? filler(source, next) : source.take(wanted);
    (reshuffle ?? deckDraws).push(card);
    return card;
  };

  let seat = starter;
  for (let finished = immediate && !spec.reshuffled; !finished; seat = (seat + 1) % players) {
    if (turns.length > 3000) throw new Error('the script does not reach the table');
    const othersDone = pending.every((left, s) => s === before || left.length === 0);
    const final =
      seat === before &&
      othersDone &&
      pending[before]!.length <= 1 &&
      (!spec.reshuffled || reshuffle !== null || drawPile === 0);
    const grid = grids[seat]!;
    const left = pending[seat]!;
    const next = (seat + 1) % players;
    if (left.length > 1 || (left.length === 1 && (seat !== before || final))) {
      const pos = left.shift()!;
      up[seat]!.add(pos);
      discard.push(draw(final ? spec.offer : null, next));
      if (columnComplete(grid, up[seat]!, pos)) {
        if (final) throw new Error(`seat ${seat}'s last turn removes a column: no offer left`);
        discard.push(grid[pos]!, grid[pos]!, grid[pos]!);
      }
      turns.push({ p: seat, t: 'draw-discard', pos });
    } else {
      // A turn that leaves the grid as it is: take the discard top over an equal face-up card
      // (no draw), or draw a card equal to a face-up card and swap it in.
      const visible = [...up[seat]!].filter((pos) => !columnComplete(grid, up[seat]!, pos));
      const top = discard.at(-1)!;
      const mayTake = !spec.reshuffled || reshuffle !== null;
      const takeAt = visible.find(
        (pos) => mayTake && grid[pos] === top && (!final || top === spec.offer),
      );
      if (takeAt !== undefined) {
        turns.push({ p: seat, t: 'take-discard', pos: takeAt });
      } else {
        const usable = (pos: number) =>
          (!final || grid[pos] === spec.offer) &&
          (drawPile === 0 ? Cards.of(discard.slice(0, -1)) : source).has(grid[pos]!);
        const pos = visible.find(usable);
        if (pos === undefined)
          throw new Error(
            `seat ${seat} has no face-up card to swap for an equal one` +
              (final ? ` (${spec.offer} must be on offer)` : ''),
          );
        discard.push(draw(grid[pos]!, next));
        turns.push({ p: seat, t: 'draw-swap', pos });
      }
    }
    finished = final;
  }
  if (spec.drawn !== undefined) draw(spec.drawn, spec.toMove);
  if (reshuffle !== null) (reshuffle as Card[]).push(...source.list());
  return { turns, firstDiscard, deckDraws, reshuffle };
}

function step(state: GameState, action: Action): GameState {
  return unwrap(apply(state, action), `table script ${JSON.stringify(action)}`);
}

/**
 * Plays, with the engine, a round that reaches the table of `spec` and returns the state in which
 * `spec.toMove` decides (holding `spec.drawn` if given). Throws when no script reaches it (a card
 * the deck lacks, a seat that cannot leave the offer on the discard pile).
 */
export function buildTable(spec: TableSpec): GameState {
  const players = spec.seats.length;
  for (const [seat, { grid, up }] of spec.seats.entries()) {
    if (grid.length !== GRID_SIZE) throw new Error(`seat ${seat} has ${grid.length} cards`);
    if (up.length < 2 || new Set(up).size !== up.length)
      throw new Error(`seat ${seat} needs two set-up reveals and no position twice`);
    if (up.some((pos) => grid[pos] === null)) throw new Error(`seat ${seat} shows an open card`);
  }
  const supply = new Cards(CARD_COUNTS);
  const grids = completeGrids(spec, supply);
  const script = writeScript(spec, grids, supply);
  const fixed = [...grids.flat(), script.firstDiscard];
  const deck = [...fixed, ...script.deckDraws, ...cardsLeftAfter([...fixed, ...script.deckDraws])];
  const reshuffles = script.reshuffle === null ? [] : [script.reshuffle];
  let state = dealtGame(deck, { players, rules: spec.rules ?? {}, reshuffles });
  for (const [seat, { up }] of spec.seats.entries())
    for (const pos of up.slice(0, 2)) state = step(state, { p: seat, t: 'reveal', pos });
  for (const action of script.turns) state = step(state, action);
  if (state.round.toMove !== spec.toMove)
    throw new Error(`seat ${state.round.toMove} is to move, not seat ${spec.toMove}`);
  if (state.round.discardPile.at(-1) !== spec.offer)
    throw new Error(`${state.round.discardPile.at(-1)} is on offer, not ${spec.offer}`);
  if (spec.reshuffled && state.round.knownDrawPile === null)
    throw new Error('the draw pile was not reshuffled');
  if (spec.drawn !== undefined) state = step(state, { p: spec.toMove, t: 'draw' });
  return state;
}

/**
 * A table in the set-up (R2.3): each seat's face-up cards of `spec` are its reveals so far (at
 * most two; the seat to decide fewer), the first discard is `spec.offer`. Face-down cards are
 * dealt from the rest of the deck; nobody sees them.
 */
export function buildSetupTable(
  spec: Omit<TableSpec, 'drawn' | 'fillers' | 'reshuffled'>,
): GameState {
  for (const [seat, { grid, up }] of spec.seats.entries()) {
    if (grid.length !== GRID_SIZE) throw new Error(`seat ${seat} has ${grid.length} cards`);
    if (up.length > 2)
      throw new Error(`seat ${seat} reveals two cards in the set-up, not ${up.length}`);
  }
  if (spec.seats[spec.toMove]!.up.length >= 2)
    throw new Error(`seat ${spec.toMove} has no reveal left to decide`);
  const supply = new Cards(CARD_COUNTS);
  const grids = completeGrids({ ...spec, fillers: [] }, supply);
  const first = supply.take(spec.offer);
  const deck = [...grids.flat(), first, ...cardsLeftAfter([...grids.flat(), first])];
  let state = dealtGame(deck, { players: spec.seats.length, rules: spec.rules ?? {} });
  for (const [seat, { up }] of spec.seats.entries())
    for (const pos of up) state = step(state, { p: seat, t: 'reveal', pos });
  return state;
}
