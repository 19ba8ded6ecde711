import { Application, Container, UPDATE_PRIORITY } from 'pixi.js';
import { type GameEvent, GRID_SIZE } from '../engine';
import { makeAccessibleButton, setAccessibleLabel, setPressable } from './accessible';
import { CardTextures } from './card-textures';
import type { CardSprite } from './card-sprite';
import { CardTilt } from './effects/card-tilt';
import { TableEffects } from './effects/table-effects';
import { FrameMeter } from './frame-meter';
import type { Rect } from './geometry';
import { tableLayout, type TableLayout } from './layout';
import { Motion, type MotionSettings } from './motion';
import { DEFAULT_THEME, type TableTheme } from './palette';
import { PileViews } from './pile-views';
import { SeatView } from './seat-view';
import type { TableSnapshot } from './snapshot';
import { TableAnimator } from './table-animator';
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
  readonly onCue: (cue: TableCue) => void;
}

/**
 * The PixiJS table: shows a snapshot, and plays the engine's events from the shown snapshot to the
 * next one. It holds no rule: what may be chosen comes in as marks, what happened as events.
 */
export class TableView {
  private readonly seatLayer = new Container();
  private readonly flyerLayer = new Container();
  private readonly piles: PileViews;
  private seats: SeatView[] = [];
  private shown: TableSnapshot | null = null;
  private layout: TableLayout | null = null;
  private focus = 0;
  private top = 0;
  private bottom = 0;
  private marks: TableMarks = NO_MARKS;
  private theme = DEFAULT_THEME;
  /** Whether the scene changed since the last render. */
  private dirty = true;
  /** Whether an update is being animated (rendered every frame). */
  private animating = false;
  private readonly animator: TableAnimator;
  private readonly tilt: CardTilt;
  /** The flourishes over the table (sparks, shakes, callouts, confetti). */
  readonly effects: TableEffects;
  /** Runs the animations of the table. */
  readonly motion: Motion;
  /** Measures the time each frame takes. */
  readonly frames: FrameMeter;

  private constructor(
    /** The Pixi application. */
    readonly app: Application,
    private readonly textures: CardTextures,
    private labels: TableLabels,
    private readonly options: TableViewOptions,
  ) {
    this.motion = new Motion(app.ticker);
    this.frames = new FrameMeter(app.ticker, () => this.motion.busy);
    this.piles = new PileViews(textures);
    this.effects = new TableEffects({
      motion: this.motion,
      shaken: app.stage,
      layout: () => this.layout!,
      labels: () => this.labels,
    });
    app.stage.addChild(this.piles, this.seatLayer, this.flyerLayer, this.effects);
    this.tilt = new CardTilt(this.motion, () => (this.dirty = true));
    this.renderOnDemand();
    makeAccessibleButton(this.piles.draw, '', () => options.onTarget({ kind: 'draw' }));
    makeAccessibleButton(this.piles.discardTop, '', () => options.onTarget({ kind: 'discard' }));
    makeAccessibleButton(this.piles.drawn, '', () => options.onTarget({ kind: 'drawn' }));
    for (const pile of [this.piles.draw, this.piles.discardTop, this.piles.drawn])
      this.tilt.attach(pile);
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

  /** Creates the Pixi application (WebGL, accessibility layer on) inside `host`. */
  static async create(host: HTMLElement, options: TableViewOptions): Promise<TableView> {
    const app = new Application();
    await app.init({
      preference: 'webgl',
      background: DEFAULT_THEME.table,
      antialias: false,
      autoDensity: true,
      resolution: Math.min(2, window.devicePixelRatio || 1),
      width: host.clientWidth || window.innerWidth,
      height: host.clientHeight || window.innerHeight,
      accessibilityOptions: {
        enabledByDefault: true,
        activateOnTab: false,
        deactivateOnMouseMove: false,
      },
    });
    app.canvas.setAttribute('aria-hidden', 'true');
    host.appendChild(app.canvas);
    return new TableView(
      app,
      new CardTextures(app.renderer, DEFAULT_THEME),
      options.labels,
      options,
    );
  }

  /** Fits the table to `width` × `height`, leaving `top` and `bottom` pixels for the controls. */
  resize(width: number, height: number, top: number, bottom: number): void {
    this.app.renderer.resize(width, height);
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

  /** Changes the texts (after a language change). */
  setLabels(labels: TableLabels): void {
    this.labels = labels;
    if (this.shown !== null) this.refreshLabels(this.shown);
    this.dirty = true;
  }

  /** Draws the table in `theme` (palette and contrast) from now on. */
  setTheme(theme: TableTheme): void {
    if (theme.key === this.theme.key) return;
    this.theme = theme;
    this.textures.setTheme(theme);
    this.app.renderer.background.color = theme.table;
    this.piles.setTheme(theme);
    for (const seat of this.seats) seat.setTheme(theme);
    if (this.shown !== null) this.sync(this.shown);
    this.dirty = true;
  }

  /** Changes animation speed and reduced motion. */
  configureMotion(settings: MotionSettings): void {
    this.motion.configure(settings);
  }

  /** Shows `snapshot` at once, without animation. */
  show(snapshot: TableSnapshot): void {
    this.ensureSeats(snapshot.players.length);
    this.shown = snapshot;
    this.effects.reset();
    this.sync(snapshot);
  }

  /**
   * Plays the engine's `events` (those of the step from the shown snapshot to `next`, as `apply`
   * or `startNextRound` reported them); resolves when the table shows `next`. A jump (e.g. in a
   * replay) is `show`, not an update.
   */
  async update(next: TableSnapshot, events: readonly GameEvent[]): Promise<void> {
    const prev = this.shown;
    this.ensureSeats(next.players.length);
    this.shown = next;
    if (prev !== null && events.length > 0) {
      this.setMarks(NO_MARKS);
      this.animating = true;
      const startEffects = this.effects.prepare(events, prev, next);
      try {
        await this.animator.play(events, prev, next, startEffects);
        startEffects(events.length);
      } finally {
        this.animating = false;
      }
    }
    this.motion.settle();
    this.sync(next);
  }

  /** Finishes the running animation (or pause) at once; nothing when the table is still. */
  skip(): void {
    if (!this.animating && !this.motion.busy) return;
    this.motion.skip();
    // With no update under way (a pause or effects only), nothing later is to be skipped.
    if (!this.animating) this.motion.settle();
  }

  /** Marks what the player to act may choose, the cursor and the hint. */
  setMarks(marks: TableMarks): void {
    this.marks = marks;
    this.drawMarks();
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

  /**
   * Renders only frames that can differ from the last one: while tweens run or an update plays,
   * and once after any change. A still table costs nothing, which matters on software GL.
   */
  private renderOnDemand(): void {
    const { app } = this;
    app.ticker.remove(app.render, app);
    app.ticker.add(
      () => {
        if (!this.dirty && !this.animating && !this.motion.busy) return;
        this.dirty = false;
        app.render();
      },
      null,
      UPDATE_PRIORITY.LOW,
    );
  }

  private ensureSeats(count: number): void {
    if (this.seats.length === count) return;
    for (const seat of this.seats) seat.destroy({ children: true });
    this.seats = Array.from({ length: count }, (_, seat) => {
      const view = new SeatView(this.textures);
      view.setTheme(this.theme);
      for (const [pos, card] of view.cards.entries()) {
        makeAccessibleButton(card, '', () => this.options.onTarget({ kind: 'card', seat, pos }));
        this.tilt.attach(card);
      }
      return view;
    });
    this.seatLayer.addChild(...this.seats);
    this.focus = Math.min(this.focus, count - 1);
    this.relayout();
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
    });
    for (const [seat, view] of this.seats.entries()) {
      view.applyLayout(this.layout.seats[seat]!);
      view.setListed(seat === this.focus);
    }
    this.piles.applyLayout(this.layout);
    if (this.shown !== null) this.sync(this.shown);
  }

  private sync(snapshot: TableSnapshot): void {
    for (const [seat, view] of this.seats.entries()) {
      const grid = snapshot.grids[seat] ?? [];
      for (let pos = 0; pos < GRID_SIZE; pos++) {
        const card = view.cards[pos]!;
        card.setFace(grid[pos] ?? null);
        card.alpha = 1;
      }
      view.setActive(snapshot.toMove === seat);
    }
    this.piles.setDrawCount(snapshot.drawPileSize);
    this.piles.setDiscard(snapshot.discardPile);
    this.piles.drawn.setFace(snapshot.drawn);
    this.showTotals(snapshot.totals);
    this.refreshLabels(snapshot);
    this.drawMarks();
    // Render now: the accessibility layer then lists exactly what the snapshot shows.
    this.app.render();
    this.dirty = false;
  }

  private showTotals(totals: readonly number[]): void {
    for (const [seat, view] of this.seats.entries())
      view.setLabel(this.labels.seat(seat, Math.round(totals[seat] ?? 0)));
  }

  private refreshLabels(snapshot: TableSnapshot): void {
    for (const [seat, view] of this.seats.entries()) {
      for (const [pos, card] of view.cards.entries())
        setAccessibleLabel(card, this.labels.card(seat, pos, card.face));
      const grid = snapshot.grids[seat] ?? [];
      view.setSummary(
        this.labels.seatSummary(
          seat,
          snapshot.totals[seat] ?? 0,
          grid.filter((slot): slot is number => typeof slot === 'number'),
          grid.filter((slot) => slot === 'down').length,
        ),
      );
    }
    setAccessibleLabel(this.piles.draw, this.labels.drawPile(snapshot.drawPileSize));
    setAccessibleLabel(
      this.piles.discardTop,
      this.labels.discardPile(snapshot.discardPile[snapshot.discardPile.length - 1] ?? null),
    );
    setAccessibleLabel(this.piles.drawn, this.labels.drawn(snapshot.drawn ?? 0));
    this.showTotals(snapshot.totals);
  }

  private drawMarks(): void {
    const marks = this.marks;
    for (const [seat, view] of this.seats.entries()) {
      for (const [pos, card] of view.cards.entries()) {
        const mine = seat === marks.seat;
        const choosable = mine && marks.positions.includes(pos);
        const hinted = mine && marks.hint?.pos === pos;
        const colour = hinted
          ? this.theme.hint
          : mine && marks.cursor === pos
            ? this.theme.cursor
            : choosable
              ? this.theme.selectable
              : null;
        card.setRing(colour, mine && marks.cursor === pos ? 4 : 2);
        setPressable(card, choosable);
        this.tilt.allow(card, choosable);
      }
    }
    const pileSprites: Record<PileName, CardSprite> = {
      draw: this.piles.draw,
      discard: this.piles.discardTop,
      drawn: this.piles.drawn,
    };
    for (const [name, sprite] of Object.entries(pileSprites) as [PileName, CardSprite][]) {
      const choosable = marks.piles.includes(name);
      const colour =
        marks.hint?.pile === name
          ? this.theme.hint
          : marks.chosenPile === name
            ? this.theme.cursor
            : choosable
              ? this.theme.selectable
              : null;
      sprite.setRing(colour, marks.chosenPile === name ? 4 : 2);
      setPressable(sprite, choosable);
      this.tilt.allow(sprite, choosable);
    }
  }
}
