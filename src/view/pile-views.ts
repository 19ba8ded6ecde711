import { Container, Text } from 'pixi.js';
import type { CardTextures } from './card-textures';
import { CardSprite } from './card-sprite';
import type { Rect } from './geometry';
import type { TableLayout } from './layout';
import { DEFAULT_THEME, FONT_FAMILY, type TableTheme } from './palette';

/** The draw pile with its count, the discard pile (top and the card under it), the drawn card. */
export class PileViews extends Container {
  readonly draw: CardSprite;
  readonly discardUnder: CardSprite;
  readonly discardTop: CardSprite;
  readonly drawn: CardSprite;
  private readonly count: Text;

  /** Empty piles drawn with `textures`. */
  constructor(textures: CardTextures) {
    super();
    this.draw = new CardSprite(textures);
    this.discardUnder = new CardSprite(textures);
    this.discardTop = new CardSprite(textures);
    this.drawn = new CardSprite(textures);
    this.count = new Text({
      text: '',
      style: {
        fontFamily: FONT_FAMILY,
        fontWeight: 'bold',
        fontSize: 14,
        fill: DEFAULT_THEME.text,
        stroke: { color: DEFAULT_THEME.textOutline, width: 3 },
      },
    });
    this.count.anchor.set(0.5, 1);
    this.addChild(this.draw, this.discardUnder, this.discardTop, this.drawn, this.count);
  }

  /** Redraws the piles in `theme` (the cards take it when their face is set again). */
  setTheme(theme: TableTheme): void {
    this.count.style.fill = theme.text;
    this.count.style.stroke = { color: theme.textOutline, width: 3 };
  }

  /** Moves the piles to `layout`. */
  applyLayout(layout: TableLayout): void {
    this.draw.placeOn(layout.drawPile);
    this.discardUnder.placeOn(layout.discardPile);
    this.discardTop.placeOn(layout.discardPile);
    this.drawn.placeOn(layout.drawn);
    this.placeCount(layout.drawPile);
  }

  /** Shows the draw pile's size. */
  setDrawCount(count: number): void {
    this.draw.setFace(count > 0 ? 'down' : null);
    this.count.text = String(count);
  }

  /** Shows the top two cards of the discard pile. */
  setDiscard(pile: readonly number[]): void {
    this.discardTop.setFace(pile[pile.length - 1] ?? null);
    this.discardUnder.setFace(pile[pile.length - 2] ?? null);
  }

  private placeCount(rect: Rect): void {
    this.count.style.fontSize = Math.max(11, rect.width * 0.22);
    this.count.position.set(rect.x + rect.width / 2, rect.y + rect.height - 3);
  }
}
