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
