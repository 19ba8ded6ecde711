/**
 * The Content-Security-Policy of the built game: exactly what it needs. Its own scripts, module
 * workers (the solver) and service worker; WebAssembly compiled from its own file
 * ('wasm-unsafe-eval' allows compiling, never eval); its own styles, images, sounds and manifest;
 * requests (the solver module, the sounds, online play at /online, websockets included) to its
 * own host only. No inline script or style, no eval: PixiJS runs without it through
 * pixi.js/unsafe-eval (src/main.ts). The dev server, which injects its own scripts, has none. One definition: the
 * built index.html's meta tag, the preview's header and the game server's (`npm run -s serve`).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self'",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
].join('; ');

/** The policy as a response header: the same, and no page may frame the game. */
export const CONTENT_SECURITY_POLICY_HEADER = `${CONTENT_SECURITY_POLICY}; frame-ancestors 'none'`;
