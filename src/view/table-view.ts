import { Container, UPDATE_PRIORITY } from 'pixi.js';
import { type Action, type GameEvent, OFFICIAL_SHAPE } from '../engine';
import { type TableControl, TableControls } from './accessible';
import { CardTextures } from './card-textures';
import { type CardSprite, NO_MARKERS } from './card-sprite';
import { CardTilt } from './effects/card-tilt';
import { TableEffects } from './effects/table-effects';
import { whenFontsArrive } from './fonts';
import { FrameMeter } from './frame-meter';
import type { Rect } from './geometry';
import { HintOverlay, hintPlan, type HintShape } from './hint-overlay';
import { tableLayout, type TableLayout } from './layout';
import { Motion, type MotionSettings } from './motion';
import { DEFAULT_THEME, type EmblemKind, type TableTheme } from './palette';
import { PileViews } from './pile-views';
import { tableResolution, watchPixelDensity } from './pixel-density';
import type { CountdownShown, SeatCountdown } from './countdown';
import { SeatView } from './seat-view';
import type { PlateParts } from './seat-plate';
import type { TableSnapshot } from './snapshot';
import { nextTask } from './next-task';
import { TableAnimator } from './table-animator';
import { TableSurface } from './table-surface';
import { TitleScene } from './title-scene';
import { TableStage } from './table-stage';
import {
  NO_MARKS,
  type PileName,
  type TableCue,
  type TableLabels,
  type TableMarks,
  type TableTarget,
} from './table-types';

/** What the table view needs from the application. */
export interface TableViewOptions {
  readonly labels: TableLabels;
  readonly onTarget: (target: TableTarget) => void;
  /** A sound for `cue`, `pitch` semitones higher (a count's rising ticks). */
  readonly onCue: (cue: TableCue, pitch?: number) => void;
}

/** `snapshot`'s table before its cards were dealt: no grid, no discard, nothing in hand. */
function emptyTable(snapshot: TableSnapshot): TableSnapshot {
  return {
    ...snapshot,
    grids: snapshot.grids.map((grid) => grid.map(() => null)),
    discardPile: [],
    drawn: null,
  };
}

/** What the table shows, for the browser tests. */
export interface TableInspection {
  /** What the canvas shows: the title's fan of cards (behind the menus) or the game's table. */
  readonly scene: 'title' | 'table';
  /** The title's fan of cards, left to right: a value, `'down'` or `null` (none on the table). */
  readonly fan: readonly (number | 'down' | null)[];
  /** How many of each kind of moment the animator has played (dealt cards, round scores, …). */
  readonly animations: Readonly<Record<string, number>>;
  /** The suggested move shown, if any. */
  readonly hint: Action | null;
  /** Each seat's countdown on its plate (turn timer, or away), `null` when none. */
  readonly countdowns: readonly (CountdownShown | null)[];
  /** Each seat's thinking progress on its plate, `null` when none. */
  readonly thinking: readonly (number | null)[];
  /** Each seat's plate. */
  readonly plates: readonly Rect[];
  /** The face-up sum each plate shows ("Σ 5"), `null` where it shows none. */
  readonly sums: readonly (string | null)[];
  /** The pixel density the table is drawn at, and each density its numbers' glyphs are drawn at. */
  readonly pixelDensity: { readonly renderer: number; readonly numbers: readonly number[] };
  /** How many textures one batch of sprites samples: 4 on a software renderer, else up to 16. */
  readonly batchTextures: number;
  /** Whether a card is held in the hand, and where the hand is. */
  readonly hand: { readonly held: boolean; readonly rect: Rect | null };
  /** The seat whose move the table is playing now, `null` between moves. */
  readonly animatingSeat: number | null;
  /** Whether an update (a step's events) is being played. */
  readonly playing: boolean;
  /** How many cards (or piles) are lifted all the way toward the pointer. */
  readonly lifted: number;
  /** Where each seat's cards are drawn now (`null`: no card there), by seat and grid position. */
  readonly cards: readonly (readonly (Rect | null)[])[];
  /** Each plate's total, round score badge, name, emblem and medal, as drawn. */
  readonly plateParts: readonly PlateParts[];
  /** The hint's arrow tip and ghost card, and whether they are drawn over the cards. */
  readonly hintShape: HintShape & { readonly overCards: boolean };
}

/** Frames per second of the ambient animations (a turn's glow, a thinking ring) on a still table. */
const AMBIENT_FPS = 20;

/** One seat's accessible controls: its cards as buttons, or the seat as one text. */
interface SeatControls {
  readonly cards: readonly TableControl[];
  readonly summary: TableControl;
}

/**
 * The PixiJS table: shows a snapshot, and plays the engine's events from the shown snapshot to the
 * next one. It holds no rule: what may be chosen comes in as marks, what happened as events.
 */
export class TableView {
  private readonly surface: TableSurface;
  private readonly seatLayer = new Container();
  /** The cards in flight, a render group of its own: one taking off or landing rebuilds it alone. */
  private readonly flyerLayer = new Container({ isRenderGroup: true });
  private readonly piles: PileViews;
  private readonly hint: HintOverlay;
  private readonly controls: TableControls;
  private readonly pileControls: Record<PileName, TableControl>;
  private seatControls: SeatControls[] = [];
  private seats: SeatView[] = [];
  private emblems: readonly EmblemKind[] = [];
  private shown: TableSnapshot | null = null;
  private layout: TableLayout | null = null;
  private focus = 0;
  private top = 0;
  private bottom = 0;
  private textScale = 1;
  private marks: TableMarks = NO_MARKS;
  /** Counts the label sets given: a control's label is made again when its inputs or this change. */
  private labelsVersion = 0;
  private hinted: Action | null = null;
  /** The pile chosen when the marks were last drawn: a newly chosen one wobbles. */
  private wobbled: PileName | null = null;
  private theme = DEFAULT_THEME;
  /** Whether the scene changed since the last render. */
  private dirty = true;
  /** Whether an update is being animated. */
  private animating = false;
  /** Whether the frame running (or the last one) was rendered. */
  private rendered = false;
  private lastAmbient = 0;
  private readonly animator: TableAnimator;
  private readonly tilt: CardTilt;
  /** The flourishes over the table (sparks, shakes, callouts, confetti). */
  readonly effects: TableEffects;
  /** Runs the animations of the table. */
  readonly motion: Motion;
  /** The title's fan of cards, shown instead of the game behind the menus. */
  private readonly titleScene: TitleScene;
  /** Measures the time each frame takes. */
  readonly frames: FrameMeter;

  private constructor(
    /** The renderer, stage and ticker of the table. */
    readonly app: TableStage,
    host: HTMLElement,
    private readonly textures: CardTextures,
    private labels: TableLabels,
    private readonly options: TableViewOptions,
  ) {
    this.surface = new TableSurface(host);
    this.surface.paint(this.theme);
    this.motion = new Motion(app.ticker);
    this.frames = new FrameMeter(
      app.ticker,
      () => this.busy,
      () => this.rendered,
    );
    this.piles = new PileViews(textures, app.renderer);
    this.piles.setTheme(this.theme);
    this.hint = new HintOverlay(textures);
    this.effects = new TableEffects({
      motion: this.motion,
      shaken: app.stage,
      layout: () => this.layout!,
      labels: () => this.labels,
    });
    app.stage.addChild(
      this.piles,
      this.seatLayer,
      this.hint.arrows,
      this.hint.ghosts,
      this.flyerLayer,
      this.effects,
    );
    this.titleScene = new TitleScene(textures, app.ticker, () => (this.dirty = true));
    app.stage.addChildAt(this.titleScene, 0);
    this.tilt = new CardTilt(this.motion, () => (this.dirty = true));
    this.controls = new TableControls(host, () => !this.animating);
    const press = (target: TableTarget) => () => options.onTarget(target);
    this.pileControls = {
      draw: this.controls.button(press({ kind: 'draw' })),
      discard: this.controls.button(press({ kind: 'discard' })),
      drawn: this.controls.button(press({ kind: 'drawn' })),
    };
    for (const [pile, sprite] of this.pileSprites()) {
      sprite.eventMode = 'static';
      sprite.on('pointertap', () => options.onTarget({ kind: pile }));
      this.tilt.attach(sprite);
    }
    this.renderOnDemand();
    watchPixelDensity(() => this.followPixelDensity());
    whenFontsArrive(() => {
      for (const seat of this.seats) seat.plate.refreshFont();
      this.dirty = true;
    });
    this.animator = new TableAnimator({
      motion: this.motion,
      piles: this.piles,
      flyers: this.flyerLayer,
      textures,
      seat: (seat) => this.seats[seat]!,
      layout: () => this.layout!,
      setTotals: (totals) => this.showTotals(totals),
      cue: options.onCue,
    });
  }

  /** Creates the WebGL stage inside `host`, with the table's own accessible layer. */
  static async create(host: HTMLElement, options: TableViewOptions): Promise<TableView> {
    const app = await TableStage.create({
      backgroundAlpha: 0,
      antialias: false,
      autoDensity: true,
      resolution: tableResolution(),
      width: host.clientWidth || window.innerWidth,
      height: host.clientHeight || window.innerHeight,
    });
    app.canvas.setAttribute('aria-hidden', 'true');
    host.appendChild(app.canvas);
    return new TableView(
      app,
      host,
      new CardTextures(app.renderer, DEFAULT_THEME),
      options.labels,
      options,
    );
  }

  /** Fits the table to `width` × `height`, leaving `top` and `bottom` pixels for the controls. */
  resize(width: number, height: number, top: number, bottom: number): void {
    this.app.resize(width, height, tableResolution());
    this.top = top;
    this.bottom = bottom;
    this.dirty = true;
    this.relayout();
  }

  /** Shows `seat` large at the bottom. */
  setFocus(seat: number): void {
    if (seat === this.focus) return;
    this.focus = seat;
    this.relayout();
  }

  /** Scales the table's texts (plates grow with them): 1 normal, as the text-size setting says. */
  setTextScale(scale: number): void {
    if (scale === this.textScale) return;
    this.textScale = scale;
    this.relayout();
  }

  /** Says who sits at each seat: their plates show a person's or a computer level's emblem. */
  setSeatEmblems(emblems: readonly EmblemKind[]): void {
    this.emblems = emblems.slice();
    for (const [seat, view] of this.seats.entries())
      view.plate.setEmblem(emblems[seat] ?? 'person');
    this.dirty = true;
  }

  /** Shows that computer `seat` is thinking (`progress` 0–1, 0 if unknown), or stops (`null`). */
  setThinking(seat: number, progress: number | null): void {
    this.seats[seat]?.plate.setThinking(progress);
    this.dirty = true;
  }

  /** Shows a countdown on `seat`'s plate (its turn timer, or its away person's time), or none. */
  setCountdown(seat: number, countdown: SeatCountdown | null): void {
    this.seats[seat]?.plate.setCountdown(countdown);
    this.dirty = true;
  }

  /** Shows the suggested move on the table (the card to move glows, an arrow shows where it goes). */
  showHint(action: Action | null): void {
    this.hinted = action;
    this.drawHint();
    this.drawMarks();
    this.dirty = true;
  }

  /** Rains confetti over the table: the app calls it when a person wins (winners' seats glow anyway). */
  celebrate(): void {
    this.effects.celebrate();
  }

  /** Changes the texts (after a language change). */
  setLabels(labels: TableLabels): void {
    this.labels = labels;
    this.labelsVersion++;
    if (this.shown !== null) this.refreshLabels(this.shown);
    this.dirty = true;
  }

  /** Draws the table in `theme` (palette and contrast) from now on. */
  setTheme(theme: TableTheme): void {
    if (theme.key === this.theme.key) return;
    this.theme = theme;
    this.textures.setTheme(theme);
    this.piles.setTheme(theme);
    for (const seat of this.seats) seat.setTheme(theme);
    this.surface.paint(theme);
    if (this.shown !== null) this.sync(this.shown);
    this.dirty = true;
  }

  /** Changes animation speed and reduced motion. */
  configureMotion(settings: MotionSettings): void {
    this.motion.configure(settings);
    this.titleScene.configure(settings);
  }

  /**
   * Shows the title's fan of cards in `area` (CSS pixels) instead of the game, behind the menus;
   * `null` puts it away and shows the game again.
   */
  showTitle(area: Rect | null): void {
    const game = area === null;
    for (const layer of [
      this.piles,
      this.hint.arrows,
      this.seatLayer,
      this.hint.ghosts,
      this.flyerLayer,
      this.effects,
    ])
      layer.visible = game;
    this.titleScene.show(area);
    this.dirty = true;
  }

  /** The pointer is at (`x`, `y`) over the title: its fan leans toward it. */
  titlePointer(x: number, y: number): void {
    this.titleScene.pointer(x, y);
  }

  /** Shows `snapshot` at once, without animation (a new game, a reload, a jump in a replay). */
  show(snapshot: TableSnapshot): void {
    this.ensureSeats(snapshot.players.length);
    this.shown = snapshot;
    this.effects.reset();
    for (const seat of this.seats) seat.plate.clearRoundScore();
    this.sync(snapshot);
  }

  /**
   * Plays the engine's `events` (those of the step from the shown snapshot to `next`, as `apply`
   * or `startNextRound` reported them); resolves when the table shows `next` — at the end of a
   * round, once the final reveal, the round scores and the doubling have been shown.
   */
  async update(next: TableSnapshot, events: readonly GameEvent[]): Promise<void> {
    // A first round dealt on an empty table starts from no cards at all.
    const prev = this.shown ?? (events[0]?.kind === 'dealt' ? emptyTable(next) : null);
    if (this.shown === null && prev !== null) this.show(prev);
    this.ensureSeats(next.players.length);
    this.shown = next;
    if (prev !== null && events.length > 0) {
      this.setMarks(NO_MARKS);
      this.hinted = null;
      this.drawHint();
      this.animating = true;
      const startEffects = this.effects.prepare(events, prev, next);
      try {
        await this.animator.play(events, prev, next, startEffects);
        // The animation ended in a frame: the table settles (and the next step begins) in a task
        // of its own, so that frame is not held up by it. A skip or an instant table goes on.
        if (!this.motion.instant) await nextTask();
        startEffects(events.length);
      } finally {
        this.animating = false;
      }
    }
    this.motion.settle();
    // A resize while the cards flew (the status bar wrapping onto a second line as the deal
    // starts) laid the table out anew, but the tweens landed on the old places: every card takes
    // its place on the layout of now.
    this.placeOnLayout();
    this.sync(next);
  }

  /** Puts every card, plate and pile on the current layout. */
  private placeOnLayout(): void {
    const layout = this.layout;
    if (layout === null) return;
    for (const [seat, view] of this.seats.entries()) view.applyLayout(layout.seats[seat]!);
    this.piles.applyLayout(layout);
  }

  /**
   * The seat whose move the table plays now (`null` between moves) and whether an update plays:
   * the two of `inspect()` that tests sample between frames, without its cost.
   */
  get playingNow(): { readonly seat: number | null; readonly playing: boolean } {
    return { seat: this.animator.actor, playing: this.animating };
  }

  /** Whether an update plays or settles, or any tween (an effect, a pause) runs. */
  get busy(): boolean {
    return this.animating || this.motion.busy;
  }

  /**
   * Waits `ms` at normal speed on the table's timeline (scaled by the speed, ended by `skip`); a
   * pause started as an animation ends begins where that animation was due to end.
   */
  pause(ms: number): Promise<void> {
    return this.motion.pause(ms);
  }

  /** Finishes the running animation (or pause) at once; nothing when the table is still. */
  skip(): void {
    if (!this.busy) return;
    this.motion.skip();
    // With no update under way (a pause or effects only), nothing later is to be skipped.
    if (!this.animating) this.motion.settle();
  }

  /** Marks what the player to act may choose, the cursor and the chosen pile. */
  setMarks(marks: TableMarks): void {
    this.marks = marks;
    this.drawMarks();
    // The person is asked to choose: the labels they read are in the page now, not later.
    if (marks.seat !== null) this.controls.writeLabels();
    this.dirty = true;
  }

  /** The screen rectangle of a target (for tests and for the hint's pointer). */
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

  /** What the table shows now (for the browser tests). */
  inspect(): TableInspection {
    return {
      scene: this.titleScene.shown ? 'title' : 'table',
      fan: this.titleScene.faces,
      animations: { ...this.animator.played },
      hint: this.hinted,
      thinking: this.seats.map((seat) => seat.plate.thinkingProgress),
      countdowns: this.seats.map((seat) => seat.plate.countdownShown),
      plates: this.layout?.seats.map((seat) => seat.plate) ?? [],
      sums: this.seats.map((seat) => seat.plate.shownSum),
      batchTextures: this.app.batchTextures,
      pixelDensity: {
        renderer: this.app.renderer.resolution,
        numbers: [
          ...new Set([
            this.piles.countResolution,
            ...this.seats.flatMap((seat) => seat.plate.numberResolutions),
          ]),
        ],
      },
      hand: { held: this.piles.drawn.face !== null, rect: this.layout?.drawn ?? null },
      animatingSeat: this.animator.actor,
      playing: this.animating,
      lifted: this.tilt.lifted,
      cards: this.seats.map((seat) =>
        seat.cards.map((card) => (card.visible ? card.drawnRect : null)),
      ),
      plateParts: this.seats.map((seat) => seat.plate.parts),
      hintShape: {
        ...this.hint.shape,
        overCards:
          this.app.stage.getChildIndex(this.hint.arrows) >
            this.app.stage.getChildIndex(this.seatLayer) &&
          this.app.stage.getChildIndex(this.hint.ghosts) >
            this.app.stage.getChildIndex(this.seatLayer),
      },
    };
  }

  /** The rectangle of `seat`'s whole block, plate and grid (for the app's panels). */
  seatRect(seat: number): Rect | null {
    return this.layout?.seats[seat]?.bounds ?? null;
  }

  /** The rectangle of `seat`'s plate (for tests and for the app's panels). */
  plateRect(seat: number): Rect | null {
    return this.layout?.seats[seat]?.plate ?? null;
  }

  /**
   * Renders only frames that can differ from the last one: while tweens move things, once after a
   * tween or pause starts or ends (what awaits it changes the table then), once after any other
   * change, and at a low rate while a plate glows or thinks. A pause, a held beat or a still table
   * costs nothing, which matters on software GL.
   */
  private renderOnDemand(): void {
    const { app, motion } = this;
    let changeCount = motion.changeCount;
    app.ticker.add(
      () => {
        const now = performance.now();
        const ambient = this.seats.some((seat) => seat.plate.animated);
        if (ambient && now - this.lastAmbient >= 1000 / AMBIENT_FPS) {
          this.lastAmbient = now;
          for (const seat of this.seats) seat.plate.tick(now);
          this.dirty = true;
        }
        const changed = motion.changeCount !== changeCount;
        this.rendered = this.dirty || changed || motion.moving || this.titleScene.busy;
        if (!this.rendered) return;
        this.dirty = false;
        changeCount = motion.changeCount;
        app.render();
      },
      null,
      UPDATE_PRIORITY.LOW,
    );
  }

  private pileSprites(): [PileName, CardSprite][] {
    return [
      ['draw', this.piles.draw],
      ['discard', this.piles.discardTop],
      ['drawn', this.piles.drawn],
    ];
  }

  private ensureSeats(count: number): void {
    if (this.seats.length === count) return;
    for (const seat of this.seats) seat.destroy({ children: true });
    for (const seat of this.seatControls) {
      for (const control of seat.cards) this.controls.remove(control);
      this.controls.remove(seat.summary);
    }
    this.seats = Array.from(
      { length: count },
      () => new SeatView(this.textures, this.theme, this.app.renderer),
    );
    this.seatControls = this.seats.map((view, seat) => {
      const cards = view.cards.map((card, pos) => {
        const target: TableTarget = { kind: 'card', seat, pos };
        card.eventMode = 'static';
        card.on('pointertap', () => this.options.onTarget(target));
        this.tilt.attach(card);
        return this.controls.button(() => this.options.onTarget(target));
      });
      return { cards, summary: this.controls.text() };
    });
    this.seatLayer.addChild(...this.seats);
    this.setSeatEmblems(this.emblems);
    this.focus = Math.min(this.focus, count - 1);
    this.relayout();
  }

  /**
   * Draws at the device's new pixel density (the browser zoomed, the window moved to another
   * screen): the canvas, its texts and the plates' numbers, which are drawn for one density.
   */
  private followPixelDensity(): void {
    if (tableResolution() === this.app.renderer.resolution) return;
    const { width, height } = this.app.screen;
    this.resize(width, height, this.top, this.bottom);
  }

  private relayout(): void {
    if (this.seats.length === 0) return;
    const { width, height } = this.app.screen;
    this.layout = tableLayout({
      width,
      height,
      top: this.top,
      bottom: this.bottom,
      seats: this.seats.length,
      focus: this.focus,
      textScale: this.textScale,
    });
    this.placeOnLayout();
    if (this.shown !== null) this.sync(this.shown);
  }

  private sync(snapshot: TableSnapshot): void {
    for (const [seat, view] of this.seats.entries()) {
      const grid = snapshot.grids[seat] ?? [];
      for (let pos = 0; pos < OFFICIAL_SHAPE.cardsPerSeat; pos++) {
        const card = view.cards[pos]!;
        card.setFace(grid[pos] ?? null);
        card.alpha = 1;
      }
      view.plate.setActive(snapshot.toMove === seat);
    }
    this.piles.setDrawCount(snapshot.drawPileSize);
    this.piles.setDiscard(snapshot.discardPile);
    this.piles.setHand(snapshot.drawn);
    this.showTotals(snapshot.totals);
    this.refreshLabels(snapshot);
    this.drawHint();
    this.drawMarks();
    this.dirty = true;
  }

  private showTotals(totals: readonly number[]): void {
    const snapshot = this.shown;
    if (snapshot === null) return;
    for (const [seat, view] of this.seats.entries())
      view.plate.setTexts(
        snapshot.players[seat] ?? '',
        snapshot.faceUpSums[seat] ?? 0,
        Math.round(totals[seat] ?? 0),
      );
  }

  /** The accessible layer: labels, and where each control lies (only what the table shows). */
  private refreshLabels(snapshot: TableSnapshot): void {
    const layout = this.layout;
    const labels = this.labels;
    const version = this.labelsVersion;
    for (const [seat, view] of this.seats.entries()) {
      const controls = this.seatControls[seat]!;
      const listed = seat === this.focus;
      const seatLayout = layout?.seats[seat];
      for (const [pos, card] of view.cards.entries()) {
        const control = controls.cards[pos]!;
        const face = card.face;
        control.labelFrom(`${version}|${face}`, () => labels.card(seat, pos, face));
        control.place(listed && face !== null ? (seatLayout?.cards[pos] ?? null) : null);
      }
      const grid = snapshot.grids[seat] ?? [];
      const total = snapshot.totals[seat] ?? 0;
      controls.summary.labelFrom(`${version}|${total}|${grid.join()}`, () =>
        labels.seatSummary(
          seat,
          total,
          grid.filter((slot): slot is number => typeof slot === 'number'),
          grid.filter((slot) => slot === 'down').length,
        ),
      );
      controls.summary.place(listed ? null : (seatLayout?.bounds ?? null));
    }
    const top = snapshot.discardPile[snapshot.discardPile.length - 1] ?? null;
    const { drawPileSize, drawn } = snapshot;
    this.pileControls.draw.labelFrom(`${version}|${drawPileSize}`, () =>
      labels.drawPile(drawPileSize),
    );
    this.pileControls.discard.labelFrom(`${version}|${top}`, () => labels.discardPile(top));
    this.pileControls.drawn.labelFrom(`${version}|${drawn}`, () => labels.drawn(drawn ?? 0));
    this.pileControls.draw.place(drawPileSize > 0 ? (layout?.drawPile ?? null) : null);
    this.pileControls.discard.place(top !== null ? (layout?.discardPile ?? null) : null);
    this.pileControls.drawn.place(drawn !== null ? (layout?.drawn ?? null) : null);
    this.controls.commit();
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
    const marks = this.marks;
    const plan = this.hinted === null ? null : hintPlan(this.hinted);
    const hintSeat = this.hinted?.p ?? null;
    const colours = this.theme;
    for (const [seat, view] of this.seats.entries()) {
      const controls = this.seatControls[seat]!;
      for (const [pos, card] of view.cards.entries()) {
        const mine = seat === marks.seat;
        const choosable = mine && marks.positions.includes(pos);
        const hinted = seat === hintSeat && plan?.pos === pos;
        card.setMarkers(
          { choosable, cursor: mine && marks.cursor === pos, chosen: false, hinted },
          colours,
        );
        card.cursor = choosable ? 'pointer' : 'default';
        controls.cards[pos]!.setPressable(choosable);
        this.tilt.allow(card, choosable);
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
      if (chosen && this.wobbled !== name) void this.tilt.wobble(sprite);
      sprite.restingElevation = name === 'drawn' ? 1 : chosen ? 0.6 : 0;
      sprite.elevation = sprite.restingElevation;
      sprite.cursor = choosable ? 'pointer' : 'default';
      this.pileControls[name].setPressable(choosable);
      this.tilt.allow(sprite, choosable);
    }
    this.wobbled = marks.chosenPile;
  }
}
