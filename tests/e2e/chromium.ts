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
