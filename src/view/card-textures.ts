import {
  Container,
  FillGradient,
  Graphics,
  Matrix,
  Rectangle,
  RenderTexture,
  type Renderer,
  Sprite,
  Text,
  Texture,
} from 'pixi.js';
import { MAX_CARD, MIN_CARD } from '../engine';
import { tableNumber } from '../i18n';
import { softShapeTexture } from './canvas-art';
import { CARD_ASPECT } from './layout-parts';
import { FONT_FAMILY } from './fonts';
import { cardBand, mixColour, type TableTheme } from './palette';

/** Width of the card artwork in texture pixels (drawn once, scaled to every card size). */
const ART_WIDTH = 96;
const ART_HEIGHT = Math.round(ART_WIDTH * CARD_ASPECT);
/** The card's thickness: its side shows below the face, in texture pixels. */
const EDGE = 4;
/** Corner radius of a card in texture pixels. */
const RADIUS = 10;
/** Texture pixels per artwork pixel. */
const RESOLUTION = 2;

/** Room between two cards in the artwork's texture, so that no card samples its neighbour. */
const GAP = 4;
/** Cards in a row of the artwork's texture (four rows: a square-ish texture any GPU takes). */
const COLUMNS = 4;
/** The back, then every face from `MIN_CARD` to `MAX_CARD`, then the plain back. */
const CARDS = MAX_CARD - MIN_CARD + 3;
/** The frame of the plain back (for small cards, where a pattern turns to noise). */
const PLAIN_BACK = CARDS - 1;

/** Where the card at `index` (0 the back, then the faces by value) lies in the artwork's texture. */
function place(index: number): Rectangle {
  return new Rectangle(
    (index % COLUMNS) * (ART_WIDTH + GAP),
    Math.floor(index / COLUMNS) * (ART_HEIGHT + EDGE + GAP),
    ART_WIDTH,
    ART_HEIGHT + EDGE,
  );
}

/** One theme's artwork: one texture framed card by card (see `place`), and which are drawn. */
interface CardArt {
  readonly theme: TableTheme;
  readonly sheet: RenderTexture;
  readonly frames: readonly Texture[];
  readonly drawn: boolean[];
}

/** How long the first face waits for an idle moment: the first screen comes first. */
const FIRST_WAIT_MS = 2000;
/**
 * How long each further face waits for one: an animated table leaves the browser no idle moment
 * (it draws frame after frame), and a face still missing when a card turns to it is drawn inside
 * that card's animated frame; so the faces follow each other closely, each in its own task.
 */
const NEXT_WAIT_MS = 100;

/**
 * Runs `work` when the browser is idle, or after `wait` milliseconds at the latest (soon, where it
 * cannot say when it is idle); `work` may go on while `idle()` says the browser still has time
 * before its next frame.
 */
const whenIdle: (wait: number, work: (idle: () => boolean) => void) => void =
  typeof requestIdleCallback === 'function'
    ? (wait, work) =>
        requestIdleCallback((deadline) => work(() => deadline.timeRemaining() > 0), {
          timeout: wait,
        })
    : (_wait, work) => setTimeout(() => work(() => false), 50);

/**
 * The artwork of the card faces and of the back in the current theme, drawn once per renderer
 * and theme (a theme chosen again is not drawn again) into frames of one texture: a card turned
 * over only changes its frame, which costs no rebuild of the table's render instructions. Nothing
 * is drawn at once: the back, then the faces, are drawn one at a time while the browser is idle,
 * so that neither the first frame (the start screen) nor an animated one waits for them (a card
 * shown before its turn is drawn at once).
 */
export class CardTextures {
  private readonly themes = new Map<string, CardArt>();
  private art: CardArt;
  private drawingAhead = false;
  /** Texture width, to scale a sprite to a card rectangle. */
  readonly width = ART_WIDTH;
  /** Texture height of the face (the side adds `edge` below it). */
  readonly height = ART_HEIGHT;
  /** The card's side below its face, in texture pixels. */
  readonly edge = EDGE;
  /** A card's soft silhouette: its shadow, or tinted, its glow (`shadowPad` wider each side). */
  readonly shadow: Texture;
  /** How much wider than a card the shadow texture is on each side, in texture pixels. */
  readonly shadowPad = 24;

  /** Draws the back and the faces with `renderer` in `theme` while the browser is idle. */
  constructor(
    private readonly renderer: Renderer,
    theme: TableTheme,
  ) {
    this.art = this.artOf(theme);
    this.shadow = softShapeTexture(ART_WIDTH, ART_HEIGHT, RADIUS, this.shadowPad / 2);
    this.drawAhead();
  }

  /** Draws the cards in `theme` from now on (sprites pick it up when their face is set again). */
  setTheme(theme: TableTheme): void {
    this.art = this.artOf(theme);
    this.drawAhead();
  }

  /** The face of `value`, or the back for a face-down card (`null`); `plain`: the plain back. */
  texture(value: number | null, plain = false): Texture {
    return this.frame(value === null ? (plain ? PLAIN_BACK : 0) : value - MIN_CARD + 1);
  }

  /** The frame of the card at `index`, drawn first if it is not yet. */
  private frame(index: number): Texture {
    const art = this.art;
    if (!art.drawn[index]) {
      art.drawn[index] = true;
      drawCard(this.renderer, art, index);
    }
    return art.frames[index]!;
  }

  /**
   * Draws the current theme's missing faces while the browser is idle (as many as each idle moment
   * has room for, at least one; the next soon even if no idle moment comes) until all are drawn.
   * One a moment left a busy table drawing faces for tens of seconds, and a card turned to a face
   * not yet drawn pays for it in its frame.
   */
  private drawAhead(): void {
    if (this.drawingAhead) return;
    this.drawingAhead = true;
    const next = (idle: () => boolean) => {
      do {
        const missing = this.art.drawn.indexOf(false);
        if (missing < 0) {
          this.drawingAhead = false;
          return;
        }
        this.frame(missing);
      } while (idle());
      whenIdle(NEXT_WAIT_MS, next);
    };
    whenIdle(FIRST_WAIT_MS, next);
  }

  private artOf(theme: TableTheme): CardArt {
    const known = this.themes.get(theme.key);
    if (known !== undefined) return known;
    const last = place(CARDS - 1);
    const sheet = RenderTexture.create({
      width: COLUMNS * (ART_WIDTH + GAP),
      height: last.bottom + GAP,
      resolution: RESOLUTION,
    });
    const art: CardArt = {
      theme,
      sheet,
      frames: Array.from(
        { length: CARDS },
        (_, index) => new Texture({ source: sheet.source, frame: place(index) }),
      ),
      drawn: Array.from({ length: CARDS }, () => false),
    };
    this.themes.set(theme.key, art);
    return art;
  }
}

/**
 * Draws the card at `index` (0 the back, then the faces by value) into its frame of `art`: drawn
 * antialiased on its own, then copied pixel for pixel (the sheet keeps what is drawn into it).
 */
function drawCard(renderer: Renderer, art: CardArt, index: number): void {
  const card =
    index === 0
      ? back(art.theme, false)
      : index === PLAIN_BACK
        ? back(art.theme, true)
        : face(index - 1 + MIN_CARD, art.theme);
  const alone = renderer.generateTexture({
    target: card,
    frame: new Rectangle(0, 0, ART_WIDTH, ART_HEIGHT + EDGE),
    resolution: RESOLUTION,
    antialias: true,
  });
  card.destroy({ children: true });
  const copy = new Sprite(alone);
  const { x, y } = place(index);
  renderer.render({
    container: copy,
    target: art.sheet,
    clear: false,
    transform: new Matrix().translate(x, y),
  });
  copy.destroy();
  alone.destroy(true);
}

/** How far the coloured field lies inside the card's rim, in texture pixels. */
const RIM = 5;
const FIELD = { x: RIM, y: RIM, width: ART_WIDTH - 2 * RIM, height: ART_HEIGHT - 2 * RIM };
const FIELD_RADIUS = RADIUS - 3;

/** A vertical gradient over the field, from `top` through `middle` (at 45 %) to `bottom`. */
function vertical(top: number, middle: number, bottom: number): FillGradient {
  return new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 0, y: 1 },
    colorStops: [
      { offset: 0, color: top },
      { offset: 0.45, color: middle },
      { offset: 1, color: bottom },
    ],
  });
}

/**
 * A card's body: its side (the thickness, below), the cream rim with a dark edge, and the field
 * inside it in `field` (a colour or a gradient), with a bevel: a light line along the top, a dark
 * one around.
 */
function body(field: number | FillGradient, theme: TableTheme): Graphics {
  const { x, y, width, height } = FIELD;
  const bevel = new FillGradient({
    type: 'linear',
    start: { x: 0, y: 0 },
    end: { x: 0, y: 1 },
    colorStops: [
      { offset: 0, color: 'rgba(255,255,255,0.75)' },
      { offset: 0.35, color: 'rgba(255,255,255,0)' },
    ],
  });
  return new Graphics()
    .roundRect(0, EDGE, ART_WIDTH, ART_HEIGHT, RADIUS)
    .fill(theme.cardSide)
    .roundRect(0, 0, ART_WIDTH, ART_HEIGHT, RADIUS)
    .fill(theme.rim)
    .stroke({ width: theme.cardEdgeWidth, color: theme.cardEdge, alignment: 1 })
    .roundRect(x, y, width, height, FIELD_RADIUS)
    .fill(field)
    .stroke({ width: 2, color: 0x000000, alpha: 0.3, alignment: 1 })
    .roundRect(x + 2, y + 2, width - 4, height - 4, FIELD_RADIUS - 2)
    .stroke({ width: 2, fill: bevel, alignment: 1 });
}

/** A soft light behind the numeral (none in high contrast, whose `sheen` is 0). */
function innerLight(theme: TableTheme): Graphics {
  const light = new FillGradient({
    type: 'radial',
    center: { x: 0.5, y: 0.5 },
    innerRadius: 0,
    outerCenter: { x: 0.5, y: 0.5 },
    outerRadius: 0.5,
    colorStops: [
      { offset: 0, color: `rgba(255,255,255,${Math.min(1, theme.sheen * 3.2)})` },
      { offset: 1, color: 'rgba(255,255,255,0)' },
    ],
  });
  return new Graphics()
    .ellipse(ART_WIDTH / 2, ART_HEIGHT * 0.48, ART_WIDTH * 0.42, ART_HEIGHT * 0.34)
    .fill(light);
}

/** A number in the display font, centred on (`x`, `y`). */
function numberText(
  value: number,
  size: number,
  fill: number,
  x: number,
  y: number,
  outline?: { readonly color: number; readonly width: number },
): Text {
  const text = new Text({
    text: tableNumber(value),
    style: {
      fontFamily: FONT_FAMILY,
      fontWeight: '800',
      fontSize: size,
      fill,
      ...(outline === undefined
        ? {}
        : {
            stroke: { color: outline.color, width: outline.width, join: 'round' as const },
            dropShadow: {
              color: outline.color,
              alpha: 0.55,
              angle: Math.PI / 2,
              distance: outline.width * 0.45,
              blur: 0,
            },
          }),
    },
  });
  text.anchor.set(0.5);
  text.position.set(x, y);
  return text;
}

/**
 * A face: the band's colour as a gradient, a bevel, a soft light, the big numeral white in a
 * heavy outline of the band's deep shade, and small indices in two corners.
 */
function face(value: number, theme: TableTheme): Container {
  const colours = theme.bands[cardBand(value)];
  const art = new Container();
  const deep = theme.sheen > 0 ? 0.28 : 0;
  const light = theme.sheen > 0 ? 0.3 : 0;
  art.addChild(
    body(
      vertical(
        mixColour(colours.face, 0xffffff, light),
        colours.face,
        mixColour(colours.face, 0x000000, deep),
      ),
      theme,
    ),
  );
  if (theme.sheen > 0) art.addChild(innerLight(theme));
  const digits = String(value).length;
  const size = digits === 1 ? 64 : 52;
  art.addChild(
    numberText(value, size, colours.numeral, ART_WIDTH / 2, ART_HEIGHT * 0.5, {
      color: colours.outline,
      width: size / 7,
    }),
  );
  const top = numberText(value, 17, colours.corner, 17, 19);
  // Upright in both corners: a 6 upside down would read as a 9.
  const bottom = numberText(value, 17, colours.corner, ART_WIDTH - 17, ART_HEIGHT - 19);
  art.addChild(top, bottom);
  return art;
}

/**
 * The back: a deep field lit from the top, a diamond lattice, a gold double frame and a gold
 * medallion with a mountain peak under a four-pointed star. `plain` (small cards): no lattice, a
 * single frame, a larger medallion with the star alone.
 */
function back(theme: TableTheme, plain: boolean): Container {
  const art = new Container();
  art.addChild(body(vertical(theme.backLight, theme.back, theme.back), theme));
  const { x, y, width, height } = FIELD;
  if (!plain) {
    const lattice = new Graphics();
    const step = 11;
    for (let i = -height; i < width + height; i += step) {
      lattice.moveTo(x + i, y).lineTo(x + i + height, y + height);
      lattice.moveTo(x + i, y + height).lineTo(x + i + height, y);
    }
    lattice.stroke({ width: 1.2, color: theme.backStripe, alpha: 0.38 });
    const mask = new Graphics()
      .roundRect(x + 1, y + 1, width - 2, height - 2, FIELD_RADIUS)
      .fill(0xffffff);
    lattice.mask = mask;
    art.addChild(lattice, mask);
  }
  const frame = new Graphics()
    .roundRect(x + 4, y + 4, width - 8, height - 8, FIELD_RADIUS - 2)
    .stroke({ width: plain ? 3 : 2, color: theme.backGold });
  if (!plain)
    frame
      .roundRect(x + 8, y + 8, width - 16, height - 16, FIELD_RADIUS - 4)
      .stroke({ width: 1, color: theme.backGold, alpha: 0.7 });
  art.addChild(frame, medallion(theme, plain));
  return art;
}

/** The back's emblem: a gold ring holding a peak under a star (the star alone when `plain`). */
function medallion(theme: TableTheme, plain: boolean): Graphics {
  const cx = ART_WIDTH / 2;
  const cy = ART_HEIGHT / 2;
  const r = ART_WIDTH * (plain ? 0.3 : 0.25);
  const g = new Graphics()
    .circle(cx, cy, r + 5)
    .fill({ color: 0x000000, alpha: 0.25 })
    .circle(cx, cy, r)
    .fill(theme.back)
    .stroke({ width: plain ? 4 : 3, color: theme.backGold });
  if (!plain) {
    g.circle(cx, cy, r - 5).stroke({ width: 1, color: theme.backGold, alpha: 0.6 });
    // The peak: a mountain with a snow cap, standing on the ring's lower part.
    const base = cy + r * 0.5;
    g.poly([cx - r * 0.72, base, cx - r * 0.05, cy - r * 0.18, cx + r * 0.72, base]).fill(
      theme.backGold,
    );
    g.poly([
      cx - r * 0.24,
      cy + r * 0.04,
      cx - r * 0.05,
      cy - r * 0.18,
      cx + r * 0.16,
      cy + r * 0.02,
      cx + r * 0.02,
      cy + r * 0.1,
    ]).fill(theme.rim);
  }
  const starY = plain ? cy : cy - r * 0.48;
  const outer = plain ? r * 0.62 : r * 0.3;
  const inner = outer * 0.3;
  const points: number[] = [];
  for (let i = 0; i < 8; i++) {
    const angle = -Math.PI / 2 + (i * Math.PI) / 4;
    const reach = i % 2 === 0 ? outer : inner;
    points.push(cx + Math.cos(angle) * reach, starY + Math.sin(angle) * reach);
  }
  g.poly(points).fill(plain ? theme.backGold : theme.rim);
  return g;
}
