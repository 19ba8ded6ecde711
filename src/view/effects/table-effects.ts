import { Container } from 'pixi.js';
import type { GameEvent } from '../../engine';
import { enclosing, type Rect } from '../geometry';
import type { TableLayout } from '../layout-parts';
import type { Motion } from '../motion';
import type { TableSnapshot } from '../snapshot';
import type { TableLabels } from '../table-types';
import { popCallout } from './callout-text';
import { glowChampion } from './champion-glow';
import { chooseEffects, type EffectMemory, FRESH_MEMORY } from './choose-effects';
import { flashLine } from './column-flash';
import { CONFETTI_COLOURS, SPARK_COLOURS } from './effect-colours';
import { ParticleField } from './particle-field';
import type { ClearedLine, TableEffect } from './table-effect';
import { shockwave } from './shockwave';
import { shakeTable } from './table-shake';

/** What the effects need from the table view. */
export interface EffectsStage {
  readonly motion: Motion;
  /** The container the shake moves (the whole scene). */
  readonly shaken: Container;
  layout(): TableLayout;
  labels(): TableLabels;
}

/** Sparks per cleared column, confetti pieces at the game's end. */
const COUNTS = { sparks: 42, confetti: 300, championSparks: 30 } as const;

/** How far down a callout stacks under one still showing over the same seat, in font sizes. */
const STACK_STEP = 1.2;

/** Where a callout over `seat` of `layout` is centred (the first of a stack), and its font size. */
function calloutCentre(
  layout: TableLayout,
  seat: number,
): { readonly x: number; readonly y: number; readonly fontSize: number } {
  const bounds = layout.seats[seat]?.bounds ?? layout.area;
  const fontSize = Math.max(22, Math.min(56, layout.area.width * 0.045, bounds.width * 0.2));
  return { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height * 0.4, fontSize };
}

/**
 * The band a callout over `seat` may take (two stacked, floating up as they leave): the table's
 * whole width, as a callout's words may be wider than the seat; for panels that must stay clear.
 */
export function calloutBand(layout: TableLayout, seat: number): Rect {
  const { y, fontSize } = calloutCentre(layout, seat);
  const top = y - fontSize * 1.7;
  const bottom = y + fontSize * (0.7 + STACK_STEP);
  return { x: layout.area.x, y: top, width: layout.area.width, height: bottom - top };
}

/**
 * The table's flourishes, drawn above the cards: chooses them from each update's engine events
 * (`chooseEffects`) and plays them beside the animation, never holding it up. None plays in
 * reduced motion, at instant speed or while a skip is under way.
 */
export class TableEffects extends Container {
  private readonly glows = new Container();
  private readonly particles: ParticleField;
  private readonly transient = new Container();
  private memory: EffectMemory = FRESH_MEMORY;
  private readonly callouts = new Map<number, number>();
  /** How many effects of each kind have started (read by the browser tests). */
  readonly played: Partial<Record<TableEffect['kind'], number>> = {};
  /** The callouts' texts, the latest last (read by the browser tests; the last 20 kept). */
  readonly said: string[] = [];

  /** Effects over the table of `stage`. */
  constructor(private readonly stage: EffectsStage) {
    super();
    this.eventMode = 'none';
    // A render group of its own: sparks, rings and callouts coming and going rebuild it alone.
    this.isRenderGroup = true;
    this.particles = new ParticleField(stage.motion);
    this.addChild(this.glows, this.particles, this.transient);
  }

  /** Chooses the effects of one update; returns what starts those of event `at` (or its climax). */
  prepare(
    events: readonly GameEvent[],
    prev: TableSnapshot,
    next: TableSnapshot,
  ): (at: number, late?: boolean) => void {
    if (events.some((event) => event.kind === 'dealt')) this.clearGlows();
    const choice = chooseEffects(events, prev, next, this.memory, this.stage.motion.reduced);
    this.memory = choice.memory;
    return (at, late = false) => {
      for (const timed of choice.effects)
        if (timed.at === at && (timed.late ?? false) === late) this.start(timed.effect);
    };
  }

  /** Rains confetti over the table (not in reduced motion). */
  celebrate(): void {
    if (!this.stage.motion.reduced) this.start({ kind: 'confetti' });
  }

  /** Forgets the table shown so far: a new game or a jump starts without glows or streaks. */
  reset(): void {
    this.memory = FRESH_MEMORY;
    this.clearGlows();
  }

  private clearGlows(): void {
    for (const glow of this.glows.removeChildren()) glow.destroy();
  }

  private start(effect: TableEffect): void {
    const { motion } = this.stage;
    if (motion.instant) return;
    this.played[effect.kind] = (this.played[effect.kind] ?? 0) + 1;
    const layout = this.stage.layout();
    switch (effect.kind) {
      case 'burst':
        void this.particles.burst(
          this.lineRect(effect.seat, effect.line),
          SPARK_COLOURS,
          COUNTS.sparks,
        );
        return;
      case 'flash':
        void flashLine(
          this.transient,
          motion,
          this.lineRect(effect.seat, effect.line),
          effect.line.kind,
        );
        return;
      case 'shockwave':
        void shockwave(this.transient, motion, this.lineRect(effect.seat, effect.line));
        return;
      case 'shake':
        void shakeTable(this.stage.shaken, motion, effect.strength);
        return;
      case 'callout': {
        const text = this.stage.labels().callout(effect.callout);
        this.said.push(text);
        if (this.said.length > 20) this.said.shift();
        void this.callout(effect.seat, text);
        return;
      }
      case 'confetti':
        void this.particles.confetti(layout.area, CONFETTI_COLOURS, COUNTS.confetti);
        return;
      case 'champion': {
        const bounds = layout.seats[effect.seat]?.bounds;
        if (bounds === undefined) return;
        void glowChampion(this.glows, motion, bounds);
        void this.particles.burst(bounds, CONFETTI_COLOURS, COUNTS.championSparks);
        return;
      }
    }
  }

  private lineRect(seat: number, line: ClearedLine): Rect {
    const cards = this.stage.layout().seats[seat]!.cards;
    return enclosing(line.positions.map((pos) => cards[pos]!));
  }

  /** A callout over `seat`; callouts over the same seat at once stack downwards. */
  private async callout(seat: number, text: string): Promise<void> {
    const layout = this.stage.layout();
    const { x, y, fontSize } = calloutCentre(layout, seat);
    const stacked = this.callouts.get(seat) ?? 0;
    this.callouts.set(seat, stacked + 1);
    try {
      await popCallout(this.transient, this.stage.motion, text, {
        x,
        y: y + stacked * fontSize * STACK_STEP,
        fontSize,
        minX: layout.area.x,
        maxX: layout.area.x + layout.area.width,
      });
    } finally {
      this.callouts.set(seat, (this.callouts.get(seat) ?? 1) - 1);
    }
  }
}
