import {
  Container,
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
import { softShapeTexture } from './canvas-art';
import { CARD_ASPECT } from './layout';
import { cardBand, FONT_FAMILY, type TableTheme } from './palette';

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
/** The back, then every face from `MIN_CARD` to `MAX_CARD`. */
const CARDS = MAX_CARD - MIN_CARD + 2;

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

/** Runs `work` when the browser is idle (or soon, where it cannot say when it is). */
const whenIdle: (work: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (work) => requestIdleCallback(work, { timeout: 2000 })
    : (work) => setTimeout(work, 50);

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

  /** The face of `value`, or the back for a face-down card (`null`). */
  texture(value: number | null): Texture {
    return this.frame(value === null ? 0 : value - MIN_CARD + 1);
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

  /** Draws the current theme's next missing face in each idle moment until all are drawn. */
  private drawAhead(): void {
    if (this.drawingAhead) return;
    this.drawingAhead = true;
    const next = () => {
      const missing = this.art.drawn.indexOf(false);
      if (missing < 0) {
        this.drawingAhead = false;
        return;
      }
      this.frame(missing);
      whenIdle(next);
    };
    whenIdle(next);
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
  const card = index === 0 ? back(art.theme) : face(index - 1 + MIN_CARD, art.theme);
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

/** A card's body: its side (the thickness, below), its face with an edge, and a soft sheen. */
function outline(fill: number, theme: TableTheme): Graphics {
  return new Graphics()
    .roundRect(0, EDGE, ART_WIDTH, ART_HEIGHT, RADIUS)
    .fill(theme.cardSide)
    .roundRect(0, 0, ART_WIDTH, ART_HEIGHT, RADIUS)
    .fill(fill)
    .stroke({ width: theme.cardEdgeWidth, color: theme.cardEdge, alignment: 1 })
    .roundRect(4, 4, ART_WIDTH - 8, ART_HEIGHT * 0.42, RADIUS - 3)
    .fill({ color: 0xffffff, alpha: theme.sheen });
}

function face(value: number, theme: TableTheme): Container {
  const colours = theme.bands[cardBand(value)];
  const art = new Container();
  art.addChild(outline(colours.face, theme));
  art.addChild(
    new Graphics()
      .ellipse(ART_WIDTH / 2, ART_HEIGHT / 2, ART_WIDTH * 0.36, ART_HEIGHT * 0.3)
      .fill(theme.numeralBackground),
  );
  const label = new Text({
    text: String(value),
    style: { fontFamily: FONT_FAMILY, fontWeight: 'bold', fontSize: 46, fill: colours.numeral },
  });
  label.anchor.set(0.5);
  label.position.set(ART_WIDTH / 2, ART_HEIGHT / 2);
  art.addChild(label);
  for (const [x, y] of [
    [14, 16],
    [ART_WIDTH - 14, ART_HEIGHT - 16],
  ] as const) {
    const corner = new Text({
      text: String(value),
      style: { fontFamily: FONT_FAMILY, fontWeight: 'bold', fontSize: 16, fill: colours.corner },
    });
    corner.anchor.set(0.5);
    corner.position.set(x, y);
    art.addChild(corner);
  }
  return art;
}

function back(theme: TableTheme): Container {
  const art = new Container();
  art.addChild(outline(theme.back, theme));
  const stripes = new Graphics();
  for (let i = -ART_HEIGHT; i < ART_WIDTH; i += 16) {
    stripes.moveTo(i, ART_HEIGHT - 6).lineTo(i + ART_HEIGHT, -6);
  }
  stripes.stroke({ width: 5, color: theme.backStripe, alpha: 0.6 });
  const mask = new Graphics().roundRect(6, 6, ART_WIDTH - 12, ART_HEIGHT - 12, 6).fill(0xffffff);
  stripes.mask = mask;
  art.addChild(stripes, mask);
  const title = new Text({
    text: 'SKYJO',
    style: {
      fontFamily: FONT_FAMILY,
      fontWeight: 'bold',
      fontSize: 20,
      fill: 0xffffff,
      stroke: { color: theme.textOutline, width: 3 },
    },
  });
  title.anchor.set(0.5);
  title.rotation = -Math.PI / 2;
  title.position.set(ART_WIDTH / 2, ART_HEIGHT / 2);
  art.addChild(title);
  return art;
}
