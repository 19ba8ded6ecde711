import { UPDATE_PRIORITY } from 'pixi.js';
import type { Motion } from './motion';
import type { TableStage } from './table-stage';

/** Frames per second of the ambient animations (a turn's glow, a thinking ring) on a still table. */
const AMBIENT_FPS = 20;

/** What the loop asks of the scene it renders. */
export interface Rendered {
  /** Whether something on the still table moves of itself (a glowing or thinking plate). */
  ambient(): boolean;
  /** Advances those ambient animations to `now` (ms). */
  tick(now: number): void;
  /** Whether something outside the motion's tweens moves (the title's fan of cards). */
  busy(): boolean;
}

/**
 * Renders only frames that can differ from the last one: while tweens move things, once after a
 * tween or pause starts or ends (what awaits it changes the table then), once after any other
 * change (`invalidate`), and at a low rate while a plate glows or thinks. A pause, a held beat or
 * a still table costs nothing, which matters on software GL.
 */
export class RenderLoop {
  /** Whether the scene changed since the last render. */
  private dirty = true;
  /** Whether the frame running (or the last one) was rendered. */
  private renderedNow = false;
  private lastAmbient = 0;

  /** Renders `app` on its ticker, after `motion`'s tweens, what `scene` asks for. */
  constructor(app: TableStage, motion: Motion, scene: Rendered) {
    let changeCount = motion.changeCount;
    app.ticker.add(
      () => {
        const now = performance.now();
        if (scene.ambient() && now - this.lastAmbient >= 1000 / AMBIENT_FPS) {
          this.lastAmbient = now;
          scene.tick(now);
          this.dirty = true;
        }
        const changed = motion.changeCount !== changeCount;
        this.renderedNow = this.dirty || changed || motion.moving || scene.busy();
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
