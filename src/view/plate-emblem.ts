import type { Graphics, Sprite } from 'pixi.js';
import { avatarColour, knownAvatar } from './avatar-colours';
import { EMBLEM_ICONS } from './emblem-icons';
import { iconTexture } from './icon-texture';
import { seatIcons } from './seat-icons';
import type { EmblemKind, TableTheme } from './palette';

/**
 * The fewest device pixels an emblem's icon is drawn in; a smaller emblem (eight seats on a phone
 * at a density of 1) shows a plain figure of a few whole shapes instead: the icons' fine cut-outs
 * would blur into a blot.
 */
const EMBLEM_ICON_MIN_PIXELS = 16;

/** How many pips each computer level shows on its emblem. */
const PIPS: Readonly<Record<EmblemKind, number>> = {
  person: 0,
  remote: 0,
  'stand-in': 0,
  easy: 1,
  medium: 2,
  hard: 3,
  expert: 4,
};

/** A person's avatar and its token's colour, by their ids (src/online/looks.ts). */
export interface PlateLook {
  readonly avatar: string;
  readonly colour: string;
}

/** Who an emblem shows, the circle it is drawn in, its colours and the device's pixel density. */
export interface EmblemLook {
  readonly kind: EmblemKind;
  /** The avatar a person picked, instead of the plain figure (a computer keeps its robot). */
  readonly look?: PlateLook | null;
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
  readonly theme: TableTheme;
  readonly resolution: number;
}

/**
 * Draws a seat's emblem into `g` and `icon`: a person (a figure cut out of a round token, a friend
 * online with a signal dot), or a computer (a robot on a chip of its level's colour, its level in
 * pips below it); too small for the icons' cut-outs, a plain figure of whole pixels.
 */
export function drawEmblem(g: Graphics, icon: Sprite, look: EmblemLook): void {
  const { kind, cx, cy, r, theme, resolution } = look;
  const person = kind === 'person' || kind === 'remote' || kind === 'stand-in';
  const picked = person && look.look ? look.look : null;
  // Until the avatars' pictures arrive (`loadSeatIcons`), the plain figure on the plain token.
  const avatars = seatIcons()?.avatars;
  const avatar =
    picked === null || avatars === undefined ? undefined : knownAvatar(avatars, picked.avatar);
  const colour =
    (avatar === undefined ? undefined : avatarColour(picked!.colour)) ?? theme.emblems[kind];
  g.clear();
  icon.visible = r > 0;
  if (r <= 0) return;
  const side = r * 1.8;
  const plain = (person ? r * 1.7 : side * 0.78) * resolution < EMBLEM_ICON_MIN_PIXELS;
  icon.visible = !plain;
  // Whole device pixels for the plain figure's parts.
  const px = (v: number) => Math.round(v * resolution) / resolution;
  const ink = theme.plate;
  const place = (name: string, path: string, x: number, y: number, size: number) =>
    placeIcon(icon, { name, path, x, y, size, tint: theme.plate, resolution });
  if (person) {
    g.circle(cx, cy, r).fill(colour);
    if (kind === 'remote') g.circle(cx + r * 0.7, cy - r * 0.7, r * 0.28).fill(theme.seatActive);
    if (!plain && avatar !== undefined)
      place(`avatar-${picked!.avatar}`, avatar, cx, cy + r * 0.02, r * 1.45);
    else if (!plain) place('person', EMBLEM_ICONS.person, cx, cy + r * 0.04, r * 1.7);
    else {
      // A head over shoulders.
      g.circle(px(cx), px(cy - r * 0.28), Math.max(1, r * 0.3)).fill(ink);
      const w = px(r * 1.1);
      g.roundRect(px(cx - w / 2), px(cy + r * 0.12), w, px(r * 0.5), r * 0.25).fill(ink);
    }
    if (kind === 'stand-in') drawStandInBadge(g, standInBadge(cx, cy, r), theme);
    return;
  }
  g.roundRect(cx - side / 2, cy - side / 2, side, side, side * 0.24).fill(colour);
  if (plain) {
    // A robot's face: two square eyes and a mouth, on whole pixels; no pips (too small to count).
    const eye = Math.max(1 / resolution, px(side * 0.2));
    for (const dx of [-0.22, 0.22])
      g.rect(px(cx + dx * side - eye / 2), px(cy - side * 0.22), eye, eye).fill(ink);
    g.rect(
      px(cx - side * 0.25),
      px(cy + side * 0.14),
      px(side * 0.5),
      Math.max(1 / resolution, px(side * 0.1)),
    ).fill(ink);
    return;
  }
  const pips = PIPS[kind];
  const step = side * 0.2;
  for (let i = 0; i < pips; i++) {
    const px = cx + (i - (pips - 1) / 2) * step;
    g.circle(px, cy + side * 0.36, side * 0.07).fill(theme.plate);
  }
  place('computer', EMBLEM_ICONS.computer, cx, cy - side * 0.1, side * 0.78);
}

/** Shows the icon `name` (`path`) in `tint`, `size` pixels square, centred on (`x`, `y`), on `icon`. */
function placeIcon(
  icon: Sprite,
  at: {
    readonly name: string;
    readonly path: string;
    readonly x: number;
    readonly y: number;
    readonly size: number;
    readonly tint: number;
    readonly resolution: number;
  },
): void {
  const pixels = Math.max(8, Math.ceil(at.size * at.resolution));
  icon.texture = iconTexture(at.name, at.path, pixels);
  icon.tint = at.tint;
  icon.anchor.set(0.5);
  icon.position.set(at.x, at.y);
  icon.scale.set(at.size / pixels);
}

/**
 * The smallest side of the stand-in's badge in CSS pixels: on a phone's eight-seat plates (an
 * emblem about 11 px across) a badge in proportion to the token was 4 px, too small to see.
 */
const MIN_BADGE_SIDE = 9;

/**
 * Where the stand-in's badge goes on the person's token of centre (`cx`, `cy`) and radius `r`:
 * its centre and its side, over the token's lower right (on a small plate it covers most of it).
 */
export function standInBadge(cx: number, cy: number, r: number) {
  const side = Math.max(r * 0.78, MIN_BADGE_SIDE);
  // A badge larger than in proportion moves in so that it keeps clear of the name beside it.
  const shift = Math.min(r * 0.62, r + 1 - side / 2);
  return { cx: cx + shift, cy: cy + Math.min(r * 0.62, r - side * 0.3), side };
}

/**
 * The badge of a computer standing in for an absent person: a robot's face on a chip in the
 * online colour, ringed in the plate's colour, over the lower right of the person's token.
 */
function drawStandInBadge(
  g: Graphics,
  { cx, cy, side }: ReturnType<typeof standInBadge>,
  theme: TableTheme,
) {
  const ring = Math.max(1, side * 0.12);
  g.roundRect(
    cx - side / 2 - ring,
    cy - side / 2 - ring,
    side + ring * 2,
    side + ring * 2,
    side * 0.34,
  ).fill(theme.plate);
  g.roundRect(cx - side / 2, cy - side / 2, side, side, side * 0.26).fill(theme.emblems.remote);
  const eye = side * 0.2;
  for (const dx of [-0.2, 0.2])
    g.rect(cx + dx * side - eye / 2, cy - side * 0.2, eye, eye).fill(theme.plate);
  g.rect(cx - side * 0.24, cy + side * 0.14, side * 0.48, Math.max(1, side * 0.1)).fill(
    theme.plate,
  );
  g.rect(cx - side * 0.04, cy - side * 0.66, side * 0.08, side * 0.16).fill(theme.emblems.remote);
}
