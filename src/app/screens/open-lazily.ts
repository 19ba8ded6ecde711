import type { Translator } from '../../i18n';
import type { Hud } from '../page/hud';
import type { Navigation } from './navigation';

/** What opening a screen lazily needs of the page: where the player is, and a toast to tell. */
export interface LazyOpener {
  readonly navigation: Navigation;
  readonly hud: Hud;
  translator(): Translator;
}

/**
 * Shows a screen whose code loads when it is first opened (not with the first screen): `load`
 * brings its module, `show` builds and shows it, unless the player has gone to another screen
 * meanwhile. A module that cannot load leaves the player where they are, told why.
 */
export function openLazily<T>(
  app: LazyOpener,
  load: () => Promise<T>,
  show: (loaded: T) => void,
): void {
  const from = app.navigation.current;
  load().then(
    (loaded) => {
      if (app.navigation.current === from) show(loaded);
    },
    (error: unknown) => {
      console.error(error);
      app.hud.toast(app.translator().t('screenLoadFailed', { message: String(error) }));
    },
  );
}
