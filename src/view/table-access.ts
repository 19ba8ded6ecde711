import { columnOf, gridOf, type GridShape, OFFICIAL_SHAPE, rowOf } from '../engine';
import { type TableControl, TableControls } from './accessible';
import type { TableLayout } from './layout-parts';
import type { EmblemKind } from './palette';
import type { SeatView } from './seat-view';
import type { TableSnapshot } from './snapshot';
import type { TableInput } from './table-input';
import { pickKeyOf } from './pick-keys';
import type { PileName, TableLabels, TableMarks } from './table-types';

/** One seat's accessible controls: its cards as buttons, or the seat as one text. */
interface SeatControls {
  readonly cards: readonly TableControl[];
  readonly summary: TableControl;
}

/**
 * The table's accessible layer: a button for each pile and each card of the seat shown large, a
 * text for every other seat, labelled in the player's language and laid where their objects are
 * drawn. A button chooses what a tap would; only what can be chosen is pressable.
 */
export class TableAccess {
  private readonly controls: TableControls;
  private readonly piles: Record<PileName, TableControl>;
  private seats: SeatControls[] = [];
  private shape: GridShape = OFFICIAL_SHAPE;
  /** Counts the label sets given: a control's label is made again when its inputs or this change. */
  private version = 0;

  /**
   * A layer inside `host` that writes its labels while `atRest`, with `labels`; its buttons choose
   * as a tap on their object would (`input`).
   */
  constructor(
    host: HTMLElement,
    atRest: () => boolean,
    private labelsNow: TableLabels,
    private readonly input: TableInput,
  ) {
    this.controls = new TableControls(host, atRest);
    const pile = (kind: PileName) => this.controls.button(() => input.tap({ kind }));
    this.piles = { draw: pile('draw'), discard: pile('discard'), drawn: pile('drawn') };
  }

  /** The texts in use. */
  get labels(): TableLabels {
    return this.labelsNow;
  }

  /** Changes the texts (after a language change): every label is made again. */
  setLabels(labels: TableLabels): void {
    this.labelsNow = labels;
    this.version++;
  }

  /**
   * Makes the controls of `count` seats of grids of `shape` anew, after the piles' (the reading
   * order): every grid's cards, column by column, the first grid's before the second's.
   */
  setSeats(count: number, shape: GridShape): void {
    this.shape = shape;
    for (const seat of this.seats) {
      for (const control of seat.cards) this.controls.remove(control);
      this.controls.remove(seat.summary);
    }
    this.seats = Array.from({ length: count }, (_, seat) => ({
      cards: Array.from({ length: shape.cardsPerSeat }, (_, pos) =>
        this.controls.button(() => this.input.tap({ kind: 'card', seat, pos })),
      ),
      summary: this.controls.text(),
    }));
  }

  /**
   * Labels and lays every control as the table shows `snapshot` on `layout` (`focus` listed); a
   * seat whose `emblems` says a computer stands in for its person says so first.
   */
  refresh(
    snapshot: TableSnapshot,
    seats: readonly SeatView[],
    layout: TableLayout | null,
    focus: number,
    emblems: readonly EmblemKind[] = [],
  ): void {
    const labels = this.labelsNow;
    const version = this.version;
    for (const [seat, view] of seats.entries()) {
      const controls = this.seats[seat]!;
      const listed = seat === focus;
      const seatLayout = layout?.seats[seat];
      for (const [pos, card] of view.cards.entries()) {
        const control = controls.cards[pos]!;
        const face = card.face;
        control.labelFrom(`${version}|${face}`, () => labels.card(seat, this.placeOf(pos), face));
        control.place(listed && face !== null ? (seatLayout?.cards[pos] ?? null) : null);
        keyShortcut(control.element, listed ? pickKeyOf(this.shape, pos) : null);
      }
      const grid = snapshot.grids[seat] ?? [];
      const total = snapshot.totals[seat] ?? 0;
      const standIn = emblems[seat] === 'stand-in';
      controls.summary.labelFrom(`${version}|${total}|${grid.join()}|${standIn}`, () => {
        const summary = labels.seatSummary(
          seat,
          total,
          grid.filter((slot): slot is number => typeof slot === 'number'),
          grid.filter((slot) => slot === 'down').length,
        );
        return standIn ? `${labels.standIn(seat)} ${summary}` : summary;
      });
      controls.summary.place(listed ? null : (seatLayout?.bounds ?? null));
    }
    const top = snapshot.discardPile[snapshot.discardPile.length - 1] ?? null;
    const { drawPileSize, drawn } = snapshot;
    this.piles.draw.labelFrom(`${version}|${drawPileSize}`, () => labels.drawPile(drawPileSize));
    this.piles.discard.labelFrom(`${version}|${top}`, () => labels.discardPile(top));
    this.piles.drawn.labelFrom(`${version}|${drawn}`, () => labels.drawn(drawn ?? 0));
    this.piles.draw.place(drawPileSize > 0 ? (layout?.drawPile ?? null) : null);
    this.piles.discard.place(top !== null ? (layout?.discardPile ?? null) : null);
    this.piles.drawn.place(drawn !== null ? (layout?.drawn ?? null) : null);
    this.controls.commit();
  }

  /** Where `pos` lies in the seats' grids. */
  private placeOf(pos: number) {
    const { shape } = this;
    return {
      grid: gridOf(shape, pos),
      grids: shape.grids,
      column: columnOf(shape, pos),
      row: rowOf(shape, pos),
    };
  }

  /** Makes pressable what `marks` offers, and nothing else. */
  mark(marks: TableMarks): void {
    for (const [seat, controls] of this.seats.entries())
      for (const [pos, control] of controls.cards.entries())
        control.setPressable(seat === marks.seat && marks.positions.includes(pos));
    for (const [name, control] of Object.entries(this.piles) as [PileName, TableControl][])
      control.setPressable(marks.piles.includes(name));
  }

  /** Writes every changed label into the page now (a person is asked to choose: they read them now). */
  writeLabels(): void {
    this.controls.writeLabels();
  }
}

/** Names the key that reaches a listed card (`aria-keyshortcuts`), or none. */
function keyShortcut(element: HTMLElement, key: string | null): void {
  if (element.getAttribute('aria-keyshortcuts') === key) return;
  if (key === null) element.removeAttribute('aria-keyshortcuts');
  else element.setAttribute('aria-keyshortcuts', key);
}
