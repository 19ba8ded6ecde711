import { Easing } from '@tweenjs/tween.js';
import type { Container } from 'pixi.js';
import { columnPositions, type GameEvent, GRID_SIZE } from '../engine';
import { type CardFace, CardSprite } from './card-sprite';
import type { CardTextures } from './card-textures';
import { centre, type Rect } from './geometry';
import type { TableLayout } from './layout';
import type { Motion } from './motion';
import type { PileViews } from './pile-views';
import type { SeatView } from './seat-view';
import type { TableSnapshot } from './snapshot';
import type { TableCue } from './table-types';

/** What the animator moves: the table's pieces, owned by the table view. */
export interface AnimatorStage {
  readonly motion: Motion;
  readonly piles: PileViews;
  readonly flyers: Container;
  readonly textures: CardTextures;
  seat(seat: number): SeatView;
  layout(): TableLayout;
  setTotals(totals: readonly number[]): void;
  cue(cue: TableCue): void;
}

/** Base durations in milliseconds at normal speed. */
const MS = { fly: 320, flip: 110, fade: 160, stagger: 14, pause: 450, count: 900 } as const;

/** Plays table events as card movements, flips and fades (or fades only, in reduced motion). */
export class TableAnimator {
  private discard: number[] = [];
  private drawCount = 0;
  /** Whether the final reveal of the update under way has begun. */
  private roundEnding = false;

  /** An animator for the pieces of `stage`. */
  constructor(private readonly stage: AnimatorStage) {}

  /** Plays the engine's `events`, which lead from `prev` to `next`; `starting(i)` as event `i` starts. */
  async play(
    events: readonly GameEvent[],
    prev: TableSnapshot,
    next: TableSnapshot,
    starting: (index: number) => void = () => {},
  ) {
    this.discard = prev.discardPile.slice();
    this.drawCount = prev.drawPileSize;
    this.roundEnding = false;
    for (const [index, event] of events.entries()) {
      starting(index);
      await this.playOne(event, prev, next);
    }
  }

  private async playOne(event: GameEvent, prev: TableSnapshot, next: TableSnapshot) {
    const { stage } = this;
    const layout = stage.layout();
    switch (event.kind) {
      case 'dealt':
        return this.deal(next);
      case 'turns-began':
        return;
      case 'reshuffled': {
        const moving = Math.min(3, this.discard.length - 1);
        this.drawCount = event.size;
        this.discard = this.discard.slice(-1);
        await Promise.all(
          Array.from({ length: moving }, (_, i) =>
            this.fly('down', layout.discardPile, layout.drawPile, i * 60),
          ),
        );
        stage.piles.setDiscard(this.discard);
        stage.piles.setDrawCount(this.drawCount);
        return;
      }
      case 'drew': {
        stage.cue('draw');
        this.drawCount--;
        stage.piles.setDrawCount(this.drawCount);
        const face = event.card ?? 'down';
        await this.fly(face, layout.drawPile, layout.drawn);
        stage.piles.drawn.setFace(face);
        return;
      }
      case 'revealed':
        stage.cue('flip');
        return this.flip(stage.seat(event.seat).cards[event.pos]!, event.card);
      case 'replaced': {
        stage.cue('place');
        const card = stage.seat(event.seat).cards[event.pos]!;
        const target = layout.seats[event.seat]!.cards[event.pos]!;
        let source: Rect;
        if (event.from === 'discard') {
          this.discard.pop();
          stage.piles.setDiscard(this.discard);
          source = layout.discardPile;
        } else {
          stage.piles.drawn.setFace(null);
          source = layout.drawn;
        }
        card.setFace(null);
        await Promise.all([
          this.fly(event.card, source, target),
          this.fly(event.replaced, target, layout.discardPile),
        ]);
        card.setFace(event.card);
        this.discard.push(event.replaced);
        stage.piles.setDiscard(this.discard);
        stage.cue('discard');
        return;
      }
      case 'discarded': {
        stage.cue('discard');
        stage.piles.drawn.setFace(null);
        await this.fly(event.card, layout.drawn, layout.discardPile);
        this.discard.push(event.card);
        stage.piles.setDiscard(this.discard);
        return;
      }
      case 'column-cleared': {
        stage.cue('column-clear');
        const seat = stage.seat(event.seat);
        const rects = layout.seats[event.seat]!.cards;
        await Promise.all(
          columnPositions(event.column).map((pos, i) => {
            seat.cards[pos]!.setFace(null);
            return this.fly(event.value, rects[pos]!, layout.discardPile, i * 90);
          }),
        );
        this.discard.push(event.value, event.value, event.value);
        stage.piles.setDiscard(this.discard);
        return;
      }
      case 'round-ending':
        stage.cue('final-round');
        return stage.motion.pause(MS.pause * 2);
      case 'final-reveal':
        if (!this.roundEnding) stage.cue('round-end');
        this.roundEnding = true;
        await Promise.all(
          event.cards.map(({ pos, card }, i) =>
            stage.motion
              .pause(i * MS.stagger * 2)
              .then(() => this.flip(stage.seat(event.seat).cards[pos]!, card)),
          ),
        );
        return;
      case 'round-scored': {
        if (!this.roundEnding) stage.cue('round-end');
        await stage.motion.pause(MS.pause);
        const from = prev.totals;
        const counter = { share: 0 };
        await stage.motion.tween(counter, { share: 1 }, MS.count, Easing.Linear.None, () =>
          stage.setTotals(
            event.totals.map((total, seat) => from[seat]! + (total - from[seat]!) * counter.share),
          ),
        );
        return;
      }
      case 'game-over':
        stage.cue('win');
        return stage.motion.pause(MS.pause);
    }
  }

  /** The new round's cards come off the draw pile one after another. */
  private async deal(next: TableSnapshot): Promise<void> {
    const { stage } = this;
    const layout = stage.layout();
    stage.cue('place');
    const moves: Promise<void>[] = [];
    let order = 0;
    for (const [seat, grid] of next.grids.entries()) {
      const view = stage.seat(seat);
      for (let pos = 0; pos < GRID_SIZE; pos++) {
        const card = view.cards[pos]!;
        card.setFace(grid[pos] ?? null);
        moves.push(this.arrive(card, layout.drawPile, layout.seats[seat]!.cards[pos]!, order++));
      }
    }
    await Promise.all(moves);
  }

  /** A grid card moves in from `from` to its own place (or fades in, in reduced motion). */
  private async arrive(card: CardSprite, from: Rect, to: Rect, order: number): Promise<void> {
    const { motion } = this.stage;
    if (motion.reduced) {
      card.alpha = 0;
      return motion.tween(card, { alpha: 1 }, MS.fade);
    }
    const start = centre(from);
    card.position.set(start.x, start.y);
    await motion.pause(order * MS.stagger);
    await motion.tween(card.position, centre(to), MS.fly, Easing.Cubic.Out);
  }

  /** Turns a card over to show `face` (or fades it in, in reduced motion). */
  private async flip(card: CardSprite, face: CardFace): Promise<void> {
    const { motion } = this.stage;
    if (motion.reduced) {
      card.setFace(face);
      card.alpha = 0.3;
      return motion.tween(card, { alpha: 1 }, MS.fade);
    }
    await motion.tween(card.scale, { x: 0 }, MS.flip, Easing.Quadratic.In);
    card.setFace(face);
    await motion.tween(card.scale, { x: 1 }, MS.flip, Easing.Quadratic.Out);
  }

  /** A card travels from one rectangle to another after `delay` ms, then leaves the stage. */
  private async fly(face: CardFace, from: Rect, to: Rect, delay = 0): Promise<void> {
    const { motion, flyers, textures } = this.stage;
    if (delay > 0) await motion.pause(delay);
    const sprite = new CardSprite(textures);
    sprite.setFace(face);
    flyers.addChild(sprite);
    if (motion.reduced) {
      sprite.placeOn(to);
      sprite.alpha = 0;
      await motion.tween(sprite, { alpha: 1 }, MS.fade);
    } else {
      sprite.placeOn(from);
      const scale = to.width / from.width;
      await Promise.all([
        motion.tween(sprite, centre(to), MS.fly, Easing.Cubic.InOut),
        motion.tween(sprite.scale, { x: scale, y: scale }, MS.fly, Easing.Cubic.InOut),
      ]);
    }
    sprite.destroy();
  }
}
