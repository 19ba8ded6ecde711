import { Container, Graphics, Sprite, Text, type Texture } from 'pixi.js';
import { tableNumber } from '../i18n';
import type { Rect } from './geometry';
import { NumberText } from './number-text';
import type { CountdownShown, SeatCountdown } from './countdown';
import { PlateCountdown } from './plate-countdown';
import { drawEmblem, type PlateLook, standInBadge } from './plate-emblem';
import { medalRadius, PlateMedal } from './plate-medal';
import { PlateReadyMark } from './plate-ready-mark';
import { readyMarkRoom } from './plate-ready-spot';
import { PlateScoreBadge } from './plate-score-badge';
import { PlateShake } from './plate-shake';
import { PlateThinking } from './plate-thinking';
import { STAMP_TILT, stampBox, stampScale, tiltedSize } from './plate-stamp';
import { FONT_FAMILY } from './fonts';
import type { EmblemKind, TableTheme } from './palette';
import type { PixelDensity } from './pixel-density';

/** The turn glow's light on a steady plate: in the upper half of the breathing's range. */
const STEADY_GLOW = 0.75;

/** Where a plate's parts are drawn (tests: what covers what). */
export interface PlateParts {
  readonly total: Rect;
  /** The round score's badge, while a round is scored. */
  readonly badge: Rect | null;
  /** The ender's penalty stamp ("×2", "×3 + 10"), while it shows (its box as it lies, tilted). */
  readonly stamp: Rect | null;
  /** What the stamp says ("×2", "×3 + 10"), while it shows. */
  readonly stampText: string | null;
  readonly name: Rect;
  /** The emblem's circle (a person or a computer). */
  readonly emblem: Rect;
  /** The place's medal, after a round. */
  readonly medal: Rect | null;
  /** The badge of a computer standing in for the absent person, while one does. */
  readonly standIn: Rect | null;
  /** The bounds of the turn glow, while the seat is to move. */
  readonly glow: Rect | null;
  /** The mark of a person who asked to play again, while it shows. */
  readonly ready: Rect | null;
  /** How many shakes (a nudge) the plate has started, and whether one runs now. */
  readonly shakes: number;
  readonly shaking: boolean;
}

/**
 * A seat's name plate: an emblem (a person, or a computer whose colour and pips give its level),
 * the name, the sum of its face-up cards (Σ) and its game total; it glows while the seat is to
 * move, shows a computer's thinking around its emblem, a countdown (the turn timer, or an away
 * person's time before a computer stands in), and at the end of a round counts up the round
 * score, stamping the ender's penalty (R9.4: "×2", "×3 + 10") beside it on a penalised ender.
 * Online, it shakes when its seat is nudged and, after the game, marks a person ready to play again.
 */
export class SeatPlate extends Container {
  private readonly glow: Sprite;
  private readonly panel = new Graphics();
  private readonly emblem = new Graphics();
  /** The emblem's figure: a person or a robot. */
  private readonly emblemIcon = new Sprite();
  private readonly thinkingRing = new PlateThinking();
  private readonly nameText: Text;
  private readonly sumText: NumberText;
  private readonly totalText: NumberText;
  private readonly badge: PlateScoreBadge;
  private readonly stamp: Text;
  private readonly countdown: PlateCountdown;
  /** The seat's place in the game after a round (1st gold, 2nd silver, 3rd bronze). */
  private readonly medal = new PlateMedal();
  private readonly readyMark = new PlateReadyMark();
  private readonly shake = new PlateShake();
  private placeShown = 0;
  private rect: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private theme: TableTheme;
  private kind: EmblemKind = 'person';
  /** The avatar a person picked (`null`: the plain figure). */
  private look: PlateLook | null = null;
  private active = false;
  /** The stamp's scale at rest: its text made to fit the plate's height, however long. */
  private stampScale = 1;
  /** Whether the stamp is still coming down (its scale is the landing's). */
  private stampFalling = false;
  /** Where the plate was last placed, and at which pixel density (see `place`). */
  private placed = '';

  /**
   * A plate in `theme`; `glowTexture` is the soft shape its turn glow is made of, `density` the
   * renderer (its numbers are drawn at its pixel density). A `steady` plate (on a software
   * renderer, where each frame costs the CPU dearly) holds its turn glow still and turns an
   * unknown thinking's ring only at the table's slow ambient rate.
   */
  constructor(
    theme: TableTheme,
    glowTexture: Texture,
    private readonly density: PixelDensity,
    private readonly steady = false,
  ) {
    super();
    this.theme = theme;
    this.glow = new Sprite(glowTexture);
    this.glow.anchor.set(0.5);
    this.glow.blendMode = 'add';
    this.glow.visible = false;
    this.glow.alpha = STEADY_GLOW;
    const text = (weight: 'bold' | 'normal') =>
      new Text({ text: '', style: { fontFamily: FONT_FAMILY, fontWeight: weight, fontSize: 14 } });
    this.nameText = text('bold');
    this.sumText = new NumberText('bold', density);
    this.totalText = new NumberText('bold', density);
    this.badge = new PlateScoreBadge(density);
    this.stamp = text('bold');
    this.nameText.anchor.set(0, 0.5);
    this.stamp.anchor.set(0.5);
    this.stamp.visible = false;
    this.countdown = new PlateCountdown(theme);
    this.addChild(
      this.glow,
      this.panel,
      this.emblem,
      this.emblemIcon,
      this.thinkingRing,
      this.nameText,
      this.sumText,
      this.totalText,
      this.badge,
      this.stamp,
      this.medal,
      this.countdown,
      this.readyMark,
    );
    this.applyTheme();
  }

  /**
   * Places the plate on `rect`. The table places every plate after each step: one already there
   * (at the same pixel density) is not drawn again, since a redrawn plate rebuilds the table's
   * render instructions.
   */
  place(rect: Rect): void {
    const placed = `${rect.x} ${rect.y} ${rect.width} ${rect.height} ${this.density.resolution}`;
    if (placed === this.placed) return;
    this.placed = placed;
    this.rect = rect;
    this.redraw();
  }

  /** Draws the plate in `theme`. */
  setTheme(theme: TableTheme): void {
    this.theme = theme;
    this.applyTheme();
    this.countdown.setTheme(theme);
    this.redraw();
  }

  /** Draws the name again in the display font (more of it arrived: a new script's file). */
  refreshFont(): void {
    this.nameText.style.update();
    this.stamp.style.update();
  }

  /** Who the emblem shows sits here (tests). */
  get emblemKind(): EmblemKind {
    return this.kind;
  }

  /** Draws the emblem again (the avatars' pictures have arrived). */
  redrawEmblem(): void {
    this.drawEmblem();
  }

  /** Sets who sits here. */
  setEmblem(kind: EmblemKind): void {
    if (kind === this.kind) return;
    this.kind = kind;
    this.drawEmblem();
  }

  /** The avatar the emblem shows (tests). */
  get emblemLook(): PlateLook | null {
    return this.look;
  }

  /** Sets the avatar a person picked (`null`: the plain figure). */
  setLook(look: PlateLook | null): void {
    if (look?.avatar === this.look?.avatar && look?.colour === this.look?.colour) return;
    this.look = look;
    this.drawEmblem();
  }

  /** Sets the name, the face-up sum and the game total. */
  setTexts(name: string, sum: number, total: number): void {
    const sumText = `Σ ${tableNumber(sum)}`;
    const totalText = tableNumber(total);
    const changed =
      this.nameText.text !== name ||
      this.sumText.text !== sumText ||
      this.totalText.text !== totalText;
    if (!changed) return;
    this.nameText.text = name;
    this.sumText.text = sumText;
    this.totalText.text = totalText;
    this.arrangeTexts();
  }

  /** Shows the game total alone (while a round's scores count up). */
  setTotal(total: number): void {
    const text = tableNumber(total);
    if (this.totalText.text === text) return;
    this.totalText.text = text;
    this.arrangeTexts();
  }

  /** Marks the seat whose turn it is. */
  setActive(active: boolean): void {
    // Redrawn only on a change: a redrawn plate rebuilds the whole table's render instructions.
    if (active === this.active) return;
    this.active = active;
    this.glow.visible = active;
    this.drawPanel();
  }

  /** The face-up sum as the plate shows it ("Σ 5"), `null` while it shows none. */
  get shownSum(): string | null {
    return this.sumText.visible && this.sumText.alpha > 0 ? this.sumText.text : null;
  }

  /** The pixel densities its numbers (sum, total, round score) are drawn at. */
  get numberResolutions(): number[] {
    return [this.sumText.resolution, this.totalText.resolution, this.badge.digits.resolution];
  }

  /** Whether the plate wants frames of its own (a pulse, a thinking ring, a countdown). */
  get animated(): boolean {
    const thinking = this.thinkingRing.shown !== null;
    return (this.active && !this.steady) || thinking || this.countdown.running || this.quick;
  }

  /** Shows the seat's countdown (`null` hides it). */
  setCountdown(countdown: SeatCountdown | null): void {
    this.countdown.set(countdown);
  }

  /** The countdown shown, or `null`. */
  get countdownShown(): CountdownShown | null {
    return this.countdown.shown;
  }

  /** The thinking shown: progress 0–1, or `null`. */
  get thinkingProgress(): number | null {
    return this.thinkingRing.shown;
  }

  /** Whether the plate moves quickly now (a shake, a spinning ring, its ready mark popping in). */
  get quick(): boolean {
    const spinning = this.thinkingRing.spinning && !this.steady;
    return this.shake.running || spinning || this.readyMark.popping;
  }

  /** Shows a computer thinking: `progress` 0–1 fills the ring, `null` hides it. */
  setThinking(progress: number | null): void {
    this.thinkingRing.set(progress, this.theme);
  }

  /** Advances the ambient animation to `time` (ms): the turn glow breathes, the ring spins. */
  tick(time: number): void {
    if (this.active && !this.steady) this.glow.alpha = 0.55 + 0.35 * Math.sin(time / 260);
    this.thinkingRing.tick(time);
    if (this.countdown.running) this.countdown.tick(Date.now());
    if (this.shake.running) this.x = this.shake.offset(time);
    if (this.readyMark.popping) this.readyMark.tick(time);
  }

  /** Shows (or hides) the mark of a person who asked to play again; `pop` pops it in. */
  setReady(ready: boolean, pop = false): void {
    if (ready === this.readyMark.visible) return;
    this.readyMark.visible = ready;
    if (ready) this.readyMark.draw(this.rect, this.theme);
    if (ready && pop) this.readyMark.pop();
    // The texts make room for the mark (or take their room back).
    this.arrangeTexts();
  }

  /** Shakes the plate a moment (its seat was nudged). */
  startShake(): void {
    this.shake.start();
  }

  /**
   * Shows the round score badge at `score` (counting up), and beside it the ender's penalty stamp
   * `stamp` ("×2", "×3 + 10"; `null`: none).
   */
  showRoundScore(score: number, stamp: string | null): void {
    this.badge.show(score);
    this.stamp.visible = stamp !== null;
    if (stamp !== null && this.stamp.text !== stamp) this.stamp.text = stamp;
    this.arrangeTexts();
  }

  /** How much of the stamp's landing has happened (0 high and faint, 1 down). */
  set stampLanding(share: number) {
    this.stampFalling = share < 1;
    const s = this.stampScale * (2.2 - 1.2 * share);
    this.stamp.scale.set(s);
    this.stamp.alpha = Math.min(1, share * 1.4);
  }

  /** Shows the seat's `place` in the game on a medal beside its emblem (0 hides it). */
  showPlace(place: number): void {
    if (place === this.placeShown) return;
    this.placeShown = place;
    this.medal.visible = place > 0;
    if (place > 0) this.drawMedal();
    // The name makes room for the medal (or takes its room back).
    this.arrangeTexts();
  }

  /** The medal's landing: 0 not yet there, 1 at rest (it pops a little past its size between). */
  set medalPop(share: number) {
    this.medal.pop = share;
  }

  /** Hides the round score, the stamp and the place (a new round). */
  clearRoundScore(): void {
    this.badge.visible = false;
    this.stamp.visible = false;
    this.showPlace(0);
    this.arrangeTexts();
  }

  /**
   * Where the total, the round score's badge and the place's medal (if shown), the name and the
   * emblem are, in table coordinates (tests).
   */
  get parts(): PlateParts {
    const name = this.nameText;
    const { cx, cy, r } = this.emblemCircle();
    return {
      emblem: { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r },
      medal: this.medal.box,
      total: this.totalText.box,
      badge: this.badge.box,
      stamp: this.stamp.visible ? this.stampBox() : null,
      glow: this.glow.visible ? this.glowBounds() : null,
      stampText: this.stamp.visible ? this.stamp.text : null,
      name: { x: name.x, y: name.y - name.height / 2, width: name.width, height: name.height },
      standIn: this.kind === 'stand-in' ? standInSquare(standInBadge(cx, cy, r)) : null,
      ready: this.readyMark.box,
      shakes: this.shake.started,
      shaking: this.shake.running,
    };
  }

  private applyTheme(): void {
    const theme = this.theme;
    this.nameText.style.fill = theme.text;
    // The face-up sum is read at a glance: as bright and large as the name.
    this.sumText.setFill(theme.text);
    this.totalText.setFill(theme.text);
    this.stamp.style.fill = theme.stamp;
    this.stamp.style.stroke = { color: 0xffffff, width: 3 };
    this.glow.tint = theme.seatActive;
  }

  private redraw(): void {
    const { height } = this.rect;
    const font = Math.max(10, Math.round(height * 0.46));
    this.nameText.style.fontSize = font;
    this.sumText.setFontSize(font);
    this.totalText.setFontSize(Math.round(font * 1.05));
    this.badge.digits.setFontSize(Math.round(font * 1.1));
    this.stamp.style.fontSize = Math.round(font * 1.5);
    this.drawPanel();
    this.drawEmblem();
    const { cx, cy, r } = this.emblemCircle();
    this.thinkingRing.place(cx, cy, r, this.theme);
    this.countdown.place(cx, cy, r);
    this.arrangeTexts();
    if (this.placeShown > 0) this.drawMedal();
    if (this.readyMark.visible) this.readyMark.draw(this.rect, this.theme);
  }

  private drawPanel(): void {
    const { x, y, width, height } = this.rect;
    const radius = height / 2;
    this.panel
      .clear()
      .roundRect(x, y, width, height, radius)
      .fill({ color: this.theme.plate, alpha: 0.82 })
      .roundRect(x, y, width, height, radius)
      .stroke({
        width: this.active ? Math.max(2, height * 0.09) : 1.5,
        color: this.active ? this.theme.seatActive : this.theme.plateEdge,
      });
    this.glow.position.set(x + width / 2, y + height / 2);
    // The glow texture is a card's silhouette with its blur around it; stretch it over the plate.
    const texture = this.glow.texture;
    this.glow.scale.set(
      (width + height * 1.2) / (texture.width * 0.7),
      (height * 2.4) / (texture.height * 0.75),
    );
  }

  private glowBounds(): Rect {
    const { x, y, width, height } = this.glow.getBounds();
    return { x, y, width, height };
  }

  private emblemCircle(): { cx: number; cy: number; r: number } {
    const { x, y, height } = this.rect;
    return { cx: x + height / 2, cy: y + height / 2, r: height * 0.4 };
  }

  private drawEmblem(): void {
    drawEmblem(this.emblem, this.emblemIcon, {
      kind: this.kind,
      look: this.look,
      ...this.emblemCircle(),
      theme: this.theme,
      resolution: this.density.resolution,
    });
  }

  /**
   * Lays the texts out from the right: the total, then the face-up sum or, while a round is
   * scored, the round score's badge in its place (never over the total, however wide either
   * grows as they count), then the name in the room left.
   */
  private arrangeTexts(): void {
    const { x, y, width, height } = this.rect;
    const cy = y + height / 2;
    const pad = height * 0.28;
    const mark = this.readyMark.visible ? readyMarkRoom(this.rect) : 0;
    const right = x + width - pad - mark;
    this.nameText.scale.set(1);
    this.totalText.position.set(right - this.totalText.textWidth, cy);
    this.sumText.position.set(this.totalText.x - pad - this.sumText.textWidth, cy);
    let left = this.sumText.x;
    if (this.badge.visible)
      left = this.badge.arrange(this.totalText.x - height * 0.25, cy, height, this.theme);
    if (this.badge.visible && this.stamp.visible) left = this.arrangeStamp(left);
    // Past the emblem, and the medal after a round.
    const medal = this.placeShown > 0 ? 2 * medalRadius(height) + pad * 0.3 : 0;
    const nameLeft = x + height + pad * 0.3 + medal;
    const room = left - pad - nameLeft;
    this.nameText.position.set(nameLeft, cy);
    if (this.nameText.width > room && room > 0) this.nameText.scale.set(room / this.nameText.width);
    // No room left by the score and the stamp: the emblem alone says whose plate it is.
    this.nameText.visible = room >= height * 0.5;
    this.sumText.visible = this.badge.visible || room > height * 0.8;
    this.sumText.alpha = this.badge.visible ? 0 : 1;
  }

  /**
   * Puts the penalty stamp left of the badge's left edge `right`, tilted, never over the badge
   * and no taller than the plate; returns its left.
   */
  private arrangeStamp(right: number): number {
    const { y, height } = this.rect;
    this.stamp.rotation = STAMP_TILT;
    const { width, height: textHeight } = this.stamp.getLocalBounds();
    this.stampScale = stampScale(width, textHeight, height);
    const box = tiltedSize(width, textHeight, this.stampScale);
    const gap = height * 0.15;
    this.stamp.position.set(right - gap - box.width / 2, y + height / 2);
    if (!this.stampFalling) this.stamp.scale.set(this.stampScale);
    return right - gap - box.width;
  }

  /** The stamp's box at rest, tilted as it lies (tests: it never covers the round's score). */
  private stampBox(): Rect {
    const { width, height } = this.stamp.getLocalBounds();
    return stampBox(this.stamp.x, this.stamp.y, width, height, this.stampScale);
  }

  private drawMedal(): void {
    const { x, y, height } = this.rect;
    // Beside the emblem, which still tells who sits here; the name moves along for it.
    const pad = height * 0.28;
    const cx = x + height + pad * 0.3 + medalRadius(height);
    this.medal.draw(this.placeShown, cx, y + height / 2, height, this.theme);
  }
}

/** The square of a stand-in's badge of centre (`cx`, `cy`) and side `side`. */
function standInSquare({ cx, cy, side }: ReturnType<typeof standInBadge>): Rect {
  return { x: cx - side / 2, y: cy - side / 2, width: side, height: side };
}
