import { Texture } from 'pixi.js';

/** The icons drawn white, by name and device pixel size, drawn on first use. */
const ICONS = new Map<string, Texture>();

/**
 * The icon `name` (SVG path data `path` on a 512 × 512 box, as game-icons draws them) as a white
 * texture `pixels` device pixels square: drawn by the browser's own path filling (the icons cut
 * holes in their shapes by SVG's non-zero rule), tinted by its sprite.
 */
export function iconTexture(name: string, path: string, pixels: number): Texture {
  const key = `${name}@${pixels}`;
  let texture = ICONS.get(key);
  if (texture === undefined) {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = pixels;
    const context = canvas.getContext('2d')!;
    context.scale(pixels / 512, pixels / 512);
    context.fillStyle = '#ffffff';
    context.fill(new Path2D(path));
    texture = Texture.from(canvas);
    ICONS.set(key, texture);
  }
  return texture;
}
