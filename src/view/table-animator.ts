import { Easing } from '@tweenjs/tween.js';
import type { Container } from 'pixi.js';
import { type GameEvent, type LineKind, placeOf } from '../engine';
import { type CardFace, CardSprite } from './card-sprite';
import type { CardTextures } from './card-textures';
import { centre, type Rect } from './geometry';
import { penaltySigns } from './penalty-signs';
import type { TableLayout } from './layout-parts';
import type { Motion } from './motion';
import type { PileViews } from './pile-views';
import type { SeatPlate } from './seat-plate';
import type { SeatView } from './seat-view';
import type { TableSnapshot } from './snapshot';
import { COLUMN_STAGGER, COUNT_TICKS, DISCARD_OVERLAP, MS } from './pace';
import type { TableCue } from './table-types';

/** The alphas of a flying card's trail, nearest first, and how far apart its copies follow. */
const TRAIL = [0.4, 0.24, 0.12] as const;
const TRAIL_GAP_MS = 26;

/** What the animator moves: the table's pieces, owned by the table view. */
export interface AnimatorStage {
  readonly motion: Motion;
  readonly piles: PileViews;
  readonly flyers: Container;
  readonly textures: CardTextures;
  seat(seat: number): SeatView;
  layout(): TableLayout;
  setTotals(totals: readonly number[]): void;
  cue(cue: TableCue, pitch?: number): void;
}

/**
 * Plays the engine's events as card movements, flips, plates counting and stamps (or fades, in
 * reduced motion). The events say what happened; the animator only decides how it looks.
 */
export class TableAnimator {
  private discard: number[] = [];
  private drawCount = 0;
  private roundEnding = false;
  /** How many of each kind of moment have played (read by the browser tests). */
  readonly played: Record<string, number> = {};
  /** The seat whose move (or reveal) is being played, `null` between moves (tests: the status). */
  actor: number | null = null;
  /** Cards that have flown, kept for the next flights instead of made and destroyed each time. */
  private readonly idleFlyers: CardSprite[] = [];

  /** An animator for the pieces of `stage`. */
  constructor(private readonly stage: AnimatorStage) {}

  /**
   * Plays `events`, which lead from `prev` to `next`; `starting(i)` as event `i` starts and
   * `starting(i, true)` at its climax (the doubling stamp).
   */
  async play(
    events: readonly GameEvent[],
    prev: TableSnapshot,
    next: TableSnapshot,
    starting: (index: number, late?: boolean) => void = () => {},
  ) {
    this.discard = prev.discardPile.slice();
    this.drawCount = prev.drawPileSize;
    this.roundEnding = false;
    try {
      for (const [index, event] of events.entries()) {
        this.count(event.kind);
        if ('seat' in event && typeof event.seat === 'number') this.actor = event.seat;
        starting(index);
        await this.playOne(event, prev, next, () => starting(index, true));
      }
    } finally {
      this.actor = null;
    }
  }

  private async playOne(
    event: GameEvent,
    prev: TableSnapshot,
    next: TableSnapshot,
    climax: () => void,
  ) {
    const { stage } = this;
    const layout = stage.layout();
    switch (event.kind) {
      case 'dealt':
        return this.deal(event.seats, event.discard, next);
      case 'turns-began':
        return;
      case 'reshuffled': {
        stage.cue('shuffle');
        const moving = Math.min(4, this.discard.length - 1);
        this.drawCount = event.size;
        this.discard = this.discard.slice(-1);
        stage.piles.setDiscard(this.discard);
        await Promise.all(
          Array.from({ length: moving }, (_, i) =>
            this.fly('down', layout.discardPile, layout.drawPile, i * 50),
          ),
        );
        stage.piles.setDrawCount(this.drawCount);
        return;
      }
      case 'drew': {
        stage.cue('draw');
        this.drawCount--;
        stage.piles.setDrawCount(this.drawCount);
        const face = event.card ?? 'down';
        await this.fly('down', layout.drawPile, layout.drawn, 0, { turnTo: face, ms: MS.draw });
        stage.piles.setHand(face);
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
          stage.piles.setHand(null);
          source = layout.drawn;
        }
        card.setFace(null);
        await Promise.all([
          this.fly(event.card, source, target),
          this.fly(
            event.replacedFaceDown ? 'down' : event.replaced,
            target,
            layout.discardPile,
            0,
            {
              turnTo: event.replaced,
            },
          ),
        ]);
        card.setFace(event.card);
        this.discard.push(event.replaced);
        stage.piles.setDiscard(this.discard);
        stage.cue('discard');
        return;
      }
      case 'discarded': {
        stage.cue('discard');
        stage.piles.setHand(null);
        // The turn that follows starts while this card is still on its way to the pile.
        void this.fly(event.card, layout.drawn, layout.discardPile).then(() => {
          this.discard.push(event.card);
          stage.piles.setDiscard(this.discard);
        });
        return stage.motion.pause(MS.fly * DISCARD_OVERLAP);
      }
      case 'line-cleared':
        return this.clearLine(event.seat, event.line, event.discarded, event.value);
      case 'round-ending':
        stage.cue('final-round');
        return stage.motion.pause(MS.beat);
      case 'final-reveal':
        if (!this.roundEnding) stage.cue('round-end');
        this.roundEnding = true;
        await Promise.all(
          event.cards.map(({ pos, card }, i) =>
            stage.motion
              .pause(i * MS.revealStagger)
              .then(() => this.flip(stage.seat(event.seat).cards[pos]!, card, false)),
          ),
        );
        return stage.motion.pause(MS.seatPause);
      case 'round-scored':
        return this.score(event, prev, climax);
      case 'game-over':
        return stage.motion.pause(MS.beat);
    }
  }

  /**
   * The round's scores: every plate counts its sum up at once; a penalised ender's stamp (its
   * penalty, R9.4: "×2", "×3 + 10") comes down beside its score, which takes the penalty; then
   * the totals count on.
   */
  private async score(
    event: Extract<GameEvent, { kind: 'round-scored' }>,
    prev: TableSnapshot,
    climax: () => void,
  ): Promise<void> {
    const { stage } = this;
    if (!this.roundEnding) stage.cue('round-end');
    const plates = event.sums.map((_, seat) => stage.seat(seat).plate);
    const counter = { share: 0 };
    const showSums = () =>
      plates.forEach((plate, seat) =>
        plate.showRoundScore(Math.round(event.sums[seat]! * counter.share), null),
      );
    showSums();
    this.count('round-score', plates.length);
    // The count ticks as it climbs, each tick a semitone higher than the one before.
    let ticks = 0;
    const tick = () => {
      showSums();
      const due = Math.floor(counter.share * COUNT_TICKS);
      if (due > ticks && ticks < COUNT_TICKS) stage.cue('count', ticks);
      ticks = Math.max(ticks, due);
    };
    stage.cue('count', 0);
    await stage.motion.tween(counter, { share: 1 }, MS.count, Easing.Quadratic.Out, tick);
    const { ender, doubling } = event;
    if (doubling.doubled) {
      const plate = plates[ender]!;
      const stamp = penaltySigns(doubling.penalty);
      plate.showRoundScore(event.sums[ender]!, stamp);
      const landing = { share: 0 };
      await stage.motion.tween(landing, { share: 1 }, MS.stamp, Easing.Quadratic.In, () => {
        plate.stampLanding = landing.share;
      });
      stage.cue('doubled');
      this.count('stamp');
      climax();
      plate.showRoundScore(event.scores[ender]!, stamp);
      await stage.motion.pause(MS.beat);
    }
    const from = prev.totals;
    const totals = { share: 0 };
    await stage.motion.tween(totals, { share: 1 }, MS.count * 0.6, Easing.Linear.None, () =>
      stage.setTotals(
        event.totals.map((total, seat) => from[seat]! + (total - from[seat]!) * totals.share),
      ),
    );
    await this.rank(plates, event.totals);
    await stage.motion.pause(MS.beat);
  }

  /** Each plate gets its place in the game, popping in from the first place down. */
  private async rank(plates: readonly SeatPlate[], totals: readonly number[]): Promise<void> {
    const { motion } = this.stage;
    const order = plates
      .map((plate, seat) => ({ plate, place: placeOf(totals, seat) }))
      .sort((a, b) => a.place - b.place);
    this.count('ranked', order.length);
    await Promise.all(
      order.map(({ plate, place }, i) => {
        plate.showPlace(place);
        if (motion.reduced) {
          plate.medalPop = 1;
          return Promise.resolve();
        }
        plate.medalPop = 0;
        const pop = { share: 0 };
        return motion
          .pause(i * MS.rankStagger)
          .then(() =>
            motion.tween(
              pop,
              { share: 1 },
              MS.rank,
              Easing.Back.Out,
              () => (plate.medalPop = pop.share),
            ),
          );
      }),
    );
  }

  /**
   * A removed line (R9.3) lifts, then the cards it took (`discarded`: a card shared with a line
   * removed just before went with that one) go one after another onto the discard pile; a row
   * sounds its own swipe, a column its chord.
   */
  private async clearLine(
    seat: number,
    line: LineKind,
    positions: readonly number[],
    value: number,
  ): Promise<void> {
    const { stage } = this;
    const layout = stage.layout();
    stage.cue(line === 'row' ? 'row-clear' : 'column-clear');
    const view = stage.seat(seat);
    const rects = layout.seats[seat]!.cards;
    if (!stage.motion.reduced) {
      await Promise.all(
        positions.map((pos) =>
          stage.motion.tween(view.cards[pos]!, { elevation: 1 }, MS.flip, Easing.Quadratic.Out),
        ),
      );
    }
    await Promise.all(
      positions.map((pos, i) => {
        const card = view.cards[pos]!;
        card.setFace(null);
        card.elevation = 0;
        return this.fly(value, rects[pos]!, layout.discardPile, i * COLUMN_STAGGER, {
          ms: MS.clearFly,
          trail: true,
        });
      }),
    );
    this.discard.push(...positions.map(() => value));
    stage.piles.setDiscard(this.discard);
  }

  /**
   * The deal (R2.1, R2.2): cards leave the draw pile one at a time, round the table seat after
   * seat as a dealer deals, and the first discard is turned up at the end.
   */
  private async deal(seats: number, discard: number, next: TableSnapshot): Promise<void> {
    const { stage } = this;
    const layout = stage.layout();
    stage.cue('shuffle');
    stage.piles.setDiscard([]);
    stage.piles.setHand(null);
    for (let seat = 0; seat < seats; seat++) {
      stage.seat(seat).plate.clearRoundScore();
      for (const card of stage.seat(seat).cards) card.setFace(null);
    }
    const perSeat = stage.seat(0).cards.length;
    const total = seats * perSeat;
    const stagger = Math.min(26, (MS.deal - MS.dealFly) / total);
    const moves: Promise<void>[] = [];
    for (let pos = 0; pos < perSeat; pos++) {
      for (let seat = 0; seat < seats; seat++) {
        const order = pos * seats + seat;
        const card = stage.seat(seat).cards[pos]!;
        const face = next.grids[seat]?.[pos] ?? 'down';
        const to = layout.seats[seat]!.cards[pos]!;
        moves.push(this.arrive(card, face, layout.drawPile, to, order * stagger, order % 3 === 0));
      }
    }
    this.count('dealt-card', total);
    await Promise.all(moves);
    stage.cue('flip');
    await this.fly('down', layout.drawPile, layout.discardPile, 0, { turnTo: discard });
    stage.piles.setDiscard([discard]);
  }

  private count(kind: string, times = 1): void {
    this.played[kind] = (this.played[kind] ?? 0) + times;
  }

  /** A grid card of the deal moves in from `from` to its place (or fades in, in reduced motion). */
  private async arrive(
    card: CardSprite,
    face: CardFace,
    from: Rect,
    to: Rect,
    delay: number,
    sound: boolean,
  ): Promise<void> {
    const { motion } = this.stage;
    await motion.pause(delay);
    card.setFace(face);
    if (motion.reduced) {
      card.alpha = 0;
      return motion.tween(card, { alpha: 1 }, MS.fade);
    }
    const start = centre(from);
    card.position.set(start.x, start.y);
    card.elevation = 0.7;
    if (sound) this.stage.cue('deal');
    await motion.tween(card.position, centre(to), MS.dealFly, Easing.Cubic.Out);
    card.elevation = 0;
  }

  /** Turns a card over to show `face`, lifting it as it turns (or fades it in, in reduced motion). */
  private async flip(card: CardSprite, face: CardFace, cue = true): Promise<void> {
    const { motion } = this.stage;
    if (cue && face !== 'down') this.stage.cue('flip');
    if (motion.reduced) {
      card.setFace(face);
      card.alpha = 0.3;
      return motion.tween(card, { alpha: 1 }, MS.fade);
    }
    const lift = motion.tween(card, { elevation: 0.5 }, MS.flip, Easing.Quadratic.Out);
    await motion.tween(card.scale, { x: 0 }, MS.flip, Easing.Quadratic.In);
    await lift;
    card.setFace(face);
    void motion.tween(card, { elevation: 0 }, MS.flip, Easing.Quadratic.In);
    await motion.tween(card.scale, { x: 1 }, MS.flip, Easing.Quadratic.Out);
    card.elevation = 0;
  }

  /**
   * A card travels from one rectangle to another after `delay` ms, held up, then leaves the stage;
   * `turnTo` turns it over on the way.
   */
  private async fly(
    face: CardFace,
    from: Rect,
    to: Rect,
    delay = 0,
    options: { turnTo?: CardFace; ms?: number; trail?: boolean; alpha?: number } = {},
  ): Promise<void> {
    const { motion, flyers, textures } = this.stage;
    // A trail: fainter copies following a few milliseconds behind (none in reduced motion).
    const trail =
      options.trail === true && !motion.reduced && !motion.instant
        ? TRAIL.map((alpha, k) =>
            this.fly(face, from, to, delay + (k + 1) * TRAIL_GAP_MS, {
              ...options,
              trail: false,
              alpha,
            }),
          )
        : [];
    if (delay > 0) await motion.pause(delay);
    const sprite = this.idleFlyers.pop() ?? new CardSprite(textures);
    sprite.alpha = options.alpha ?? 1;
    sprite.elevation = 0;
    const turnTo = options.turnTo ?? face;
    const ms = options.ms ?? MS.fly;
    flyers.addChild(sprite);
    if (motion.reduced) {
      sprite.setFace(turnTo);
      sprite.placeOn(to);
      sprite.alpha = 0;
      await motion.tween(sprite, { alpha: options.alpha ?? 1 }, MS.fade);
    } else {
      sprite.setFace(face);
      sprite.placeOn(from);
      sprite.elevation = 0.8;
      const scale = to.width / from.width;
      const moves = [
        motion.tween(sprite, centre(to), ms, Easing.Cubic.InOut),
        motion.tween(sprite.scale, { y: scale }, ms, Easing.Cubic.InOut),
      ];
      if (turnTo !== face) {
        moves.push(
          motion.tween(sprite.scale, { x: 0 }, ms / 2, Easing.Quadratic.In).then(() => {
            sprite.setFace(turnTo);
            return motion.tween(sprite.scale, { x: scale }, ms / 2, Easing.Quadratic.Out);
          }),
        );
      } else {
        moves.push(motion.tween(sprite.scale, { x: scale }, ms, Easing.Cubic.InOut));
      }
      await Promise.all(moves);
    }
    flyers.removeChild(sprite);
    this.idleFlyers.push(sprite);
    await Promise.all(trail);
  }
}
