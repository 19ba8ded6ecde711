import { Easing } from '@tweenjs/tween.js';
import type { Container } from 'pixi.js';
import type { Motion } from '../motion';

/** How far the table moves at full strength, in pixels, and for how long, in milliseconds. */
const AMPLITUDE = 12;
const MS = 520;

/** Shakes `target` around its resting place, dying away; `strength` from 0 to 1. */
export async function shakeTable(
  target: Container,
  motion: Motion,
  strength: number,
): Promise<void> {
  const clock = { share: 0 };
  await motion.tween(clock, { share: 1 }, MS, Easing.Linear.None, () => {
    const reach = AMPLITUDE * strength * (1 - clock.share) ** 2;
    const turn = clock.share * Math.PI * 2;
    target.position.set(reach * Math.sin(turn * 9), reach * Math.cos(turn * 7));
  });
  target.position.set(0, 0);
}
