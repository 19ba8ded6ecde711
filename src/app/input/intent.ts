import type { TableTarget } from '../../view';
import type { KeyCommand } from './keyboard';

/** What a player asks for at the table, whatever the device: a key's command or a chosen object. */
export type Intent = KeyCommand | { readonly kind: 'target'; readonly target: TableTarget };

/** Whatever plays the table now (a game's presenter, a replay) and takes the player's intents. */
export interface IntentHandler {
  intent(intent: Intent): void;
}
