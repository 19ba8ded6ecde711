import type { GameRecord } from '../../engine';
import type { Translator } from '../../i18n';
import type { SeatKind } from '../../master';
import type { AppContext } from '../context';
import type { TableSnapshot, TableView } from '../../view';
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
  /** The language changed: what the session shows beside the table, again. */
  relabel?(): void;
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

  relabel(): void {
    this.presenter.relabel();
    this.parts.relabel?.();
  }

  /** Escape on the round summary puts it aside to look at the table. */
  back(): void {
    this.presenter.intent({ kind: 'cancel' });
  }
}

/** What one kind of play (a game on this device, the guided round, an online room) brings. */
export interface GameSession {
  readonly source: GameSource;
  readonly targetScore: number;
  /** The lesson steering the game (the guided round). */
  readonly guide?: GameGuide;
  /** Whether hints may be asked (an online room may turn them off). */
  readonly hintsAllowed?: () => boolean;
  /** Who plays each seat now (the finale celebrates a person's win). */
  seats(): readonly SeatKind[];
  /** The round summary's buttons that leave the game. */
  readonly actions: PresenterContext['actions'];
  /** The status bar's hint and export buttons. */
  readonly buttons: { readonly hint: boolean; readonly export: boolean };
  /** The record of the game so far. */
  record(): GameRecord | null;
  /** Opens the export dialog. */
  export(): void;
  /** What is docked under the table (the guided round's coach), if anything. */
  readonly docked?: HTMLElement | null;
  /** Called when the screen is left. */
  onHide?(): void;
  /** The language changed: what the session shows beside the table, again. */
  relabel?(): void;
}

/** Confetti and a fanfare when a person wins; a sting when only computers do. */
function finale(app: AppContext, winners: readonly number[], seats: readonly SeatKind[]): void {
  const personWon = winners.some((seat) => seats[seat] === 'person');
  if (personWon) app.view.celebrate();
  app.sound.play(personWon ? 'win' : 'lose');
}

/**
 * Plays `session` on the table: the one way the game screen is built, for every kind of play.
 * It becomes the game the page plays (its record, its export) until it is left.
 */
export function playOnTable(app: AppContext, session: GameSession): GameScreen {
  const screen: GameScreen = new GameScreen({
    view: app.view,
    hud: app.hud,
    hints: app.hints,
    source: session.source,
    targetScore: session.targetScore,
    ...(session.guide ? { guide: session.guide } : {}),
    ...(session.hintsAllowed ? { hintsAllowed: session.hintsAllowed } : {}),
    actions: session.actions,
    translator: () => app.translator(),
    keys: () => app.keys(),
    names: (players) => app.names(players),
    changed: () => app.publish(),
    refresh: () => {
      if (app.navigation.current === screen) app.navigation.refresh();
    },
    skip: () => app.skip(),
    finale: (shown) => finale(app, shown.winners, session.seats()),
    onHide: () => {
      session.onHide?.();
      if (app.playing?.screen === screen) app.playing = null;
    },
    ...(session.relabel ? { relabel: session.relabel } : {}),
  });
  app.navigation.go(screen);
  app.playing = {
    screen,
    record: () => session.record(),
    export: () => session.export(),
    docked: session.docked ?? null,
  };
  app.hud.setGameButtons(session.buttons.hint, session.buttons.export);
  screen.start();
  app.relayout();
  return screen;
}
