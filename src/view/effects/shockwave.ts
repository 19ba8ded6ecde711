import { Easing } from '@tweenjs/tween.js';
import { type Container, Graphics } from 'pixi.js';
import type { Rect } from '../geometry';
import type { Motion } from '../motion';
import { SHOCKWAVE_COLOUR } from './effect-colours';

/** How long the ring takes to spread and fade (ART-DIRECTION.md, a column clears). */
const SHOCKWAVE_MS = 420;

/**
 * A ring that spreads from the middle of `rect` (a cleared column) over the table and fades: drawn
 * once, then only scaled and faded, so it costs no redraw per frame.
 */
export async function shockwave(layer: Container, motion: Motion, rect: Rect): Promise<void> {
  const radius = Math.max(rect.width, rect.height) * 0.5;
  const ring = new Graphics()
    .circle(0, 0, radius)
    .stroke({ width: Math.max(3, rect.width * 0.12), color: SHOCKWAVE_COLOUR, alpha: 0.9 })
    .circle(0, 0, radius * 0.86)
    .stroke({ width: Math.max(1.5, rect.width * 0.04), color: 0xffffff, alpha: 0.7 });
  ring.blendMode = 'add';
  ring.position.set(rect.x + rect.width / 2, rect.y + rect.height / 2);
  ring.scale.set(0.35);
  layer.addChild(ring);
  await Promise.all([
    motion.tween(ring.scale, { x: 1.9, y: 1.9 }, SHOCKWAVE_MS, Easing.Quadratic.Out),
    motion.tween(ring, { alpha: 0 }, SHOCKWAVE_MS, Easing.Quadratic.In),
  ]);
  ring.destroy();
}
