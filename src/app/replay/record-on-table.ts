import type { Translator } from '../../i18n';
import type { TableView } from '../../view';
import type { AppContext } from '../context';
import type { Hud } from '../page/hud';

/** What a screen showing a record's moments on the table takes: the table, its bar, the words. */
export interface RecordOnTable {
  readonly view: TableView;
  readonly hud: Hud;
  /** The bar under the table (the replay's controls, a reviewed moment's panel). */
  readonly controls: HTMLElement;
  translator(): Translator;
  names(players: readonly string[]): readonly string[];
}

/** The parts of `app` a replay or a reviewed moment shows a record with. */
export function recordOnTable(app: AppContext): RecordOnTable {
  return {
    view: app.view,
    hud: app.hud,
    controls: app.elements.replay,
    translator: () => app.translator(),
    names: (players) => app.names(players),
  };
}
