import { Easing } from '@tweenjs/tween.js';
import { Container, Graphics, Sprite, Text, type Ticker } from 'pixi.js';
import { FONT_FAMILY } from './fonts';
import type { Rect } from './geometry';
import { iconTexture } from './icon-texture';
import { BRAND } from './palette';
import { MS } from './pace';
import type { REACTION_ICONS } from './reaction-icons';
import { seatIcons } from './seat-icons';

/** What a bubble says: the reaction's picture and, for a phrase, its words in the reader's language. */
export interface BubbleContent {
  /** The reaction's id (its picture: src/view/reaction-icons.ts). */
  readonly id: string;
  /** The words, or `null` for an emote (the picture alone). */
  readonly text: string | null;
}

/** A bubble the table showed, for the browser tests: whose plate and what it said. */
export interface BubbleSaid {
  readonly seat: number;
  readonly id: string;
  readonly text: string | null;
}

/** A bubble shown, for the browser tests: whose plate, what it says, where it is. */
export interface BubbleShown {
  readonly seat: number;
  readonly id: string;
  readonly text: string | null;
  readonly rect: Rect;
  /** Whether it has popped in and stands still to be read. */
  readonly still: boolean;
}

/** The table a bubble is shown on: its size, and whether motion is reduced (fades only). */
export interface BubbleView {
  readonly width: number;
  readonly height: number;
  readonly reduced: boolean;
}

/** How long a bubble lives (ms): it pops in, stays to be read, then fades away. */
const LIFE = { in: 220, stay: 3400, out: 320 } as const;

/** How many bubbles the table remembers having shown (tests). */
const HISTORY = 20;

/** One bubble on the table: its parts and when it was shown. */
interface Bubble {
  readonly seat: number;
  readonly content: BubbleContent;
  readonly box: Container;
  readonly rect: Rect;
  readonly born: number;
  readonly reduced: boolean;
}

/**
 * The reactions' speech bubbles over the seats' plates: a cream bubble with a hard drop, its
 * tail on the sender's emblem, the reaction's picture in ink and, for a phrase, its words. One
 * bubble a seat (a new reaction replaces the one before). It pops in (back out) and fades away
 * after a few seconds, or, in reduced motion, fades in and out. Frames are drawn only while a
 * bubble moves.
 */
export class ReactionBubbles extends Container {
  private readonly bubbles = new Map<number, Bubble>();
  /** The last bubbles shown, oldest first (tests). */
  readonly history: BubbleSaid[] = [];
  private running = false;
  private readonly update = () => this.animate();

  /** Bubbles animated on `ticker`; `invalidate` asks for a frame. */
  constructor(
    private readonly ticker: Ticker,
    private readonly invalidate: () => void,
    private readonly resolution: () => number,
  ) {
    super();
  }

  /** The bubbles on the table now (tests). */
  get shown(): BubbleShown[] {
    return [...this.bubbles.values()].map(({ seat, content, rect, box }) => ({
      seat,
      id: content.id,
      text: content.text,
      rect,
      still: box.alpha === 1 && box.scale.x === 1,
    }));
  }

  /**
   * Shows `content` over `plate` (seat `seat`'s plate, in table coordinates), or under it when
   * the plate is near the top of the table (`view`: its size, and whether motion is reduced).
   */
  show(seat: number, plate: Rect, content: BubbleContent, view: BubbleView): void {
    this.remove(seat);
    const resolution = this.resolution();
    const size = Math.max(16, Math.min(30, plate.height * 0.62));
    const pad = size * 0.38;
    const tail = size * 0.42;
    // The table shows a bubble once the pictures are here (TableView.react).
    const path = seatIcons()?.reactions[content.id as keyof typeof REACTION_ICONS] ?? '';
    const icon = new Sprite(
      iconTexture(`reaction-${content.id}`, path, Math.ceil(size * resolution)),
    );
    icon.tint = BRAND.ink;
    icon.anchor.set(0.5);
    icon.width = icon.height = size;
    const words =
      content.text === null
        ? null
        : new Text({
            text: content.text,
            resolution,
            style: {
              fontFamily: FONT_FAMILY,
              fontWeight: '700',
              fontSize: Math.round(size * 0.62),
              fill: BRAND.ink,
            },
          });
    const width = size + pad * 2 + (words === null ? 0 : words.width + pad * 0.5);
    const height = size + pad * 1.3;
    // The tail's tip is the box's origin, on the plate's edge over (or under) its emblem.
    const below = plate.y < view.height * 0.3;
    const tipX = plate.x + plate.height / 2;
    const tipY = below ? plate.y + plate.height : plate.y;
    const left = Math.max(4, Math.min(view.width - width - 4, tipX - tail * 1.2));
    const bodyTop = below ? tail : -tail - height;
    const x0 = left - tipX;
    const back = new Graphics();
    const drop = Math.max(2, size * 0.12);
    for (const [dy, colour] of [
      [drop, BRAND.shadow],
      [0, BRAND.cream],
    ] as const) {
      back.roundRect(x0, bodyTop + dy, width, height, height / 2).fill(colour);
      const base = (below ? bodyTop + 1 : bodyTop + height - 1) + dy;
      back.poly([-tail * 0.2, base, tail * 0.8, base, 0, dy]).fill(colour);
    }
    back
      .roundRect(x0, bodyTop, width, height, height / 2)
      .stroke({ width: Math.max(1.5, size * 0.07), color: BRAND.gold });
    const middle = bodyTop + height / 2;
    icon.position.set(x0 + pad + size / 2, middle);
    const box = new Container();
    box.addChild(back, icon);
    if (words !== null) {
      words.anchor.set(0, 0.5);
      words.position.set(x0 + pad * 1.5 + size, middle);
      box.addChild(words);
    }
    box.position.set(tipX, tipY);
    box.alpha = 0;
    this.addChild(box);
    const rect = { x: left, y: tipY + bodyTop, width, height };
    const born = performance.now();
    this.bubbles.set(seat, { seat, content, box, rect, born, reduced: view.reduced });
    this.history.push({ seat, id: content.id, text: content.text });
    if (this.history.length > HISTORY) this.history.shift();
    this.start();
  }

  /** Takes every bubble away (a new game, the menus). */
  clear(): void {
    for (const seat of [...this.bubbles.keys()]) this.remove(seat);
  }

  private remove(seat: number): void {
    const bubble = this.bubbles.get(seat);
    if (bubble === undefined) return;
    this.bubbles.delete(seat);
    bubble.box.destroy({ children: true });
    this.invalidate();
  }

  private start(): void {
    if (this.running) return;
    this.running = true;
    this.ticker.add(this.update);
  }

  /** Moves each bubble to where its life is now; frames only while one moves. */
  private animate(): void {
    const now = performance.now();
    for (const bubble of [...this.bubbles.values()]) {
      const age = now - bubble.born;
      const fadeIn = bubble.reduced ? MS.fade : LIFE.in;
      const fadeOut = bubble.reduced ? MS.fade : LIFE.out;
      const end = fadeIn + LIFE.stay + fadeOut;
      if (age >= end) {
        this.remove(bubble.seat);
        continue;
      }
      const { box } = bubble;
      if (age < fadeIn) {
        const share = age / fadeIn;
        box.alpha = Math.min(1, share * 1.6);
        box.scale.set(bubble.reduced ? 1 : 0.55 + 0.45 * Easing.Back.Out(share));
        this.invalidate();
      } else if (age < fadeIn + LIFE.stay) {
        if (box.alpha !== 1 || box.scale.x !== 1) {
          box.alpha = 1;
          box.scale.set(1);
          this.invalidate();
        }
      } else {
        const share = (age - fadeIn - LIFE.stay) / fadeOut;
        box.alpha = 1 - share;
        this.invalidate();
      }
    }
    if (this.bubbles.size === 0) {
      this.running = false;
      this.ticker.remove(this.update);
    }
  }
}
