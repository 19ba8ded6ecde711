import {
  CanvasTextMetrics,
  Container,
  fontStringFromTextStyle,
  ImageSource,
  Rectangle,
  Sprite,
  Texture,
  TextStyle,
} from 'pixi.js';
import { FONT_FAMILY } from './fonts';
import { NUMBER_CHARS } from './number-chars';
import type { Rect } from './geometry';
import { type PixelDensity, snappedLine, snappedStroke } from './pixel-density';

/** The face-up sum's sign. */
const SIGMA = 'Σ';

/**
 * Draws Σ in white strokes in the box of the digit `digit` (its advance and height), a stroke
 * `weight` of that height thick: Rubik has no Greek letters, and a fallback font's Σ would not
 * match the digits beside it. Its strokes are whole device pixels at `resolution`, its bars and
 * sides on pixel rows and columns: at a density of 1 a small Σ still reads, not a grey blot.
 */
function drawSigma(
  context: CanvasRenderingContext2D,
  x: number,
  baseline: number,
  digit: TextMetrics,
  weight: number,
  resolution: number,
): void {
  const height = digit.actualBoundingBoxAscent;
  const stroke = snappedStroke(height * weight, resolution);
  const inset = digit.width * 0.1 + stroke / 2;
  const snap = (at: number) => snappedLine(at, stroke, resolution);
  const left = snap(x + inset);
  const right = snap(x + digit.width - inset);
  const top = snap(baseline - height + stroke / 2);
  const bottom = snap(baseline - stroke / 2);
  context.save();
  context.strokeStyle = '#ffffff';
  context.lineWidth = stroke;
  context.lineJoin = 'round';
  context.lineCap = 'butt';
  context.beginPath();
  context.moveTo(right, top + stroke * 0.9);
  context.lineTo(right, top);
  context.lineTo(left, top);
  context.lineTo(left + (right - left) * 0.55, (top + bottom) / 2);
  context.lineTo(left, bottom);
  context.lineTo(right, bottom);
  context.lineTo(right, bottom - stroke * 0.9);
  context.stroke();
  context.restore();
}

/** Room around each glyph in its strip, in CSS pixels (antialiasing reaches past the advance). */
const GLYPH_PAD = 2;

/** One font's glyphs: drawn white once into one texture, and how far each advances the pen. */
interface GlyphStrip {
  readonly glyphs: ReadonlyMap<string, Texture>;
  readonly advances: ReadonlyMap<string, number>;
  /** A transparent glyph of the same texture, for the places a shorter number leaves empty. */
  readonly blank: Texture;
  /** The line's height (ascent and descent) and where the baseline lies in it, in CSS pixels. */
  readonly height: number;
  readonly ascent: number;
  /** Device pixels per CSS pixel it is drawn at. */
  readonly resolution: number;
  users: number;
}

const strips = new Map<string, GlyphStrip>();

/** Draws `NUMBER_CHARS` in `weight` at `size` CSS pixels and `resolution` into one texture. */
function drawStrip(weight: 'bold' | 'normal', size: number, resolution: number): GlyphStrip {
  const font = fontStringFromTextStyle(
    new TextStyle({ fontFamily: FONT_FAMILY, fontWeight: weight, fontSize: size }),
  );
  const { ascent, descent } = CanvasTextMetrics.measureFont(font);
  const height = ascent + descent;
  const canvas = document.createElement('canvas');
  const measure = canvas.getContext('2d')!;
  measure.font = font;
  const chars = [...NUMBER_CHARS];
  const advances = new Map(chars.map((char) => [char, measure.measureText(char).width]));
  // Σ is drawn, not typed (the display font has no Greek): as wide as a digit, as tall as one.
  const digit = measure.measureText('5');
  advances.set(SIGMA, digit.width);
  const cells = chars.map((char) => Math.ceil(advances.get(char)!) + GLYPH_PAD * 2);
  const cellHeight = Math.ceil(height) + GLYPH_PAD * 2;
  // One more cell, left empty: the blank glyph.
  const width = cells.reduce((sum, cell) => sum + cell, 0) + GLYPH_PAD;
  canvas.width = Math.ceil(width * resolution);
  canvas.height = Math.ceil(cellHeight * resolution);
  const context = canvas.getContext('2d')!;
  context.scale(resolution, resolution);
  context.font = font;
  context.fillStyle = '#ffffff';
  context.textBaseline = 'alphabetic';
  const source = new ImageSource({
    resource: canvas,
    resolution,
    alphaMode: 'premultiply-alpha-on-upload',
  });
  const glyphs = new Map<string, Texture>();
  let x = 0;
  for (const [index, char] of chars.entries()) {
    if (char === SIGMA)
      drawSigma(
        context,
        x + GLYPH_PAD,
        GLYPH_PAD + ascent,
        digit,
        weight === 'bold' ? 0.17 : 0.12,
        resolution,
      );
    else context.fillText(char, x + GLYPH_PAD, GLYPH_PAD + ascent);
    const frame = new Rectangle(x, 0, cells[index]!, cellHeight);
    glyphs.set(char, new Texture({ source, frame }));
    x += cells[index]!;
  }
  const blank = new Texture({ source, frame: new Rectangle(x, 0, 1, 1) });
  return { glyphs, advances, blank, height, ascent, resolution, users: 0 };
}

/** The glyphs of `weight` at `size` and `resolution`, drawn on first use; give them back. */
function useStrip(key: string, weight: 'bold' | 'normal', size: number, resolution: number) {
  let strip = strips.get(key);
  if (strip === undefined) {
    strip = drawStrip(weight, size, resolution);
    strips.set(key, strip);
  }
  strip.users++;
  return strip;
}

/** Gives back the glyphs of `key`; the last number to give them back destroys their texture. */
function releaseStrip(key: string): void {
  const strip = strips.get(key);
  if (strip === undefined || --strip.users > 0) return;
  strips.delete(key);
  strip.blank.source.destroy();
}

/**
 * A number on a plate (a sum, a total, a round score) in the table's font, one sprite per
 * character from a strip of glyphs drawn once for its exact size: a changing number only changes
 * which glyphs its sprites show, so it costs no canvas render, no texture upload and no rebuild
 * of the table's render instructions (a `Text` or `BitmapText` costs those in the frame it
 * changes). Placed as a `Text` anchored at its left (or centre) and vertical middle would be.
 */
export class NumberText extends Container {
  private strip: GlyphStrip | null = null;
  private key = '';
  private shown = '';
  private colour = 0xffffff;
  private advance = 0;

  /**
   * An empty number in `weight`, drawn at the pixel density of `density` (the renderer) as it is
   * when a size is set; `centred` anchors its middle.
   */
  constructor(
    private readonly weight: 'bold' | 'normal',
    private readonly density: PixelDensity,
    private readonly centred = false,
  ) {
    super();
  }

  /** The pixel density its glyphs are drawn at (0 before its size is set). */
  get resolution(): number {
    return this.strip?.resolution ?? 0;
  }

  /** The number shown. */
  get text(): string {
    return this.shown;
  }

  set text(text: string) {
    if (text === this.shown) return;
    this.shown = text;
    this.arrange();
  }

  /** How wide the number is drawn, in its own (unscaled) pixels. */
  get textWidth(): number {
    return this.advance;
  }

  /** The rectangle the number covers in its parent's coordinates (its line's full height). */
  get box(): Rect {
    const height = this.strip?.height ?? 0;
    const width = this.advance * this.scale.x;
    return {
      x: this.x - (this.centred ? width / 2 : 0),
      y: this.y - (height * this.scale.y) / 2,
      width,
      height: height * this.scale.y,
    };
  }

  /** Colours the number. */
  setFill(colour: number): void {
    this.colour = colour;
    for (const glyph of this.children) (glyph as Sprite).tint = colour;
  }

  /**
   * Draws the number `size` CSS pixels high (its glyphs are drawn once for that size and the
   * renderer's pixel density: set the size again after the density changed).
   */
  setFontSize(size: number): void {
    const { resolution } = this.density;
    const key = `${this.weight} ${size}px@${resolution}`;
    if (key === this.key) return;
    const strip = useStrip(key, this.weight, size, resolution);
    if (this.strip !== null) releaseStrip(this.key);
    this.strip = strip;
    this.key = key;
    this.arrange();
  }

  /** Gives its glyphs back (the last number using them destroys their texture). */
  override destroy(options?: Parameters<Container['destroy']>[0]): void {
    if (this.strip !== null) releaseStrip(this.key);
    this.strip = null;
    super.destroy(options);
  }

  private arrange(): void {
    const strip = this.strip;
    if (strip === null) return;
    const chars = [...this.shown];
    // A sprite per place, kept when the number gets shorter: adding or hiding one would rebuild.
    while (this.children.length < chars.length) {
      const glyph = new Sprite(strip.blank);
      glyph.tint = this.colour;
      // On whole device pixels, as its strip was drawn: sampled between them, small glyphs blur.
      glyph.roundPixels = true;
      this.addChild(glyph);
    }
    this.advance = chars.reduce((sum, char) => sum + (strip.advances.get(char) ?? 0), 0);
    let pen = this.centred ? -this.advance / 2 : 0;
    const top = -strip.height / 2 - GLYPH_PAD;
    for (const [index, child] of this.children.entries()) {
      const glyph = child as Sprite;
      const char = chars[index];
      glyph.texture = (char !== undefined ? strip.glyphs.get(char) : undefined) ?? strip.blank;
      glyph.position.set(Math.round(pen) - GLYPH_PAD, top);
      pen += char !== undefined ? (strip.advances.get(char) ?? 0) : 0;
    }
  }
}
