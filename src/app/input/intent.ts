import type { KeyCommand } from './keyboard';

/** What a player asks for at the table with a key (the table takes pointers and touches itself). */
export type Intent = KeyCommand;

/** Whatever plays the table now (a game's presenter, a replay) and takes the player's intents. */
export interface IntentHandler {
  intent(intent: Intent): void;
}
