import {
  type GameRecord,
  type GameState,
  newGame,
  publicRecord,
  replayRecord,
  toRecord,
} from '../engine';
import { detectLanguage, languageLoaded, loadLanguage, Translator } from '../i18n';
import { SoundBoard } from '../audio/sound-board';
import { loadDisplayFont, scriptSample } from '../view/fonts';
import { TableView } from '../view/table-view';
import { CLOCK_MARK } from '../view/frame-mark';
import { tableTheme } from '../view/palette';
import { createSolverClient, type SolverClient } from '../worker/client';
import {
  gameOutcome,
  loadReviews,
  loadStatistics,
  recordGame,
  resetReviews,
  resetStatistics,
} from '../stats';
import { confirmDialog } from './screens/confirm-dialog';
import { GameScreen } from './screens/game-screen';
import { Hud } from './page/hud';
import { InputMapper } from './input/input-mapper';
import { Navigation, pageScreen, type Screen } from './screens/navigation';
import { ReviewMoment } from './review/review-moment';
import { ReviewSession } from './review/review-session';
import type { ReviewedDecision } from '../review';
import { shownNames } from './present/names';
import { Overlay } from './screens/overlay';
import { HintPresenter } from './present/hint-presenter';
import { recordSeatKinds, withSeats } from './records/record-seats';
import { ReplayController } from './replay/replay-controller';
import { replayStates } from './replay/replay-states';
import { clearSave, loadGame, SAVE_KEY, saveGame, type SavedGame } from './records/saves';
import {
  exportDialog,
  type ImportFeedback,
  importDialog,
  tooLargeMessage,
} from './screens/record-dialogs';
import { importGame, type ImportProblem } from './records/import-record';
import { readRecordText } from './records/record-text';
import { rulesScreen } from './screens/rules-screen';
import { settingsScreen } from './screens/settings-screen';
import { defaultSetup, type GameSetup, setupScreen } from './screens/setup-screen';
import { startScreen } from './screens/start-screen';
import { statsScreen } from './screens/stats-screen';
import { type SeatKind } from './turn/seats';
import {
  defaultSettings,
  loadSettings,
  saveSettings,
  type Settings,
  TEXT_SCALES,
} from './page/settings';
import { SolverComputers } from './solver-computers';
import { browserStore, type KeyValueStore, writeQuietly } from '../storage';
import { tableLabels } from './present/table-labels';
import { installPageHooks, publishPageState } from './page/test-hook';
import { TimerClock } from './page/timer-clock';
import type { Lesson } from './tutorial/lesson';
import { rememberTutorialOffered, tutorialOffer, tutorialOffered } from './tutorial/tutorial-offer';
import { LocalGame } from './turn/local-game';
import { joinScreen } from './online/join-screen';
import {
  DEFAULT_ONLINE_CHOICE,
  type OnlineChoice,
  onlineSetupScreen,
} from './online/online-setup-screen';
import type { Entry, OnlineHost, OnlinePlay } from './online/online-play';
import { currentRoom, lastOnlineName, rememberRoom, StoredTokens } from './online/online-store';
import { normalizeRoomCode } from '../online/room-code';
import { DURATION_FACTORS, urlOptions, type UrlOptions } from './page/url-options';

/** The page's fixed elements (see index.html). */
export interface AppElements {
  readonly table: HTMLElement;
  readonly hud: HTMLElement;
  readonly overlay: HTMLElement;
  readonly replay: HTMLElement;
}

/** A fresh 32-bit seed. */
function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/** The seats people play, of `kinds` (who plays each seat). */
function people(kinds: readonly SeatKind[]): number[] {
  return kinds.flatMap((kind, seat) => (kind === 'person' ? [seat] : []));
}

/** The seats of a record to offer for review: its people first (by its `seats` key), then the rest. */
function reviewSeats(document: unknown, record: GameRecord): number[] {
  const kinds = recordSeatKinds(document) ?? [];
  const chosen = people(kinds);
  return [...chosen, ...record.players.map((_, seat) => seat).filter((s) => !chosen.includes(s))];
}

/** The record a document holds, every action written out, or null when it does not replay. */
function recordOf(document: unknown): GameRecord | null {
  const replayed = replayRecord(document);
  return replayed.ok ? toRecord(replayed.state) : null;
}

/** The first state of a new game of `setup`, dealt by `seed`. */
function newGameState(setup: GameSetup, seed: number): GameState {
  return newGame({ players: setup.seats.map((seat) => seat.name), rules: setup.rules, seed });
}

/**
 * A game being played at this screen: its screen, and its turn loop with the lesson steering it
 * (a local game) or its room (an online game).
 */
interface Playing {
  readonly screen: GameScreen;
  readonly game: LocalGame | null;
  readonly lesson: Lesson | null;
  readonly online: OnlinePlay | null;
}

/**
 * The whole game in the browser: the settings, the table, the sound, the screens behind one
 * navigation, and the games and replays played on the table.
 */
export class App {
  private settings: Settings;
  /** The settings last chosen (applied once their language's texts are loaded). */
  private wanted: Settings | null = null;
  private translator: Translator;
  private readonly overlay: Overlay;
  private readonly navigation: Navigation;
  private readonly input: InputMapper;
  private readonly clock = new TimerClock();
  private readonly sound: SoundBoard;
  private readonly solver: SolverClient;
  private readonly hints: HintPresenter;
  private playing: Playing | null = null;
  /** The online room this screen sits in, if any (its lobby or its game). */
  private online: OnlinePlay | null = null;
  private onlineChoice: OnlineChoice = DEFAULT_ONLINE_CHOICE;
  private replay: ReplayController | null = null;
  /** A reviewed decision shown on the table, if any. */
  private moment: ReviewMoment | null = null;
  private setup: GameSetup;
  private notice: string | null = null;
  private fallbackTold = false;
  /** Height the hint's bottom sheet keeps free under the table. */
  private hintDock = 0;

  private constructor(
    private readonly elements: AppElements,
    private readonly store: KeyValueStore,
    private readonly options: UrlOptions,
    private readonly view: TableView,
    private readonly hud: Hud,
    settings: Settings,
  ) {
    this.settings = settings;
    this.translator = new Translator(settings.language);
    this.overlay = new Overlay(elements.overlay);
    this.navigation = new Navigation(this.overlay, () => this.shown());
    this.input = new InputMapper({
      table: () => (this.navigation.covering ? null : this.tableHandler()),
      dialogOpen: () => this.navigation.covering,
      back: () => this.navigation.back(),
      inputKind: () => this.relabel(),
    });
    document.documentElement.dataset.input = this.input.inputKind;
    this.sound = new SoundBoard(`${import.meta.env.BASE_URL}sounds/`);
    this.solver = createSolverClient({ seed: options.seed ?? randomSeed() });
    this.hints = new HintPresenter(elements.hud, {
      solver: this.solver,
      translator: () => this.translator,
      top: () => this.hud.height(),
      avoid: () => this.playing?.screen.presenter.guarded() ?? [],
      keepClear: () => this.playing?.screen.presenter.others() ?? [],
      dock: (height) => {
        if (height === this.hintDock) return;
        this.hintDock = height;
        this.relayout();
      },
      suggest: (hint) => this.playing?.screen.presenter.suggest(hint),
      answered: () => this.tellFallback(),
    });
    this.setup = defaultSetup(this.translator);
  }

  /** Starts the game in `elements`: the table, then the start screen or the saved game. */
  static async start(elements: AppElements): Promise<App> {
    const store = browserStore();
    const options = urlOptions(location.search);
    const settings = loadSettings(
      store,
      defaultSettings({
        language: detectLanguage(navigator.languages ?? [navigator.language]),
        reducedMotion: matchMedia('(prefers-reduced-motion: reduce)').matches,
        highContrast: matchMedia('(prefers-contrast: more)').matches,
      }),
    );
    let app: App | null = null;
    const hud = new Hud(elements.hud, {
      onHint: () => app?.tableHandler()?.intent({ kind: 'hint' }),
      onSkip: () => app?.skip(),
      onExport: () => app?.showExport(),
      onMenu: () => app?.showStart(),
      onScores: () => app?.playing?.screen.presenter.bringBackSummary(),
    });
    // The first screen waits for its language's texts (English comes with the page) and the
    // display font: no text shifts when it arrives.
    await Promise.all([
      loadLanguage(settings.language),
      loadDisplayFont(scriptSample(settings.language)),
    ]);
    const translator = new Translator(settings.language);
    const view = await TableView.create(elements.table, {
      labels: tableLabels(translator, [], null),
      onTarget: (target) => app?.input.target(target),
      onCue: (cue, pitch) => app?.sound.play(cue, pitch),
    });
    app = new App(elements, store, options, view, hud, settings);
    app.wire();
    return app;
  }

  private wire(): void {
    void this.applySettings(this.settings);
    installPageHooks({
      record: () => this.currentRecord(),
      targetRect: (target) => this.view.targetRect(target),
      frameTimes: () => this.view.frames.samples(),
      frames: () => this.view.frames.measured(),
      markClock: () => {
        console.timeStamp(CLOCK_MARK);
        return performance.now();
      },
      effectsPlayed: () => ({ ...this.view.effects.played }),
      callouts: () => [...this.view.effects.said],
      sounds: () => ({ ...this.sound.played }),
      table: () => this.view.inspect(),
      busy: () => this.view.motion.busy || this.clock.busy,
    });
    // The first gesture allows sound, and starts the solver's worker for the game to come.
    const unlock = () => {
      this.sound.unlock();
      this.solver.warmUp();
    };
    window.addEventListener('pointerdown', unlock, { once: true, capture: true });
    window.addEventListener('keydown', unlock, { once: true, capture: true });
    this.input.attach(window);
    this.listenToButtons();
    window.addEventListener('pointermove', (event) => {
      if (document.body.classList.contains('table-away'))
        this.view.titlePointer(event.clientX, event.clientY);
    });
    const resize = () => {
      this.relayout();
      this.navigation.resize();
      this.placeTitle();
    };
    const observer = new ResizeObserver(resize);
    observer.observe(this.elements.hud);
    observer.observe(this.elements.replay);
    window.addEventListener('resize', resize);
    resize();
    const saved = loadGame(this.store);
    if (saved.status === 'damaged') {
      console.warn(`saved game unreadable: ${saved.problem}`);
      this.notice = this.translator.t(saved.putAside ? 'damagedSave' : 'damagedSaveKept');
    }
    if (this.options.demoSeats !== null) {
      const kinds: SeatKind[] = Array.from({ length: this.options.demoSeats }, () => 'medium');
      this.startGame({
        seats: kinds.map((kind, i) => ({
          kind,
          name: this.translator.t('defaultComputerName', { n: i + 1 }),
        })),
        rules: this.setup.rules,
      });
    } else if (this.options.room !== null) {
      this.arriveByLink(this.options.room);
    } else if (currentRoom(this.store) !== null) {
      // A reload in an online room: back to the seat with the token this browser kept.
      this.showStart();
      this.rejoin(currentRoom(this.store)!);
    } else if (saved.status === 'ok' && saved.game.state.phase !== 'game-over') {
      this.playSaved(saved.game);
    } else {
      this.showStart();
    }
  }

  /** The record of the game on the table (the test hook reads it). */
  private currentRecord() {
    const playing = this.playing;
    if (playing === null) return null;
    if (playing.online !== null) return playing.online.record;
    return playing.game === null ? null : toRecord(playing.game.current);
  }

  /** Whatever plays the table now and takes the player's intents. */
  private tableHandler() {
    return this.replay ?? this.playing?.screen ?? null;
  }

  /** Whether the player uses keys (texts name them) rather than touch. */
  private get keys(): boolean {
    return this.input.inputKind === 'keys';
  }

  /**
   * Applies `settings`: at once, or, for a language whose texts are not loaded yet, once they
   * are (unless other settings were chosen meanwhile); resolves when they are applied.
   */
  private async applySettings(settings: Settings): Promise<void> {
    this.wanted = settings;
    if (!languageLoaded(settings.language)) {
      await loadLanguage(settings.language);
      if (this.wanted !== settings) return;
    }
    const languageChanged = settings.language !== this.translator.language;
    this.settings = settings;
    saveSettings(this.store, settings);
    if (languageChanged) {
      this.translator = new Translator(settings.language);
      void loadDisplayFont(scriptSample(settings.language));
    }
    document.documentElement.lang = settings.language;
    document.title = this.translator.t('title');
    this.sound.configure(settings);
    const motion = {
      durationFactor: DURATION_FACTORS[this.options.speed ?? settings.speed],
      reducedMotion: this.options.reducedMotion || settings.reducedMotion,
    };
    this.view.configureMotion(motion);
    this.clock.setSpeed(motion.durationFactor);
    // The screens' CSS animations follow the same speed and reduced motion (screen-motion.css).
    document.documentElement.dataset.motion = motion.reducedMotion ? 'reduced' : 'full';
    document.documentElement.style.setProperty('--motion-speed', String(motion.durationFactor));
    this.applyLook(settings);
    if (languageChanged) this.relabel();
    else this.hud.setTexts(this.translator, this.keys);
  }

  /** Re-reads the language and the input kind everywhere on the table. */
  private relabel(): void {
    document.documentElement.dataset.input = this.input.inputKind;
    this.hud.setTexts(this.translator, this.keys);
    this.playing?.screen.presenter.relabel();
    this.replay?.relabel();
    this.moment?.relabel();
    this.online?.relabel();
  }

  /** The card palette, the contrast and the text size, on the table and on the page. */
  private applyLook(settings: Settings): void {
    const classes = document.body.classList;
    classes.toggle('high-contrast', settings.highContrast);
    classes.toggle('colour-blind', settings.cardPalette === 'colour-blind');
    this.view.setTheme(tableTheme(settings.cardPalette, settings.highContrast));
    const root = document.documentElement.style;
    const fontSize = TEXT_SCALES[settings.textSize];
    if (root.fontSize === fontSize) return;
    root.fontSize = fontSize;
    this.view.setTextScale(parseFloat(fontSize) / 100);
    this.relayout(); // The status bar's height follows the text size.
  }

  /** Publishes what tests and the benchmark wait on. */
  private publish(): void {
    const presenter = this.playing?.screen.presenter;
    const shown = presenter?.shown;
    publishPageState({
      screen: this.navigation.current?.name ?? '',
      awaiting: presenter?.waitingFor ?? 'none',
      phase: shown?.phase ?? '',
      seat: String(presenter?.actingPerson ?? ''),
      round: shown === null || shown === undefined ? '' : String(shown.roundIndex),
      version: String(presenter?.version ?? ''),
    });
  }

  /** The navigation shows a screen: the table and the status bar come and go with the base one. */
  private shown(): void {
    const table = this.navigation.underneath?.table ?? false;
    document.body.classList.toggle('table-away', !table);
    this.hud.setVisible(table);
    this.relayout();
    this.placeTitle();
    this.publish();
  }

  /**
   * Behind the menus the table shows the title's fan of cards: in the place the start screen
   * leaves for it, behind the middle of any other menu; over a game, none.
   */
  private placeTitle(): void {
    if (this.navigation.underneath?.table ?? false) return this.view.showTitle(null);
    const art = this.elements.overlay.querySelector('.title-art')?.getBoundingClientRect();
    const { innerWidth: width, innerHeight: height } = window;
    this.view.showTitle(
      art !== undefined && art.width > 0 && art.height > 0
        ? { x: art.x, y: art.y, width: art.width, height: art.height }
        : { x: width * 0.1, y: height * 0.12, width: width * 0.8, height: height * 0.6 },
    );
  }

  /**
   * Every button answers with a sound: a tap when pressed (by pointer, key or touch), a light
   * tick when the mouse comes onto a menu's button.
   */
  private listenToButtons(): void {
    const pressable = 'button, summary, label.choice-option';
    document.addEventListener('click', (event) => {
      const target = (event.target as Element | null)?.closest(pressable);
      // The table's own controls (its cards and piles, for the keyboard) have the table's sounds.
      if (!target || target.closest('.table-controls') || (target as HTMLButtonElement).disabled)
        return;
      this.sound.play('tap');
    });
    document.addEventListener('pointerover', (event) => {
      if (event.pointerType !== 'mouse') return;
      const button = (event.target as Element | null)?.closest<HTMLButtonElement>(
        '.overlay button',
      );
      const from = (event.relatedTarget as Element | null)?.closest('.overlay button');
      if (button && button !== from && !button.disabled) this.sound.play('hover');
    });
  }

  private skip(): void {
    this.view.skip();
    this.clock.skip();
  }

  private showStart(): void {
    const saved = loadGame(this.store);
    const resumable = saved.status === 'ok' && saved.game.state.phase !== 'game-over';
    const t = this.translator;
    const offer = tutorialOffered(this.store)
      ? null
      : tutorialOffer(t, {
          onAccept: () => void this.startTutorial(),
          onDecline: () => this.showStart(),
        });
    if (offer !== null) rememberTutorialOffered(this.store);
    const screen = startScreen(
      t,
      {
        onContinue: resumable ? () => this.playSaved(saved.game) : null,
        onNewGame: () => this.unlessInProgress(() => this.showSetup()),
        onRules: () => this.showRules(),
        onStatistics: () => this.showStatistics(),
        onSettings: () => this.showSettings(),
        onImport: () => this.showImport(),
        onOnline: () => this.showOnline(),
        onBackToRoom: this.roomToGoBackTo(),
      },
      this.notice,
      offer,
    );
    this.notice = null;
    this.navigation.go(pageScreen('start', screen));
  }

  /**
   * Goes on to `replace` the saved game in progress only once the player agrees; at once when
   * there is none (or it is over). `yes` names the answer that replaces it.
   */
  private unlessInProgress(
    replace: () => void,
    yes = this.translator.t('newGameConfirmYes'),
    inProgress = this.gameInProgress(),
    onKeep: () => void = () => {},
  ) {
    if (!inProgress) return replace();
    const t = this.translator;
    const keep = () => {
      onKeep();
      this.navigation.close();
    };
    this.navigation.open(
      pageScreen(
        'confirm-new-game',
        confirmDialog({
          title: t.t('newGame'),
          question: t.t('newGameConfirm'),
          yes,
          no: t.t('cancel'),
          onYes: replace,
          onNo: keep,
        }),
        keep,
      ),
    );
  }

  /** Whether a saved game is still being played (not over), so replacing it asks first. */
  private gameInProgress(): boolean {
    const saved = loadGame(this.store);
    return saved.status === 'ok' && saved.game.state.phase !== 'game-over';
  }

  private showSetup(): void {
    const t = this.translator;
    const seats = this.setup.seats.map((seat) => ({
      ...seat,
      name: shownNames(t, [seat.name])[0]!,
    }));
    const screen = setupScreen(
      t,
      { ...this.setup, seats },
      (setup) => this.startGame(setup),
      () => this.showStart(),
      () => this.showOnline(),
    );
    this.navigation.go(pageScreen('setup', screen, () => this.showStart()));
  }

  private showRules(): void {
    const screen = rulesScreen(
      this.translator,
      () => this.showStart(),
      () => void this.startTutorial(),
    );
    this.navigation.go(pageScreen('rules', screen, () => this.showStart()));
  }

  private showSettings(): void {
    const screen = settingsScreen(
      this.translator,
      this.settings,
      (settings) => {
        const languageChanged = settings.language !== this.settings.language;
        void this.applySettings(settings).then(() => {
          // The screen again in the new language, if the player is still on it.
          if (languageChanged && this.navigation.current?.name === 'settings') this.showSettings();
        });
      },
      () => this.showStart(),
    );
    this.navigation.go(pageScreen('settings', screen, () => this.showStart()));
  }

  private showStatistics(): void {
    const reviews = loadReviews(this.store);
    const screen = statsScreen(this.translator, loadStatistics(this.store), reviews, {
      onReset: () => {
        resetStatistics(this.store);
        resetReviews(this.store);
        return loadStatistics(this.store);
      },
      onBack: () => this.showStart(),
    });
    this.navigation.go(pageScreen('statistics', screen, () => this.showStart()));
  }

  private showImport(): void {
    const screen = importDialog(this.translator, {
      onResume: (text, seats) => this.resumeImported(text, seats),
      onReplay: (text) => this.watchReplay(text),
      onReview: (text, seats) => this.reviewImported(text, seats),
      onBack: () => this.showStart(),
    });
    this.navigation.go(pageScreen('import', screen, () => this.showStart()));
  }

  /**
   * The export dialog over the game: during a round the public record (nothing nobody has seen:
   * no face-down card, no draw pile), once the round is over the whole record; both with the seats.
   */
  private showExport(): void {
    if (this.playing === null) return;
    const { game, online } = this.playing;
    if (online !== null) return this.showOnlineExport(online);
    if (game === null) return;
    const state = game.current;
    const complete = state.phase !== 'setup' && state.phase !== 'turns';
    const record = withSeats(complete ? toRecord(state) : publicRecord(state), game.seats);
    const close = () => this.navigation.close();
    this.navigation.open(
      pageScreen('export', exportDialog(this.translator, record, complete, close), close),
    );
  }

  private startGame(setup: GameSetup): void {
    this.setup = setup;
    const state = newGameState(setup, this.options.seed ?? randomSeed());
    clearSave(this.store);
    this.playSaved({ seats: setup.seats.map((seat) => seat.kind), state });
  }

  /** A new game with the seats, names and rules of the game just finished. */
  private playAgain(): void {
    if (this.playing === null) return;
    const { game } = this.playing;
    if (game === null) return;
    const state = game.current;
    this.startGame({
      seats: game.seats.map((kind, seat) => ({ kind, name: state.players[seat]! })),
      rules: state.rules,
    });
  }

  /** Plays the guided round (loaded on demand) with a scripted opponent and a coach. */
  private async startTutorial(): Promise<void> {
    const { startLesson } = await import('./tutorial/lesson');
    const t = this.translator;
    const lesson = startLesson(t.language, t.t('youName'), {
      onLeave: () => this.showStart(),
      onResize: () => this.relayout(),
    });
    this.playSaved(lesson.game, lesson);
  }

  /** Counts a finished game in the statistics (never the guided round). */
  private countGame(state: GameState, seats: readonly SeatKind[]): void {
    const outcome = gameOutcome(state, seats);
    if (outcome !== null) recordGame(this.store, outcome);
  }

  /** Plays on from an imported record; what to tell the player when it cannot. */
  private resumeImported(text: string, chosen: readonly SeatKind[]): ImportFeedback | null {
    // importGame saves the game at once (to find out whether it fits): the save it replaces is
    // kept aside and put back if the player keeps the game in progress.
    const before = this.store.getItem(SAVE_KEY);
    const inProgress = this.gameInProgress();
    const imported = importGame(text, chosen, this.options.seed ?? randomSeed(), this.store);
    if (!imported.ok) return this.importFeedback(imported.problem);
    this.unlessInProgress(
      () => this.playSaved(imported.game),
      this.translator.t('resumeGame'),
      inProgress,
      () => {
        if (before !== null) writeQuietly(this.store, SAVE_KEY, before);
      },
    );
    return null;
  }

  /** What the import dialog says about `problem`. */
  private importFeedback(problem: ImportProblem): ImportFeedback {
    const t = this.translator;
    if (problem.kind === 'record') return problem.message;
    if (problem.kind === 'not-saved') return { notice: t.t('importNotSaved') };
    return { notice: tooLargeMessage(t, problem.chars) };
  }

  private watchReplay(text: string): ImportFeedback | null {
    const read = readRecordText(text);
    if (!read.ok)
      return read.tooLarge
        ? this.importFeedback({ kind: 'too-large', chars: read.chars })
        : read.message;
    const replayed = replayStates(read.document);
    if (!replayed.ok) return replayed.message;
    const replay = new ReplayController(
      {
        view: this.view,
        hud: this.hud,
        controls: this.elements.replay,
        translator: () => this.translator,
        names: (players) => shownNames(this.translator, players),
        wait: (ms) => this.clock.wait(ms),
        skip: () => this.skip(),
        onLeave: () => this.showStart(),
        onReview: () => {
          const record = recordOf(read.document);
          if (record === null) return;
          this.showReview(record, reviewSeats(read.document, record), null, () =>
            this.watchReplay(text),
          );
        },
        onStep: () => this.publish(),
      },
      replayed.states,
      replayed.events,
    );
    this.navigation.go({
      name: 'replay',
      table: true,
      element: () => null,
      hide: () => {
        replay.stop();
        if (this.replay === replay) this.replay = null;
        this.relayout();
      },
    });
    this.replay = replay;
    replay.start();
    this.relayout();
    return null;
  }

  /** Plays `saved`; a `lesson` steers it, keeps it out of the saves and the statistics. */
  private playSaved(saved: SavedGame, lesson: Lesson | null = null): void {
    // The computers think in the solver's worker: started now, ready by the deal's end.
    if (lesson === null) this.solver.warmUp();
    const store = lesson?.store ?? this.store;
    saveGame(store, saved);
    let unsavedTold = false;
    const game = new LocalGame(saved, {
      clock: this.clock,
      computers: lesson?.computers ?? new SolverComputers(this.solver, () => this.tellFallback()),
      onState: (state, previous) => {
        // A full store keeps the save before; the player hears once that moves now go unsaved.
        if (!saveGame(store, { seats: saved.seats, state }) && !unsavedTold) {
          unsavedTold = true;
          this.hud.toast(this.translator.t('saveFailed'));
        }
        if (lesson === null && state.phase === 'game-over' && previous.phase !== 'game-over')
          this.countGame(state, saved.seats);
      },
    });
    const screen: GameScreen = new GameScreen({
      view: this.view,
      hud: this.hud,
      hints: this.hints,
      source: game,
      targetScore: saved.state.rules.targetScore,
      ...(lesson ? { guide: lesson.guide } : {}),
      actions: {
        onPlayAgain: () => this.playAgain(),
        onMenu: () => this.showStart(),
        onExport: () => this.showExport(),
        onReplay: () => this.watchReplay(JSON.stringify(toRecord(game.current))),
        ...(lesson === null
          ? {
              onReviewGame: () => this.reviewLocal(game, null),
              onReviewRound: (round: number) => this.reviewLocal(game, round),
            }
          : {}),
      },
      translator: () => this.translator,
      keys: () => this.keys,
      names: (players) => shownNames(this.translator, players),
      changed: () => this.publish(),
      refresh: () => {
        if (this.navigation.current === screen) this.navigation.refresh();
      },
      skip: () => this.skip(),
      finale: (shown) => this.finale(shown.winners, saved.seats),
      onHide: () => {
        lesson?.end();
        if (this.playing?.screen === screen) this.playing = null;
      },
    });
    this.navigation.go(screen);
    this.playing = { screen, game, lesson, online: null };
    this.hud.setGameButtons(lesson === null, lesson === null);
    screen.start();
    this.relayout();
  }

  // -------------------------------------------------------------------------------------------
  // The game review (issue 20): a page over the table, each moment opened on the table

  /** Reviews the local game `game` (round `round`, or all of it); back to the game afterwards. */
  private reviewLocal(game: LocalGame, round: number | null): void {
    const record = toRecord(game.current);
    this.showReview(record, people(game.seats), round, () => {
      const saved = loadGame(this.store);
      if (saved.status === 'ok') this.playSaved(saved.game);
      else this.showStart();
    });
  }

  /** Reviews an imported record's decisions; what to tell the player when it cannot. */
  private reviewImported(text: string, kinds: readonly SeatKind[]): ImportFeedback | null {
    const read = readRecordText(text);
    if (!read.ok)
      return read.tooLarge
        ? this.importFeedback({ kind: 'too-large', chars: read.chars })
        : read.message;
    const replayed = replayRecord(read.document);
    if (!replayed.ok) return replayed.error.message;
    const record = toRecord(replayed.state);
    const chosen = people(kinds);
    const others = record.players.map((_, seat) => seat).filter((seat) => !chosen.includes(seat));
    this.showReview(record, [...chosen, ...others], null, () => this.showImport());
    return null;
  }

  /**
   * The review page of `record` for one of `seats` (the first at once when it is the only one,
   * else the player chooses): round `round` or the whole game; `back` leaves it.
   */
  private showReview(
    record: GameRecord,
    seats: readonly number[],
    round: number | null,
    back: () => void,
  ): void {
    let list: Screen | null = null;
    const session = new ReviewSession(
      {
        solver: this.solver,
        store: this.store,
        translator: () => this.translator,
        names: (players) => shownNames(this.translator, players),
        onShow: (decision, state, seat) => this.showMoment(list!, decision, state, seat),
        onBack: back,
      },
      record,
      seats.length > 0 ? seats : record.players.map((_, seat) => seat),
      round,
    );
    list = pageScreen('review', session.page.element, () => {
      session.cancel();
      back();
    });
    this.navigation.go(list);
    if (seats.length === 1) void session.start(seats[0]!);
    else session.page.focus();
  }

  /** One reviewed decision on the table, made by `seat` in `state`; back to `list` after. */
  private showMoment(
    list: Screen,
    decision: ReviewedDecision,
    state: GameState,
    seat: number,
  ): void {
    const moment = new ReviewMoment(
      {
        view: this.view,
        hud: this.hud,
        controls: this.elements.replay,
        translator: () => this.translator,
        names: (players) => shownNames(this.translator, players),
        onBack: () => this.navigation.go(list),
      },
      state,
      decision,
      seat,
    );
    this.navigation.go({
      name: 'review-moment',
      table: true,
      element: () => null,
      back: () => this.navigation.go(list),
      hide: () => {
        moment.stop();
        if (this.moment === moment) this.moment = null;
        this.relayout();
      },
    });
    this.moment = moment;
    moment.start();
    this.relayout();
  }

  // -------------------------------------------------------------------------------------------
  // Online play (the room code and colyseus.js load on demand)

  /** "Back to room …" on the start screen while this browser sits in a room it is not showing. */
  private roomToGoBackTo(): { code: string; go: () => void } | null {
    const code = currentRoom(this.store);
    if (code === null || this.online !== null) return null;
    return { code: `${code.slice(0, 4)}-${code.slice(4)}`, go: () => this.rejoin(code) };
  }

  /** "Play online": the host's choices, or the way to a friend's room. */
  private showOnline(problem: string | null = null): void {
    const t = this.translator;
    const choice = {
      ...this.onlineChoice,
      name: this.onlineChoice.name || lastOnlineName(this.store),
    };
    const screen = onlineSetupScreen(
      t,
      choice,
      {
        onOpen: (chosen, settings) => {
          this.onlineChoice = chosen;
          void this.enterOnline({ open: settings, name: chosen.name }, (why) =>
            this.showOnline(why),
          );
        },
        onJoin: () => this.showJoin(''),
        onBack: () => this.showStart(),
      },
      problem,
    );
    this.navigation.go(pageScreen('online', screen, () => this.showStart()));
  }

  /** "Join a room": the code (from a link) and a name. */
  private showJoin(code: string, problem: string | null = null): void {
    const screen = joinScreen(
      this.translator,
      { code, name: lastOnlineName(this.store) },
      {
        onJoin: (room, name) =>
          void this.enterOnline({ join: room, name }, (why) => this.showJoin(room, why)),
        onBack: () => this.showStart(),
      },
      problem,
    );
    this.navigation.go(pageScreen('join', screen, () => this.showStart()));
  }

  /** A friend's link: straight back to a seat this browser holds there, else the join form. */
  private arriveByLink(typed: string): void {
    history.replaceState(null, '', location.pathname);
    const code = normalizeRoomCode(typed);
    if (code !== null && new StoredTokens(this.store).get(code) !== null) {
      this.showStart();
      return this.rejoin(code);
    }
    this.showJoin(code ?? typed, code === null ? this.translator.t('badRoomCode') : null);
  }

  /** Comes back to room `code` with the seat token this browser kept. */
  private rejoin(code: string): void {
    const name = new StoredTokens(this.store).get(code)?.name ?? lastOnlineName(this.store);
    void this.enterOnline({ join: code, name: name || '?' }, (why) => {
      rememberRoom(this.store, null);
      this.notice = why;
      this.showStart();
    });
  }

  /** Enters a room (loading the online code first); `failed` hears why it could not. */
  private async enterOnline(entry: Entry, failed: (problem: string) => void): Promise<void> {
    const connecting = this.translator.t('onlineConnecting');
    this.hud.toast(connecting);
    await this.leaveOnline(false);
    try {
      const { OnlinePlay } = await import('./online/online-play');
      this.online = await OnlinePlay.enter(this.onlineHost(), entry);
    } catch (error) {
      failed((error as Error).message);
    } finally {
      this.hud.dismissToast(connecting);
    }
  }

  /** What an online room needs from the app. */
  private onlineHost(): OnlineHost {
    return {
      store: this.store,
      translator: () => this.translator,
      names: (players) => shownNames(this.translator, players),
      showLobby: (element, back) => this.navigation.go(pageScreen('lobby', element, back)),
      playGame: (play) => this.playOnline(play),
      toast: (text) => this.hud.toast(text),
      left: (notice) => {
        void this.leaveOnline(true);
        this.notice = notice;
        this.showStart();
      },
    };
  }

  /** Leaves the online room, if any; `forget`: the start screen no longer offers to go back. */
  private async leaveOnline(forget: boolean): Promise<void> {
    const play = this.online;
    this.online = null;
    this.hud.setOnline(null);
    await play?.leave(forget);
  }

  /** Plays an online room's game on the table, presented like a local one. */
  private playOnline(play: OnlinePlay): void {
    const leave = () => void this.leaveOnline(true).then(() => this.showStart());
    const screen: GameScreen = new GameScreen({
      view: this.view,
      hud: this.hud,
      hints: this.hints,
      source: play.game,
      targetScore: play.targetScore,
      hintsAllowed: () => play.hints,
      finale: (shown) => this.finale(shown.winners, play.game.seats),
      actions: {
        onPlayAgain: () => void this.leaveOnline(true).then(() => this.showOnline()),
        onMenu: leave,
        onExport: () => this.showExport(),
        onReplay: () => {
          const record = play.record;
          if (record !== null) this.watchReplay(JSON.stringify(record));
        },
        // After the game only: leaving the table leaves the room.
        onReviewGame: () => {
          const record = play.record;
          const seats = people(play.game.seats);
          if (record !== null) this.showReview(record, seats, null, () => this.showStart());
        },
      },
      translator: () => this.translator,
      keys: () => this.keys,
      names: (players) => shownNames(this.translator, players),
      changed: () => this.publish(),
      refresh: () => {
        if (this.navigation.current === screen) this.navigation.refresh();
      },
      skip: () => this.skip(),
      onHide: () => {
        if (this.playing?.screen === screen) this.playing = null;
        // Leaving the table leaves the room; mid-game "Back to room" returns to the seat.
        if (this.online === play) void this.leaveOnline(play.over);
      },
    });
    this.navigation.go(screen);
    this.playing = { screen, game: null, lesson: null, online: play };
    this.hud.setGameButtons(play.hints, true);
    this.hud.setOnline(play.strip.element);
    screen.start();
    this.relayout();
  }

  /** The export dialog of an online game: the public record as this seat knows it. */
  private showOnlineExport(play: OnlinePlay): void {
    const record = play.record;
    if (record === null) return;
    const close = () => this.navigation.close();
    const dialog = exportDialog(this.translator, withSeats(record, play.game.seats), false, close);
    this.navigation.open(pageScreen('export', dialog, close));
  }

  /** Confetti and a fanfare when a person wins; a sting when only computers do. */
  private finale(winners: readonly number[], seats: readonly SeatKind[]): void {
    const personWon = winners.some((seat) => seats[seat] === 'person');
    if (personWon) this.view.celebrate();
    this.sound.play(personWon ? 'win' : 'lose');
  }

  /** Tells the player once when the solver left its worker for the simpler main-thread kernel. */
  private tellFallback(): void {
    if (this.fallbackTold || this.solver.mode !== 'main-thread') return;
    this.fallbackTold = true;
    this.hud.toast(this.translator.t('solverFallback'));
  }

  /** Fits the table between the status bar and whatever is docked at the bottom. */
  private relayout(): void {
    const docked = this.playing?.lesson?.panel ?? this.elements.replay;
    const panel = docked.hidden ? 0 : window.innerHeight - docked.getBoundingClientRect().top;
    const bottom = Math.max(panel, this.hintDock);
    const top = this.hud.height();
    // Toasts come in under the status bar (style.css).
    document.documentElement.style.setProperty('--hud-height', `${top}px`);
    this.view.resize(window.innerWidth, window.innerHeight, top, bottom);
  }
}
