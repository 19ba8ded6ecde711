import { Container, Graphics, Sprite } from 'pixi.js';
import type { CardTextures } from './card-textures';
import { centre, type Rect } from './geometry';

/** What a card shows: a value, its back (`'down'`), or nothing (an empty place). */
export type CardFace = number | 'down' | null;

/** One card on the table, centred on its rectangle so that it can flip around its middle. */
export class CardSprite extends Container {
  private readonly art: Sprite;
  private readonly ring = new Graphics();
  private shown: CardFace = null;

  /** A card drawn with `textures`. */
  constructor(private readonly textures: CardTextures) {
    super();
    this.art = new Sprite(textures.back);
    this.art.anchor.set(0.5);
    this.addChild(this.art, this.ring);
    this.visible = false;
  }

  /** What the card shows now. */
  get face(): CardFace {
    return this.shown;
  }

  /** The card's drawn width and height, without its ring. */
  get drawnSize(): { readonly width: number; readonly height: number } {
    return { width: this.art.width, height: this.art.height };
  }

  /** Shows `face`; an empty place hides the card. */
  setFace(face: CardFace): void {
    this.shown = face;
    this.visible = face !== null;
    if (face !== null) this.art.texture = this.textures.texture(face === 'down' ? null : face);
  }

  /** Moves and scales the card onto `rect`. */
  placeOn(rect: Rect): void {
    const { x, y } = centre(rect);
    this.position.set(x, y);
    this.art.scale.set(rect.width / this.textures.width);
    this.scale.set(1);
  }

  /** Draws a coloured ring around the card (selection, cursor, hint), or none. */
  setRing(colour: number | null, thickness = 3): void {
    this.ring.clear();
    if (colour === null) return;
    const w = this.art.width + thickness * 2;
    const h = this.art.height + thickness * 2;
    this.ring
      .roundRect(-w / 2, -h / 2, w, h, 6)
      .stroke({ width: thickness, color: colour, alignment: 0.5 });
  }
}
