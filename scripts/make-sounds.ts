/**
 * Synthesizes the game's sounds (small mono WAV files) into public/sounds/: simple oscillator and
 * noise envelopes, the same bytes on every run. Usage: npx tsx scripts/make-sounds.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const OUT = join(import.meta.dirname, '..', 'public', 'sounds');

type Wave = 'sine' | 'square' | 'triangle' | 'noise';

interface Note {
  readonly wave: Wave;
  /** Start frequency in Hz (ignored for noise). */
  readonly from: number;
  /** End frequency in Hz: the pitch glides from `from` to `to`. */
  readonly to?: number;
  readonly start: number;
  readonly length: number;
  readonly volume: number;
  /** Attack time in seconds; the rest decays exponentially. */
  readonly attack?: number;
}

/** A deterministic noise source (an LCG), so the files do not change between runs. */
function noise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x80000000 - 1;
  };
}

function render(notes: readonly Note[], seconds: number, rate: number): Float32Array {
  const samples = new Float32Array(Math.ceil(seconds * rate));
  const random = noise(7);
  for (const note of notes) {
    let phase = 0;
    const first = Math.floor(note.start * rate);
    const count = Math.floor(note.length * rate);
    const attack = Math.max(1, Math.floor((note.attack ?? 0.005) * rate));
    for (let i = 0; i < count && first + i < samples.length; i++) {
      const t = i / count;
      const frequency = note.from + ((note.to ?? note.from) - note.from) * t;
      phase += frequency / rate;
      const cycle = phase % 1;
      const value =
        note.wave === 'sine'
          ? Math.sin(2 * Math.PI * cycle)
          : note.wave === 'square'
            ? cycle < 0.5
              ? 0.6
              : -0.6
            : note.wave === 'triangle'
              ? 1 - 4 * Math.abs(cycle - 0.5)
              : random();
      const envelope = i < attack ? i / attack : Math.exp((-4 * (i - attack)) / count);
      samples[first + i]! += value * envelope * note.volume;
    }
  }
  return samples;
}

function wav(samples: Float32Array, rate: number, bits: 8 | 16): Buffer {
  const bytes = bits / 8;
  const data = Buffer.alloc(samples.length * bytes);
  samples.forEach((sample, i) => {
    const clamped = Math.max(-1, Math.min(1, sample));
    if (bits === 16) data.writeInt16LE(Math.round(clamped * 32767), i * 2);
    else data.writeUInt8(Math.round(clamped * 127 + 128), i);
  });
  const header = Buffer.alloc(44);
  header.write('RIFF', 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * bytes, 28);
  header.writeUInt16LE(bytes, 32);
  header.writeUInt16LE(bits, 34);
  header.write('data', 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

const C5 = 523.25;
const semitone = (base: number, steps: number) => base * 2 ** (steps / 12);
const arpeggio = (steps: number[], start: number, gap: number, wave: Wave, volume: number) =>
  steps.map((step, i) => ({
    wave,
    from: semitone(C5, step),
    start: start + i * gap,
    length: gap * 2.5,
    volume,
  }));

const EFFECTS: Record<string, { seconds: number; notes: Note[] }> = {
  draw: {
    seconds: 0.18,
    notes: [
      { wave: 'noise', from: 0, start: 0, length: 0.16, volume: 0.25, attack: 0.04 },
      { wave: 'sine', from: 900, to: 1400, start: 0.02, length: 0.12, volume: 0.15 },
    ],
  },
  flip: {
    seconds: 0.12,
    notes: [
      { wave: 'noise', from: 0, start: 0, length: 0.05, volume: 0.35 },
      { wave: 'triangle', from: 700, to: 1100, start: 0.01, length: 0.09, volume: 0.3 },
    ],
  },
  place: {
    seconds: 0.16,
    notes: [
      { wave: 'sine', from: 180, to: 90, start: 0, length: 0.15, volume: 0.7 },
      { wave: 'noise', from: 0, start: 0, length: 0.03, volume: 0.2 },
    ],
  },
  discard: {
    seconds: 0.2,
    notes: [
      { wave: 'noise', from: 0, start: 0, length: 0.18, volume: 0.22, attack: 0.06 },
      { wave: 'sine', from: 320, to: 160, start: 0.1, length: 0.09, volume: 0.4 },
    ],
  },
  'column-clear': { seconds: 0.6, notes: arpeggio([0, 4, 7, 12], 0, 0.09, 'square', 0.28) },
  'final-round': {
    seconds: 0.75,
    notes: [
      { wave: 'square', from: 880, start: 0, length: 0.18, volume: 0.3 },
      { wave: 'square', from: 660, start: 0.2, length: 0.18, volume: 0.3 },
      { wave: 'square', from: 880, start: 0.4, length: 0.3, volume: 0.3 },
    ],
  },
  'round-end': { seconds: 0.8, notes: arpeggio([12, 7, 4, 0], 0, 0.12, 'triangle', 0.45) },
  win: {
    seconds: 1.3,
    notes: [
      ...arpeggio([0, 4, 7, 12, 16], 0, 0.1, 'square', 0.25),
      { wave: 'triangle', from: semitone(C5, 19), start: 0.55, length: 0.7, volume: 0.4 },
    ],
  },
};

/** An eight-second loop: a walking bass under a short square-wave tune. */
function music(): Note[] {
  const beat = 0.25;
  const bass = [0, 0, 7, 7, 5, 5, 7, 7];
  const tune = [12, 16, 19, 16, 17, 16, 14, 12, 12, 16, 19, 21, 19, 17, 16, 14];
  const notes: Note[] = [];
  for (let bar = 0; bar < 4; bar++) {
    for (let i = 0; i < 8; i++) {
      const start = (bar * 8 + i) * beat;
      notes.push({
        wave: 'triangle',
        from: semitone(C5 / 4, bass[i]! + (bar % 2) * 5),
        start,
        length: beat * 0.9,
        volume: 0.35,
      });
      if (i % 2 === 0) {
        notes.push({
          wave: 'square',
          from: semitone(C5 / 2, tune[(bar * 4 + i / 2) % tune.length]!),
          start,
          length: beat * 1.8,
          volume: 0.12,
        });
      }
    }
  }
  return notes;
}

mkdirSync(OUT, { recursive: true });
for (const [name, effect] of Object.entries(EFFECTS)) {
  writeFileSync(
    join(OUT, `${name}.wav`),
    wav(render(effect.notes, effect.seconds, 22050), 22050, 16),
  );
}
writeFileSync(join(OUT, 'music.wav'), wav(render(music(), 8, 16000), 16000, 8));
console.log(`sounds written to ${OUT}`);
