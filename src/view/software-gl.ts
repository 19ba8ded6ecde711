/**
 * Names of WebGL renderers that draw on the CPU (SwiftShader in Chromium, llvmpipe in Mesa,
 * Microsoft's Basic Render Driver): machines without a usable GPU, virtual machines, blocklisted
 * drivers.
 */
const SOFTWARE_RENDERERS = /swiftshader|llvmpipe|softpipe|software|basic render/i;

/**
 * Whether `gl` draws on the CPU, from the unmasked renderer name (or the masked one where the
 * browser keeps it back).
 */
export function drawsInSoftware(gl: WebGLRenderingContext | WebGL2RenderingContext): boolean {
  const info = gl.getExtension('WEBGL_debug_renderer_info');
  const name: unknown = gl.getParameter(info?.UNMASKED_RENDERER_WEBGL ?? gl.RENDERER);
  return SOFTWARE_RENDERERS.test(String(name));
}

/**
 * Textures one batch of sprites samples on a software renderer. PixiJS picks a batch's texture
 * with a chain of branches in its fragment shader, one per texture it may sample (16 on a GPU);
 * a CPU rasteriser pays for that chain at every pixel. Fewer textures per batch cost more draw
 * calls and far less per pixel. On SwiftShader at 1280 × 800, the 4-seat table drew 5–8 frames a
 * second with 16, 13 with 4 and 16 with 1; at 8 seats, 1 made 26 times the draw calls (264 a
 * frame) and cost the main thread more per frame than 4, which cost it the least.
 */
export const SOFTWARE_BATCH_TEXTURES = 4;
