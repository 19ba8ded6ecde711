/**
 * Draws the game's icons into public/icons/: a fan of three SKYJO cards with pixel digits on the
 * table's dark blue, antialiased by supersampling; the same bytes on every run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runScript } from '../command-line';
import { encodePng } from './png';

const HELP = `Usage: npx tsx scripts/generate/icons.ts

Draws the app icons and the favicon into public/icons/ (PNG), the same bytes on every run;
says each file's size on standard error.`;

const OUT = join(import.meta.dirname, '..', '..', 'public', 'icons');

/** The table's colour (index.html's theme colour); the faces below are palette.ts's classic ones. */
const TABLE = 0x101a33;
const CARD_EDGE = 0x0b1020;
const WHITE = 0xf3f6ff;

/** Digits drawn on a 3 × 5 grid (the minus sign on 2 × 5), `#` for an inked cell. */
const GLYPHS: Record<string, readonly string[]> = {
  '-': ['..', '..', '##', '..', '..'],
  '2': ['###', '..#', '###', '#..', '###'],
  '5': ['###', '#..', '###', '..#', '###'],
  '9': ['###', '#.#', '###', '..#', '###'],
};

interface Card {
  /** Centre, in units of the drawing's box (0–1). */
  readonly x: number;
  readonly y: number;
  /** Rotation in degrees, clockwise. */
  readonly angle: number;
  readonly face: number;
  readonly ink: number;
  readonly label: string;
  /** Where the label's centre sits on the card (0: the middle), so a fanned card shows it. */
  readonly labelX: number;
  readonly labelY: number;
}

/** Painted back to front: a red 9 and a yellow 5 fanned behind a −2. */
const FAN: readonly Card[] = [
  {
    x: 0.33,
    y: 0.53,
    angle: -16,
    face: 0xf0584f,
    ink: TABLE,
    label: '9',
    labelX: -0.075,
    labelY: -0.1,
  },
  {
    x: 0.67,
    y: 0.53,
    angle: 16,
    face: 0xf6d33c,
    ink: TABLE,
    label: '5',
    labelX: 0.075,
    labelY: -0.1,
  },
  { x: 0.5, y: 0.5, angle: 0, face: 0x4b4fd8, ink: WHITE, label: '-2', labelX: 0, labelY: 0 },
];

const CARD_HALF_WIDTH = 0.17;
const CARD_HALF_HEIGHT = 0.24;
const CARD_CORNER = 0.045;
const CARD_BORDER = 0.018;
const GLYPH_CELL = 0.045;

function insideRoundedRect(x: number, y: number, halfW: number, halfH: number, r: number) {
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  if (ax > halfW || ay > halfH) return false;
  const cx = ax - (halfW - r);
  const cy = ay - (halfH - r);
  return cx <= 0 || cy <= 0 || cx * cx + cy * cy <= r * r;
}

/** Whether the card-local point lies on an inked cell of `label`, centred on the card. */
function onGlyph(label: string, x: number, y: number): boolean {
  const glyphs = [...label].map((c) => GLYPHS[c]!);
  const columns = glyphs.reduce((n, g) => n + g[0]!.length, glyphs.length - 1);
  let column = Math.floor(x / GLYPH_CELL + columns / 2);
  const row = Math.floor(y / GLYPH_CELL + 2.5);
  if (row < 0 || row >= 5 || column < 0) return false;
  for (const glyph of glyphs) {
    const width = glyph[0]!.length;
    if (column < width) return glyph[row]![column] === '#';
    column -= width + 1;
  }
  return false;
}

/** The colour of the card at point (x, y), or null off the card. */
function cardColourAt(card: Card, x: number, y: number): number | null {
  const radians = (card.angle * Math.PI) / 180;
  const dx = x - card.x;
  const dy = y - card.y;
  const lx = dx * Math.cos(radians) + dy * Math.sin(radians);
  const ly = -dx * Math.sin(radians) + dy * Math.cos(radians);
  if (!insideRoundedRect(lx, ly, CARD_HALF_WIDTH, CARD_HALF_HEIGHT, CARD_CORNER)) return null;
  const inner = CARD_CORNER - CARD_BORDER;
  const [w, h] = [CARD_HALF_WIDTH - CARD_BORDER, CARD_HALF_HEIGHT - CARD_BORDER];
  if (!insideRoundedRect(lx, ly, w, h, inner)) return CARD_EDGE;
  return onGlyph(card.label, lx - card.labelX, ly - card.labelY) ? card.ink : card.face;
}

interface IconStyle {
  /** The corner radius of the background square (0: fills the whole icon, as maskable needs). */
  readonly corner: number;
  /** The fan's size in the icon (a maskable icon keeps it inside the central safe circle). */
  readonly scale: number;
}

/** The colour (RGB) and coverage (0 or 1) at icon point (u, v) in 0–1. */
function colourAt(style: IconStyle, u: number, v: number): [number, number] {
  if (!insideRoundedRect(u - 0.5, v - 0.5, 0.5, 0.5, style.corner)) return [0, 0];
  const x = (u - 0.5) / style.scale + 0.5;
  const y = (v - 0.5) / style.scale + 0.5;
  for (let i = FAN.length - 1; i >= 0; i--) {
    const colour = cardColourAt(FAN[i]!, x, y);
    if (colour !== null) return [colour, 1];
  }
  return [TABLE, 1];
}

const SUPERSAMPLING = 4;

/** Renders an icon `size` pixels square as RGBA bytes. */
function render(size: number, style: IconStyle): Uint8Array {
  const rgba = new Uint8Array(size * size * 4);
  const n = SUPERSAMPLING;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let [r, g, b, a] = [0, 0, 0, 0];
      for (let sy = 0; sy < n; sy++) {
        for (let sx = 0; sx < n; sx++) {
          const u = (px + (sx + 0.5) / n) / size;
          const v = (py + (sy + 0.5) / n) / size;
          const [colour, coverage] = colourAt(style, u, v);
          r += ((colour >> 16) & 0xff) * coverage;
          g += ((colour >> 8) & 0xff) * coverage;
          b += (colour & 0xff) * coverage;
          a += coverage;
        }
      }
      const i = (py * size + px) * 4;
      if (a > 0) rgba.set([r / a, g / a, b / a].map(Math.round), i);
      rgba[i + 3] = Math.round((a / (n * n)) * 255);
    }
  }
  return rgba;
}

const ROUNDED: IconStyle = { corner: 0.2, scale: 1 };
const FULL_BLEED: IconStyle = { corner: 0, scale: 0.88 };
const MASKABLE: IconStyle = { corner: 0, scale: 0.72 };

const ICONS: Record<string, [number, IconStyle]> = {
  'icon-192.png': [192, ROUNDED],
  'icon-512.png': [512, ROUNDED],
  'icon-maskable-512.png': [512, MASKABLE],
  'apple-touch-icon.png': [180, FULL_BLEED],
  'favicon-32.png': [32, ROUNDED],
};

/** Draws and writes every icon, saying each one's size. */
function main(): void {
  mkdirSync(OUT, { recursive: true });
  for (const [name, [size, style]] of Object.entries(ICONS)) {
    const png = encodePng(size, size, render(size, style));
    writeFileSync(join(OUT, name), png);
    console.error(`${name}: ${size}×${size}, ${png.length} bytes`);
  }
}

await runScript({ name: 'make-icons', help: HELP }, main);
