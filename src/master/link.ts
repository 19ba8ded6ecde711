import type { Action } from '../engine';
import type { GameMaster, MasterListener } from './game-master';

/** What a screen hears through its link: the master's steps, and its own refused actions. */
export interface LinkListener extends MasterListener {
  /** The master refused an action this screen sent, with the engine's reason; nothing changed. */
  refused?(message: string): void;
}

/**
 * A screen's way to its game master: in this process (a game on one device, the guided round) or
 * through an online room. The one client (`app/client`) presents either alike.
 */
export interface MasterLink {
  /** Starts hearing the game: the current step at once, then every step. Returns what stops it. */
  watch(listener: LinkListener): () => void;
  /** A person at this screen chose `action`. */
  act(action: Action): void;
  /** The round summary's "next round". */
  ready(): void;
}

/**
 * The link to a master in this process for the one screen of a game on one device: it plays every
 * seat (its persons choose in turn). A round not yet begun is dealt on the table. The game lives
 * as long as its screen watches: when the screen stops watching, the master stops.
 */
export function localLink(master: GameMaster): MasterLink {
  const audience = master.seats.map((_, seat) => seat);
  let listening: LinkListener | null = null;
  return {
    watch(listener) {
      listening = listener;
      const stop = master.watch(audience, listener, { dealt: true });
      master.start();
      return () => {
        listening = null;
        stop();
        master.stop();
      };
    },
    act(action) {
      const refused = master.act(action.p, action);
      if (refused !== null) listening?.refused?.(refused.message);
    },
    ready() {
      master.nextRound();
    },
  };
}
