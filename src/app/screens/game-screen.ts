import type { Translator } from '../../i18n';
import type { TableSnapshot } from '../../view/snapshot';
import type { TableView } from '../../view/table-view';
import type { Hud } from '../page/hud';
import type { Intent, IntentHandler } from '../input/intent';
import type { Screen } from './navigation';
import type { GameGuide } from '../present/game-guide';
import type { HintPresenter } from '../present/hint-presenter';
import { Presenter, type PresenterContext } from '../present/presenter';
import type { GameSource } from '../client/game-step';

/** What a game screen is made of: its source of steps and what presents them. */
export interface GameScreenParts {
  readonly view: TableView;
  readonly hud: Hud;
  readonly hints: HintPresenter;
  readonly source: GameSource;
  readonly targetScore: number;
  readonly guide?: GameGuide;
  /** Whether hints may be asked (an online room may turn them off). */
  readonly hintsAllowed?: () => boolean;
  readonly actions: PresenterContext['actions'];
  translator(): Translator;
  keys(): boolean;
  names(players: readonly string[]): readonly string[];
  /** Something the page publishes changed. */
  changed(): void;
  /** The screen's overlay (the round summary) changed. */
  refresh(): void;
  skip(): void;
  /** The table has shown the end of the game (`shown`): celebrate a person's win. */
  finale?(shown: TableSnapshot): void;
  /** Called when the screen is left. */
  onHide?(): void;
}

/**
 * A game on the table: a source of steps (the local engine and computers, or later a room) and
 * the presenter that plays them; the round summary is its overlay.
 */
export class GameScreen implements Screen, IntentHandler {
  readonly name = 'game';
  readonly table = true;
  /** Plays the steps on the table. */
  readonly presenter: Presenter;

  /** A screen for `parts`; call `start` once it is shown. */
  constructor(private readonly parts: GameScreenParts) {
    this.presenter = new Presenter({
      ...parts,
      summaryChanged: () => parts.refresh(),
    });
  }

  /** Starts presenting the game. */
  start(): void {
    this.presenter.start();
  }

  element(): HTMLElement | null {
    return this.presenter.overlay;
  }

  intent(intent: Intent): void {
    this.presenter.intent(intent);
  }

  hide(): void {
    this.presenter.stop();
    this.parts.onHide?.();
  }

  resize(): void {
    this.parts.hints.place();
  }

  /** Escape on the round summary puts it aside to look at the table. */
  back(): void {
    this.presenter.intent({ kind: 'cancel' });
  }
}
