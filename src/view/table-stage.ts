import 'pixi.js/events';
import { Container, Ticker, WebGLRenderer, type WebGLOptions } from 'pixi.js';
import { drawsInSoftware, SOFTWARE_BATCH_TEXTURES } from './software-gl';

/**
 * What the table draws with: a WebGL renderer, the stage it renders and the ticker that drives
 * both. It stands in for PixiJS's Application, whose renderer detection would bring the WebGPU
 * and canvas renderers into the bundle although the game only ever draws with WebGL.
 */
export class TableStage {
  /** The root of everything drawn. */
  readonly stage = new Container();
  /** Runs every frame's callbacks (tweens, the frame meter, the render). */
  readonly ticker = new Ticker();

  private constructor(
    /** The WebGL renderer. */
    readonly renderer: WebGLRenderer,
    /** Whether it draws on the CPU (see `drawsInSoftware`): every frame costs a core's time. */
    readonly software: boolean,
  ) {
    this.ticker.start();
  }

  /**
   * A stage drawing with WebGL under `options`; PixiJS loads no extensions of its own. On a
   * software renderer its sprite batches sample fewer textures (`SOFTWARE_BATCH_TEXTURES`), set
   * before the first render builds them.
   */
  static async create(options: Partial<WebGLOptions>): Promise<TableStage> {
    const renderer = new WebGLRenderer();
    await renderer.init({ ...options, manageImports: false });
    const { limits } = renderer;
    const software = drawsInSoftware(renderer.gl);
    if (software)
      limits.maxBatchableTextures = Math.min(limits.maxBatchableTextures, SOFTWARE_BATCH_TEXTURES);
    return new TableStage(renderer, software);
  }

  /** How many textures one batch of sprites may sample. */
  get batchTextures(): number {
    return this.renderer.limits.maxBatchableTextures;
  }

  /** The canvas drawn on. */
  get canvas(): HTMLCanvasElement {
    return this.renderer.canvas;
  }

  /** The size of the drawing area in CSS pixels. */
  get screen(): { readonly width: number; readonly height: number } {
    return this.renderer.screen;
  }

  /**
   * Sizes the drawing area to `width` × `height` CSS pixels at `resolution` device pixels each.
   * PixiJS takes a new size only when the pixel count changes, so a 150 % zoom of 1280 × 800
   * (853 × 533 CSS pixels, still 1280 × 800 device pixels) would keep the old CSS size: there it
   * is first sized one pixel wider.
   */
  resize(width: number, height: number, resolution: number): void {
    const { source } = this.renderer.view.texture;
    const samePixels =
      Math.round(width * resolution) === source.pixelWidth &&
      Math.round(height * resolution) === source.pixelHeight;
    if (samePixels && (width !== this.screen.width || height !== this.screen.height))
      this.renderer.resize(width + 1, height, resolution);
    this.renderer.resize(width, height, resolution);
  }

  /** Draws the stage now. */
  render(): void {
    this.renderer.render({ container: this.stage });
  }
}
