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

/**
 * A felt table lit from above: a radial light, fine grain, and a vignette that darkens the
 * corners, for a `width` × `height` window.
 */
export function feltTexture(width: number, height: number, colours: FeltColours): Texture {
  return canvasTexture(width, height, (context) => {
    const cx = width / 2;
    const cy = height * 0.46;
    const reach = Math.hypot(width, height) * 0.62;
    const light = context.createRadialGradient(cx, cy, 0, cx, cy, reach);
    light.addColorStop(0, colours.centre);
    light.addColorStop(0.55, colours.middle);
    light.addColorStop(1, colours.edge);
    context.fillStyle = light;
    context.fillRect(0, 0, width, height);
    if (colours.grain > 0) {
      const random = grain(0x5eed);
      const specks = Math.round((width * height) / 90);
      for (let i = 0; i < specks; i++) {
        const bright = random() < 0.5;
        context.fillStyle = bright
          ? `rgba(255,255,255,${0.05 * colours.grain})`
          : `rgba(0,0,0,${0.1 * colours.grain})`;
        context.fillRect(random() * width, random() * height, 1 + random(), 1 + random());
      }
    }
    const vignette = context.createRadialGradient(cx, cy, reach * 0.45, cx, cy, reach);
    vignette.addColorStop(0, 'rgba(0,0,0,0)');
    vignette.addColorStop(1, 'rgba(0,0,0,0.55)');
    context.fillStyle = vignette;
    context.fillRect(0, 0, width, height);
  });
}
