import { loadScreenTexts } from '../../i18n';
import type { AppContext, Routes } from '../context';
import { unlessInProgress } from '../records/replace-game';
import { loadGame } from '../records/saves';
import {
  rememberTutorialOffered,
  tutorialOffer,
  tutorialOffered,
} from '../tutorial/tutorial-offer';
import { openLazily } from '../screens/open-lazily';
import { pageScreen } from '../screens/navigation';
import { startScreen } from './start-screen';

declare module '../context' {
  /** This feature's routes. */
  interface Routes {
    /** The start screen (with a notice, if one is pending). */
    start(): void;
    settings(): void;
    statistics(): void;
  }
}

/** The menu pages: start, settings, statistics. Escape on each goes back to the start. */
export function menuRoutes(app: AppContext): Pick<Routes, 'start' | 'settings' | 'statistics'> {
  const backToStart = () => app.to.start();
  /** The settings are drawn again because a language was chosen there. */
  let languageChosen = false;
  return {
    start() {
      const saved = loadGame(app.store);
      const resumable = saved.status === 'ok' && saved.game.state.phase !== 'game-over';
      const t = app.translator();
      const offer = tutorialOffered(app.store)
        ? null
        : tutorialOffer(t, { onAccept: () => app.to.tutorial(), onDecline: backToStart });
      if (offer !== null) rememberTutorialOffered(app.store);
      const screen = startScreen(
        t,
        {
          onContinue: saved.status === 'ok' && resumable ? () => app.to.play(saved.game) : null,
          onNewGame: () => unlessInProgress(app, () => app.to.setup()),
          onRules: () => app.to.rules(),
          onStatistics: () => app.to.statistics(),
          onSettings: () => app.to.settings(),
          onImport: () => app.to.importRecord(),
          onOnline: () => app.to.online(),
          onBackToRoom: app.to.backToRoom(),
        },
        app.notice,
        offer,
      );
      app.notice = null;
      app.navigation.go(pageScreen('start', screen));
    },

    settings() {
      // The settings load when they are first opened.
      openLazily(
        app,
        () => import('./settings-screen'),
        ({ settingsScreen }) => {
          const screen = settingsScreen(
            app.translator(),
            app.settings(),
            (settings) => {
              const languageChanged = settings.language !== app.settings().language;
              void app.applySettings(settings).then(() => {
                // The screen again in the new language, if the player is still on it, the
                // language just chosen in focus (not the screen's first control).
                if (!languageChanged || app.navigation.current?.name !== 'settings') return;
                languageChosen = true;
                app.to.settings();
              });
            },
            backToStart,
          );
          app.navigation.go(pageScreen('settings', screen, backToStart));
          if (languageChosen)
            screen.querySelector<HTMLElement>('input[name="language"]:checked')?.focus();
          languageChosen = false;
        },
      );
    },

    statistics() {
      openLazily(
        app,
        () =>
          // The figures' store too comes with the screen, not with the title.
          Promise.all([
            import('../stats/stats-screen'),
            import('../../stats'),
            loadScreenTexts(app.translator().language),
          ]).then(([code, stats]) => ({ ...code, ...stats })),
        ({ statsScreen, loadReviews, loadStatistics, resetReviews, resetStatistics }) => {
          const reviews = loadReviews(app.store);
          const screen = statsScreen(app.translator(), loadStatistics(app.store), reviews, {
            onReset: () => {
              resetStatistics(app.store);
              resetReviews(app.store);
              return loadStatistics(app.store);
            },
            onBack: backToStart,
          });
          app.navigation.go(pageScreen('statistics', screen, backToStart));
        },
      );
    },
  };
}
