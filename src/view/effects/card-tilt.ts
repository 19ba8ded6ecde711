import { Easing } from '@tweenjs/tween.js';
import { type FederatedPointerEvent, Point } from 'pixi.js';
import type { CardSprite } from '../card-sprite';
import type { Motion } from '../motion';

/** How far a fully lifted card grows, leans (radians) and rises (its elevation). */
const LIFT = { grow: 0.08, lean: 0.07, shadow: 0.6, ms: 130 } as const;

/** A chosen card's wobble: how far it swings (radians, about 3°) and for how long. */
const WOBBLE = { angle: 0.055, ms: 360 } as const;

/** One card's lift: how far it is up (0–1), where the pointer is over it (−1–1), its shadow. */
interface Lift {
  amount: number;
  pointerX: number;
  pointerY: number;
  /** The tween state of the latest lift or drop; older tweens stop writing. */
  step: { amount: number };
}

/**
 * Cards that can be chosen lift toward the pointer: they grow, lean toward it (a skew, since
 * Pixi draws in 2D) and cast a shadow that moves away from it. Off in reduced motion.
 */
export class CardTilt {
  private readonly allowed = new WeakSet<CardSprite>();
  private readonly lifts = new WeakMap<CardSprite, Lift>();
  private readonly pointer = new Point();
  private readonly up = new Set<CardSprite>();

  /** Tilts run on `motion`; `requestRender` asks for a frame after a pointer move. */
  constructor(
    private readonly motion: Motion,
    private readonly requestRender: () => void,
  ) {}

  /**
   * A chosen card wobbles: it swings to either side twice around its resting angle and settles
   * (ART-DIRECTION.md, press / pick). Not in reduced motion.
   */
  async wobble(card: CardSprite): Promise<void> {
    if (this.motion.reduced || this.motion.instant) return;
    const rest = card.rotation;
    const swing = { t: 0 };
    await this.motion.tween(swing, { t: 1 }, WOBBLE.ms, Easing.Linear.None, () => {
      card.rotation = rest + WOBBLE.angle * Math.sin(swing.t * Math.PI * 4) * (1 - swing.t);
      this.requestRender();
    });
    card.rotation = rest;
  }

  /** How many cards are lifted all the way now (for the browser tests). */
  get lifted(): number {
    for (const card of this.up) if (card.destroyed) this.up.delete(card);
    return this.up.size;
  }

  /** Lets `card` follow the pointer whenever it is allowed to lift. */
  attach(card: CardSprite): void {
    card.on('pointerover', (event) => this.enter(card, event));
    card.on('pointermove', (event) => this.follow(card, event));
    card.on('pointerout', () => this.ease(card, 0));
  }

  /** Allows `card` to lift (it can be chosen now), or drops it flat at once. */
  allow(card: CardSprite, allowed: boolean): void {
    if (allowed) {
      this.allowed.add(card);
      return;
    }
    if (!this.allowed.delete(card)) return;
    const lift = this.lifts.get(card);
    if (lift === undefined || lift.amount === 0) return;
    lift.step = { amount: 0 };
    lift.amount = 0;
    this.apply(card, lift);
  }

  private enter(card: CardSprite, event: FederatedPointerEvent): void {
    if (!this.allowed.has(card) || this.motion.reduced) return;
    this.aim(card, event);
    this.ease(card, 1);
  }

  private follow(card: CardSprite, event: FederatedPointerEvent): void {
    const lift = this.lifts.get(card);
    if (lift === undefined || lift.amount === 0 || !this.allowed.has(card)) return;
    this.aim(card, event);
    this.apply(card, lift);
    this.requestRender();
  }

  /** Tweens the card's lift toward `amount`. */
  private ease(card: CardSprite, amount: number): void {
    const lift = this.lifts.get(card) ?? this.createLift(card, amount);
    if (lift === null) return;
    const step = { amount: lift.amount };
    lift.step = step;
    void this.motion.tween(step, { amount }, LIFT.ms, Easing.Quadratic.Out, () => {
      if (lift.step !== step || !this.allowed.has(card)) return;
      lift.amount = step.amount;
      this.apply(card, lift);
    });
  }

  private createLift(card: CardSprite, amount: number): Lift | null {
    if (amount === 0) return null;
    const lift: Lift = { amount: 0, pointerX: 0, pointerY: 0, step: { amount: 0 } };
    this.lifts.set(card, lift);
    return lift;
  }

  /** Where the pointer is over the card, from −1 to 1 on each axis. */
  private aim(card: CardSprite, event: FederatedPointerEvent): Lift {
    const lift = this.lifts.get(card) ?? this.createLift(card, 1)!;
    const { width, height } = card.drawnSize;
    card.parent?.toLocal(event.global, undefined, this.pointer);
    const clamp = (value: number) => Math.max(-1, Math.min(1, value));
    lift.pointerX = clamp((this.pointer.x - card.x) / (width / 2));
    lift.pointerY = clamp((this.pointer.y - card.y) / (height / 2));
    return lift;
  }

  private apply(card: CardSprite, lift: Lift): void {
    const { amount, pointerX, pointerY } = lift;
    card.scale.set(1 + LIFT.grow * amount);
    card.skew.set(-pointerY * LIFT.lean * amount, pointerX * LIFT.lean * amount);
    card.elevation = Math.max(card.restingElevation, amount * LIFT.shadow);
    if (amount >= 0.999) this.up.add(card);
    else this.up.delete(card);
  }
}
