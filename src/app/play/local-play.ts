import { newGame } from '../../engine';
import type { AppContext, Routes } from '../context';
import { shownNames } from '../present/names';
import { clearSave, saveGame, type SavedGame } from '../records/saves';
import { openLazily } from '../screens/open-lazily';
import { pageScreen } from '../screens/navigation';
import type { GameSetup } from '../setup/setup-screen';
import type { Lesson } from '../tutorial/lesson';

declare module '../context' {
  /** This feature's routes. */
  interface Routes {
    /** The new-game form. */
    setup(): void;
    /** A new game on this device. */
    newGame(setup: GameSetup): void;
    /** Plays `saved` on this device; a `lesson` steers it (the guided round). */
    play(saved: SavedGame, lesson?: Lesson): void;
    /** The guided round. */
    tutorial(): void;
  }
}

/** The code that plays a game on this device (./local-game.ts): loaded when a game starts. */
const gameCode = () => import('./local-game');

/**
 * Games on this device: the new game's screen (it remembers the last game's seats and rules), new and
 * saved games, and the guided round — each a game master in this page with the solver's computers
 * (the lesson's scripted one), saved after every move, presented by the one client.
 */
export function localPlayRoutes(
  app: AppContext,
): Pick<Routes, 'setup' | 'newGame' | 'play' | 'tutorial'> {
  let setup: GameSetup | null = null;
  const routes = {
    setup() {
      // The new game's screen loads when it is first opened, with the code of the game it starts.
      openLazily(
        app,
        () => Promise.all([import('../setup/setup-screen'), gameCode()]).then(([code]) => code),
        ({ defaultSetup, setupScreen }) => {
          const t = app.translator();
          const last = setup ?? defaultSetup(t);
          const seats = last.seats.map((seat) => ({
            ...seat,
            name: shownNames(t, [seat.name])[0]!,
          }));
          const screen = setupScreen(
            t,
            { ...last, seats },
            (chosen) => app.to.newGame(chosen),
            () => app.to.start(),
            () => app.to.online(),
            app.store,
          );
          app.navigation.go(pageScreen('setup', screen, () => app.to.start()));
        },
      );
    },

    newGame(chosen: GameSetup) {
      setup = chosen;
      const players = chosen.seats.map((seat) => seat.name);
      const state = newGame({ players, rules: chosen.rules, seed: app.seed() });
      clearSave(app.store);
      routes.play({ seats: chosen.seats.map((seat) => seat.kind), state });
    },

    play(saved: SavedGame, lesson?: Lesson) {
      // The computers think in the solver's worker: started now, ready by the deal's end.
      if (lesson === undefined) app.solver.warmUp();
      saveGame(lesson?.store ?? app.store, saved);
      openLazily(app, gameCode, ({ playLocalGame }) => playLocalGame(app, saved, lesson, routes));
    },

    tutorial() {
      void (async () => {
        // The guided round is loaded on demand, with the game's code and the coach's words in
        // the game's language (only that one).
        const t = app.translator();
        const [{ startLesson }, words] = await Promise.all([
          import('../tutorial/lesson'),
          import('../tutorial/coach-texts').then((m) => m.loadCoachWords(t.language)),
          gameCode(),
        ]);
        const lesson = startLesson(words, t.t('youName'), {
          onLeave: () => app.to.start(),
          onResize: () => app.relayout(),
        });
        routes.play(lesson.game, lesson);
      })();
    },
  };
  return routes;
}
