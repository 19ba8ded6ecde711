/** The game's sound (howler): effects and music, nothing before the player's first gesture. */
export { type AudioSettings, SOUND_EFFECTS, SoundBoard, type SoundEffect } from './sound-board';
