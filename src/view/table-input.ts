import type { Container } from 'pixi.js';
import {
  type Action,
  columnOf,
  gridOf,
  type GridShape,
  OFFICIAL_SHAPE,
  placesDrawnCard,
  type RecordAction,
  rowOf,
} from '../engine';
import { pickedPosition, seatColumn } from './pick-keys';
import { NO_MARKS, type PileName, type TableMarks, type TableTarget } from './table-types';

/** A person's half-made move: nothing yet, taking the discard, or discarding the drawn card. */
export type ChoiceMode = 'idle' | 'take' | 'discard-drawn';

/** Where the moves a person makes on the table go (the game's presenter). */
export interface TableChooser {
  /** The move is made: one of the actions the table was given, once. */
  onAction(action: Action): void;
  /** A choice that none of the actions allows (a card out of play, a pile not offered, no cursor). */
  onRefused(): void;
  /** The half-made move changed (the discard taken, the drawn card to discard, or back). */
  onMode(mode: ChoiceMode): void;
}

/**
 * A person at this screen choosing a move: their seat, the actions they may choose from, and
 * where the choice goes. The table picks among `legal` only; it knows no rule of its own.
 */
export interface TableChoosing {
  readonly seat: number;
  /** The actions the person may choose from (the engine's, or fewer: a lesson's one move). */
  readonly legal: readonly Action[];
  readonly chooser: TableChooser;
}

/** What a key asks of the table's half-made move. */
export type TableKey =
  | { readonly kind: 'draw' | 'take' | 'discard' | 'confirm' | 'cancel' }
  | { readonly kind: 'move'; readonly columns: number; readonly rows: number }
  /** The pick key at `index` (`PICK_KEYS`): a card, or a column of a larger seat (`pickScheme`). */
  | { readonly kind: 'pick'; readonly index: number };

/** What the person may choose now: grid positions of their seat, and piles. */
export interface Choices {
  readonly positions: readonly number[];
  readonly piles: readonly PileName[];
}

/** Where a person stands, read from the actions given: set-up, a turn, or a card in hand. */
type Moment = 'none' | 'setup' | 'turn' | 'drawn';

function momentOf(legal: readonly Action[]): Moment {
  if (legal.some((a) => a.t === 'reveal')) return 'setup';
  if (legal.some(placesDrawnCard)) return 'drawn';
  return legal.length === 0 ? 'none' : 'turn';
}

/** The grid action a chosen position means in `mode`, at `moment`. */
function gridKind(moment: Moment, mode: ChoiceMode): RecordAction['t'] | null {
  if (moment === 'setup') return 'reveal';
  if (moment === 'drawn') return mode === 'discard-drawn' ? 'draw-discard' : 'draw-swap';
  return moment === 'turn' && mode === 'take' ? 'take-discard' : null;
}

/** The positions and piles a person with the `legal` actions may choose in `mode`. */
export function choicesFor(legal: readonly Action[], mode: ChoiceMode): Choices {
  const moment = momentOf(legal);
  const kind = gridKind(moment, mode);
  const positions = legal.flatMap((a) => (a.t === kind && 'pos' in a ? [a.pos] : []));
  const has = (t: Action['t']) => legal.some((a) => a.t === t);
  switch (moment) {
    case 'none':
    case 'setup':
      return { positions, piles: [] };
    case 'drawn':
      return { positions, piles: has('draw-discard') ? ['discard'] : [] };
    case 'turn': {
      if (mode === 'take') return { positions, piles: ['discard'] };
      const piles: PileName[] = [];
      if (has('draw')) piles.push('draw');
      if (has('take-discard')) piles.push('discard');
      return { positions, piles };
    }
  }
}

/**
 * Where `pos` lies among the seat's cards as drawn: its column and row across the grids side by
 * side, or, with the grids `stacked` one above the other (dual hands in a tall window, R9.5), its
 * column in its grid and its row counted down through the grids.
 */
function drawnCell(
  shape: GridShape,
  pos: number,
  stacked: boolean,
): { column: number; row: number } {
  return stacked
    ? { column: columnOf(shape, pos), row: gridOf(shape, pos) * shape.rows + rowOf(shape, pos) }
    : { column: seatColumn(shape, pos), row: rowOf(shape, pos) };
}

/**
 * The choosable position nearest to `from` in the direction (`columns`, `rows`) as the cards are
 * drawn (`stacked`: dual hands' grids one above the other); `from` itself when there is none that
 * way, the first choosable when there is no cursor yet.
 */
export function moveCursor(
  from: number | null,
  columns: number,
  rows: number,
  choosable: readonly number[],
  shape: GridShape = OFFICIAL_SHAPE,
  stacked = false,
): number | null {
  if (choosable.length === 0) return null;
  if (from === null) return choosable[0]!;
  const here = drawnCell(shape, from, stacked);
  let best: number | null = null;
  let bestDistance = Infinity;
  for (const pos of choosable) {
    const there = drawnCell(shape, pos, stacked);
    const dc = there.column - here.column;
    const dr = there.row - here.row;
    const along = dc * columns + dr * rows;
    if (along <= 0) continue;
    const across = Math.abs(columns !== 0 ? dr : dc);
    const distance = along + across * 2;
    if (distance < bestDistance) {
      best = pos;
      bestDistance = distance;
    }
  }
  return best ?? from;
}

/**
 * The table's half-made move: the person choosing, what they have chosen so far (the discard
 * taken, the drawn card to discard) and the keyboard's cursor. Pointer, touch, the accessible
 * buttons and keys choose among the actions it was given; once a move is whole it is handed on
 * (`onAction`) and nothing more is chosen until the table is given a choice again.
 */
export class TableInput {
  private choosing: TableChoosing | null = null;
  /** The actions last given: given again (a move the source refused), the move resumes. */
  private offered: readonly Action[] | null = null;
  private mode: ChoiceMode = 'idle';
  private cursor: number | null = null;
  private shape: GridShape = OFFICIAL_SHAPE;
  private stacked = false;

  /** The input of a table that redraws its marks when `changed` is called. */
  constructor(private readonly changed: () => void) {}

  /** The seats' grid shape from now on (R9.1, R9.5): the cursor walks it. */
  setShape(shape: GridShape): void {
    this.shape = shape;
  }

  /** Whether the person's two grids (dual hands) are drawn one above the other: the arrows follow. */
  setStacked(stacked: boolean): void {
    this.stacked = stacked;
  }

  /** The half-made move now. */
  get choiceMode(): ChoiceMode {
    return this.mode;
  }

  /**
   * The person to choose now, or nobody (`null`): new actions start a move afresh; the same
   * actions again (a move the source refused) resume it where it stood.
   */
  offer(choosing: TableChoosing | null): void {
    if (choosing !== null && choosing.legal !== this.offered) {
      this.offered = choosing.legal;
      this.mode = 'idle';
      this.cursor = null;
    }
    this.choosing = choosing;
    this.mark();
  }

  /** What the table marks: the choosable places, the cursor and the pile the move started from. */
  get marks(): TableMarks {
    const choosing = this.choosing;
    if (choosing === null) return NO_MARKS;
    const choices = choicesFor(choosing.legal, this.mode);
    return {
      seat: choosing.seat,
      positions: choices.positions,
      piles: choices.piles,
      cursor: this.cursor,
      chosenPile: this.mode === 'idle' ? null : 'discard',
    };
  }

  /** Makes `sprite` choose `target` when it is tapped or clicked. */
  listen(sprite: Container, target: TableTarget): void {
    sprite.eventMode = 'static';
    sprite.on('pointertap', () => this.tap(target));
  }

  /**
   * A card or a pile was chosen (a pointer, a touch, an accessible button): a whole move is handed
   * on, a pile starts or takes back a half-made one, anything else is refused.
   */
  tap(target: TableTarget): void {
    const choosing = this.choosing;
    if (choosing === null) return;
    if (target.kind === 'card') return this.chooseCard(choosing, target.seat, target.pos);
    const { legal, chooser } = choosing;
    const moment = momentOf(legal);
    const has = (t: Action['t']) => legal.some((a) => a.t === t);
    if (target.kind === 'draw') {
      if (!has('draw')) return chooser.onRefused();
      return this.hand(choosing, { p: choosing.seat, t: 'draw' });
    }
    if (moment === 'drawn' && has('draw-discard'))
      return this.setMode(this.mode === 'discard-drawn' ? 'idle' : 'discard-drawn');
    if (moment === 'turn' && target.kind === 'discard' && has('take-discard'))
      return this.setMode(this.mode === 'take' ? 'idle' : 'take');
    chooser.onRefused();
  }

  /** A key for the move: a pile, the cursor moved or confirmed, a card picked, or back. */
  key(key: TableKey): void {
    const choosing = this.choosing;
    if (choosing === null) return;
    const drawn = momentOf(choosing.legal) === 'drawn';
    const positions = choicesFor(choosing.legal, this.mode).positions;
    switch (key.kind) {
      case 'draw':
        return this.tap({ kind: 'draw' });
      case 'take':
        return drawn ? choosing.chooser.onRefused() : this.tap({ kind: 'discard' });
      case 'discard':
        return drawn ? this.tap({ kind: 'discard' }) : choosing.chooser.onRefused();
      case 'cancel':
        return this.setMode('idle');
      case 'move':
        this.cursor = moveCursor(
          this.cursor,
          key.columns,
          key.rows,
          positions,
          this.shape,
          this.stacked,
        );
        return this.mark();
      case 'pick': {
        const pos = pickedPosition(this.shape, key.index, this.cursor, positions);
        if (pos === null) return choosing.chooser.onRefused();
        this.cursor = pos;
        return this.mark();
      }
      case 'confirm':
        if (this.cursor === null) return choosing.chooser.onRefused();
        return this.tap({ kind: 'card', seat: choosing.seat, pos: this.cursor });
    }
  }

  /** The card at `pos` of `seat` was chosen: the move it makes now, if it is one of those given. */
  private chooseCard(choosing: TableChoosing, seat: number, pos: number): void {
    const t = gridKind(momentOf(choosing.legal), this.mode);
    if (seat !== choosing.seat || t === null) return choosing.chooser.onRefused();
    const action: RecordAction = { p: seat, t, pos };
    if (!choosing.legal.some((a) => a.t === t && 'pos' in a && a.pos === pos))
      return choosing.chooser.onRefused();
    this.hand(choosing, action);
  }

  /** Hands on the whole move `action`: nothing more is chosen until a choice is offered again. */
  private hand(choosing: TableChoosing, action: Action): void {
    this.choosing = null;
    this.mark();
    choosing.chooser.onAction(action);
  }

  private setMode(mode: ChoiceMode): void {
    const choosing = this.choosing;
    if (choosing === null) return;
    this.mode = mode;
    choosing.chooser.onMode(mode);
    this.mark();
  }

  /** Keeps the cursor on a choosable card (the first, when it is on none) and redraws the marks. */
  private mark(): void {
    const choosing = this.choosing;
    if (choosing !== null) {
      const { positions } = choicesFor(choosing.legal, this.mode);
      if (this.cursor === null || !positions.includes(this.cursor))
        this.cursor = positions[0] ?? null;
    }
    this.changed();
  }
}
