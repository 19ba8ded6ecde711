import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { SOUND_EFFECTS } from '../../../src/audio/sound-board';

const SOUNDS = join(import.meta.dirname, '..', '..', '..', 'public', 'sounds');

describe('sounds', () => {
  test.each([...SOUND_EFFECTS, 'music'])('%s is a WAV file in public/sounds', (name) => {
    const file = join(SOUNDS, `${name}.wav`);
    expect(existsSync(file)).toBe(true);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(bytes.subarray(8, 12).toString('latin1')).toBe('WAVE');
    expect(bytes.length).toBeGreaterThan(44);
  });
});
