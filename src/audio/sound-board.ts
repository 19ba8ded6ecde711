import type { Howl } from 'howler';

/** Every sound effect of the game: the table's cues, the stings of a game's end, the buttons. */
export const SOUND_EFFECTS = [
  'deal',
  'shuffle',
  'draw',
  'flip',
  'place',
  'discard',
  'column-clear',
  'row-clear',
  'final-round',
  'round-end',
  'count',
  'doubled',
  'win',
  'lose',
  'tap',
  'hover',
  'reaction',
  'nudge',
] as const;
/** The name of one effect the sound board plays, one of SOUND_EFFECTS. */
export type SoundEffect = (typeof SOUND_EFFECTS)[number];

/** Effects played softer than the others (a share of the volume): a hover is felt, not heard. */
const SOFT: Partial<Record<SoundEffect, number>> = { hover: 0.3, tap: 0.7, reaction: 0.6 };

/** The sound preferences. */
export interface AudioSettings {
  readonly sound: boolean;
  readonly music: boolean;
  /** From 0 to 1. */
  readonly volume: number;
}

/** The player howler gives (`Howl`), loaded with the first gesture. */
type HowlClass = typeof Howl;

/**
 * The game's sounds through howler. Nothing is loaded or played before the first user gesture
 * (the browsers' autoplay policy): howler itself is fetched then, so the first screen does not
 * wait for it; a sound asked for while it loads plays once it is in. A sound that fails never
 * stops the game.
 */
export class SoundBoard {
  private readonly effects = new Map<SoundEffect, Howl>();
  private music: Howl | null = null;
  private player: HowlClass | null = null;
  private loading: Promise<void> | null = null;
  private settings: AudioSettings = { sound: true, music: false, volume: 0.7 };
  /** How many times each effect was played (read by the browser tests). */
  readonly played: Partial<Record<SoundEffect, number>> = {};

  /** A sound board loading its files from `baseUrl` (ending in `/`). */
  constructor(private readonly baseUrl: string) {}

  /** Call on the first pointer or key gesture: howler loads, and from then on sounds may play. */
  unlock(): void {
    this.loading ??= import('howler').then(
      ({ Howl }) => {
        this.player = Howl;
        this.applyMusic();
      },
      (error: unknown) => console.warn('sounds could not load', error),
    );
  }

  /** Applies new volume, mute and music choices. */
  configure(settings: AudioSettings): void {
    this.settings = settings;
    for (const [effect, howl] of this.effects) howl.volume(settings.volume * (SOFT[effect] ?? 1));
    this.applyMusic();
  }

  /** Plays `effect` if sound is on, `pitch` semitones higher than it was made (0 by default; once howler is in, if it is still loading). */
  play(effect: SoundEffect, pitch = 0): void {
    if (this.loading === null || !this.settings.sound || this.settings.volume === 0) return;
    this.played[effect] = (this.played[effect] ?? 0) + 1;
    if (this.player === null) {
      // Counted once, played once howler is in.
      void this.loading.then(() => {
        if (this.player !== null) this.start(effect, pitch);
      });
      return;
    }
    this.start(effect, pitch);
  }

  /** Plays `effect` at `pitch` now that howler is in. */
  private start(effect: SoundEffect, pitch: number): void {
    const player = this.player!;
    let howl = this.effects.get(effect);
    if (howl === undefined) {
      howl = this.load(player, `${effect}.ogg`, false);
      this.effects.set(effect, howl);
    }
    howl.volume(this.settings.volume * (SOFT[effect] ?? 1));
    const id = howl.play();
    if (pitch !== 0) howl.rate(2 ** (pitch / 12), id);
  }

  private applyMusic(): void {
    if (this.player === null) return;
    const wanted = this.settings.music && this.settings.volume > 0;
    if (wanted && this.music === null) this.music = this.load(this.player, 'music.ogg', true);
    if (this.music === null) return;
    this.music.volume(this.settings.volume * 0.35);
    if (wanted && !this.music.playing()) this.music.play();
    if (!wanted && this.music.playing()) this.music.pause();
  }

  private load(Player: HowlClass, file: string, loop: boolean): Howl {
    return new Player({
      src: [`${this.baseUrl}${file}`],
      loop,
      volume: this.settings.volume,
      onloaderror: (_id, error) => console.warn(`sound ${file} could not load`, error),
      onplayerror: (_id, error) => console.warn(`sound ${file} could not play`, error),
    });
  }
}
