import type { GameRecord } from '../../engine';
import type { SeatKind } from '../../master';
import type { GameSource } from '../client/game-source';
import type { AppContext } from '../context';
import type { Intent, IntentHandler } from '../input/intent';
import type { GameGuide } from '../present/game-guide';
import { Presenter, type PresenterContext } from '../present/presenter';
import type { Screen } from '../screens/navigation';

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

/**
 * A game on the table, the same screen for every kind of play: a source of steps (the game
 * master in this page, or an online room) and the presenter that plays them; the round summary
 * is its overlay.
 */
class GameScreen implements Screen, IntentHandler {
  readonly name = 'game';
  readonly table = true;
  /** Plays the steps on the table. */
  readonly presenter: Presenter;

  /** The screen of `session` in `app`; it starts when the navigation shows it. */
  constructor(
    private readonly app: AppContext,
    private readonly session: GameSession,
  ) {
    this.presenter = new Presenter({
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
      summaryChanged: () => {
        if (app.navigation.current === this) app.navigation.refresh();
      },
      skip: () => app.skip(),
      finale: (shown) => this.finale(shown.winners),
    });
  }

  /** In front: it becomes the game the page plays (its record, its export) and starts presenting. */
  show(): void {
    const { app, session } = this;
    app.playing = {
      presenter: this.presenter,
      record: () => session.record(),
      export: () => session.export(),
      docked: session.docked ?? null,
    };
    app.hud.setGameButtons(session.buttons.hint, session.buttons.export);
    this.presenter.start();
    app.relayout();
  }

  element(): HTMLElement | null {
    return this.presenter.overlay;
  }

  intent(intent: Intent): void {
    this.presenter.intent(intent);
  }

  hide(): void {
    this.presenter.stop();
    this.session.onHide?.();
    if (this.app.playing?.presenter === this.presenter) this.app.playing = null;
  }

  resize(): void {
    this.app.hints.place();
  }

  update(): void {
    this.presenter.relabel();
    this.session.relabel?.();
  }

  /** Escape on the round summary puts it aside to look at the table. */
  back(): void {
    this.presenter.intent({ kind: 'cancel' });
  }

  /** Confetti and a fanfare when a person wins; a sting when only computers do. */
  private finale(winners: readonly number[]): void {
    const seats = this.session.seats();
    const personWon = winners.some((seat) => seats[seat] === 'person');
    if (personWon) this.app.view.celebrate();
    this.app.sound.play(personWon ? 'win' : 'lose');
  }
}

/**
 * Plays `session` on the table: the one way the game screen is built, for every kind of play.
 * It is the game the page plays (its record, its export) from when it shows until it is left.
 */
export function playOnTable(app: AppContext, session: GameSession): GameScreen {
  const screen = new GameScreen(app, session);
  app.navigation.go(screen);
  return screen;
}
