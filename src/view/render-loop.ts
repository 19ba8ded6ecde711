import { UPDATE_PRIORITY } from 'pixi.js';
import type { Motion } from './motion';
import type { TableStage } from './table-stage';

/**
 * Frames per second of the slow ambient animations on a still table (a turn's glow breathing over
 * 1.6 s, a countdown's sweep): enough for them, and a table waiting for a person costs a third of
 * what the display's rate would. Quick ones (a shake, a spinning ring, a mark popping in) get every
 * frame.
 */
const SLOW_AMBIENT_FPS = 20;

/**
 * The same on a software renderer, where one frame of the table at 1280 × 800 costs SwiftShader
 * about 45 ms of CPU: 20 frames a second kept a core busy while a person thought. There the
 * plates hold still (`SeatPlate.steady`): only a countdown or a computer's thinking ring moves, in
 * steps twice a second.
 */
const SOFTWARE_AMBIENT_FPS = 2;

/** What the loop asks of the scene it renders. */
export interface Rendered {
  /** Whether something on the still table moves of itself (a glowing or thinking plate). */
  ambient(): boolean;
  /** Whether a quick one of those moves now (a shake, a spinning ring, a mark popping in). */
  quick(): boolean;
  /** Advances those ambient animations to `now` (ms). */
  tick(now: number): void;
  /** Whether something outside the motion's tweens moves (the title's fan of cards). */
  busy(): boolean;
}

/**
 * Renders only frames that can differ from the last one: while tweens move things, once after a
 * tween or pause starts or ends (what awaits it changes the table then), once after any other
 * change (`invalidate`), at the display's rate while a plate shakes, spins its thinking ring or
 * pops its ready mark (those move only transforms, which redraw no shape: each such frame costs
 * about a still table's render), and at a low rate while a plate only glows or counts down. A
 * pause, a held beat or a still table costs nothing, which matters on software GL.
 */
export class RenderLoop {
  /** Whether the scene changed since the last render. */
  private dirty = true;
  /** Whether the frame running (or the last one) was rendered. */
  private renderedNow = false;
  private lastAmbient = 0;

  /**
   * Renders `app` on its ticker, after `motion`'s tweens, what `scene` asks for; its slow ambient
   * animations at the rate `app`'s renderer affords.
   */
  constructor(app: TableStage, motion: Motion, scene: Rendered) {
    const ambientFps = app.software ? SOFTWARE_AMBIENT_FPS : SLOW_AMBIENT_FPS;
    let changeCount = motion.changeCount;
    app.ticker.add(
      () => {
        const now = performance.now();
        const changed = motion.changeCount !== changeCount;
        const drawing = this.dirty || changed || motion.moving || scene.busy();
        // A frame drawn anyway carries the slow ones too, for free.
        const slowDue = drawing || now - this.lastAmbient >= 1000 / ambientFps;
        if (scene.quick() || (slowDue && scene.ambient())) {
          this.lastAmbient = now;
          scene.tick(now);
          this.dirty = true;
        }
        this.renderedNow = drawing || this.dirty;
        if (!this.renderedNow) return;
        this.dirty = false;
        changeCount = motion.changeCount;
        app.render();
      },
      null,
      UPDATE_PRIORITY.LOW,
    );
  }

  /** Something changed: the next frame is rendered. */
  invalidate(): void {
    this.dirty = true;
  }

  /** Whether the frame running (or the last one) was rendered. */
  get rendered(): boolean {
    return this.renderedNow;
  }
}
