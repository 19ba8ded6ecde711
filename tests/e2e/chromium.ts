import type { LaunchOptions } from '@playwright/test';

/**
 * How the UI benchmark and the full-browser tests launch Debian's Chromium: never a downloaded
 * browser; WebGL2 on SwiftShader (WebGPU renders blank there); audio allowed without a gesture.
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-quic',
    '--no-first-run',
    '--enable-unsafe-swiftshader',
    '--use-angle=swiftshader',
    '--autoplay-policy=no-user-gesture-required',
  ],
};

/**
 * How the full-browser tests launch it: as above, the page composited on the CPU. WebGL still
 * draws on SwiftShader, and screenshots are the same, but the compositor no longer pushes every
 * frame through SwiftShader too; on two cores that made each frame, and so each click's wait for a
 * steady element, two to three times slower (a settings-and-table script: 31–63 s against 15–20 s).
 */
export const chromiumTestLaunchOptions: LaunchOptions = {
  ...chromiumLaunchOptions,
  args: [...(chromiumLaunchOptions.args ?? []), '--disable-gpu-compositing'],
};

/**
 * How the other browser tests launch Debian's chromium-headless-shell: the same Chromium build
 * (Blink, V8, ANGLE on SwiftShader, the same flags) without the browser's own layer around the
 * page (windows, profiles, installing apps). A fresh page costs it about a third less CPU (to the
 * title's first interactive frame 4.3 CPU-s against 6.0), and a spec runs in 55–70 % of the time.
 */
export const headlessShellTestLaunchOptions: LaunchOptions = {
  ...chromiumTestLaunchOptions,
  executablePath: '/usr/bin/chromium-headless-shell',
};
