/**
 * Synthesizes the game's sounds into public/sounds/ as small mono Ogg Opus files: card sounds from
 * filtered noise layered with a body thump, chimes from FM bells, stings from detuned brass
 * through sweeping filters, a music loop (electric piano, bass, brushed drums, a melody), all
 * with envelopes and a small reverb; the same bytes on every run.
 */
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import OpusScript from 'opusscript';
import { runScript } from '../command-line';

const HELP = `Usage: npx tsx scripts/generate/sounds.ts

Synthesizes the game's sounds into public/sounds/*.ogg (mono Ogg Opus), replacing the files
there, the same bytes on every run; says each file's length and size on standard error.`;

const OUT = join(import.meta.dirname, '..', '..', 'public', 'sounds');
/** Opus works at 48 kHz. */
const RATE = 48000;
const TAU = Math.PI * 2;

// ---------------------------------------------------------------- building blocks

/** A deterministic noise source (an LCG), so the files do not change between runs. */
function noise(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 0x80000000 - 1;
  };
}

/** A buffer of `seconds` of silence. */
const buffer = (seconds: number) => new Float32Array(Math.ceil(seconds * RATE));

/** Adds `source` into `target` from `at` seconds, times `gain`. */
function mix(target: Float32Array, source: Float32Array, at = 0, gain = 1): void {
  const first = Math.round(at * RATE);
  for (let i = 0; i < source.length && first + i < target.length; i++)
    if (first + i >= 0) target[first + i]! += source[i]! * gain;
}

/** A state-variable filter whose cutoff (Hz) may change with time (seconds). */
function filter(
  input: Float32Array,
  kind: 'low' | 'band' | 'high',
  cutoff: (t: number) => number,
  resonance = 0.7,
): Float32Array {
  const out = new Float32Array(input.length);
  let low = 0;
  let band = 0;
  const damping = 1 / Math.max(0.5, resonance);
  for (let i = 0; i < input.length; i++) {
    const f = 2 * Math.sin((Math.PI * Math.min(cutoff(i / RATE), RATE / 6)) / RATE);
    // Two passes per sample keep the filter stable at high cutoffs.
    for (let pass = 0; pass < 2; pass++) {
      const high = input[i]! - low - damping * band;
      band += (f / 2) * high;
      low += (f / 2) * band;
      if (pass === 1) out[i] = kind === 'low' ? low : kind === 'band' ? band : high;
    }
  }
  return out;
}

/** An attack–decay envelope: `attack` seconds up, then exponential decay with `decay` seconds τ. */
function envelope(samples: Float32Array, attack: number, decay: number, hold = 0): Float32Array {
  for (let i = 0; i < samples.length; i++) {
    const t = i / RATE;
    const gain =
      t < attack ? t / attack : t < attack + hold ? 1 : Math.exp(-(t - attack - hold) / decay);
    samples[i]! *= gain;
  }
  return samples;
}

/** White noise for `seconds`. */
function white(seconds: number, seed: number): Float32Array {
  const random = noise(seed);
  const out = buffer(seconds);
  for (let i = 0; i < out.length; i++) out[i] = random();
  return out;
}

type Wave = 'sine' | 'triangle' | 'saw' | 'square';

/** An oscillator gliding from `from` to `to` Hz; saws and squares softened by a few harmonics. */
function tone(wave: Wave, seconds: number, from: number, to = from, vibrato = 0): Float32Array {
  const out = buffer(seconds);
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / out.length;
    const f = from * Math.pow(to / from, t) * (1 + vibrato * Math.sin(TAU * 5.5 * (i / RATE)));
    phase += f / RATE;
    const p = phase % 1;
    let v = 0;
    switch (wave) {
      case 'sine':
        v = Math.sin(TAU * p);
        break;
      case 'triangle':
        v = 1 - 4 * Math.abs(p - 0.5);
        break;
      case 'saw':
      case 'square': {
        const odd = wave === 'square';
        const top = Math.max(1, Math.floor(RATE / 2.5 / f));
        for (let k = 1; k <= Math.min(top, 24); k++) {
          if (odd && k % 2 === 0) continue;
          v += Math.sin(TAU * p * k) / k;
        }
        v *= odd ? 0.8 : 0.55;
      }
    }
    out[i] = v;
  }
  return out;
}

/** A bell: two-operator FM with a bright strike that mellows. */
function bell(frequency: number, seconds: number, ratio = 3.5, index = 2.2): Float32Array {
  const out = buffer(seconds);
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    const depth = index * Math.exp(-t * 6);
    out[i] = Math.sin(TAU * frequency * t + depth * Math.sin(TAU * frequency * ratio * t));
  }
  return envelope(out, 0.002, seconds / 3.2);
}

/** An electric piano note: a sine with a soft bell on top and a tremolo. */
function keys(frequency: number, seconds: number): Float32Array {
  const out = buffer(seconds);
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    const bark = 1.2 * Math.exp(-t * 9);
    out[i] =
      Math.sin(TAU * frequency * t + bark * Math.sin(TAU * frequency * t)) *
      (1 + 0.12 * Math.sin(TAU * 4.2 * t));
  }
  return envelope(out, 0.004, seconds / 2.5);
}

/** A brass voice: three detuned saws through a low-pass that opens on the attack. */
function brass(frequency: number, seconds: number, bright = 1): Float32Array {
  const voice = buffer(seconds);
  for (const detune of [0.996, 1, 1.004])
    mix(voice, tone('saw', seconds, frequency * detune), 0, 0.4);
  const opened = filter(
    voice,
    'low',
    (t) => frequency * (1.5 + bright * 5 * Math.min(1, t / 0.06) * Math.exp(-t * 2.5)),
    1.1,
  );
  return envelope(opened, 0.03, seconds / 2.2, seconds * 0.35);
}

/** A drum: a pitch-dropping sine (kick, tom, timpani) with a click. */
function drum(from: number, to: number, seconds: number, click = 0.3, seed = 3): Float32Array {
  const body = envelope(tone('sine', seconds, from, to), 0.001, seconds / 3.5);
  const snap = envelope(
    filter(white(0.02, seed), 'high', () => 2500),
    0.0005,
    0.004,
  );
  mix(body, snap, 0, click);
  return body;
}

/** A card sliding on felt: band-passed noise sweeping down, with the soft knock of its landing. */
function slide(seconds: number, from: number, to: number, seed: number, knock = 0.5): Float32Array {
  const hiss = filter(
    white(seconds, seed),
    'band',
    (t) => from * Math.pow(to / from, t / seconds),
    1.4,
  );
  const out = envelope(hiss, seconds * 0.25, seconds * 0.28);
  const landing = drum(190, 110, 0.07, 0.15, seed + 1);
  mix(out, landing, seconds * 0.7, knock);
  return out;
}

/** A small room: a few feedback comb filters and an all-pass (Schroeder), mixed in at `wet`. */
function reverb(dry: Float32Array, wet: number, size = 1, tail = 1.2): Float32Array {
  const out = new Float32Array(dry.length + Math.round(tail * RATE));
  out.set(dry);
  const combs = [1557, 1617, 1491, 1422].map((n) => Math.round(n * size));
  const echo = new Float32Array(out.length);
  for (const delay of combs) {
    const line = new Float32Array(delay);
    let at = 0;
    let lowpass = 0;
    for (let i = 0; i < out.length; i++) {
      const delayed = line[at]!;
      lowpass = delayed * 0.6 + lowpass * 0.4;
      line[at] = (i < dry.length ? dry[i]! : 0) + lowpass * 0.8;
      echo[i]! += delayed / combs.length;
      at = (at + 1) % delay;
    }
  }
  const allpass = new Float32Array(Math.round(225 * size));
  let at = 0;
  for (let i = 0; i < out.length; i++) {
    const delayed = allpass[at]!;
    const input = echo[i]!;
    allpass[at] = input + delayed * 0.5;
    out[i]! += (delayed - input * 0.5) * wet;
    at = (at + 1) % allpass.length;
  }
  return out;
}

/** Scales to a peak of `peak`, with a gentle saturation and fades of a few ms at both ends. */
function finish(samples: Float32Array, peak = 0.85): Float32Array {
  let max = 0;
  for (const v of samples) max = Math.max(max, Math.abs(v));
  const gain = max > 0 ? 1.4 / max : 1;
  const fade = Math.round(0.004 * RATE);
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    let v = Math.tanh(samples[i]! * gain) / Math.tanh(1.4);
    if (i < fade) v *= i / fade;
    if (i > samples.length - fade) v *= (samples.length - i) / fade;
    out[i] = v * peak;
  }
  return out;
}

/** The frequency of a note `semitones` away from A4. */
const note = (semitones: number) => 440 * Math.pow(2, semitones / 12);
/** Semitones from A4 of some notes used below. */
const N = {
  C3: -21,
  E3: -17,
  G3: -14,
  A3: -12,
  C4: -9,
  D4: -7,
  E4: -5,
  F4: -4,
  G4: -2,
  A4: 0,
  B4: 2,
  C5: 3,
  D5: 5,
  E5: 7,
  G5: 10,
  C6: 15,
} as const;

// ---------------------------------------------------------------- the sounds

function cardDraw(): Float32Array {
  return finish(slide(0.16, 5200, 1500, 11, 0.35), 0.7);
}

function cardPlace(): Float32Array {
  return finish(slide(0.13, 3800, 1100, 21, 0.9), 0.75);
}

function cardDiscard(): Float32Array {
  const out = slide(0.15, 4500, 1300, 31, 0.55);
  return finish(out, 0.65);
}

function cardDeal(): Float32Array {
  return finish(slide(0.07, 6500, 2500, 41, 0.25), 0.5);
}

function cardFlip(): Float32Array {
  const snap = envelope(
    filter(white(0.05, 51), 'band', () => 3200, 2.5),
    0.0008,
    0.009,
  );
  const flap = envelope(
    filter(white(0.07, 52), 'band', (t) => 1800 - t * 9000, 1.2),
    0.012,
    0.014,
  );
  const out = buffer(0.09);
  mix(out, flap, 0, 0.7);
  mix(out, snap, 0.018, 1);
  mix(out, drum(240, 160, 0.05, 0, 53), 0.02, 0.35);
  return finish(out, 0.7);
}

/** A button pressed: a short wooden knock with a small bright edge, like a chip set down. */
function tap(): Float32Array {
  const out = buffer(0.09);
  mix(out, drum(520, 330, 0.07, 0.45, 71), 0, 0.9);
  mix(out, envelope(bell(note(N.E5 + 12), 0.06, 2, 0.8), 0.001, 0.02), 0.002, 0.18);
  return finish(out, 0.55);
}

/** The pointer on a menu button: a light tick (the sound board plays it softly). */
function hover(): Float32Array {
  const out = buffer(0.06);
  mix(
    out,
    envelope(
      filter(white(0.03, 81), 'band', () => 4200, 3),
      0.0005,
      0.006,
    ),
    0,
    0.6,
  );
  mix(out, envelope(bell(note(19), 0.05, 3, 0.5), 0.001, 0.02), 0.001, 0.5);
  return finish(out, 0.5);
}

/** A reaction on a plate: a soft bubble pop that rises a fifth, friendly and short. */
function reaction(): Float32Array {
  const dry = buffer(0.32);
  mix(dry, envelope(tone('sine', 0.09, note(N.E5), note(N.E5 + 7)), 0.002, 0.06), 0, 0.5);
  mix(dry, envelope(bell(note(N.E5 + 7), 0.2, 2, 0.9), 0.002, 0.12), 0.06, 0.35);
  return finish(reverb(dry, 0.2, 0.6, 0.3), 0.6);
}

/** A nudge: two quick rings of a small desk bell. */
function nudge(): Float32Array {
  const dry = buffer(0.55);
  for (const at of [0, 0.14])
    mix(dry, envelope(bell(note(N.E5 + 12), 0.3, 3.5, 1.6), 0.001, 0.18), at, 0.45);
  return finish(reverb(dry, 0.25, 0.7, 0.4), 0.5);
}

function shuffle(): Float32Array {
  const out = buffer(0.75);
  // A riffle: some forty cards falling against each other, faster, then squared up.
  for (let i = 0; i < 40; i++) {
    const at = 0.5 * Math.pow(i / 40, 0.8);
    const click = envelope(
      filter(white(0.02, 60 + i), 'band', () => 2600 + (i % 7) * 300, 2),
      0.0005,
      0.004,
    );
    mix(out, click, at, 0.5 + 0.5 * Math.sin(i));
  }
  mix(
    out,
    envelope(
      filter(white(0.55, 99), 'band', () => 3000, 0.8),
      0.05,
      0.2,
    ),
    0,
    0.25,
  );
  mix(out, slide(0.12, 2500, 900, 98, 1), 0.56, 0.8);
  return finish(out, 0.6);
}

function columnClear(): Float32Array {
  const dry = buffer(1.1);
  [N.C5, N.E5, N.G5, N.C6].forEach((n, i) => mix(dry, bell(note(n), 0.8), i * 0.055, 0.5));
  const shimmer = envelope(
    filter(white(0.6, 71), 'high', () => 7000),
    0.08,
    0.18,
  );
  mix(dry, shimmer, 0.05, 0.25);
  mix(dry, drum(120, 60, 0.25, 0.2, 72), 0, 0.4);
  return finish(reverb(dry, 0.35, 1, 0.6), 0.75);
}

/**
 * A row clears (R9.3): a swipe across the grid, not the column's falling chord. A quick run up a
 * G pentatonic (six bells, closer together than the column's four) rides a band-passed whoosh
 * that sweeps upward, with a soft knock where the swipe starts; the same room.
 */
function rowClear(): Float32Array {
  const dry = buffer(1.1);
  [N.G4, N.A4, N.B4, N.D5, N.E5, N.G5].forEach((n, i) =>
    mix(dry, bell(note(n), 0.55, 2, 1.6), i * 0.035, 0.42),
  );
  const whoosh = envelope(
    filter(white(0.3, 73), 'band', (t) => 900 * Math.pow(8, t / 0.3), 1.6),
    0.12,
    0.14,
  );
  mix(dry, whoosh, 0, 0.35);
  mix(dry, drum(150, 90, 0.18, 0.25, 74), 0, 0.3);
  return finish(reverb(dry, 0.3, 1, 0.55), 0.72);
}

function finalRound(): Float32Array {
  const dry = buffer(0.9);
  mix(dry, brass(note(N.G4), 0.22, 1.2), 0, 0.6);
  mix(dry, brass(note(N.C5), 0.5, 1.4), 0.2, 0.7);
  mix(dry, brass(note(N.E4), 0.5, 1), 0.2, 0.35);
  mix(dry, drum(110, 55, 0.3, 0.3, 81), 0.2, 0.6);
  return finish(reverb(dry, 0.3, 1, 0.5), 0.75);
}

function roundEnd(): Float32Array {
  const dry = buffer(1.3);
  for (const [n, gain] of [
    [N.C4, 0.4],
    [N.G4, 0.3],
    [N.C5, 0.3],
    [N.E5, 0.2],
  ] as const)
    mix(dry, keys(note(n), 1.2), 0, gain);
  mix(
    dry,
    envelope(
      filter(white(1.2, 91), 'band', (t) => 600 + 3000 * t, 0.7),
      0.6,
      0.15,
      0.2,
    ),
    0,
    0.15,
  );
  return finish(reverb(dry, 0.4, 1.1, 0.8), 0.6);
}

function count(): Float32Array {
  const tick = buffer(0.12);
  mix(tick, bell(note(N.E5 + 12), 0.1, 2, 0.8), 0, 0.6);
  mix(
    tick,
    envelope(
      filter(white(0.03, 101), 'high', () => 5000),
      0.0005,
      0.005,
    ),
    0,
    0.3,
  );
  return finish(tick, 0.5);
}

function doubled(): Float32Array {
  const dry = buffer(0.9);
  // The stamp: a slam of noise on a deep thud, then a brass stab a tritone apart.
  mix(dry, drum(90, 40, 0.45, 0.6, 111), 0, 1);
  mix(
    dry,
    envelope(
      filter(white(0.2, 112), 'low', () => 1800),
      0.001,
      0.04,
    ),
    0,
    0.7,
  );
  mix(dry, brass(note(N.C4), 0.35, 2), 0.05, 0.45);
  mix(dry, brass(note(N.F4 + 2), 0.35, 2), 0.05, 0.35);
  return finish(reverb(dry, 0.25, 0.9, 0.4), 0.85);
}

function win(): Float32Array {
  const dry = buffer(2.4);
  const line: [number, number, number][] = [
    [N.G4, 0, 0.14],
    [N.C5, 0.14, 0.14],
    [N.E5, 0.28, 0.14],
    [N.G5, 0.42, 0.36],
    [N.E5, 0.8, 0.12],
    [N.G5, 0.92, 1.1],
  ];
  for (const [n, at, length] of line) mix(dry, brass(note(n), length + 0.1, 1.5), at, 0.55);
  for (const n of [N.C4, N.E4, N.G4]) mix(dry, brass(note(n), 1.3, 0.8), 0.92, 0.25);
  // A timpani roll into the last chord, and a cymbal over it.
  for (let i = 0; i < 12; i++)
    mix(
      dry,
      drum(note(N.C3), note(N.C3) * 0.92, 0.2, 0.1, 120 + i),
      0.5 + i * 0.035,
      0.2 + i * 0.03,
    );
  mix(dry, drum(note(N.C3), note(N.C3) * 0.9, 0.8, 0.3, 140), 0.92, 0.8);
  mix(
    dry,
    envelope(
      filter(white(1.4, 141), 'high', () => 6000),
      0.005,
      0.45,
    ),
    0.92,
    0.3,
  );
  [N.C6, N.G5 + 12, N.E5 + 12].forEach((n, i) => mix(dry, bell(note(n), 0.6), 1 + i * 0.09, 0.12));
  return finish(reverb(dry, 0.35, 1.2, 0.9), 0.85);
}

function lose(): Float32Array {
  const dry = buffer(1.9);
  // A muted trombone going down: the "wah wah" of a lost game, kind rather than mocking.
  const steps: [number, number, number][] = [
    [N.E4, 0, 0.3],
    [N.D4 + 1, 0.32, 0.3],
    [N.D4, 0.64, 0.3],
    [N.C4 + 1, 0.96, 0.8],
  ];
  for (const [n, at, length] of steps) {
    const voice = filter(
      tone('saw', length, note(n - 12), note(n - 12), 0.01),
      'low',
      (t) => 400 + 900 * Math.sin(Math.PI * Math.min(1, t / length)),
      2,
    );
    mix(dry, envelope(voice, 0.04, length / 2, length * 0.4), at, 0.7);
  }
  mix(dry, drum(80, 50, 0.4, 0.1, 150), 0.96, 0.4);
  return finish(reverb(dry, 0.3, 1, 0.6), 0.7);
}

/** The music loop: 8 bars of a relaxed groove at 92 BPM, seamless (its reverb tail wraps round). */
function music(): Float32Array {
  const beat = 60 / 92;
  const bars = 8;
  const length = bars * 4 * beat;
  const dry = buffer(length + 2);
  // Chords (as semitones from A4): Cmaj7, Am7, Dm7, G7, twice.
  const chords = [
    [N.C4, N.E4, N.G4, N.B4],
    [N.A3, N.C4, N.E4, N.G4],
    [N.D4, N.F4, N.A4, N.C5],
    [N.G3, N.B4 - 12, N.D4, N.F4],
  ];
  const roots = [N.C3, N.A3 - 12, N.D4 - 24, N.G3 - 12];
  const melody: [number, number, number][] = [
    [N.E5, 0, 1.5],
    [N.D5, 1.5, 0.5],
    [N.C5, 2, 1],
    [N.G4, 3, 1],
    [N.A4, 4, 1.5],
    [N.C5, 5.5, 0.5],
    [N.E5, 6, 2],
    [N.F4 + 12, 8, 1],
    [N.E5, 9, 0.5],
    [N.D5, 9.5, 0.5],
    [N.C5, 10, 1.5],
    [N.A4, 11.5, 0.5],
    [N.B4, 12, 1],
    [N.D5, 13, 1],
    [N.G4, 14, 2],
  ];
  for (let bar = 0; bar < bars; bar++) {
    const start = bar * 4 * beat;
    const chord = chords[bar % 4]!;
    // Piano: the chord on beat 1 and an off-beat stab before beat 3.
    for (const n of chord) {
      mix(dry, keys(note(n), beat * 2.2), start, 0.11);
      mix(dry, keys(note(n), beat * 1.2), start + beat * 1.5, 0.07);
    }
    // Bass: root on 1, fifth on 3, a passing note on the and of 4.
    const root = roots[bar % 4]!;
    const bass = (n: number, at: number, len: number) =>
      mix(
        dry,
        envelope(
          filter(tone('triangle', len, note(n)), 'low', () => 700),
          0.01,
          len / 2,
        ),
        start + at * beat,
        0.32,
      );
    bass(root, 0, 1.6);
    bass(root + 7, 2, 1.4);
    bass(root + 12, 3.5, 0.45);
    // Drums: soft kick on 1 and 3, brushed snare on 2 and 4, swung hats.
    for (const at of [0, 2]) mix(dry, drum(95, 48, 0.35, 0.05, 200 + bar), start + at * beat, 0.42);
    for (const at of [1, 3]) {
      const brush = envelope(
        filter(white(0.25, 300 + bar * 4 + at), 'band', () => 2200, 0.6),
        0.006,
        0.07,
      );
      mix(dry, brush, start + at * beat, 0.2);
    }
    for (let eighth = 0; eighth < 8; eighth++) {
      const swing = eighth % 2 === 1 ? beat * 0.16 : 0;
      const hat = envelope(
        filter(white(0.06, 400 + bar * 8 + eighth), 'high', () => 7500),
        0.001,
        0.018,
      );
      mix(dry, hat, start + (eighth / 2) * beat + swing, eighth % 2 === 0 ? 0.1 : 0.065);
    }
  }
  // The melody on a soft bell-piano, played in the second half of the loop only.
  for (const [n, at, len] of melody)
    mix(dry, bell(note(n), len * beat + 0.4, 2, 0.9), 4 * 4 * beat + at * beat, 0.14);
  const wet = reverb(dry, 0.3, 1.1, 1.5);
  // Seamless loop: whatever rings past the end is folded back onto the start.
  const loop = new Float32Array(Math.round(length * RATE));
  for (let i = 0; i < wet.length; i++) loop[i % loop.length]! += wet[i]!;
  return finish(loop, 0.7);
}

// ---------------------------------------------------------------- Ogg Opus

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let r = i << 24;
    for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    table[i] = r >>> 0;
  }
  return table;
})();

function oggCrc(bytes: Uint8Array): number {
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}

/** One Ogg page holding `packets` (each under 255 × 255 bytes). */
function oggPage(
  packets: readonly Uint8Array[],
  granule: bigint,
  sequence: number,
  flags: number,
): Buffer {
  const lacing: number[] = [];
  for (const packet of packets) {
    let left = packet.length;
    while (left >= 255) {
      lacing.push(255);
      left -= 255;
    }
    lacing.push(left);
  }
  const header = Buffer.alloc(27 + lacing.length);
  header.write('OggS', 0, 'latin1');
  header[4] = 0;
  header[5] = flags;
  header.writeBigUInt64LE(granule, 6);
  header.writeUInt32LE(0x534b594a, 14); // The stream serial: "SKYJ".
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  Buffer.from(lacing).copy(header, 27);
  const page = Buffer.concat([header, ...packets.map((p) => Buffer.from(p))]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

/**
 * Encodes 48 kHz mono samples as Ogg Opus (RFC 7845): the pre-skip drops the encoder's delay and
 * the last granule position trims the padding, so a decoder gives back exactly the samples —
 * which is what makes the music loop without a gap.
 */
function oggOpus(samples: Float32Array, bitrate: number): Buffer {
  const FRAME = 960;
  const encoder = new OpusScript(48000, 1, OpusScript.Application.AUDIO, { wasm: true });
  encoder.setBitrate(bitrate);
  const preSkip = 312;
  const total = samples.length + preSkip;
  const frames = Math.ceil(total / FRAME);
  const padded = new Float32Array(frames * FRAME);
  padded.set(samples, 0);
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(preSkip, 10);
  head.writeUInt32LE(48000, 12);
  const vendor = Buffer.from('skyjo make-sounds', 'latin1');
  const tags = Buffer.concat([
    Buffer.from('OpusTags', 'latin1'),
    Buffer.alloc(4),
    vendor,
    Buffer.alloc(4),
  ]);
  tags.writeUInt32LE(vendor.length, 8);
  const pages = [oggPage([head], 0n, 0, 2), oggPage([tags], 0n, 1, 0)];
  let sequence = 2;
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const pcm = Buffer.alloc(FRAME * 2);
  for (let frame = 0; frame < frames; frame++) {
    for (let i = 0; i < FRAME; i++) {
      const v = Math.max(-1, Math.min(1, padded[frame * FRAME + i]!));
      pcm.writeInt16LE(Math.round(v * 32767), i * 2);
    }
    pending.push(new Uint8Array(encoder.encode(pcm, FRAME)));
    pendingBytes += pending[pending.length - 1]!.length;
    const last = frame === frames - 1;
    if (last || pending.length >= 50 || pendingBytes > 4000) {
      const granule = last ? BigInt(total) : BigInt((frame + 1) * FRAME);
      pages.push(oggPage(pending, granule, sequence++, last ? 4 : 0));
      pending = [];
      pendingBytes = 0;
    }
  }
  encoder.delete();
  return Buffer.concat(pages);
}

// ---------------------------------------------------------------- files

const SOUNDS: Record<string, () => Float32Array> = {
  deal: cardDeal,
  shuffle,
  draw: cardDraw,
  flip: cardFlip,
  place: cardPlace,
  discard: cardDiscard,
  'column-clear': columnClear,
  'row-clear': rowClear,
  'final-round': finalRound,
  'round-end': roundEnd,
  count,
  doubled,
  win,
  lose,
  tap,
  hover,
  reaction,
  nudge,
  music,
};

/** The bytes of every file under `dir`. */
const folderBytes = (dir: string): number =>
  readdirSync(dir).reduce((sum, file) => {
    const path = join(dir, file);
    return sum + (statSync(path).isDirectory() ? folderBytes(path) : statSync(path).size);
  }, 0);

/** Writes every sound, saying each one's length and size. */
function main(): void {
  mkdirSync(OUT, { recursive: true });
  for (const file of readdirSync(OUT)) if (/\.(wav|ogg)$/.test(file)) rmSync(join(OUT, file));
  let bytes = 0;
  for (const [name, make] of Object.entries(SOUNDS)) {
    const samples = make();
    const data = oggOpus(samples, name === 'music' ? 40000 : 48000);
    writeFileSync(join(OUT, `${name}.ogg`), data);
    bytes += data.length;
    console.error(
      `${name}.ogg: ${(samples.length / RATE).toFixed(2)} s, ${(data.length / 1024).toFixed(1)} KB`,
    );
  }
  console.error(
    `sounds: ${(bytes / 1024).toFixed(1)} KB; public/: ${(folderBytes(join(OUT, '..')) / 1024).toFixed(1)} KB`,
  );
}

await runScript({ name: 'make-sounds', help: HELP }, main);
