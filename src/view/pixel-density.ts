/** Something that draws at a pixel density (the table's renderer): device pixels per CSS pixel. */
export interface PixelDensity {
  readonly resolution: number;
}

/**
 * The pixel density the table draws at: the device's pixels per CSS pixel (browser zoom included),
 * at most 2, since software GL pays for every pixel and more is not seen on a card table.
 */
export function tableResolution(): number {
  return Math.min(2, window.devicePixelRatio || 1);
}

/**
 * Calls `onChange` each time the device's pixel density changes (the browser zoomed, the window
 * moved to a screen of another density), for as long as the page lives.
 */
export function watchPixelDensity(onChange: () => void): void {
  const watch = () =>
    matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`).addEventListener(
      'change',
      () => {
        watch();
        onChange();
      },
      { once: true },
    );
  watch();
}

/** A stroke about `width` CSS pixels wide, made whole device pixels at `resolution` (one at least). */
export function snappedStroke(width: number, resolution: number): number {
  return Math.max(1, Math.round(width * resolution)) / resolution;
}

/**
 * Where to put the middle of a straight line `stroke` CSS pixels wide (whole device pixels) near
 * `at`, so that it covers whole device pixels at `resolution` rather than two half-lit rows.
 */
export function snappedLine(at: number, stroke: number, resolution: number): number {
  const offset = Math.round(stroke * resolution) % 2 === 1 ? 0.5 : 0;
  return (Math.round(at * resolution - offset) + offset) / resolution;
}
