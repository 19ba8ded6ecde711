import { Howl } from 'howler';

/** Every sound effect of the game: the table's cues, and the stings of a won or lost game. */
export const SOUND_EFFECTS = [
  'deal',
  'shuffle',
  'draw',
  'flip',
  'place',
  'discard',
  'column-clear',
  'final-round',
  'round-end',
  'count',
  'doubled',
  'win',
  'lose',
] as const;
/** A sound effect. */
export type SoundEffect = (typeof SOUND_EFFECTS)[number];

/** The sound preferences. */
export interface AudioSettings {
  readonly sound: boolean;
  readonly music: boolean;
  /** From 0 to 1. */
  readonly volume: number;
}

/**
 * The game's sounds through howler. Nothing is loaded or played before the first user gesture
 * (the browsers' autoplay policy), and a sound that fails never stops the game.
 */
export class SoundBoard {
  private readonly effects = new Map<SoundEffect, Howl>();
  private music: Howl | null = null;
  private unlocked = false;
  private settings: AudioSettings = { sound: true, music: false, volume: 0.7 };

  /** A sound board loading its files from `baseUrl` (ending in `/`). */
  constructor(private readonly baseUrl: string) {}

  /** Call on the first pointer or key gesture: from then on sounds may play. */
  unlock(): void {
    if (this.unlocked) return;
    this.unlocked = true;
    this.applyMusic();
  }

  /** Applies new volume, mute and music choices. */
  configure(settings: AudioSettings): void {
    this.settings = settings;
    for (const howl of this.effects.values()) howl.volume(settings.volume);
    this.applyMusic();
  }

  /** Plays `effect` if sound is on, `pitch` semitones higher than it was made (0 by default). */
  play(effect: SoundEffect, pitch = 0): void {
    if (!this.unlocked || !this.settings.sound || this.settings.volume === 0) return;
    let howl = this.effects.get(effect);
    if (howl === undefined) {
      howl = this.load(`${effect}.ogg`, false);
      this.effects.set(effect, howl);
    }
    howl.volume(this.settings.volume);
    const id = howl.play();
    if (pitch !== 0) howl.rate(2 ** (pitch / 12), id);
  }

  private applyMusic(): void {
    if (!this.unlocked) return;
    const wanted = this.settings.music && this.settings.volume > 0;
    if (wanted && this.music === null) this.music = this.load('music.ogg', true);
    if (this.music === null) return;
    this.music.volume(this.settings.volume * 0.35);
    if (wanted && !this.music.playing()) this.music.play();
    if (!wanted && this.music.playing()) this.music.pause();
  }

  private load(file: string, loop: boolean): Howl {
    return new Howl({
      src: [`${this.baseUrl}${file}`],
      loop,
      volume: this.settings.volume,
      onloaderror: (_id, error) => console.warn(`sound ${file} could not load`, error),
      onplayerror: (_id, error) => console.warn(`sound ${file} could not play`, error),
    });
  }
}
