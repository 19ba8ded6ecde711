import { Texture } from 'pixi.js';

/** A texture drawn once with the 2D canvas API (gradients, blur and noise cost nothing per frame). */
export function canvasTexture(
  width: number,
  height: number,
  draw: (context: CanvasRenderingContext2D) => void,
): Texture {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.ceil(width));
  canvas.height = Math.max(1, Math.ceil(height));
  const context = canvas.getContext('2d')!;
  draw(context);
  return Texture.from(canvas);
}

/**
 * A soft rounded rectangle: the blurred silhouette of a card (its shadow, or a glow when tinted),
 * `blur` pixels of softness on every side of a `width` × `height` shape.
 */
export function softShapeTexture(
  width: number,
  height: number,
  radius: number,
  blur: number,
): Texture {
  const pad = blur * 2;
  return canvasTexture(width + pad * 2, height + pad * 2, (context) => {
    context.filter = `blur(${blur}px)`;
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.roundRect(pad, pad, width, height, radius);
    context.fill();
  });
}

/** A seeded generator for the felt's grain: the same table every time. */
function grain(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x100000000;
  };
}

/** The colours of a table surface: light in the middle, dark at the rim. */
export interface FeltColours {
  readonly centre: string;
  readonly middle: string;
  readonly edge: string;
  /** How strongly the grain shows, 0–1. */
  readonly grain: number;
}

/** A small tile of the felt's grain as an image URL (repeated over the table by CSS). */
function grainTile(strength: number): string {
  const size = 96;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d')!;
  const random = grain(0x5eed);
  for (let i = 0; i < (size * size) / 6; i++) {
    context.fillStyle =
      random() < 0.5 ? `rgba(255,255,255,${0.05 * strength})` : `rgba(0,0,0,${0.12 * strength})`;
    context.fillRect(Math.floor(random() * size), Math.floor(random() * size), 1, 1);
  }
  return canvas.toDataURL();
}

/**
 * The CSS background of a felt table lit from above: fine grain, a radial light, and a vignette
 * that darkens the corners. The browser paints it once under the canvas, so it costs the table's
 * frames nothing (a full-window sprite would cost every frame on software GL).
 */
export function feltBackground(colours: FeltColours): string {
  const layers = [
    'radial-gradient(ellipse 75% 70% at 50% 46%, rgba(0,0,0,0) 55%, rgba(0,0,0,0.5) 100%)',
    `radial-gradient(ellipse 80% 75% at 50% 46%, ${colours.centre} 0%, ${colours.middle} 55%, ${colours.edge} 100%)`,
  ];
  if (colours.grain > 0) layers.unshift(`url(${grainTile(colours.grain)})`);
  return layers.join(', ');
}
