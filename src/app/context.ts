import type { SoundBoard } from '../audio';
import type { GameRecord } from '../engine';
import type { Translator } from '../i18n';
import type { KeyValueStore } from '../storage';
import type { TableView } from '../view';
import type { SolverClient } from '../worker';
import type { Clock } from './client/clock';
import type { Hud } from './page/hud';
import type { Settings } from './page/settings';
import type { UrlOptions } from './page/url-options';
import type { HintPresenter } from './present/hint-presenter';
import type { Presenter } from './present/presenter';
import type { SavedGame } from './records/saves';
import type { ImportFeedback } from './records/import-feedback';
import type { Navigation } from './screens/navigation';
import type { GameSetup } from './setup/setup-screen';
import type { Lesson } from './tutorial/lesson';

/** The page's fixed elements (see index.html). */
export interface AppElements {
  readonly table: HTMLElement;
  readonly hud: HTMLElement;
  readonly overlay: HTMLElement;
  readonly replay: HTMLElement;
}

/**
 * The routes between screens, the one way any screen leaves for another: each builds its screen
 * and hands it to the navigation, which hides the one before.
 */
export interface Routes {
  /** The start screen (with a notice, if one is pending). */
  start(): void;
  /** The new-game form. */
  setup(): void;
  rules(): void;
  settings(): void;
  statistics(): void;
  /** The import screen (resume, replay or review a record); `link`: a game link to open in it. */
  importRecord(link?: string): void;
  /** A new game on this device. */
  newGame(setup: GameSetup): void;
  /** Plays `saved` on this device; a `lesson` steers it (the guided round). */
  play(saved: SavedGame, lesson?: Lesson): void;
  /** The guided round. */
  tutorial(): void;
  /** Replays a record's text; what the import dialog says when it cannot. */
  replay(text: string): ImportFeedback | null;
  /** "Play online": the host's choices (with why the last attempt failed, if it did). */
  online(problem?: string | null): void;
  /** A friend's link, as typed or followed (`?room=`). */
  arriveByLink(code: string): void;
  /** Back to room `code` with the seat token this browser kept. */
  rejoin(code: string): void;
  /**
   * The review of `record`'s decisions for one of `seats` (the first at once when it is the only
   * one, else the player chooses): round `round`, or the whole game; `back` leaves it.
   */
  review(
    record: GameRecord,
    seats: readonly number[],
    round: number | null,
    back: () => void,
  ): void;
  /**
   * The room this browser sits in but does not show, to go back to ("Back to room …"), and
   * whether its seat is played elsewhere now (then going back takes it back).
   */
  backToRoom(): {
    readonly code: string;
    readonly go: () => void;
    readonly takeBack?: boolean;
  } | null;
}

/** A game on the table: the presenter playing it, its record and its export. */
export interface Playing {
  readonly presenter: Presenter;
  /** The record of the game so far (a game on this device: the whole record; online: the public one). */
  record(): GameRecord | null;
  /** Opens the export dialog over the game. */
  export(): void;
  /** What is docked under the table (the guided round's coach), if anything. */
  readonly docked: HTMLElement | null;
}

/**
 * What every screen may use: the page's parts, the services (table, sound, solver, hints, the
 * clock of the game's pauses, storage), the language and settings, and the routes between screens.
 */
export interface AppContext {
  readonly elements: AppElements;
  readonly store: KeyValueStore;
  readonly options: UrlOptions;
  readonly view: TableView;
  readonly hud: Hud;
  readonly sound: SoundBoard;
  readonly solver: SolverClient;
  readonly hints: HintPresenter;
  readonly clock: Clock;
  readonly navigation: Navigation;
  readonly to: Routes;
  /** The game on the table, if any. */
  playing: Playing | null;
  /** A message the start screen shows once (why a room was left, a damaged save). */
  notice: string | null;
  translator(): Translator;
  settings(): Settings;
  /**
   * Applies and stores `settings` (language, sound, motion, look): at once, or once a new
   * language's texts are loaded; resolves when they are applied.
   */
  applySettings(settings: Settings): Promise<void>;
  /** Whether the player uses keys (texts name them) rather than touch. */
  keys(): boolean;
  /** Localizes default player names for display. */
  names(players: readonly string[]): readonly string[];
  /** Something the page publishes changed (tests and the benchmark wait on it). */
  publish(): void;
  /** Fits the table between the status bar and whatever is docked at the bottom. */
  relayout(): void;
  /** Finishes the running animation and pause at once. */
  skip(): void;
  /** Tells the player once when the solver left its worker for the main thread. */
  tellFallback(): void;
  /** A fresh 32-bit seed (or the page's `?seed=`). */
  seed(): number;
}
