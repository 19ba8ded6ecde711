import { Sprite, Texture } from 'pixi.js';
import { feltTexture } from './canvas-art';
import type { TableTheme } from './palette';

/** The table under the cards: felt lit from above with a vignette, drawn once per size and theme. */
export class TableSurface extends Sprite {
  private key = '';

  /** An empty surface (drawn by the first `fit`). */
  constructor() {
    super(Texture.EMPTY);
    this.eventMode = 'none';
  }

  /** Draws the surface for a `width` × `height` window in `theme`. */
  fit(width: number, height: number, theme: TableTheme): void {
    const key = `${Math.round(width)}×${Math.round(height)} ${theme.key}`;
    if (key === this.key || width <= 0 || height <= 0) return;
    this.key = key;
    const old = this.texture;
    this.texture = feltTexture(width, height, theme.felt);
    this.width = width;
    this.height = height;
    if (old !== Texture.EMPTY) old.destroy(true);
  }
}
