import { type GameState, newGame, publicRecord, toRecord } from '../engine';
import { detectLanguage, Translator } from '../i18n';
import { SoundBoard } from '../audio/sound-board';
import { TableView } from '../view/table-view';
import { CLOCK_MARK } from '../view/frame-mark';
import { tableTheme } from '../view/palette';
import { createSolverClient, type SolverClient, SolverComputers } from '../worker';
import { gameOutcome, loadStatistics, recordGame, resetStatistics } from '../stats';
import { confirmDialog } from './screens/confirm-dialog';
import { GameScreen } from './screens/game-screen';
import { Hud } from './page/hud';
import { InputMapper } from './input/input-mapper';
import { Navigation, pageScreen } from './screens/navigation';
import { shownNames } from './present/names';
import { Overlay } from './screens/overlay';
import { HintPresenter } from './present/hint-presenter';
import { withSeats } from './records/record-seats';
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
import { type SeatKind } from '../master/seats';
import {
  defaultSettings,
  loadSettings,
  saveSettings,
  type Settings,
  TEXT_SCALES,
} from './page/settings';
import { browserStore, type KeyValueStore, writeQuietly } from '../storage';
import { tableLabels } from './present/table-labels';
import { installPageHooks, publishPageState } from './page/test-hook';
import { TimerClock } from './page/timer-clock';
import type { Lesson } from './tutorial/lesson';
import { rememberTutorialOffered, tutorialOffer, tutorialOffered } from './tutorial/tutorial-offer';
import { GameMaster, localLink } from '../master';
import { GameClient } from './client/game-client';
import { pageScheduler } from './page/scheduler';
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
  readonly game: GameMaster | null;
  readonly lesson: Lesson | null;
  readonly online: OnlinePlay | null;
}

/**
 * The whole game in the browser: the settings, the table, the sound, the screens behind one
 * navigation, and the games and replays played on the table.
 */
export class App {
  private settings: Settings;
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
    const translator = new Translator(settings.language);
    const view = await TableView.create(elements.table, {
      labels: tableLabels(translator, [], null),
      onTarget: (target) => app?.input.target(target),
      onCue: (cue) => app?.sound.play(cue),
    });
    app = new App(elements, store, options, view, hud, settings);
    app.wire();
    return app;
  }

  private wire(): void {
    this.applySettings(this.settings);
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
      table: () => this.view.inspect(),
      busy: () => this.view.motion.busy || this.clock.busy,
    });
    const unlock = () => this.sound.unlock();
    window.addEventListener('pointerdown', unlock, { once: true, capture: true });
    window.addEventListener('keydown', unlock, { once: true, capture: true });
    this.input.attach(window);
    const resize = () => {
      this.relayout();
      this.navigation.resize();
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
    return playing.game === null ? null : toRecord(playing.game.state);
  }

  /** Whatever plays the table now and takes the player's intents. */
  private tableHandler() {
    return this.replay ?? this.playing?.screen ?? null;
  }

  /** Whether the player uses keys (texts name them) rather than touch. */
  private get keys(): boolean {
    return this.input.inputKind === 'keys';
  }

  private applySettings(settings: Settings): void {
    const languageChanged = settings.language !== this.translator.language;
    this.settings = settings;
    saveSettings(this.store, settings);
    if (languageChanged) this.translator = new Translator(settings.language);
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
    this.publish();
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
        this.applySettings(settings);
        if (languageChanged) this.showSettings();
      },
      () => this.showStart(),
    );
    this.navigation.go(pageScreen('settings', screen, () => this.showStart()));
  }

  private showStatistics(): void {
    const screen = statsScreen(this.translator, loadStatistics(this.store), {
      onReset: () => {
        resetStatistics(this.store);
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
    const { state } = game;
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
    const { state } = game;
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
    const store = lesson?.store ?? this.store;
    saveGame(store, saved);
    let unsavedTold = false;
    const game = new GameMaster(saved.state, saved.seats, {
      table: 'one-device',
      scheduler: pageScheduler,
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
      source: new GameClient(localLink(game), { seats: () => saved.seats, clock: this.clock }),
      targetScore: saved.state.rules.targetScore,
      ...(lesson ? { guide: lesson.guide } : {}),
      actions: {
        onPlayAgain: () => this.playAgain(),
        onMenu: () => this.showStart(),
        onExport: () => this.showExport(),
        onReplay: () => this.watchReplay(JSON.stringify(toRecord(game.state))),
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
