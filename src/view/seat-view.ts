import { Container, Graphics, Text } from 'pixi.js';
import { makeAccessibleText, setAccessibleText } from './accessible';
import { GRID_SIZE } from '../engine';
import type { CardTextures } from './card-textures';
import { CardSprite } from './card-sprite';
import type { SeatLayout } from './layout';
import { DEFAULT_THEME, FONT_FAMILY, type TableTheme } from './palette';

/** One seat on the table: a panel, the name and score line, and the 12 places of the grid. */
export class SeatView extends Container {
  /** The 12 cards, indexed by grid position. */
  readonly cards: readonly CardSprite[];
  private readonly panel = new Graphics();
  private readonly nameLine: Text;
  private layoutNow: SeatLayout | null = null;
  private active = false;
  private theme = DEFAULT_THEME;

  /** An empty seat drawn with `textures`. */
  constructor(textures: CardTextures) {
    super();
    this.nameLine = new Text({
      text: '',
      style: {
        fontFamily: FONT_FAMILY,
        fontWeight: 'bold',
        fontSize: 14,
        fill: DEFAULT_THEME.text,
      },
    });
    this.cards = Array.from({ length: GRID_SIZE }, () => new CardSprite(textures));
    this.addChild(this.panel, this.nameLine, ...this.cards);
    makeAccessibleText(this.panel);
  }

  /**
   * Lists this seat's cards one by one in the accessibility layer (the seat at the bottom), or
   * only a summary of the seat (the others): a hundred elements would slow every frame.
   */
  setListed(listed: boolean): void {
    for (const card of this.cards) card.accessible = listed;
    this.panel.accessible = !listed;
  }

  /** The summary the accessibility layer reads for a seat that is not listed card by card. */
  setSummary(text: string): void {
    setAccessibleText(this.panel, text);
  }

  /** The seat's current layout. */
  get layout(): SeatLayout | null {
    return this.layoutNow;
  }

  /** Moves the seat to `layout`; cards jump to their places. */
  applyLayout(layout: SeatLayout): void {
    this.layoutNow = layout;
    for (const [pos, card] of this.cards.entries()) card.placeOn(layout.cards[pos]!);
    const fontSize = Math.max(11, Math.min(22, layout.label.height * 0.8));
    this.nameLine.style.fontSize = fontSize;
    this.nameLine.position.set(
      layout.label.x,
      layout.label.y + (layout.label.height - fontSize) / 2,
    );
    this.drawPanel();
  }

  /** Sets the name and score line. */
  setLabel(text: string): void {
    if (this.nameLine.text !== text) this.nameLine.text = text;
    const layout = this.layoutNow;
    if (layout !== null && this.nameLine.width > layout.label.width)
      this.nameLine.scale.set(layout.label.width / (this.nameLine.width / this.nameLine.scale.x));
    else this.nameLine.scale.set(1);
  }

  /** Redraws the panel and the name line in `theme`. */
  setTheme(theme: TableTheme): void {
    this.theme = theme;
    this.nameLine.style.fill = theme.text;
    this.drawPanel();
  }

  /** Marks the seat whose turn it is. */
  setActive(active: boolean): void {
    if (active === this.active) return;
    this.active = active;
    this.drawPanel();
  }

  private drawPanel(): void {
    const layout = this.layoutNow;
    this.panel.clear();
    if (layout === null) return;
    const pad = Math.min(4, Math.max(2, layout.cardWidth * 0.08));
    const { x, y, width, height } = layout.bounds;
    this.panel
      .roundRect(x - pad, y - pad / 2, width + 2 * pad, height + pad * 1.5, 8)
      .fill({ color: this.theme.seatPanel, alpha: 0.85 });
    if (this.active)
      this.panel
        .roundRect(x - pad, y - pad / 2, width + 2 * pad, height + pad * 1.5, 8)
        .stroke({ width: 3, color: this.theme.seatActive });
  }
}
