import { Container, Graphics, Sprite } from 'pixi.js';
import type { CardTextures } from './card-textures';
import { centre, type Rect } from './geometry';
import { outlineWidth } from './layout-parts';

/** What a card shows: a value, its back (`'down'`), or nothing (an empty place). */
export type CardFace = number | 'down' | null;

/** The marks a card can carry, each drawn its own way so that they read together. */
export interface CardMarkers {
  /** It can be chosen now: a thin outline. */
  readonly choosable: boolean;
  /** The keyboard cursor is on it: corner brackets outside the card. */
  readonly cursor: boolean;
  /** The current choice started from it (a taken discard): lifted, with a thick outline. */
  readonly chosen: boolean;
  /** The hint suggests it: a glow around it. */
  readonly hinted: boolean;
}

/** No marks. */
export const NO_MARKERS: CardMarkers = {
  choosable: false,
  cursor: false,
  chosen: false,
  hinted: false,
};

/** The colours of the marks. */
export interface MarkerColours {
  readonly selectable: number;
  readonly cursor: number;
  readonly hint: number;
}

/** Cards narrower than this (CSS pixels) show the plain back: a pattern that small is noise. */
const PLAIN_BACK_BELOW = 40;

/** How the shadow follows the card's height above the table (0 lying, 1 held up). */
const SHADOW = { offset: 0.035, lifted: 0.16, alpha: 0.5, liftedAlpha: 0.3 } as const;

/**
 * One card on the table, centred on its rectangle so that it can flip around its middle: a soft
 * shadow on the felt, the card with its thickness, and its marks. `elevation` lifts it.
 */
export class CardSprite extends Container {
  private readonly shadow: Sprite;
  private readonly glow: Sprite;
  private readonly art: Sprite;
  private readonly marks = new Graphics();
  private shown: CardFace = null;
  /** The elevation the card rests at when nothing lifts it (the hand is held up). */
  restingElevation = 0;
  private height0 = 0;
  private width0 = 0;
  private lift = 0;
  private markers: CardMarkers = NO_MARKERS;
  private colours: MarkerColours | null = null;
  /** What the marks graphic shows (`''`: nothing), so that it is redrawn on a change only. */
  private marksDrawn = '';

  /** A card drawn with `textures`. */
  constructor(private readonly textures: CardTextures) {
    super();
    this.shadow = new Sprite(textures.shadow);
    this.shadow.anchor.set(0.5);
    this.shadow.tint = 0x000000;
    this.glow = new Sprite(textures.shadow);
    this.glow.anchor.set(0.5);
    this.glow.blendMode = 'add';
    this.glow.visible = false;
    // No art until a face is set: the start screen's first frame waits for no card to be drawn.
    this.art = new Sprite();
    this.art.anchor.set(0.5, textures.height / 2 / (textures.height + textures.edge));
    this.addChild(this.shadow, this.glow, this.art, this.marks);
    this.marks.visible = false;
    this.visible = false;
  }

  /** What the card shows now. */
  get face(): CardFace {
    return this.shown;
  }

  /** The card's drawn width and height, without its marks. */
  get drawnSize(): { readonly width: number; readonly height: number } {
    return { width: this.width0, height: this.height0 };
  }

  /** Where the card's face is drawn now, in its parent's coordinates (tests: what covers what). */
  get drawnRect(): Rect {
    const width = this.width0 * Math.abs(this.scale.x);
    const height = this.height0 * Math.abs(this.scale.y);
    return { x: this.x - width / 2, y: this.y - height / 2, width, height };
  }

  /** How high the card is held above the table: 0 lying, 1 held up. */
  get elevation(): number {
    return this.lift;
  }

  set elevation(value: number) {
    this.lift = value;
    this.placeShadow();
  }

  /** Shows `face`; an empty place hides the card. */
  setFace(face: CardFace): void {
    this.shown = face;
    this.visible = face !== null;
    this.showArt();
  }

  /** The art of the face shown: the plain back on a small card. */
  private showArt(): void {
    const face = this.shown;
    if (face === null) return;
    const texture =
      face === 'down'
        ? this.textures.texture(null, this.width0 > 0 && this.width0 < PLAIN_BACK_BELOW)
        : this.textures.texture(face);
    if (this.art.texture !== texture) this.art.texture = texture;
  }

  /** Moves and scales the card onto `rect`. */
  placeOn(rect: Rect): void {
    const { x, y } = centre(rect);
    this.position.set(x, y);
    this.size(rect.width);
    this.scale.set(1);
  }

  /** Draws the card `width` pixels wide (its height follows). */
  size(width: number): void {
    const scale = width / this.textures.width;
    this.art.scale.set(scale);
    const plainBefore = this.width0 < PLAIN_BACK_BELOW;
    this.width0 = width;
    this.height0 = this.textures.height * scale;
    if (plainBefore !== width < PLAIN_BACK_BELOW) this.showArt();
    const shadowScale = scale * 1.04;
    this.shadow.scale.set(shadowScale);
    this.glow.scale.set(scale * 1.25, scale * 1.18);
    this.placeShadow();
    this.drawMarks();
  }

  /** Sets the card's marks, drawn in `colours`. */
  setMarkers(markers: CardMarkers, colours: MarkerColours): void {
    const same =
      this.colours === colours &&
      markers.choosable === this.markers.choosable &&
      markers.cursor === this.markers.cursor &&
      markers.chosen === this.markers.chosen &&
      markers.hinted === this.markers.hinted;
    if (same) return;
    this.markers = markers;
    this.colours = colours;
    this.drawMarks();
  }

  private placeShadow(): void {
    const lift = this.lift;
    const offset = this.height0 * (SHADOW.offset + (SHADOW.lifted - SHADOW.offset) * lift);
    this.shadow.position.set(offset * 0.35, offset);
    this.shadow.alpha = SHADOW.alpha + (SHADOW.liftedAlpha - SHADOW.alpha) * lift;
    const grow = 1 + 0.08 * lift;
    this.art.scale.set((this.width0 / this.textures.width) * grow);
    this.art.y = -this.height0 * 0.04 * lift;
  }

  private drawMarks(): void {
    const colours = this.colours;
    const { choosable, cursor, chosen, hinted } = this.markers;
    this.glow.visible = hinted && colours !== null;
    const w = this.width0;
    const h = this.height0;
    const drawn =
      colours === null || !(choosable || chosen || hinted || cursor)
        ? ''
        : [
            w,
            h,
            choosable,
            cursor,
            chosen,
            hinted,
            colours.hint,
            colours.cursor,
            colours.selectable,
          ].join();
    // A graphic redrawn (or an empty one cleared) rebuilds the whole table's render instructions.
    if (drawn === this.marksDrawn) return;
    this.marksDrawn = drawn;
    // Hidden when empty: the scene's instructions are rebuilt without it.
    this.marks.visible = drawn !== '';
    const g = this.marks.clear();
    if (colours === null) return;
    this.glow.tint = colours.hint;
    this.glow.alpha = 0.9;
    const radius = Math.max(3, w * 0.1);
    if (choosable || chosen || hinted) {
      const thick = outlineWidth(w, chosen);
      const pad = thick / 2 + 1;
      const colour = hinted ? colours.hint : chosen ? colours.cursor : colours.selectable;
      g.roundRect(-w / 2 - pad, -h / 2 - pad, w + pad * 2, h + pad * 2, radius + pad).stroke({
        width: thick,
        color: colour,
        alpha: chosen || hinted ? 1 : 0.85,
      });
    }
    if (cursor) {
      // On the card's own corners: never out over a plate's text, and unlike the outline.
      const inset = Math.max(2, w * 0.05);
      const arm = Math.max(6, w * 0.26);
      const width = Math.max(3, w * 0.07);
      const corners = (g2: Graphics) => {
        for (const [x, y, dx, dy] of [
          [-w / 2 + inset, -h / 2 + inset, 1, 1],
          [w / 2 - inset, -h / 2 + inset, -1, 1],
          [-w / 2 + inset, h / 2 - inset, 1, -1],
          [w / 2 - inset, h / 2 - inset, -1, -1],
        ] as const) {
          g2.moveTo(x + dx * arm, y)
            .lineTo(x, y)
            .lineTo(x, y + dy * arm);
        }
      };
      corners(g);
      g.stroke({ width: width + 3, color: 0x000000, alpha: 0.6, cap: 'round', join: 'round' });
      corners(g);
      g.stroke({ width, color: colours.cursor, cap: 'round', join: 'round' });
    }
  }
}
