import { feltBackground } from './canvas-art';
import type { TableTheme } from './palette';

/**
 * The table under the cards: felt lit from above with a vignette, painted by the browser as the
 * background of the table's element, under the transparent canvas.
 */
export class TableSurface {
  private key = '';

  /** A surface painted on `host`. */
  constructor(private readonly host: HTMLElement) {}

  /** Paints the surface in `theme`. */
  paint(theme: TableTheme): void {
    if (theme.key === this.key) return;
    this.key = theme.key;
    this.host.style.background = feltBackground(theme.felt);
    this.host.style.backgroundColor = theme.felt.edge;
  }
}
