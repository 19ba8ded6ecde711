import { Container } from 'pixi.js';
import type { GridShape } from '../engine';
import type { CardTextures } from './card-textures';
import { CardSprite } from './card-sprite';
import type { SeatLayout } from './layout-parts';
import type { TableTheme } from './palette';
import type { PixelDensity } from './pixel-density';
import { SeatPlate } from './seat-plate';

/** One seat on the table: its name plate and the places of its grids (12 in the official game). */
export class SeatView extends Container {
  /** The cards, indexed by grid position. */
  readonly cards: readonly CardSprite[];
  /** The name plate. */
  readonly plate: SeatPlate;
  private layoutNow: SeatLayout | null = null;

  /**
   * An empty seat of grids of `shape` drawn with `textures` in `theme`, its plate's numbers at the
   * density of `density`; a `steady` plate keeps its glow still (see `SeatPlate`).
   */
  constructor(
    textures: CardTextures,
    theme: TableTheme,
    density: PixelDensity,
    shape: GridShape,
    steady: boolean,
  ) {
    super();
    // A render group of its own: a change in one seat (its plate redrawn, a card shown or hidden)
    // rebuilds the render instructions of that seat alone, not those of the whole table.
    this.isRenderGroup = true;
    this.plate = new SeatPlate(theme, textures.shadow, density, steady);
    this.cards = Array.from({ length: shape.cardsPerSeat }, () => new CardSprite(textures));
    this.addChild(this.plate, ...this.cards);
  }

  /** The seat's current layout. */
  get layout(): SeatLayout | null {
    return this.layoutNow;
  }

  /** Moves the seat to `layout`; cards jump to their places. */
  applyLayout(layout: SeatLayout): void {
    this.layoutNow = layout;
    for (const [pos, card] of this.cards.entries()) card.placeOn(layout.cards[pos]!);
    this.plate.place(layout.plate);
  }

  /** Redraws the plate in `theme` (the cards take it when their face is set again). */
  setTheme(theme: TableTheme): void {
    this.plate.setTheme(theme);
  }
}
