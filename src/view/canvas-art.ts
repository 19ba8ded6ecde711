import { Texture } from 'pixi.js';

/** A texture drawn once with the 2D canvas API (gradients, blur and noise cost nothing per frame). */
function canvasTexture(
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

/** The colours of a table surface: light in the middle, dark at the rim. */
export interface FeltColours {
  readonly centre: string;
  readonly middle: string;
  readonly edge: string;
  /** How strongly the grain shows, 0–1. */
  readonly grain: number;
}

/**
 * A tile of the felt's grain as an SVG image URL (repeated over the table by CSS): sparse dark
 * and light specks from two fractal noises. No canvas is made for it: a 2D canvas and its read
 * back cost half a second of start-up in a software-rendered browser.
 */
function grainTile(strength: number): string {
  const specks = (id: string, seed: number, channel: number, alpha: number) =>
    `<filter id='${id}' x='0' y='0' width='100%' height='100%'>` +
    `<feTurbulence type='fractalNoise' baseFrequency='0.85' numOctaves='2' seed='${seed}' stitchTiles='stitch'/>` +
    `<feColorMatrix values='0 0 0 0 ${channel} 0 0 0 0 ${channel} 0 0 0 0 ${channel} 0 0 0 14 -8.4'/>` +
    `<feComponentTransfer><feFuncA type='linear' slope='${(alpha * strength).toFixed(3)}'/></feComponentTransfer>` +
    `</filter><rect width='96' height='96' filter='url(#${id})'/>`;
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' width='96' height='96'>` +
    specks('d', 7, 0, 0.12) +
    specks('l', 29, 1, 0.05) +
    `</svg>`;
  return `"data:image/svg+xml,${encodeURIComponent(svg)}"`;
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
