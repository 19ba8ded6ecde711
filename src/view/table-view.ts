import { type GameEvent, gridShape } from '../engine';
import { CardTextures } from './card-textures';
import { CardTilt } from './effects/card-tilt';
import { calloutBand, TableEffects } from './effects/table-effects';
import { whenFontsArrive } from './fonts';
import { FrameMeter } from './frame-meter';
import type { Rect } from './geometry';
import { Motion } from './motion';
import { type BubbleContent, ReactionBubbles } from './reaction-bubble';
import { nextTask } from './next-task';
import { DEFAULT_THEME } from './palette';
import { tableResolution, watchPixelDensity } from './pixel-density';
import { RenderLoop } from './render-loop';
import { loadSeatIcons, seatIcons } from './seat-icons';
import type { TableSnapshot } from './snapshot';
import { TableAccess } from './table-access';
import { TableAnimator } from './table-animator';
import type { TableConfig, TableMargins } from './table-config';
import { type ChoiceMode, TableInput, type TableKey } from './table-input';
import { inspectTable, type TableInspection } from './table-inspection';
import { TableScene } from './table-scene';
import { TableStage } from './table-stage';
import type { TableCue, TableLabels, TableTarget } from './table-types';
import { TitleScene } from './title-scene';

/** What the table view needs from the application for its whole life. */
export interface TableViewOptions {
  /** The texts until `set` gives others. */
  readonly labels: TableLabels;
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

/**
 * The PixiJS table, one entry for the application: `set` gives it what it shows (a snapshot and
 * the events leading to it, the focus, the seats' emblems, the texts, who chooses among which
 * actions, the hint, a computer's thinking, the countdowns, the look) and it works out what
 * changed. It keeps the half-made move itself and hands on only whole moves. It holds no rule:
 * what may be chosen comes in as actions, what happened as events.
 */
export class TableView {
  /** Runs the animations of the table. */
  readonly motion: Motion;
  /** Measures the time each frame takes. */
  readonly frames: FrameMeter;
  /** The flourishes over the table (sparks, shakes, callouts, confetti). */
  readonly effects: TableEffects;
  private readonly loop: RenderLoop;
  private readonly tilt: CardTilt;
  private readonly access: TableAccess;
  private readonly scene: TableScene;
  private readonly input: TableInput;
  /** The title's fan of cards, shown instead of the game behind the menus. */
  private readonly title: TitleScene;
  private readonly animator: TableAnimator;
  /** The reactions' speech bubbles over the plates. */
  private readonly bubbles: ReactionBubbles;
  /** Whether an update is being animated. */
  private animating = false;

  private constructor(
    /** The renderer, stage and ticker of the table. */
    readonly app: TableStage,
    host: HTMLElement,
    textures: CardTextures,
    options: TableViewOptions,
  ) {
    this.motion = new Motion(app.ticker);
    this.frames = new FrameMeter(
      app.ticker,
      () => this.busy,
      () => this.loop.rendered,
    );
    this.loop = new RenderLoop(app, this.motion, {
      ambient: () => this.scene.seats.some((seat) => seat.plate.animated),
      quick: () => this.scene.seats.some((seat) => seat.plate.quick),
      tick: (now) => {
        for (const seat of this.scene.seats) seat.plate.tick(now);
      },
      busy: () => this.title.busy,
    });
    const invalidate = () => this.loop.invalidate();
    this.input = new TableInput(() => {
      const marks = this.input.marks;
      this.scene.setMarks(marks);
      if (marks.seat !== null) this.access.writeLabels();
      invalidate();
    });
    this.tilt = new CardTilt(this.motion, invalidate);
    this.access = new TableAccess(host, () => !this.animating, options.labels, this.input);
    const scene = new TableScene({
      stage: app,
      host,
      textures,
      access: this.access,
      tilt: this.tilt,
      input: this.input,
      invalidate,
    });
    this.scene = scene;
    this.effects = new TableEffects({
      motion: this.motion,
      shaken: app.stage,
      layout: () => scene.layout!,
      labels: () => this.access.labels,
    });
    this.bubbles = new ReactionBubbles(app.ticker, invalidate, () => app.renderer.resolution);
    app.stage.addChild(...scene.layers(this.effects), this.bubbles);
    this.title = new TitleScene(textures, app.ticker, invalidate);
    app.stage.addChildAt(this.title, 0);
    scene.listen();
    watchPixelDensity(() => this.followPixelDensity());
    whenFontsArrive(() => {
      for (const seat of scene.seats) seat.plate.refreshFont();
      invalidate();
    });
    this.animator = new TableAnimator({
      motion: this.motion,
      piles: scene.piles,
      flyers: scene.flyerLayer,
      textures,
      seat: (seat) => scene.seats[seat]!,
      layout: () => scene.layout!,
      setTotals: (totals) => scene.showTotals(totals),
      cue: options.onCue,
    });
  }

  /**
   * Creates the WebGL stage inside `host`, with the table's own accessible layer. `options` may
   * still be on their way (the first screen's texts): the stage is set up meanwhile.
   */
  static async create(
    host: HTMLElement,
    options: TableViewOptions | Promise<TableViewOptions>,
  ): Promise<TableView> {
    const [app, ready] = await Promise.all([
      TableStage.create({
        backgroundAlpha: 0,
        antialias: false,
        autoDensity: true,
        resolution: tableResolution(),
        width: host.clientWidth || window.innerWidth,
        height: host.clientHeight || window.innerHeight,
      }),
      options,
    ]);
    app.canvas.setAttribute('aria-hidden', 'true');
    host.appendChild(app.canvas);
    return new TableView(app, host, new CardTextures(app.renderer, DEFAULT_THEME), ready);
  }

  /**
   * Shows what `config` gives (see `TableConfig`); keys left out stay as they are. Resolves when
   * the table shows it: at once, or once its `events` have played — at the end of a round, once
   * the final reveal, the round scores and the doubling have been shown.
   */
  async set(config: TableConfig): Promise<void> {
    const { scene } = this;
    if (config.motion !== undefined) {
      this.motion.configure(config.motion);
      this.title.configure(config.motion);
    }
    if (config.theme !== undefined) scene.setTheme(config.theme);
    if (config.textScale !== undefined) scene.setTextScale(config.textScale);
    if (config.title !== undefined) this.showTitle(config.title);
    if (config.emblems !== undefined) scene.setEmblems(config.emblems);
    if (config.looks !== undefined) {
      scene.setLooks(config.looks);
      if (config.looks.some((look) => look !== null)) this.fetchSeatIcons();
    }
    if (config.labels !== undefined) {
      this.access.setLabels(config.labels);
      scene.refreshLabels();
    }
    if (config.focus !== undefined) scene.setFocus(config.focus);
    if (config.thinking !== undefined) scene.setThinking(config.thinking);
    if (config.countdowns !== undefined) scene.setCountdowns(config.countdowns);
    if (config.ready !== undefined) scene.setReady(config.ready, !this.motion.reduced);
    if (config.hint !== undefined) scene.setHint(config.hint);
    if (config.choosing !== undefined) this.input.offer(config.choosing);
    this.loop.invalidate();
    if (config.snapshot === undefined) return;
    if (config.events === undefined) this.show(config.snapshot);
    else await this.play(config.snapshot, config.events);
  }

  /**
   * Fits the table to `width` × `height`, leaving `margins` to the page's controls; a sheet docked
   * over the bottom (the hint on a phone) moves only the person's cards and the piles up, never
   * the other seats.
   */
  resize(width: number, height: number, margins: TableMargins): void {
    this.app.resize(width, height, tableResolution());
    this.loop.invalidate();
    this.scene.setMargins(margins);
  }

  /** A key for the half-made move (a pile, the cursor, a card picked, confirm, back). */
  key(key: TableKey): void {
    this.input.key(key);
  }

  /** The half-made move of the person choosing. */
  get choiceMode(): ChoiceMode {
    return this.input.choiceMode;
  }

  /** The pointer is at (`x`, `y`) over the title: its fan leans toward it. */
  titlePointer(x: number, y: number): void {
    this.title.pointer(x, y);
  }

  /** Rains confetti over the table: the app calls it when a person wins (winners' seats glow anyway). */
  celebrate(): void {
    this.effects.celebrate();
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

  /** The screen rectangle of a target (for tests and for the hint's pointer). */
  targetRect(target: TableTarget): Rect | null {
    return this.scene.targetRect(target);
  }

  /** The rectangle of `seat`'s whole block, plate and grid (for the app's panels). */
  seatRect(seat: number): Rect | null {
    return this.scene.layout?.seats[seat]?.bounds ?? null;
  }

  /**
   * What a message over the table must leave in view: every seat's plate and cards, the piles,
   * the hand, and the bands the seats' callouts take.
   */
  occupied(): Rect[] {
    const layout = this.scene.layout;
    if (layout === null) return [];
    return [
      ...layout.seats.flatMap((seat) => [seat.bounds, calloutBand(layout, seat.seat)]),
      layout.drawPile,
      layout.discardPile,
      layout.drawn,
    ];
  }

  /** The rectangle of `seat`'s plate (for tests and for the app's panels). */
  plateRect(seat: number): Rect | null {
    return this.scene.layout?.seats[seat]?.plate ?? null;
  }

  /**
   * Shows a reaction of `seat`'s person in a bubble on their plate for a few seconds (a new one
   * replaces the one before).
   */
  react(seat: number, content: BubbleContent): void {
    if (seatIcons() === null) {
      loadSeatIcons().then(
        () => this.react(seat, content),
        (error: unknown) => console.warn('reaction pictures not loaded', error),
      );
      return;
    }
    const plate = this.plateRect(seat);
    if (plate === null || this.title.shown) return;
    const { width, height } = this.app.screen;
    this.bubbles.show(seat, plate, content, { width, height, reduced: this.motion.reduced });
  }

  /** Shakes `seat`'s plate a moment (it was nudged); reduced motion shakes nothing. */
  shake(seat: number): void {
    if (this.motion.reduced || this.title.shown) return;
    this.scene.seats[seat]?.plate.startShake();
    this.loop.invalidate();
  }

  /** What the table shows now (for the browser tests). */
  inspect(): TableInspection {
    const { app: stage, scene, title, animator, tilt, bubbles } = this;
    return inspectTable({ stage, scene, title, animator, tilt, bubbles, playing: this.animating });
  }

  /** Fetches the avatars' pictures if they are not here yet, and draws the plates' again then. */
  private fetchSeatIcons(): void {
    if (seatIcons() !== null) return;
    loadSeatIcons().then(
      () => {
        for (const seat of this.scene.seats) seat.plate.redrawEmblem();
        this.loop.invalidate();
      },
      (error: unknown) => console.warn('avatar pictures not loaded', error),
    );
  }

  /** The title's fan of cards in `area` instead of the game, or the game again (`null`). */
  private showTitle(area: Rect | null): void {
    for (const layer of this.scene.layers(this.effects)) layer.visible = area === null;
    if (area !== null) this.bubbles.clear();
    this.title.show(area);
  }

  /** Shows `snapshot` at once, without animation. */
  private show(snapshot: TableSnapshot): void {
    const { scene } = this;
    scene.ensureSeats(snapshot.players.length, gridShape(snapshot.rules));
    scene.shown = snapshot;
    this.effects.reset();
    for (const seat of scene.seats) seat.plate.clearRoundScore();
    scene.sync();
  }

  /** Plays `events` from the snapshot shown to `next`; resolves when the table shows `next`. */
  private async play(next: TableSnapshot, events: readonly GameEvent[]): Promise<void> {
    const { scene } = this;
    // A first round dealt on an empty table starts from no cards at all.
    const prev = scene.shown ?? (events[0]?.kind === 'dealt' ? emptyTable(next) : null);
    if (scene.shown === null && prev !== null) this.show(prev);
    scene.ensureSeats(next.players.length, gridShape(next.rules));
    scene.shown = next;
    if (prev !== null && events.length > 0) {
      this.input.offer(null);
      scene.setHint(null);
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
    scene.placeOnLayout();
    scene.sync();
  }

  /**
   * Draws at the device's new pixel density (the browser zoomed, the window moved to another
   * screen): the canvas, its texts and the plates' numbers, which are drawn for one density.
   */
  private followPixelDensity(): void {
    if (tableResolution() === this.app.renderer.resolution) return;
    const { width, height } = this.app.screen;
    this.app.resize(width, height, tableResolution());
    this.loop.invalidate();
    this.scene.relayout();
  }
}
