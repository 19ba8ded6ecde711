import { Easing } from '@tweenjs/tween.js';
import { Container, type Ticker } from 'pixi.js';
import { MAX_CARD, MIN_CARD } from '../engine';
import { CardSprite } from './card-sprite';
import type { CardTextures } from './card-textures';
import type { Rect } from './geometry';
import { Motion, type MotionSettings } from './motion';

/** The cards of the fan at rest: one of every value band, low to high. */
const OPENING = [-2, 0, 3, 5, 7, 10, 12] as const;

/** Durations in milliseconds at normal speed (ART-DIRECTION.md "Motion"). */
const MS = {
  /** Each card of the opening deal, and the time between two. */
  deal: 260,
  dealGap: 70,
  /** A card turning over (half of it). */
  turn: 90,
  /** Between two idle turns of a card, and how long the fan breathes. */
  idle: 2600,
  breath: 700,
  /** The fan making room for a new game, and a lean toward the pointer. */
  leave: 320,
  lean: 130,
} as const;

/** How far apart the fan's cards are (radians) and how far the pointer's card rises. */
const FAN = { spread: 0.16, radiusInCards: 2.6, lift: 0.14 } as const;

/** A card's place in the fan: its centre, its angle, its width. */
interface Slot {
  readonly x: number;
  readonly y: number;
  readonly rotation: number;
  readonly width: number;
}

/**
 * The title's live table: a hand of SKYJO cards fanned out over the felt behind the menu. They
 * are dealt in from below once the first screen is up, then now and then one turns over to a
 * new value and the fan breathes; the card under the pointer rises toward it. It runs on its own
 * tweens (the game's animation state never sees it) and renders only while something moves. In
 * reduced motion the cards fade in and change with a fade; at instant speed the fan just lies
 * there.
 */
export class TitleScene extends Container {
  private readonly motion: Motion;
  private readonly cards: CardSprite[] = [];
  private area: Rect | null = null;
  private slots: Slot[] = [];
  private values: number[] = [...OPENING];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private settings: MotionSettings = { durationFactor: 1, reducedMotion: false };
  private dealt = false;
  private turns = 0;
  private leaning = -1;
  /** Counts changes of the scene, so that a pending idle step knows it is stale. */
  private generation = 0;

  /** A fan drawn with `textures`, moved by `ticker`; `changed` asks for a frame. */
  constructor(
    private readonly textures: CardTextures,
    ticker: Ticker,
    private readonly changed: () => void,
  ) {
    super();
    this.motion = new Motion(ticker);
    this.eventMode = 'none';
    this.visible = false;
  }

  /** Whether the fan is moving (the table renders every frame meanwhile). */
  get busy(): boolean {
    return this.motion.busy;
  }

  /** Whether the fan is shown. */
  get shown(): boolean {
    return this.area !== null;
  }

  /** What the fan's cards show, left to right (none before they are dealt or once put away). */
  get faces(): readonly (number | 'down' | null)[] {
    return this.shown ? this.cards.map((card) => card.face) : [];
  }

  /** Follows the game's speed and reduced motion. */
  configure(settings: MotionSettings): void {
    this.settings = settings;
    this.motion.configure(settings);
  }

  /**
   * Shows the fan inside `area` (CSS pixels), dealing it in the first time; a new area moves it
   * there. `null` puts it away: the cards slide down and fade for the game's own deal.
   */
  show(area: Rect | null): void {
    const before = this.area;
    if (sameRect(before, area)) return;
    this.area = area;
    this.generation++;
    clearTimeout(this.timer);
    if (area === null) {
      if (before !== null) void this.leave();
      return;
    }
    this.visible = true;
    this.slots = fanSlots(area, this.values.length);
    if (!this.dealt) {
      // Once the first screen is up: its first frame waits for no card art.
      const generation = this.generation;
      whenIdle(() => {
        if (this.dealt || generation !== this.generation || !this.shown) return;
        this.dealt = true;
        void this.deal();
      });
    } else if (before === null) {
      void this.comeBack();
    } else {
      void this.glide();
    }
    this.changed();
  }

  /** The pointer moved to (`x`, `y`) in CSS pixels: the card under it rises toward it. */
  pointer(x: number, y: number): void {
    if (!this.shown || this.settings.reducedMotion || !this.dealt) return;
    // The topmost card under the pointer: the last one drawn.
    let top = -1;
    for (let i = this.cards.length - 1; i >= 0 && top < 0; i--) if (this.under(i, x, y)) top = i;
    if (top === this.leaning) return;
    const before = this.leaning;
    this.leaning = top;
    if (before >= 0) void this.lean(before, false);
    if (top >= 0) void this.lean(top, true);
  }

  /** Whether (`x`, `y`) lies on card `i` where it rests. */
  private under(i: number, x: number, y: number): boolean {
    const slot = this.slots[i];
    const card = this.cards[i];
    if (slot === undefined || card === undefined) return false;
    const local = rotate(x - slot.x, y - slot.y, -slot.rotation);
    const { width, height } = card.drawnSize;
    return Math.abs(local.x) <= width / 2 && Math.abs(local.y) <= height / 2;
  }

  /** Deals the fan in from below the window, card by card, face down, then turns it over. */
  private async deal(): Promise<void> {
    const generation = this.generation;
    const area = this.area!;
    while (this.cards.length < this.values.length) {
      const card = new CardSprite(this.textures);
      this.cards.push(card);
      this.addChild(card);
    }
    const reduced = this.settings.reducedMotion;
    await Promise.all(
      this.cards.map(async (card, i) => {
        const slot = this.slots[i]!;
        card.setFace('down');
        card.size(slot.width);
        if (reduced) {
          this.place(card, slot);
          card.alpha = 0;
          card.setFace(this.values[i]!);
          await this.motion.tween(card, { alpha: 1 }, 140);
          return;
        }
        card.position.set(area.x + area.width / 2, area.y + area.height + slot.width * 2);
        card.rotation = 0;
        card.elevation = 1;
        await this.motion.pause(i * MS.dealGap);
        await this.motion.tween(
          card,
          { x: slot.x, y: slot.y, rotation: slot.rotation },
          MS.deal,
          Easing.Cubic.Out,
          this.changed,
        );
        card.elevation = 0;
        await this.motion.pause((this.cards.length - i) * MS.dealGap);
        await this.turnTo(card, this.values[i]!);
      }),
    );
    if (generation === this.generation) this.scheduleIdle();
  }

  /** Back from a game: the fan rises into place again. */
  private async comeBack(): Promise<void> {
    const generation = this.generation;
    this.alpha = 1;
    await Promise.all(
      this.cards.map((card, i) => {
        const slot = this.slots[i]!;
        card.size(slot.width);
        card.alpha = 1;
        if (this.settings.reducedMotion) {
          this.place(card, slot);
          card.alpha = 0;
          return this.motion.tween(card, { alpha: 1 }, 140);
        }
        return this.motion.tween(
          card,
          { x: slot.x, y: slot.y, rotation: slot.rotation },
          MS.deal,
          Easing.Cubic.Out,
        );
      }),
    );
    if (generation === this.generation) this.scheduleIdle();
  }

  /** Puts the fan away: the cards drop below the window and fade (a fade alone without motion). */
  private async leave(): Promise<void> {
    const generation = this.generation;
    this.leaning = -1;
    const reduced = this.settings.reducedMotion;
    await Promise.all(
      this.cards.map((card, i) =>
        reduced
          ? this.motion.tween(card, { alpha: 0 }, 140)
          : this.motion.tween(
              card,
              { y: card.y + card.drawnSize.height * 2.5, alpha: 0, rotation: card.rotation * 2 },
              MS.leave + i * 20,
              Easing.Cubic.In,
            ),
      ),
    );
    if (generation === this.generation) this.visible = false;
    this.changed();
  }

  /** Moves the fan to its new place (another menu, a new window size). */
  private async glide(): Promise<void> {
    const generation = this.generation;
    this.leaning = -1;
    await Promise.all(
      this.cards.flatMap((card, i) => {
        const slot = this.slots[i]!;
        const size = { width: card.drawnSize.width };
        return [
          this.motion.tween(
            card,
            { x: slot.x, y: slot.y, rotation: slot.rotation, elevation: 0 },
            MS.deal,
            Easing.Cubic.InOut,
          ),
          this.motion.tween(size, { width: slot.width }, MS.deal, Easing.Cubic.InOut, () =>
            card.size(size.width),
          ),
        ];
      }),
    );
    if (generation === this.generation) this.scheduleIdle();
  }

  private place(card: CardSprite, slot: Slot): void {
    card.position.set(slot.x, slot.y);
    card.rotation = slot.rotation;
    card.scale.set(1);
    card.elevation = 0;
  }

  /** Turns `card` over to `value`: edge-on, the back, then the new face (a fade without motion). */
  private async turnTo(card: CardSprite, value: number): Promise<void> {
    if (this.settings.reducedMotion) {
      await this.motion.tween(card, { alpha: 0.2 }, 70);
      card.setFace(value);
      await this.motion.tween(card, { alpha: 1 }, 70);
      return;
    }
    const width = card.scale.x;
    await this.motion.tween(card.scale, { x: 0.02 }, MS.turn, Easing.Quadratic.In);
    card.setFace(value);
    await this.motion.tween(card.scale, { x: width }, MS.turn, Easing.Quadratic.Out);
  }

  /** The next idle moment: a card turns to a new value; every third time the fan breathes. */
  private scheduleIdle(): void {
    clearTimeout(this.timer);
    // At instant speed (the tests' screenshots) the fan lies still.
    if (this.settings.durationFactor <= 0 || !this.shown) return;
    const generation = this.generation;
    this.timer = setTimeout(() => {
      if (generation !== this.generation || !this.shown) return;
      void this.idleStep().then(() => {
        if (generation === this.generation) this.scheduleIdle();
      });
    }, MS.idle * this.settings.durationFactor);
  }

  private async idleStep(): Promise<void> {
    this.turns++;
    if (this.turns % 3 === 0 && !this.settings.reducedMotion) return this.breathe();
    const index = (this.turns * 3) % this.cards.length;
    const card = this.cards[index]!;
    const value = nextValue(this.values, index, this.turns);
    this.values[index] = value;
    await this.turnTo(card, value);
  }

  /** The fan opens a little wider and closes again. */
  private async breathe(): Promise<void> {
    const area = this.area;
    if (area === null) return;
    const wide = fanSlots(area, this.cards.length, 1.18);
    await Promise.all(
      this.cards.map((card, i) =>
        this.motion.tween(
          card,
          { rotation: wide[i]!.rotation },
          MS.breath / 2,
          Easing.Sinusoidal.Out,
        ),
      ),
    );
    await Promise.all(
      this.cards.map((card, i) =>
        this.motion.tween(
          card,
          { rotation: this.slots[i]!.rotation },
          MS.breath / 2,
          Easing.Sinusoidal.InOut,
        ),
      ),
    );
  }

  /** Lifts card `i` toward the pointer, or lets it back down. */
  private async lean(i: number, up: boolean): Promise<void> {
    const card = this.cards[i];
    const slot = this.slots[i];
    if (card === undefined || slot === undefined) return;
    const rise = up ? card.drawnSize.height * FAN.lift : 0;
    await this.motion.tween(
      card,
      {
        x: slot.x + Math.sin(slot.rotation) * rise,
        y: slot.y - Math.cos(slot.rotation) * rise,
        elevation: up ? 0.7 : 0,
      },
      MS.lean,
      Easing.Quadratic.Out,
    );
  }
}

/** Whether two rectangles (or none) are the same. */
function sameRect(a: Rect | null, b: Rect | null): boolean {
  if (a === null || b === null) return a === b;
  return a.x === b.x && a.y === b.y && a.width === b.width && a.height === b.height;
}

/** Runs `work` when the browser is idle (soon at the latest). */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 600 });
  else setTimeout(work, 100);
}

/** `x`, `y` turned by `angle` radians. */
function rotate(x: number, y: number, angle: number): { x: number; y: number } {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return { x: x * cos - y * sin, y: x * sin + y * cos };
}

/**
 * The places of `count` cards fanned like a hand held up, as large as fits `area`: each card's
 * lower end on an arc around a point below the fan, turned along the arc (`spread` widens it).
 */
function fanSlots(area: Rect, count: number, spread = 1): Slot[] {
  const step = FAN.spread * spread;
  const half = ((count - 1) / 2) * step;
  const aspect = 1.4;
  const k = FAN.radiusInCards;
  // The fan's width and height in card heights (its outer corners included).
  const wide = 2 * (k + 1) * Math.sin(half) + 1 / aspect;
  const high = 1 + k * (1 - Math.cos(half)) + (0.5 / aspect) * Math.sin(half);
  const height = Math.max(20, 0.94 * Math.min(area.width / wide, area.height / high));
  const radius = k * height;
  const pivot = {
    x: area.x + area.width / 2,
    y: area.y + (area.height - high * height) / 2 + radius + height,
  };
  return Array.from({ length: count }, (_, i) => {
    const angle = -half + i * step;
    const reach = radius + height / 2;
    return {
      x: pivot.x + Math.sin(angle) * reach,
      y: pivot.y - Math.cos(angle) * reach,
      rotation: angle,
      width: height / aspect,
    };
  });
}

/** A new value for card `index` of the fan: never one its neighbours show. */
function nextValue(values: readonly number[], index: number, turn: number): number {
  const span = MAX_CARD - MIN_CARD + 1;
  const taken = new Set([values[index - 1], values[index], values[index + 1]]);
  for (let step = 0; step < span; step++) {
    const value = MIN_CARD + ((turn * 7 + index * 5 + step * 3) % span);
    if (!taken.has(value)) return value;
  }
  return values[index]!;
}
