import { Container, Graphics, Sprite } from 'pixi.js';
import type { CardTextures } from './card-textures';
import { CardSprite } from './card-sprite';
import { centre, type Rect } from './geometry';
import type { TableLayout } from './layout-parts';
import { NumberText } from './number-text';
import { DEFAULT_THEME, type TableTheme } from './palette';
import type { PixelDensity } from './pixel-density';

/** How many cards of thickness the draw pile shows at most (its height follows its size). */
const STACK_LAYERS = 5;

/**
 * The draw pile (a stack whose height follows its size, its count on a badge below), the discard
 * pile (top and the card under it), and the hand: the drawn card held up, larger, glowing. The
 * count's badge is a layer of its own (`countLayer`), drawn over the seats: the focus seat's turn
 * glow reaches up over the piles above it and washed the count out.
 */
export class PileViews extends Container {
  readonly draw: CardSprite;
  readonly discardUnder: CardSprite;
  readonly discardTop: CardSprite;
  readonly drawn: CardSprite;
  private readonly stack: CardSprite[];
  private readonly handGlow: Sprite;
  /** The draw pile's count on its badge, to be drawn over the seats' layer. */
  readonly countLayer = new Container();
  private readonly countBadge = new Graphics();
  private readonly count: NumberText;
  /** What the count's badge shows (place, size, colours), so that it is redrawn on a change only. */
  private badgeDrawn = '';
  private drawRect: Rect | null = null;
  private theme = DEFAULT_THEME;

  /** Empty piles drawn with `textures`, the count at the pixel density of `density` (the renderer). */
  constructor(textures: CardTextures, density: PixelDensity) {
    super();
    this.stack = Array.from({ length: STACK_LAYERS }, () => new CardSprite(textures));
    this.draw = new CardSprite(textures);
    this.discardUnder = new CardSprite(textures);
    this.discardTop = new CardSprite(textures);
    this.drawn = new CardSprite(textures);
    this.handGlow = new Sprite(textures.shadow);
    this.handGlow.anchor.set(0.5);
    this.handGlow.blendMode = 'add';
    this.handGlow.visible = false;
    this.count = new NumberText('bold', density, true);
    this.addChild(
      ...this.stack,
      this.draw,
      this.discardUnder,
      this.discardTop,
      this.handGlow,
      this.drawn,
    );
    this.countLayer.addChild(this.countBadge, this.count);
    this.drawn.restingElevation = 1;
    this.drawn.elevation = 1;
  }

  /** Redraws the piles in `theme` (the cards take it when their face is set again). */
  setTheme(theme: TableTheme): void {
    this.theme = theme;
    this.handGlow.tint = theme.handGlow;
    this.drawBadge();
  }

  /** Moves the piles to `layout`. */
  applyLayout(layout: TableLayout): void {
    this.drawRect = layout.drawPile;
    this.placeStack();
    this.draw.placeOn(layout.drawPile);
    this.discardUnder.placeOn(layout.discardPile);
    this.discardTop.placeOn(layout.discardPile);
    this.drawn.placeOn(layout.drawn);
    this.drawn.elevation = 1;
    this.drawn.rotation = -0.05;
    const { x, y } = centre(layout.drawn);
    this.handGlow.position.set(x, y);
    const texture = this.handGlow.texture;
    this.handGlow.scale.set(
      (layout.drawn.width * 2.1) / texture.width,
      (layout.drawn.height * 1.8) / texture.height,
    );
    this.handGlow.alpha = 0.85;
    this.drawBadge();
  }

  /** Shows the draw pile's size: a stack as thick as it is, and the count. */
  setDrawCount(count: number): void {
    this.draw.setFace(count > 0 ? 'down' : null);
    const layers = Math.min(STACK_LAYERS, Math.ceil(count / 24));
    for (const [i, card] of this.stack.entries()) card.setFace(i < layers ? 'down' : null);
    if (this.count.text !== String(count)) {
      this.count.text = String(count);
      this.drawBadge();
    }
    this.placeStack(layers);
  }

  /** Shows the top two cards of the discard pile. */
  setDiscard(pile: readonly number[]): void {
    this.discardTop.setFace(pile[pile.length - 1] ?? null);
    this.discardUnder.setFace(pile[pile.length - 2] ?? null);
  }

  /** Shows the card in hand (`null`: the hand is empty). */
  setHand(face: number | 'down' | null): void {
    this.drawn.setFace(face);
    this.handGlow.visible = face !== null;
  }

  /** The rectangle of the draw pile's count badge on the table (kept clear of every mark). */
  get countRect(): Rect | null {
    const bounds = this.countBadge.getBounds();
    return bounds.width > 0
      ? { x: bounds.x, y: bounds.y, width: bounds.width, height: bounds.height }
      : null;
  }

  private placeStack(layers = STACK_LAYERS): void {
    const rect = this.drawRect;
    if (rect === null) return;
    const step = rect.width * 0.025;
    for (const [i, card] of this.stack.entries()) {
      const depth = layers - i;
      card.placeOn({ ...rect, x: rect.x + depth * step * 0.4, y: rect.y + depth * step });
    }
  }

  /** The pixel density the draw pile's count is drawn at. */
  get countResolution(): number {
    return this.count.resolution;
  }

  private drawBadge(): void {
    const rect = this.drawRect;
    if (rect === null) return;
    const fontSize = Math.max(11, rect.width * 0.2);
    this.count.setFontSize(fontSize);
    const w = Math.max(this.count.textWidth + fontSize, fontSize * 2.2);
    const h = fontSize * 1.45;
    const cx = rect.x + rect.width / 2;
    // Below the card's face, over its lower edge: never under a mark, always readable.
    const cy = rect.y + rect.height - h * 0.15;
    this.count.position.set(cx, cy);
    // Redrawn only when it changes, not at every card drawn.
    const drawn = [cx, cy, w, h, this.theme.plate, this.theme.plateEdge].join();
    if (drawn === this.badgeDrawn) return;
    this.badgeDrawn = drawn;
    this.countBadge
      .clear()
      .roundRect(cx - w / 2, cy - h / 2, w, h, h / 2)
      .fill({ color: this.theme.plate, alpha: 0.92 })
      .roundRect(cx - w / 2, cy - h / 2, w, h, h / 2)
      .stroke({ width: 1.5, color: this.theme.plateEdge });
  }
}
