import { Easing } from '@tweenjs/tween.js';
import { Container, Sprite, Texture } from 'pixi.js';
import type { Rect } from '../geometry';
import type { Motion } from '../motion';

/** How many particles can be alive at once; emissions beyond it get fewer particles. */
const CAPACITY = 360;

/** What is stored per particle, in this order, in one flat array. */
const FIELD = {
  x: 0,
  y: 1,
  vx: 2,
  vy: 3,
  gravity: 4,
  spin: 5,
  sway: 6,
  phase: 7,
  width: 8,
  height: 9,
} as const;
const FIELDS = 10;

/** How one emission's particles move, in seconds of animation at normal speed. */
interface Flight {
  readonly seconds: number;
  /** The share of the flight after which particles fade out. */
  readonly fadeFrom: number;
  /** Whether particles flutter like paper (width follows a cosine). */
  readonly flutter: boolean;
}

const SPARKS: Flight = { seconds: 0.8, fadeFrom: 0.45, flutter: false };
const CONFETTI: Flight = { seconds: 4.5, fadeFrom: 0.8, flutter: true };

const between = (low: number, high: number) => low + Math.random() * (high - low);
const pick = (colours: readonly number[]) => colours[Math.floor(Math.random() * colours.length)]!;

/**
 * A fixed pool of small sprites for sparks and confetti. Each emission is one Motion tween whose
 * updates place its particles along closed-form paths: nothing is allocated per frame, frames
 * are only requested while a tween runs, and a skip ends every emission at once.
 */
export class ParticleField extends Container {
  private readonly sprites: Sprite[] = [];
  private readonly data = new Float32Array(CAPACITY * FIELDS);
  private readonly free: number[] = [];
  private alive = 0;

  /** A pool whose emissions run on `motion`. */
  constructor(private readonly motion: Motion) {
    super();
    this.eventMode = 'none';
    this.visible = false;
    for (let slot = 0; slot < CAPACITY; slot++) {
      const sprite = new Sprite(Texture.WHITE);
      sprite.anchor.set(0.5);
      sprite.visible = false;
      this.sprites.push(sprite);
      this.free.push(CAPACITY - 1 - slot);
    }
    this.addChild(...this.sprites);
  }

  /** Sparks shoot up and out of `rect` and fall back; resolves when the last has faded. */
  burst(rect: Rect, colours: readonly number[], count: number): Promise<void> {
    const slots = this.take(count);
    for (const slot of slots) {
      const angle = between(0, Math.PI * 2);
      const speed = between(140, 420);
      const size = between(3, 7);
      this.setParticle(slot, pick(colours), {
        x: rect.x + Math.random() * rect.width,
        y: rect.y + Math.random() * rect.height,
        vx: Math.cos(angle) * speed,
        vy: Math.sin(angle) * speed - 220,
        gravity: 900,
        spin: between(-12, 12),
        sway: 0,
        phase: 0,
        width: size,
        height: size,
      });
    }
    return this.fly(slots, SPARKS);
  }

  /** Paper confetti falls from above `area` and flutters down through it. */
  confetti(area: Rect, colours: readonly number[], count: number): Promise<void> {
    const slots = this.take(count);
    for (const slot of slots) {
      this.setParticle(slot, pick(colours), {
        x: area.x + Math.random() * area.width,
        y: area.y - between(10, area.height * 0.7),
        vx: between(-40, 40),
        vy: between(area.height * 0.22, area.height * 0.42),
        gravity: area.height * 0.05,
        spin: between(-5, 5),
        sway: between(10, 40),
        phase: between(0, Math.PI * 2),
        width: between(7, 12),
        height: between(4, 7),
      });
    }
    return this.fly(slots, CONFETTI);
  }

  private take(count: number): number[] {
    return this.free.splice(Math.max(0, this.free.length - count));
  }

  private setParticle(slot: number, colour: number, values: Record<keyof typeof FIELD, number>) {
    const base = slot * FIELDS;
    for (const [name, offset] of Object.entries(FIELD))
      this.data[base + offset] = values[name as keyof typeof FIELD];
    const sprite = this.sprites[slot]!;
    sprite.tint = colour;
    sprite.alpha = 1;
  }

  /** Runs one emission on a Motion tween, then gives its particles back to the pool. */
  private async fly(slots: readonly number[], flight: Flight): Promise<void> {
    if (slots.length === 0) return;
    this.alive += slots.length;
    this.visible = true;
    const clock = { share: 0 };
    await this.motion.tween(clock, { share: 1 }, flight.seconds * 1000, Easing.Linear.None, () =>
      this.place(slots, flight, clock.share),
    );
    for (const slot of slots) this.sprites[slot]!.visible = false;
    this.free.push(...slots);
    this.alive -= slots.length;
    this.visible = this.alive > 0;
  }

  /** Puts an emission's particles where they are at `share` of their flight. */
  private place(slots: readonly number[], flight: Flight, share: number): void {
    const { data, sprites } = this;
    const t = share * flight.seconds;
    const alpha = share < flight.fadeFrom ? 1 : (1 - share) / (1 - flight.fadeFrom);
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      const base = slot * FIELDS;
      const sprite = sprites[slot]!;
      const wobble = Math.sin(t * 3 + data[base + FIELD.phase]!);
      sprite.visible = share < 1;
      sprite.alpha = alpha;
      sprite.x =
        data[base + FIELD.x]! + data[base + FIELD.vx]! * t + data[base + FIELD.sway]! * wobble;
      sprite.y =
        data[base + FIELD.y]! +
        data[base + FIELD.vy]! * t +
        0.5 * data[base + FIELD.gravity]! * t * t;
      sprite.rotation = data[base + FIELD.spin]! * t;
      const width = data[base + FIELD.width]!;
      sprite.scale.set(
        flight.flutter ? width * Math.cos(t * 6 + data[base + FIELD.phase]!) : width,
        data[base + FIELD.height]!,
      );
    }
  }
}
