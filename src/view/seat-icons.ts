import type { AVATAR_ICONS } from './avatar-icons';
import type { REACTION_ICONS } from './reaction-icons';

/**
 * The pictures only a table with people at it draws: the avatars on the plates and the reactions
 * in their bubbles (SVG path data). They are a chunk of their own, loaded once a table shows
 * seats, not with the title's first screen.
 */
export interface SeatIcons {
  readonly avatars: typeof AVATAR_ICONS;
  readonly reactions: typeof REACTION_ICONS;
}

let loaded: SeatIcons | null = null;
let loading: Promise<SeatIcons> | null = null;

/** The seats' pictures if they have arrived, else `null` (`loadSeatIcons` fetches them). */
export function seatIcons(): SeatIcons | null {
  return loaded;
}

/** Fetches the seats' pictures once (again after a failure); resolves when they are here. */
export function loadSeatIcons(): Promise<SeatIcons> {
  loading ??= Promise.all([import('./avatar-icons'), import('./reaction-icons')]).then(
    ([avatars, reactions]) =>
      (loaded = { avatars: avatars.AVATAR_ICONS, reactions: reactions.REACTION_ICONS }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}
