import { Easing } from '@tweenjs/tween.js';
import { type Container, Graphics } from 'pixi.js';
import type { Rect } from '../geometry';
import type { Motion } from '../motion';
import { CHAMPION_COLOUR } from './effect-colours';

/** How often the glow pulses before it stays lit. */
const PULSES = 3;

/** A golden ring around a winner's seat that pulses a few times and then stays. */
export async function glowChampion(layer: Container, motion: Motion, bounds: Rect): Promise<void> {
  const pad = 8;
  const ring = new Graphics()
    .roundRect(bounds.x - pad, bounds.y - pad, bounds.width + pad * 2, bounds.height + pad * 2, 12)
    .stroke({ width: 10, color: CHAMPION_COLOUR, alpha: 0.35 })
    .roundRect(bounds.x - pad, bounds.y - pad, bounds.width + pad * 2, bounds.height + pad * 2, 12)
    .stroke({ width: 4, color: CHAMPION_COLOUR });
  ring.alpha = 0;
  layer.addChild(ring);
  for (let pulse = 0; pulse < PULSES && !ring.destroyed; pulse++) {
    await motion.tween(ring, { alpha: 1 }, 260, Easing.Quadratic.Out);
    if (!ring.destroyed) await motion.tween(ring, { alpha: 0.35 }, 260, Easing.Quadratic.In);
  }
  if (!ring.destroyed) ring.alpha = 1;
}
