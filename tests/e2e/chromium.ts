import type { LaunchOptions } from '@playwright/test';

/**
 * How the tests and the UI benchmark launch Debian's Chromium: never a downloaded browser;
 * WebGL2 on SwiftShader (WebGPU renders blank there); audio allowed without a gesture.
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
 * How the browser tests launch it: as above, the page composited on the CPU. WebGL still draws
 * on SwiftShader, and screenshots are the same, but the compositor no longer pushes every frame
 * through SwiftShader too; on two cores that made each frame, and so each click's wait for a
 * steady element, two to three times slower (a settings-and-table script: 31–63 s against 15–20 s).
 */
export const chromiumTestLaunchOptions: LaunchOptions = {
  ...chromiumLaunchOptions,
  args: [...(chromiumLaunchOptions.args ?? []), '--disable-gpu-compositing'],
};
