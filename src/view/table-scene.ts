import { Container } from 'pixi.js';
import { type Action, type GridShape, OFFICIAL_SHAPE } from '../engine';
import type { CardTextures } from './card-textures';
import { type CardSprite, NO_MARKERS } from './card-sprite';
import type { SeatCountdown } from './countdown';
import type { CardTilt } from './effects/card-tilt';
import type { Rect } from './geometry';
import { HintOverlay, hintPlan } from './hint-overlay';
import { tableLayout } from './layout';
import { dockedLayout } from './layout-dock';
import type { TableLayout } from './layout-parts';
import { DEFAULT_THEME, type EmblemKind, type TableTheme } from './palette';
import { PileViews } from './pile-views';
import type { PlateLook } from './plate-emblem';
import { SeatView } from './seat-view';
import type { TableSnapshot } from './snapshot';
import type { TableAccess } from './table-access';
import type { SeatThinking, TableMargins } from './table-config';
import type { TableInput } from './table-input';
import type { TableStage } from './table-stage';
import { TableSurface } from './table-surface';
import { NO_MARKS, type PileName, type TableMarks, type TableTarget } from './table-types';

/** What the game's scene is drawn with, and where what is chosen on it goes. */
export interface SceneParts {
  readonly stage: TableStage;
  readonly host: HTMLElement;
  readonly textures: CardTextures;
  readonly access: TableAccess;
  readonly tilt: CardTilt;
  /** What the person chooses with: the sprites' taps and clicks go to it. */
  readonly input: TableInput;
  /** Something changed: the next frame is rendered. */
  readonly invalidate: () => void;
}

/**
 * The game's scene on the table: the felt, the seats (plates and grids), the piles and the hint,
 * laid out for the window and the seat shown large, in the theme's colours. It shows a snapshot
 * as it stands (`sync`); the marks (what can be chosen) and the hint are drawn over it.
 */
export class TableScene {
  readonly seatLayer = new Container();
  /** The cards in flight, a render group of its own: one taking off or landing rebuilds it alone. */
  readonly flyerLayer = new Container({ isRenderGroup: true });
  readonly piles: PileViews;
  readonly hint: HintOverlay;
  private readonly surface: TableSurface;
  /** The seats, by seat: made anew when their number changes. */
  seats: SeatView[] = [];
  /** The snapshot shown, or being played towards (the table's own to set). */
  shown: TableSnapshot | null = null;
  /** Where everything goes now, once there are seats. */
  layout: TableLayout | null = null;
  /** The suggested move shown, if any. */
  hinted: Action | null = null;
  private marks: TableMarks = NO_MARKS;
  /** The pile chosen when the marks were last drawn: a newly chosen one wobbles. */
  private wobbled: PileName | null = null;
  private emblems: readonly EmblemKind[] = [];
  private looks: readonly (PlateLook | null)[] = [];
  private thinking: SeatThinking | null = null;
  private countdowns: readonly (SeatCountdown | null)[] = [];
  /** Who asked to play again, by seat. */
  private ready: readonly boolean[] = [];
  private focus = 0;
  /** What the page's controls take around the table. */
  private margins: TableMargins = { top: 0, bottom: 0 };
  private textScale = 1;
  private theme = DEFAULT_THEME;
  /** The seats' grid shape (R9.1, R9.5). */
  private shape: GridShape = OFFICIAL_SHAPE;

  /** An empty scene drawn with `parts`. */
  constructor(private readonly parts: SceneParts) {
    this.surface = new TableSurface(parts.host);
    this.surface.paint(this.theme);
    this.piles = new PileViews(parts.textures, parts.stage.renderer);
    this.piles.setTheme(this.theme);
    this.hint = new HintOverlay(parts.textures);
  }

  /** The layers of the game, bottom to top, `flourishes` (the effects) over them all. */
  layers(flourishes: Container): Container[] {
    return [
      this.piles,
      this.seatLayer,
      this.piles.countLayer,
      this.hint.arrows,
      this.hint.ghosts,
      this.flyerLayer,
      flourishes,
    ];
  }

  /** Makes the piles choosable with the pointer (once, when the table is made). */
  listen(): void {
    for (const [pile, sprite] of this.pileSprites()) {
      this.parts.input.listen(sprite, { kind: pile });
      this.parts.tilt.attach(sprite);
    }
  }

  /** Lays the table out again, leaving `margins` to the page's controls. */
  setMargins(margins: TableMargins): void {
    this.margins = margins;
    this.relayout();
  }

  /** Shows `seat` large at the bottom. */
  setFocus(seat: number): void {
    if (seat === this.focus) return;
    this.focus = seat;
    this.relayout();
  }

  /** Scales the texts (plates grow with them). */
  setTextScale(scale: number): void {
    if (scale === this.textScale) return;
    this.textScale = scale;
    this.relayout();
  }

  /** Says who sits at each seat: their plates show a person's or a computer level's emblem. */
  setEmblems(emblems: readonly EmblemKind[]): void {
    this.emblems = emblems.slice();
    for (const [seat, view] of this.seats.entries())
      view.plate.setEmblem(emblems[seat] ?? 'person');
    this.refreshLabels();
  }

  /** Shows the avatar each person picked on their plate (`null`: the plain figure). */
  setLooks(looks: readonly (PlateLook | null)[]): void {
    this.looks = looks.slice();
    for (const [seat, view] of this.seats.entries()) view.plate.setLook(looks[seat] ?? null);
  }

  /** Shows the thinking of one computer around its emblem, or of none. */
  setThinking(thinking: SeatThinking | null): void {
    const before = this.thinking;
    this.thinking = thinking;
    if (before !== null && before.seat !== thinking?.seat)
      this.seats[before.seat]?.plate.setThinking(null);
    if (thinking !== null) this.seats[thinking.seat]?.plate.setThinking(thinking.progress);
  }

  /** Marks the people who asked to play again (after an online game), by seat; `pop` pops new marks in. */
  setReady(ready: readonly boolean[], pop = false): void {
    this.ready = ready.slice();
    for (const [seat, view] of this.seats.entries()) view.plate.setReady(ready[seat] ?? false, pop);
  }

  /** Shows each seat's countdown (`null`: none), touching only the plates whose countdown changed. */
  setCountdowns(countdowns: readonly (SeatCountdown | null)[]): void {
    const before = this.countdowns;
    this.countdowns = countdowns.slice();
    for (const [seat, view] of this.seats.entries()) {
      const now = countdowns[seat] ?? null;
      if (!sameCountdown(before[seat] ?? null, now)) view.plate.setCountdown(now);
    }
  }

  /** Draws the table in `theme` from now on. */
  setTheme(theme: TableTheme): void {
    if (theme.key === this.theme.key) return;
    this.theme = theme;
    this.parts.textures.setTheme(theme);
    this.piles.setTheme(theme);
    for (const seat of this.seats) seat.setTheme(theme);
    this.surface.paint(theme);
    this.sync();
  }

  /** Shows the suggested move (or none). */
  setHint(action: Action | null): void {
    this.hinted = action;
    this.drawHint();
    this.drawMarks();
  }

  /** The keyboard cursor's position in the acting person's grid, `null` when there is none. */
  get cursor(): number | null {
    return this.marks.cursor;
  }

  /** Marks what the person to act may choose, the cursor and the chosen pile. */
  setMarks(marks: TableMarks): void {
    this.marks = marks;
    this.drawMarks();
  }

  /** Makes `count` seats of grids of `shape` (again, when their number or shape changed). */
  ensureSeats(count: number, shape: GridShape): void {
    if (this.seats.length === count && this.shape === shape) return;
    this.shape = shape;
    for (const seat of this.seats) seat.destroy({ children: true });
    const { textures, stage, tilt, input } = this.parts;
    this.seats = Array.from(
      { length: count },
      () => new SeatView(textures, this.theme, stage.renderer, shape, stage.software),
    );
    this.parts.access.setSeats(count, shape);
    input.setShape(shape);
    for (const [seat, view] of this.seats.entries())
      for (const [pos, card] of view.cards.entries()) {
        input.listen(card, { kind: 'card', seat, pos });
        tilt.attach(card);
      }
    this.seatLayer.addChild(...this.seats);
    this.setEmblems(this.emblems);
    this.setLooks(this.looks);
    this.setReady(this.ready);
    for (const [seat, view] of this.seats.entries()) {
      const countdown = this.countdowns[seat] ?? null;
      if (countdown !== null) view.plate.setCountdown(countdown);
    }
    if (this.thinking !== null)
      this.seats[this.thinking.seat]?.plate.setThinking(this.thinking.progress);
    this.focus = Math.min(this.focus, count - 1);
    this.relayout();
  }

  /** Lays the seats out anew (window, margins, focus or text size changed) and shows the snapshot. */
  relayout(): void {
    if (this.seats.length === 0) return;
    const { width, height } = this.parts.stage.screen;
    const dock = this.margins.dock ?? 0;
    const input = {
      width,
      height,
      top: this.margins.top,
      bottom: this.margins.bottom,
      right: this.margins.right ?? 0,
      seats: this.seats.length,
      focus: this.focus,
      textScale: this.textScale,
      shape: this.shape,
    };
    this.layout =
      dockedLayout(tableLayout(input), this.focus, dock) ??
      tableLayout({ ...input, bottom: input.bottom + dock });
    this.parts.input.setStacked(this.focusStacked(this.layout));
    this.placeOnLayout();
    this.sync();
  }

  /** Whether the focus seat's second grid (dual hands, R9.5) lies below its first in `layout`. */
  private focusStacked(layout: TableLayout): boolean {
    const cards = layout.seats[this.focus]?.cards ?? [];
    const first = cards[0];
    const second = cards[this.shape.rows * this.shape.columns];
    return (
      this.shape.grids > 1 &&
      first !== undefined &&
      second !== undefined &&
      second.y >= first.y + first.height
    );
  }

  /** Puts every card, plate and pile on the current layout. */
  placeOnLayout(): void {
    const layout = this.layout;
    if (layout === null) return;
    for (const [seat, view] of this.seats.entries()) view.applyLayout(layout.seats[seat]!);
    this.piles.applyLayout(layout);
  }

  /** Shows the snapshot as it stands: faces, piles, totals, labels, hint and marks. */
  sync(): void {
    const snapshot = this.shown;
    if (snapshot === null) return;
    for (const [seat, view] of this.seats.entries()) {
      const grid = snapshot.grids[seat] ?? [];
      for (const [pos, card] of view.cards.entries()) {
        card.setFace(grid[pos] ?? null);
        card.alpha = 1;
      }
      view.plate.setActive(snapshot.toMove === seat);
    }
    this.piles.setDrawCount(snapshot.drawPileSize);
    this.piles.setDiscard(snapshot.discardPile);
    this.piles.setHand(snapshot.drawn);
    this.showTotals(snapshot.totals);
    this.refreshLabels();
    this.drawHint();
    this.drawMarks();
    this.parts.invalidate();
  }

  /** Shows `totals` on the plates (the round's scores counting into them). */
  showTotals(totals: readonly number[]): void {
    const snapshot = this.shown;
    if (snapshot === null) return;
    for (const [seat, view] of this.seats.entries())
      view.plate.setTexts(
        snapshot.players[seat] ?? '',
        snapshot.faceUpSums[seat] ?? 0,
        Math.round(totals[seat] ?? 0),
      );
  }

  /** Labels and lays the accessible controls as the table shows now. */
  refreshLabels(): void {
    if (this.shown !== null)
      this.parts.access.refresh(this.shown, this.seats, this.layout, this.focus, this.emblems);
  }

  /** The screen rectangle of a target. */
  targetRect(target: TableTarget): Rect | null {
    const layout = this.layout;
    if (layout === null) return null;
    if (target.kind === 'card') return layout.seats[target.seat]?.cards[target.pos] ?? null;
    return target.kind === 'draw'
      ? layout.drawPile
      : target.kind === 'discard'
        ? layout.discardPile
        : layout.drawn;
  }

  private pileSprites(): [PileName, CardSprite][] {
    return [
      ['draw', this.piles.draw],
      ['discard', this.piles.discardTop],
      ['drawn', this.piles.drawn],
    ];
  }

  private drawHint(): void {
    const layout = this.layout;
    const action = this.hinted;
    if (layout === null || action === null) {
      if (layout !== null) this.hint.show(null, 0, layout, null, this.theme.hint);
      return;
    }
    const plan = hintPlan(action);
    const shown = this.shown;
    const moving =
      plan.source === 'discard'
        ? (shown?.discardPile[shown.discardPile.length - 1] ?? null)
        : plan.source === 'drawn' && typeof shown?.drawn === 'number'
          ? shown.drawn
          : null;
    this.hint.show(plan, action.p, layout, moving, this.theme.hint);
  }

  private drawMarks(): void {
    const { marks, theme: colours } = this;
    const { tilt, access } = this.parts;
    const plan = this.hinted === null ? null : hintPlan(this.hinted);
    const hintSeat = this.hinted?.p ?? null;
    for (const [seat, view] of this.seats.entries()) {
      for (const [pos, card] of view.cards.entries()) {
        const mine = seat === marks.seat;
        const choosable = mine && marks.positions.includes(pos);
        const hinted = seat === hintSeat && plan?.pos === pos;
        card.setMarkers(
          { choosable, cursor: mine && marks.cursor === pos, chosen: false, hinted },
          colours,
        );
        card.cursor = choosable ? 'pointer' : 'default';
        tilt.allow(card, choosable);
      }
    }
    for (const [name, sprite] of this.pileSprites()) {
      const choosable = marks.piles.includes(name);
      const chosen = marks.chosenPile === name;
      const hinted = plan?.source === name;
      sprite.setMarkers(
        choosable || chosen || hinted ? { choosable, cursor: false, chosen, hinted } : NO_MARKERS,
        colours,
      );
      if (chosen && this.wobbled !== name) void tilt.wobble(sprite);
      sprite.restingElevation = name === 'drawn' ? 1 : chosen ? 0.6 : 0;
      sprite.elevation = sprite.restingElevation;
      sprite.cursor = choosable ? 'pointer' : 'default';
      tilt.allow(sprite, choosable);
    }
    access.mark(marks);
    this.wobbled = marks.chosenPile;
  }
}

/** Whether two countdowns show the same. */
function sameCountdown(a: SeatCountdown | null, b: SeatCountdown | null): boolean {
  if (a === null || b === null) return a === b;
  return a.kind === b.kind && a.endsAt === b.endsAt && a.totalMs === b.totalMs;
}
