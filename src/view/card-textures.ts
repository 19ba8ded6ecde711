import { Container, Graphics, type Renderer, Text, type Texture } from 'pixi.js';
import { MAX_CARD, MIN_CARD } from '../engine';
import { CARD_ASPECT } from './layout';
import { cardColour, FONT_FAMILY, PALETTE } from './palette';

/** Width of the card artwork in texture pixels (drawn once, scaled to every card size). */
const ART_WIDTH = 96;
const ART_HEIGHT = Math.round(ART_WIDTH * CARD_ASPECT);

/** The artwork of every card face and of the back, drawn once per renderer. */
export class CardTextures {
  private readonly faces = new Map<number, Texture>();
  /** The back of a card. */
  readonly back: Texture;
  /** Texture width, to scale a sprite to a card rectangle. */
  readonly width = ART_WIDTH;
  /** Texture height. */
  readonly height = ART_HEIGHT;

  /** Draws all faces and the back with `renderer`. */
  constructor(renderer: Renderer) {
    for (let value = MIN_CARD; value <= MAX_CARD; value++)
      this.faces.set(value, bake(renderer, face(value)));
    this.back = bake(renderer, back());
  }

  /** The face of `value`, or the back for a face-down card (`null`). */
  texture(value: number | null): Texture {
    return value === null ? this.back : this.faces.get(value)!;
  }
}

function bake(renderer: Renderer, art: Container): Texture {
  const texture = renderer.generateTexture({ target: art, resolution: 2, antialias: true });
  art.destroy({ children: true });
  return texture;
}

function outline(fill: number): Graphics {
  return new Graphics()
    .roundRect(0, 0, ART_WIDTH, ART_HEIGHT, 10)
    .fill(fill)
    .stroke({ width: 3, color: PALETTE.cardEdge, alignment: 1 });
}

function face(value: number): Container {
  const art = new Container();
  art.addChild(outline(cardColour(value)));
  art.addChild(
    new Graphics()
      .ellipse(ART_WIDTH / 2, ART_HEIGHT / 2, ART_WIDTH * 0.36, ART_HEIGHT * 0.3)
      .fill({ color: 0xffffff, alpha: 0.85 }),
  );
  const dark = value >= 1 && value <= 8;
  const label = new Text({
    text: String(value),
    style: {
      fontFamily: FONT_FAMILY,
      fontWeight: 'bold',
      fontSize: 46,
      fill: dark ? 0x13203f : cardColour(value),
      stroke: { color: PALETTE.cardEdge, width: dark ? 0 : 3 },
    },
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
      style: { fontFamily: FONT_FAMILY, fontWeight: 'bold', fontSize: 16, fill: 0x13203f },
    });
    corner.anchor.set(0.5);
    corner.position.set(x, y);
    art.addChild(corner);
  }
  return art;
}

function back(): Container {
  const art = new Container();
  art.addChild(outline(PALETTE.back));
  const stripes = new Graphics();
  for (let i = -ART_HEIGHT; i < ART_WIDTH; i += 16) {
    stripes.moveTo(i, ART_HEIGHT - 6).lineTo(i + ART_HEIGHT, -6);
  }
  stripes.stroke({ width: 5, color: PALETTE.backStripe, alpha: 0.6 });
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
      stroke: { color: PALETTE.cardEdge, width: 3 },
    },
  });
  title.anchor.set(0.5);
  title.rotation = -Math.PI / 2;
  title.position.set(ART_WIDTH / 2, ART_HEIGHT / 2);
  art.addChild(title);
  return art;
}
