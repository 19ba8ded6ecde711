import type { GameRecord } from '../../engine';
import { loadScreenTexts } from '../../i18n';
import type { AppContext } from '../context';
import { pageScreen } from '../screens/navigation';
import { openLazily } from '../screens/open-lazily';

/**
 * Opens the export screen over the game for `record` (its code and texts loaded when it first
 * opens); `complete` says whether the record holds the whole game or the public part so far.
 */
export function openExport(app: AppContext, record: GameRecord, complete: boolean): void {
  const close = () => app.navigation.close();
  openLazily(
    app,
    () =>
      Promise.all([import('./export-screen'), loadScreenTexts(app.translator().language)]).then(
        ([code]) => code,
      ),
    ({ exportScreen }) => {
      const base = `${location.origin}${location.pathname}`;
      const screen = exportScreen(
        app.translator(),
        record,
        app.names(record.players),
        complete,
        base,
        close,
      );
      app.navigation.open(pageScreen('export', screen, close));
    },
  );
}
