import { Container, Graphics } from 'pixi.js';
import type { Action } from '../engine';
import type { CardTextures } from './card-textures';
import { CardSprite } from './card-sprite';
import { centre, type Rect } from './geometry';
import type { TableLayout } from './layout-parts';
import type { PileName } from './table-types';

/** Where a hinted move starts and ends on the table, and what it marks. */
export interface HintPlan {
  /** The pile (or the hand) the move takes a card from, to glow. */
  readonly source: PileName | null;
  /** The grid position the move plays on, to glow. */
  readonly pos: number | null;
  /** Where the arrow goes: the grid position, the discard pile, or nowhere. */
  readonly arrow: { readonly from: PileName; readonly to: 'card' | 'discard' } | null;
  /** Whether a ghost of the card that moves shows at the target. */
  readonly ghost: boolean;
}

/** What a suggested move marks on the table (the view reads the action, it decides nothing). */
export function hintPlan(action: Action): HintPlan {
  switch (action.t) {
    case 'draw':
      return { source: 'draw', pos: null, arrow: null, ghost: false };
    case 'reveal':
      return { source: null, pos: action.pos, arrow: null, ghost: false };
    case 'take-discard':
      return {
        source: 'discard',
        pos: action.pos,
        arrow: { from: 'discard', to: 'card' },
        ghost: true,
      };
    case 'draw-swap':
      return {
        source: 'drawn',
        pos: action.pos,
        arrow: { from: 'drawn', to: 'card' },
        ghost: true,
      };
    case 'draw-discard':
      return {
        source: 'drawn',
        pos: action.pos,
        arrow: { from: 'drawn', to: 'discard' },
        ghost: false,
      };
  }
}

/** Where the hint is drawn (tests: nothing may hide it, and the ghost leaves the target readable). */
export interface HintShape {
  /** The arrow's tip, if an arrow shows. */
  readonly head: { readonly x: number; readonly y: number } | null;
  /** The ghost card's rectangle, if one shows. */
  readonly ghost: Rect | null;
  readonly ghostAlpha: number;
}

/**
 * The hint on the table: a curved arrow from the card to move to where it goes, drawn over the
 * cards so that neither the arc nor its head hides under them, and a small ghost of the card
 * that moves pinned to the target's corner (the target's own number stays readable beside it).
 */
export class HintOverlay {
  /** The arrow's layer (under the seats). */
  readonly arrows = new Container();
  /** The ghost's layer (over the cards). */
  readonly ghosts = new Container();
  private readonly arrow = new Graphics();
  /** Whether the arrow holds a drawing (clearing an empty one would still count as a change). */
  private arrowDrawn = false;
  private readonly ghost: CardSprite;
  private head: { x: number; y: number } | null = null;

  /** An overlay drawing its ghost card with `textures`. */
  constructor(textures: CardTextures) {
    this.ghost = new CardSprite(textures);
    this.arrows.addChild(this.arrow);
    this.ghosts.addChild(this.ghost);
    this.arrows.eventMode = 'none';
    this.ghosts.eventMode = 'none';
  }

  /** Shows `plan` for `seat` on `layout`, the moving card being `card`; `null` clears it. */
  show(
    plan: HintPlan | null,
    seat: number,
    layout: TableLayout,
    card: number | null,
    colour: number,
  ): void {
    if (this.arrowDrawn) this.arrow.clear();
    this.arrowDrawn = false;
    this.head = null;
    this.ghost.setFace(null);
    if (plan === null) return;
    const target = plan.pos === null ? null : (layout.seats[seat]?.cards[plan.pos] ?? null);
    if (plan.arrow !== null) {
      const from = pileRect(layout, plan.arrow.from);
      const to = plan.arrow.to === 'discard' ? layout.discardPile : target;
      if (to !== null) {
        this.drawArrow(from, to, colour);
        this.arrowDrawn = true;
      }
    }
    if (plan.ghost && target !== null && card !== null) {
      // Small, whole and tilted at the target's upper right corner: both numbers read.
      const width = target.width * GHOST_SCALE;
      const height = target.height * GHOST_SCALE;
      this.ghost.setFace(card);
      this.ghost.placeOn({
        x: target.x + target.width - width * 0.55,
        y: target.y - height * 0.45,
        width,
        height,
      });
      this.ghost.rotation = 0.14;
      this.ghost.elevation = 0.8;
    }
  }

  /** What the hint shows now (tests). */
  get shape(): HintShape {
    return {
      head: this.head,
      ghost: this.ghost.face === null ? null : this.ghost.drawnRect,
      ghostAlpha: this.ghost.alpha,
    };
  }

  private drawArrow(from: Rect, to: Rect, colour: number): void {
    const middle = centre(from);
    const b = centre(to);
    const lift = Math.max(30, Math.hypot(b.x - middle.x, b.y - middle.y) * 0.35);
    const control = {
      x: (middle.x + b.x) / 2 + lift * 0.4,
      y: Math.min(middle.y, b.y) - lift * 0.4,
    };
    // From the source's edge to the target's edge: neither card is covered, the head shows.
    const a = edgePoint(from, control);
    const end = edgePoint(to, control);
    const width = Math.max(4, from.width * 0.07);
    const path = (g: Graphics) =>
      g.moveTo(a.x, a.y).quadraticCurveTo(control.x, control.y, end.x, end.y);
    path(this.arrow).stroke({ width: width + 4, color: 0x000000, alpha: 0.45, cap: 'round' });
    path(this.arrow).stroke({ width, color: colour, cap: 'round' });
    const angle = Math.atan2(end.y - control.y, end.x - control.x);
    this.head = end;
    const head = width * 3.2;
    const left = {
      x: end.x - head * Math.cos(angle - 0.5),
      y: end.y - head * Math.sin(angle - 0.5),
    };
    const right = {
      x: end.x - head * Math.cos(angle + 0.5),
      y: end.y - head * Math.sin(angle + 0.5),
    };
    this.arrow
      .poly([end.x, end.y, left.x, left.y, right.x, right.y])
      .fill(colour)
      .stroke({ width: 2, color: 0x000000, alpha: 0.45 });
  }
}

/** The ghost card's size as a share of its target's. */
const GHOST_SCALE = 0.5;

/** The rectangle of a pile on `layout`. */
function pileRect(layout: TableLayout, pile: PileName): Rect {
  return pile === 'draw' ? layout.drawPile : pile === 'discard' ? layout.discardPile : layout.drawn;
}

/** Where the line from `from` towards the centre of `rect` meets the rectangle's edge. */
function edgePoint(rect: Rect, from: { x: number; y: number }): { x: number; y: number } {
  const c = centre(rect);
  const dx = from.x - c.x;
  const dy = from.y - c.y;
  const scale = Math.min(
    Math.abs(dx) > 1e-6 ? rect.width / 2 / Math.abs(dx) : Infinity,
    Math.abs(dy) > 1e-6 ? rect.height / 2 / Math.abs(dy) : Infinity,
  );
  return { x: c.x + dx * Math.min(1, scale), y: c.y + dy * Math.min(1, scale) };
}
