import { Container, Graphics, type Renderer, Text, type Texture } from 'pixi.js';
import { MAX_CARD, MIN_CARD } from '../engine';
import { CARD_ASPECT } from './layout';
import { cardBand, FONT_FAMILY, type TableTheme } from './palette';

/** Width of the card artwork in texture pixels (drawn once, scaled to every card size). */
const ART_WIDTH = 96;
const ART_HEIGHT = Math.round(ART_WIDTH * CARD_ASPECT);

/** One theme's artwork: the faces by value, and the back. */
interface CardArt {
  readonly faces: ReadonlyMap<number, Texture>;
  readonly back: Texture;
}

/**
 * The artwork of every card face and of the back in the current theme, drawn once per renderer
 * and theme (a theme chosen again is not drawn again).
 */
export class CardTextures {
  private readonly drawn = new Map<string, CardArt>();
  private art: CardArt;
  /** Texture width, to scale a sprite to a card rectangle. */
  readonly width = ART_WIDTH;
  /** Texture height. */
  readonly height = ART_HEIGHT;

  /** Draws all faces and the back with `renderer` in `theme`. */
  constructor(
    private readonly renderer: Renderer,
    theme: TableTheme,
  ) {
    this.art = this.artOf(theme);
  }

  /** The back of a card. */
  get back(): Texture {
    return this.art.back;
  }

  /** Draws the cards in `theme` from now on (sprites pick it up when their face is set again). */
  setTheme(theme: TableTheme): void {
    this.art = this.artOf(theme);
  }

  /** The face of `value`, or the back for a face-down card (`null`). */
  texture(value: number | null): Texture {
    return value === null ? this.art.back : this.art.faces.get(value)!;
  }

  private artOf(theme: TableTheme): CardArt {
    const known = this.drawn.get(theme.key);
    if (known !== undefined) return known;
    const faces = new Map<number, Texture>();
    for (let value = MIN_CARD; value <= MAX_CARD; value++)
      faces.set(value, bake(this.renderer, face(value, theme)));
    const art = { faces, back: bake(this.renderer, back(theme)) };
    this.drawn.set(theme.key, art);
    return art;
  }
}

function bake(renderer: Renderer, art: Container): Texture {
  const texture = renderer.generateTexture({ target: art, resolution: 2, antialias: true });
  art.destroy({ children: true });
  return texture;
}

function outline(fill: number, theme: TableTheme): Graphics {
  return new Graphics()
    .roundRect(0, 0, ART_WIDTH, ART_HEIGHT, 10)
    .fill(fill)
    .stroke({ width: theme.cardEdgeWidth, color: theme.cardEdge, alignment: 1 });
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
