import type { Rules } from '../../engine';

/** Options read from the page address, for reproducible scenes in tests and benchmarks. */
export interface UrlOptions {
  /** `?seed=N`: the deal seed of new games (else random). */
  readonly seed: number | null;
  /** `?speed=instant` turns animations off; other speeds override the setting. */
  readonly speed: 'slow' | 'normal' | 'fast' | 'instant' | null;
  /** `?motion=reduced`: reduced motion whatever the setting. */
  readonly reducedMotion: boolean;
  /** `?demo=N`: starts a game of N computer seats at once (benchmarks). */
  readonly demoSeats: number | null;
  /** `?room=CODE`: a friend's link to an online room (not yet checked as a code). */
  readonly room: string | null;
  /**
   * `?rules={"rows":4}`: house rules (R9) of the demo game, a JSON object (checked by the engine
   * when the game starts); `null` when absent or not an object.
   */
  readonly rules: Partial<Rules> | null;
  /** `?person=1`: the demo game's first seat is a person (browser tests of house-rule tables). */
  readonly demoPerson: boolean;
}

/** The options in a query string such as `?seed=7&speed=fast`. */
export function urlOptions(search: string): UrlOptions {
  const params = new URLSearchParams(search);
  const integer = (name: string) => {
    const value = params.get(name);
    return value !== null && /^\d+$/.test(value) ? Number(value) : null;
  };
  const speed = params.get('speed');
  const demo = integer('demo');
  return {
    seed: integer('seed'),
    speed:
      speed === 'slow' || speed === 'normal' || speed === 'fast' || speed === 'instant'
        ? speed
        : null,
    reducedMotion: params.get('motion') === 'reduced',
    demoSeats: demo !== null && demo >= 2 && demo <= 8 ? demo : null,
    room: params.get('room'),
    rules: jsonObject(params.get('rules')),
    demoPerson: params.get('person') === '1',
  };
}

/** `text` read as a JSON object, or `null` when it is absent or something else. */
function jsonObject(text: string | null): Record<string, unknown> | null {
  if (text === null) return null;
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** How much longer than normal animations take at each speed. */
export const DURATION_FACTORS = { slow: 1.6, normal: 1, fast: 0.5, instant: 0 } as const;
