import type { Container } from 'pixi.js';
import type { Action } from '../engine';
import type { CountdownShown } from './countdown';
import type { CardTilt } from './effects/card-tilt';
import { overlaps, type Rect } from './geometry';
import type { HintShape } from './hint-overlay';
import type { PlateParts } from './seat-plate';
import type { PlateLook } from './plate-emblem';
import type { BubbleSaid, BubbleShown, ReactionBubbles } from './reaction-bubble';
import type { EmblemKind } from './palette';
import type { TableAnimator } from './table-animator';
import type { TableScene } from './table-scene';
import type { TableStage } from './table-stage';
import type { TitleScene } from './title-scene';

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
  /** The keyboard cursor's grid position, `null` when there is none. */
  readonly cursor: number | null;
  /** Each seat's countdown on its plate (turn timer, or away), `null` when none. */
  readonly countdowns: readonly (CountdownShown | null)[];
  /** Each seat's thinking progress on its plate, `null` when none. */
  readonly thinking: readonly (number | null)[];
  /** Each seat's plate. */
  readonly plates: readonly Rect[];
  /** Who each plate's emblem shows sits there: a person, a player elsewhere, a computer level. */
  readonly emblems: readonly EmblemKind[];
  /** The face-up sum each plate shows ("Σ 5"), `null` where it shows none. */
  readonly sums: readonly (string | null)[];
  /** The pixel density the table is drawn at, and each density its numbers' glyphs are drawn at. */
  readonly pixelDensity: { readonly renderer: number; readonly numbers: readonly number[] };
  /** How many textures one batch of sprites samples: 4 on a software renderer, else up to 16. */
  readonly batchTextures: number;
  /**
   * The draw pile's count badge, and whether a seat's turn glow is drawn over it (washing it out).
   */
  readonly drawCount: { readonly rect: Rect | null; readonly underGlow: boolean };
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
  /** The avatar and colour each plate shows (`null`: the plain figure or a robot). */
  readonly looks: readonly (PlateLook | null)[];
  /** The reactions' bubbles on the table now. */
  readonly bubbles: readonly BubbleShown[];
  /** The last bubbles the table showed, oldest first. */
  readonly bubblesSaid: readonly BubbleSaid[];
}

/** The parts of the table an inspection reads. */
export interface InspectedTable {
  readonly stage: TableStage;
  readonly scene: TableScene;
  readonly title: TitleScene;
  readonly animator: TableAnimator;
  readonly tilt: CardTilt;
  readonly bubbles: ReactionBubbles;
  /** Whether an update is being played. */
  readonly playing: boolean;
}

/** What `table` shows now. */
export function inspectTable(table: InspectedTable): TableInspection {
  const { stage, scene, title, animator } = table;
  const { seats, layout, piles, hint } = scene;
  const over = (layer: Container) =>
    stage.stage.getChildIndex(layer) > stage.stage.getChildIndex(scene.seatLayer);
  return {
    scene: title.shown ? 'title' : 'table',
    fan: title.faces,
    animations: { ...animator.played },
    hint: scene.hinted,
    cursor: scene.cursor,
    thinking: seats.map((seat) => seat.plate.thinkingProgress),
    countdowns: seats.map((seat) => seat.plate.countdownShown),
    plates: layout?.seats.map((seat) => seat.plate) ?? [],
    emblems: seats.map((seat) => seat.plate.emblemKind),
    sums: seats.map((seat) => seat.plate.shownSum),
    batchTextures: stage.batchTextures,
    pixelDensity: {
      renderer: stage.renderer.resolution,
      numbers: [
        ...new Set([
          piles.countResolution,
          ...seats.flatMap((seat) => seat.plate.numberResolutions),
        ]),
      ],
    },
    drawCount: countShown(table),
    hand: { held: piles.drawn.face !== null, rect: layout?.drawn ?? null },
    animatingSeat: animator.actor,
    playing: table.playing,
    lifted: table.tilt.lifted,
    cards: seats.map((seat) => seat.cards.map((card) => (card.visible ? card.drawnRect : null))),
    plateParts: seats.map((seat) => seat.plate.parts),
    hintShape: { ...hint.shape, overCards: over(hint.arrows) && over(hint.ghosts) },
    looks: seats.map((seat) => seat.plate.emblemLook),
    bubbles: table.bubbles.shown,
    bubblesSaid: [...table.bubbles.history],
  };
}

/** The draw pile's count badge and whether a turn glow crossing it is drawn over it. */
function countShown(table: InspectedTable): TableInspection['drawCount'] {
  const { stage, scene } = table;
  const rect = scene.piles.countRect;
  const order = (layer: Container) => stage.stage.getChildIndex(layer);
  const glowsOver = order(scene.seatLayer) > order(scene.piles.countLayer);
  const underGlow =
    rect !== null &&
    glowsOver &&
    scene.seats.some((seat) => {
      const glow = seat.plate.parts.glow;
      return glow !== null && overlaps(glow, rect);
    });
  return { rect, underGlow };
}
