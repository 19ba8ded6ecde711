import { Container, Graphics, Sprite, Text, type Texture } from 'pixi.js';
import type { Rect } from './geometry';
import { NumberText } from './number-text';
import type { CountdownShown, SeatCountdown } from './countdown';
import { PlateCountdown } from './plate-countdown';
import { drawEmblem, type PlateLook, standInBadge } from './plate-emblem';
import { FONT_FAMILY } from './fonts';
import type { EmblemKind, TableTheme } from './palette';
import type { PixelDensity } from './pixel-density';

/** How far the penalty stamp leans, in radians (a stamp pressed on in a hurry). */
const STAMP_TILT = -0.16;

/** The medals of the first three places: gold, silver, bronze. */
const MEDALS: readonly number[] = [0xffc83d, 0xd5deef, 0xe0925a];

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
}

/**
 * A seat's name plate: an emblem (a person, or a computer whose colour and pips give its level),
 * the name, the sum of its face-up cards (Σ) and its game total; it glows while the seat is to
 * move, shows a computer's thinking around its emblem, a countdown (the turn timer, or an away
 * person's time before a computer stands in), and at the end of a round counts up the round
 * score, stamping the ender's penalty (R9.4: "×2", "×3 + 10") beside it on a penalised ender.
 */
export class SeatPlate extends Container {
  private readonly glow: Sprite;
  private readonly panel = new Graphics();
  private readonly emblem = new Graphics();
  /** The emblem's figure: a person or a robot. */
  private readonly emblemIcon = new Sprite();
  private readonly thinkingRing = new Graphics();
  private readonly nameText: Text;
  private readonly sumText: NumberText;
  private readonly totalText: NumberText;
  private readonly badge = new Container();
  private readonly badgeBack = new Graphics();
  private readonly badgeText: NumberText;
  private readonly stamp: Text;
  private readonly countdown: PlateCountdown;
  /** The seat's place in the game after a round (1st gold, 2nd silver, 3rd bronze). */
  private readonly medal = new Container();
  private readonly medalBack = new Graphics();
  private readonly medalText: Text;
  private placeShown = 0;
  private rect: Rect = { x: 0, y: 0, width: 0, height: 0 };
  private theme: TableTheme;
  private kind: EmblemKind = 'person';
  /** The avatar a person picked (`null`: the plain figure). */
  private look: PlateLook | null = null;
  private active = false;
  private thinking: number | null = null;
  private spin = 0;
  /** What the badge's back shows (size and colour), so that it is redrawn on a change only. */
  private badgeDrawn = '';
  private badgeSize = { width: 0, height: 0 };
  /** The stamp's scale at rest: its text made to fit the plate's height, however long. */
  private stampScale = 1;
  /** Whether the stamp is still coming down (its scale is the landing's). */
  private stampFalling = false;
  /** Where the plate was last placed, and at which pixel density (see `place`). */
  private placed = '';

  /**
   * A plate in `theme`; `glowTexture` is the soft shape its turn glow is made of, `density` the
   * renderer (its numbers are drawn at its pixel density).
   */
  constructor(
    theme: TableTheme,
    glowTexture: Texture,
    private readonly density: PixelDensity,
  ) {
    super();
    this.theme = theme;
    this.glow = new Sprite(glowTexture);
    this.glow.anchor.set(0.5);
    this.glow.blendMode = 'add';
    this.glow.visible = false;
    const text = (weight: 'bold' | 'normal') =>
      new Text({ text: '', style: { fontFamily: FONT_FAMILY, fontWeight: weight, fontSize: 14 } });
    this.nameText = text('bold');
    this.sumText = new NumberText('bold', density);
    this.totalText = new NumberText('bold', density);
    this.badgeText = new NumberText('bold', density, true);
    this.stamp = text('bold');
    this.medalText = new Text({
      text: '',
      style: { fontFamily: FONT_FAMILY, fontWeight: '800', fontSize: 14, fill: 0x13203f },
    });
    this.medalText.anchor.set(0.5);
    this.medal.addChild(this.medalBack, this.medalText);
    this.medal.visible = false;
    this.nameText.anchor.set(0, 0.5);
    this.stamp.anchor.set(0.5);
    // Its progress redraws it often: unbatched, a redraw does not rebuild the scene's instructions.
    this.thinkingRing.context.batchMode = 'no-batch';
    this.badge.addChild(this.badgeBack, this.badgeText);
    this.badge.visible = false;
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
    const changed =
      this.nameText.text !== name ||
      this.sumText.text !== `Σ ${sum}` ||
      this.totalText.text !== String(total);
    if (!changed) return;
    this.nameText.text = name;
    this.sumText.text = `Σ ${sum}`;
    this.totalText.text = String(total);
    this.arrangeTexts();
  }

  /** Shows the game total alone (while a round's scores count up). */
  setTotal(total: number): void {
    const text = String(total);
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
    return [this.sumText.resolution, this.totalText.resolution, this.badgeText.resolution];
  }

  /** Whether the plate wants frames of its own (a pulse, a thinking ring, a countdown). */
  get animated(): boolean {
    return this.active || this.thinking !== null || this.countdown.running;
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
    return this.thinking;
  }

  /** Shows a computer thinking: `progress` 0–1 fills the ring, `null` hides it. */
  setThinking(progress: number | null): void {
    if (progress === this.thinking) return;
    this.thinking = progress;
    this.drawThinking();
  }

  /** Advances the ambient animation to `time` (ms): the turn glow breathes, the ring spins. */
  tick(time: number): void {
    if (this.active) this.glow.alpha = 0.55 + 0.35 * Math.sin(time / 260);
    if (this.thinking !== null) {
      this.spin = time / 300;
      if (this.thinking <= 0) this.thinkingRing.rotation = this.spin;
    }
    if (this.countdown.running) this.countdown.tick(Date.now());
  }

  /**
   * Shows the round score badge at `score` (counting up), and beside it the ender's penalty stamp
   * `stamp` ("×2", "×3 + 10"; `null`: none).
   */
  showRoundScore(score: number, stamp: string | null): void {
    this.badge.visible = true;
    this.badgeText.text = score > 0 ? `+${score}` : String(score);
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
    this.medal.scale.set(share);
    this.medal.alpha = Math.min(1, share * 2);
  }

  /** Hides the round score, the stamp and the place (a new round). */
  clearRoundScore(): void {
    this.badge.visible = false;
    this.stamp.visible = false;
    this.showPlace(0);
    this.arrangeTexts();
  }

  /** The medal's radius: about the emblem's. */
  private medalRadius(): number {
    return Math.max(7, this.rect.height * 0.42);
  }

  /**
   * Where the total, the round score's badge and the place's medal (if shown), the name and the
   * emblem are, in table coordinates (tests).
   */
  get parts(): PlateParts {
    const { width, height } = this.badgeSize;
    const name = this.nameText;
    const { cx, cy, r } = this.emblemCircle();
    const m = this.medalRadius();
    return {
      emblem: { x: cx - r, y: cy - r, width: 2 * r, height: 2 * r },
      medal: this.medal.visible
        ? { x: this.medal.x - m, y: this.medal.y - m, width: 2 * m, height: 2 * m }
        : null,
      total: this.totalText.box,
      badge: this.badge.visible
        ? { x: this.badge.x - width / 2, y: this.badge.y - height / 2, width, height }
        : null,
      stamp: this.stamp.visible ? this.stampBox() : null,
      glow: this.glow.visible ? this.glowBounds() : null,
      stampText: this.stamp.visible ? this.stamp.text : null,
      name: { x: name.x, y: name.y - name.height / 2, width: name.width, height: name.height },
      standIn: this.kind === 'stand-in' ? standInSquare(standInBadge(cx, cy, r)) : null,
    };
  }

  private applyTheme(): void {
    const theme = this.theme;
    this.nameText.style.fill = theme.text;
    // The face-up sum is read at a glance: as bright and large as the name.
    this.sumText.setFill(theme.text);
    this.totalText.setFill(theme.text);
    this.badgeText.setFill(0x10131c);
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
    this.badgeText.setFontSize(Math.round(font * 1.1));
    this.stamp.style.fontSize = Math.round(font * 1.5);
    this.drawPanel();
    this.drawEmblem();
    this.drawThinking();
    const { cx, cy, r } = this.emblemCircle();
    this.countdown.place(cx, cy, r);
    this.arrangeTexts();
    if (this.placeShown > 0) this.drawMedal();
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

  /** Draws the ring around the emblem's centre; spinning only turns it (`tick`), no redraw. */
  private drawThinking(): void {
    const g = this.thinkingRing.clear();
    // Hidden when empty: the scene's instructions are rebuilt without it.
    g.visible = this.thinking !== null;
    if (this.thinking === null) return;
    const { cx, cy, r } = this.emblemCircle();
    const ring = r * 1.22;
    const width = Math.max(2, r * 0.22);
    g.position.set(cx, cy);
    g.rotation = this.thinking > 0 ? 0 : this.spin;
    g.circle(0, 0, ring).stroke({ width, color: this.theme.plateEdge, alpha: 0.8 });
    const sweep = this.thinking > 0 ? Math.PI * 2 * Math.min(1, this.thinking) : Math.PI * 0.6;
    g.arc(0, 0, ring, -Math.PI / 2, -Math.PI / 2 + sweep).stroke({
      width,
      color: this.theme.seatActive,
      cap: 'round',
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
    const right = x + width - pad;
    this.nameText.scale.set(1);
    this.totalText.position.set(right - this.totalText.textWidth, cy);
    this.sumText.position.set(this.totalText.x - pad - this.sumText.textWidth, cy);
    let left = this.sumText.x;
    if (this.badge.visible) left = this.arrangeBadge();
    if (this.badge.visible && this.stamp.visible) left = this.arrangeStamp(left);
    // Past the emblem, and the medal after a round.
    const medal = this.placeShown > 0 ? 2 * this.medalRadius() + pad * 0.3 : 0;
    const nameLeft = x + height + pad * 0.3 + medal;
    const room = left - pad - nameLeft;
    this.nameText.position.set(nameLeft, cy);
    if (this.nameText.width > room && room > 0) this.nameText.scale.set(room / this.nameText.width);
    // No room left by the score and the stamp: the emblem alone says whose plate it is.
    this.nameText.visible = room >= height * 0.5;
    this.sumText.visible = this.badge.visible || room > height * 0.8;
    this.sumText.alpha = this.badge.visible ? 0 : 1;
  }

  /** Puts the round score's badge left of the total (and the stamp over it); returns its left. */
  private arrangeBadge(): number {
    const { y, height } = this.rect;
    const w = Math.max(this.badgeText.textWidth + height * 0.6, height * 1.5);
    const h = height * 0.86;
    // Redrawn only when its size or colour changes, not at every step of a count.
    const drawn = `${w}|${h}|${this.theme.seatActive}`;
    if (drawn !== this.badgeDrawn) this.drawBadge(w, h, drawn);
    const right = this.totalText.x - height * 0.25;
    this.badgeSize = { width: w, height: h };
    this.badge.position.set(right - w / 2, y + height / 2);
    return right - w;
  }

  /**
   * Puts the penalty stamp left of the badge's left edge `right`, tilted, never over the badge
   * and no taller than the plate; returns its left.
   */
  private arrangeStamp(right: number): number {
    const { y, height } = this.rect;
    this.stamp.rotation = STAMP_TILT;
    const { width, height: textHeight } = this.stamp.getLocalBounds();
    const tilted = (scale: number) => ({
      width: scale * (width * Math.cos(STAMP_TILT) + textHeight * Math.sin(STAMP_TILT)),
      height: scale * (width * Math.sin(STAMP_TILT) + textHeight * Math.cos(STAMP_TILT)),
    });
    this.stampScale = Math.min(1, (height * 1.1) / Math.max(1, tilted(1).height));
    const box = tilted(this.stampScale);
    const gap = height * 0.15;
    this.stamp.position.set(right - gap - box.width / 2, y + height / 2);
    if (!this.stampFalling) this.stamp.scale.set(this.stampScale);
    return right - gap - box.width;
  }

  /** The stamp's box at rest, tilted as it lies (tests: it never covers the round's score). */
  private stampBox(): Rect {
    const { width, height } = this.stamp.getLocalBounds();
    const s = this.stampScale;
    const w = s * (width * Math.cos(STAMP_TILT) + height * Math.sin(STAMP_TILT));
    const h = s * (width * Math.sin(STAMP_TILT) + height * Math.cos(STAMP_TILT));
    return { x: this.stamp.x - w / 2, y: this.stamp.y - h / 2, width: w, height: h };
  }

  private drawMedal(): void {
    const { x, y, height } = this.rect;
    const r = this.medalRadius();
    const colour = MEDALS[this.placeShown - 1] ?? this.theme.plate;
    const ink = this.placeShown <= MEDALS.length ? 0x13203f : this.theme.text;
    this.medalBack
      .clear()
      .circle(0, 0, r)
      .fill(colour)
      .stroke({ width: Math.max(1.5, r * 0.16), color: 0x0b1020 });
    this.medalText.text = String(this.placeShown);
    this.medalText.style.fill = ink;
    this.medalText.style.fontSize = Math.round(r * 1.15);
    // Beside the emblem, which still tells who sits here; the name moves along for it.
    const pad = height * 0.28;
    this.medal.position.set(x + height + pad * 0.3 + r, y + height / 2);
  }

  private drawBadge(w: number, h: number, drawn: string): void {
    this.badgeDrawn = drawn;
    this.badgeBack
      .clear()
      .roundRect(-w / 2, -h / 2, w, h, h / 2)
      .fill(this.theme.seatActive)
      .roundRect(-w / 2, -h / 2, w, h, h / 2)
      .stroke({ width: 2, color: 0x10131c, alpha: 0.6 });
  }
}

/** The square of a stand-in's badge of centre (`cx`, `cy`) and side `side`. */
function standInSquare({ cx, cy, side }: ReturnType<typeof standInBadge>): Rect {
  return { x: cx - side / 2, y: cy - side / 2, width: side, height: side };
}
