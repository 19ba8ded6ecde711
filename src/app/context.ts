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
import type { Navigation } from './screens/navigation';

/** The page's fixed elements (see index.html). */
export interface AppElements {
  readonly table: HTMLElement;
  readonly hud: HTMLElement;
  readonly overlay: HTMLElement;
  readonly replay: HTMLElement;
}

/**
 * The routes between screens, the one way any screen leaves for another: each builds its screen
 * and hands it to the navigation, which hides the one before. Each feature declares its own
 * routes here (`declare module '../context'`) beside the function that implements them, so this
 * floor names no feature; `app.ts` assembles them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the features' declarations
export interface Routes {}

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

/** What was asking the solver when it left its worker: the hint, or the computer players. */
export type SolverAsker = 'hint' | 'computers';

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
  /**
   * Tells the player once when the solver left its worker for the main thread, naming what was
   * asking it then (the hint, or the computer players).
   */
  tellFallback(asker: SolverAsker): void;
  /** A fresh 32-bit seed (or the page's `?seed=`). */
  seed(): number;
}
