import { Easing } from '@tweenjs/tween.js';
import { type Container, Graphics } from 'pixi.js';
import type { LineKind } from '../../engine';
import type { Rect } from '../geometry';
import type { Motion } from '../motion';
import { FLASH_COLOUR } from './effect-colours';

/**
 * A bright flash over `rect` (a line leaving the grid) that swells and fades out: a column's
 * sideways, a row's up and down (R9.3).
 */
export async function flashLine(
  layer: Container,
  motion: Motion,
  rect: Rect,
  kind: LineKind,
): Promise<void> {
  const pad = (kind === 'column' ? rect.width : rect.height) * 0.08;
  const flash = new Graphics()
    .roundRect(
      -rect.width / 2 - pad,
      -rect.height / 2 - pad,
      rect.width + pad * 2,
      rect.height + pad * 2,
      10,
    )
    .fill({ color: FLASH_COLOUR });
  flash.blendMode = 'add';
  flash.position.set(rect.x + rect.width / 2, rect.y + rect.height / 2);
  flash.alpha = 0.9;
  layer.addChild(flash);
  await Promise.all([
    motion.tween(flash, { alpha: 0 }, 420, Easing.Quadratic.Out),
    motion.tween(
      flash.scale,
      kind === 'column' ? { x: 1.18, y: 1.06 } : { x: 1.06, y: 1.18 },
      420,
      Easing.Quadratic.Out,
    ),
  ]);
  flash.destroy();
}
