import type { AppContext } from '../context';

/**
 * Loads a screen's code (`load`, a dynamic `import()`: the first screen does not carry it), then
 * shows it with `show` — unless the player went to another screen meanwhile. A load that fails
 * (offline before the code was ever cached) is told in a toast; the screen shown stays.
 */
export function openWhenLoaded<T>(
  app: AppContext,
  load: () => Promise<T>,
  show: (code: T) => void,
): void {
  const from = app.navigation.current;
  load().then(
    (code) => {
      if (app.navigation.current === from) show(code);
    },
    (error: unknown) => {
      console.warn('a screen could not be loaded', error);
      app.hud.toast(app.translator().t('screenLoadFailed'));
    },
  );
}
