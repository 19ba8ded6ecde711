import { describe, expect, it } from 'vitest';
import { drawsInSoftware } from '../../../src/view/software-gl';

const UNMASKED = 0x9246;
const RENDERER = 0x1f01;

/** A WebGL context that names its renderer `unmasked` (or keeps it back) and `masked`. */
function context(unmasked: string | null, masked = 'WebKit WebGL') {
  return {
    RENDERER,
    getExtension: (name: string) =>
      name === 'WEBGL_debug_renderer_info' && unmasked !== null
        ? { UNMASKED_RENDERER_WEBGL: UNMASKED }
        : null,
    getParameter: (parameter: number) =>
      parameter === UNMASKED ? unmasked : parameter === RENDERER ? masked : null,
  } as unknown as WebGL2RenderingContext;
}

/** Unmasked renderer names, and whether each draws on the CPU. */
const NAMES: readonly (readonly [string, boolean])[] = [
  [
    'ANGLE (Google, Vulkan 1.3.0 (SwiftShader Device (Subzero) (0x0000C0DE)), SwiftShader driver)',
    true,
  ],
  ['llvmpipe (LLVM 15.0.6, 256 bits)', true],
  ['ANGLE (Microsoft, Microsoft Basic Render Driver Direct3D11 vs_5_0 ps_5_0)', true],
  ['Mesa softpipe', true],
  ['ANGLE (Intel, Mesa Intel(R) UHD Graphics 620 (KBL GT2), OpenGL 4.6)', false],
  ['ANGLE (NVIDIA, NVIDIA GeForce RTX 3060 Direct3D11 vs_5_0 ps_5_0)', false],
  ['Apple GPU', false],
  ['Adreno (TM) 650', false],
];

describe('drawsInSoftware', () => {
  it.each(NAMES)('knows %s for what it is (software: %s)', (name, software) => {
    expect(drawsInSoftware(context(name))).toBe(software);
  });

  it('reads the masked name when the browser keeps the real one back', () => {
    expect(drawsInSoftware(context(null))).toBe(false);
    expect(drawsInSoftware(context(null, 'llvmpipe'))).toBe(true);
  });
});
