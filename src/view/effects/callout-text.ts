import { Easing } from '@tweenjs/tween.js';
import { type Container, Text } from 'pixi.js';
import { FONT_FAMILY } from '../fonts';
import type { Motion } from '../motion';
import { CALLOUT_COLOURS } from './effect-colours';

/** Where a callout goes: its centre, its font size, and the area it must stay inside. */
export interface CalloutPlace {
  readonly x: number;
  readonly y: number;
  readonly fontSize: number;
  readonly minX: number;
  readonly maxX: number;
}

/** Base durations in milliseconds: popping in, staying, floating away. */
const MS = { pop: 280, hold: 750, leave: 380 } as const;

/** Pops `text` up big at `place`, holds it, then lets it float up and fade. */
export async function popCallout(
  layer: Container,
  motion: Motion,
  text: string,
  place: CalloutPlace,
): Promise<void> {
  const label = new Text({
    text,
    style: {
      fontFamily: FONT_FAMILY,
      fontWeight: 'bold',
      fontSize: place.fontSize,
      fill: CALLOUT_COLOURS.fill,
      stroke: { color: CALLOUT_COLOURS.stroke, width: Math.max(3, place.fontSize * 0.14) },
      dropShadow: {
        color: CALLOUT_COLOURS.shadow,
        distance: place.fontSize * 0.08,
        blur: 0,
        angle: Math.PI / 4,
        alpha: 1,
      },
    },
  });
  label.anchor.set(0.5);
  const half = Math.min(label.width / 2, (place.maxX - place.minX) / 2);
  label.position.set(Math.min(Math.max(place.x, place.minX + half), place.maxX - half), place.y);
  if (label.width > place.maxX - place.minX)
    label.scale.set((place.maxX - place.minX) / label.width);
  const scale = label.scale.x;
  label.scale.set(scale * 0.2);
  label.alpha = 0;
  label.rotation = -0.12;
  layer.addChild(label);
  await Promise.all([
    motion.tween(label.scale, { x: scale, y: scale }, MS.pop, Easing.Back.Out),
    motion.tween(label, { alpha: 1, rotation: -0.03 }, MS.pop, Easing.Quadratic.Out),
  ]);
  await motion.pause(MS.hold);
  await motion.tween(
    label,
    { alpha: 0, y: label.y - place.fontSize },
    MS.leave,
    Easing.Quadratic.In,
  );
  label.destroy();
}
