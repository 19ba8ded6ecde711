import {
  type GameRecord,
  type GameState,
  newGame,
  replayRecord,
  withRandomReshuffles,
} from '../engine';
import { detectLanguage, Translator } from '../i18n';
import { SoundBoard } from '../audio/sound-board';
import { TableView } from '../view/table-view';
import { GameController, type Awaiting } from './game-controller';
import { Hud } from './hud';
import { type KeyCommand, keyCommand } from './keyboard';
import { Overlay } from './overlay';
import { ReplayController } from './replay-controller';
import { replayStates } from './replay-states';
import { clearSave, loadGame, type SavedGame } from './saves';
import { exportDialog, importDialog } from './screens/record-dialogs';
import { rulesScreen } from './screens/rules-screen';
import { settingsScreen } from './screens/settings-screen';
import { defaultSetup, type GameSetup, setupScreen } from './screens/setup-screen';
import { startScreen } from './screens/start-screen';
import { type SeatKind } from './seats';
import {
  defaultSettings,
  loadSettings,
  saveSettings,
  type Settings,
  TEXT_SCALES,
} from './settings';
import { tableTheme } from '../view/palette';
import { createSolverClient, type SolverClient } from '../worker/client';
import { browserStore, type KeyValueStore } from './storage';
import { installPageHooks, publishPageState } from './test-hook';
import { DURATION_FACTORS, urlOptions, type UrlOptions } from './url-options';
import { tableLabels } from './table-labels';
import { gameOutcome, loadStatistics, recordGame, resetStatistics } from '../stats';
import { statsScreen } from './screens/stats-screen';
import type { Lesson } from './tutorial/lesson';
import { rememberTutorialOffered, tutorialOffer, tutorialOffered } from './tutorial/tutorial-offer';

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

/** The whole game in the browser: screens, the table, sound, saves, settings and languages. */
export class App {
  private settings: Settings;
  private translator: Translator;
  private readonly hud: Hud;
  private readonly overlay: Overlay;
  private readonly sound: SoundBoard;
  private readonly solver: SolverClient;
  private game: GameController | null = null;
  private replay: ReplayController | null = null;
  private setup: GameSetup;
  private screen = 'start';
  private notice: string | null = null;
  private fallbackTold = false;
  private lesson: Lesson | null = null;

  private constructor(
    private readonly elements: AppElements,
    private readonly store: KeyValueStore,
    private readonly options: UrlOptions,
    private readonly view: TableView,
    settings: Settings,
    hud: Hud,
  ) {
    this.settings = settings;
    this.translator = new Translator(settings.language);
    this.hud = hud;
    this.overlay = new Overlay(elements.overlay);
    this.sound = new SoundBoard(`${import.meta.env.BASE_URL}sounds/`);
    this.solver = createSolverClient({ seed: options.seed ?? randomSeed() });
    this.setup = defaultSetup(this.translator);
  }

  /** Starts the game in `elements`: the table, then the start screen or the saved game's offer. */
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
      onHint: () => void app?.game?.requestHint(),
      onSkip: () => app?.view.skip(),
      onExport: () => app?.showExport(),
      onMenu: () => app?.showStart(),
    });
    const translator = new Translator(settings.language);
    const view = await TableView.create(elements.table, {
      labels: tableLabels(translator, [], null),
      onTarget: (target) => app?.game?.choose(target),
      onCue: (cue) => app?.sound.play(cue),
    });
    app = new App(elements, store, options, view, settings, hud);
    app.wire();
    return app;
  }

  private wire(): void {
    this.applySettings(this.settings);
    installPageHooks({
      record: () => this.game?.record ?? null,
      targetRect: (target) => this.view.targetRect(target),
      frameTimes: () => this.view.frames.samples(),
      effectsPlayed: () => ({ ...this.view.effects.played }),
    });
    const unlock = () => this.sound.unlock();
    window.addEventListener('pointerdown', unlock, { once: true, capture: true });
    window.addEventListener('keydown', unlock, { once: true, capture: true });
    window.addEventListener('keydown', (event) => this.onKey(event));
    const resize = () => this.relayout();
    const observer = new ResizeObserver(resize);
    observer.observe(this.elements.hud);
    observer.observe(this.elements.replay);
    window.addEventListener('resize', resize);
    resize();
    const saved = loadGame(this.store);
    if (saved.status === 'damaged') {
      console.warn(`saved game put aside: ${saved.problem}`);
      this.notice = this.translator.t('damagedSave');
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
    } else if (saved.status === 'ok' && saved.game.state.phase !== 'game-over') {
      this.playSaved(saved.game);
    } else {
      this.showStart();
    }
  }

  private applySettings(settings: Settings): void {
    const languageChanged = settings.language !== this.translator.language;
    this.settings = settings;
    saveSettings(this.store, settings);
    if (languageChanged) this.translator = new Translator(settings.language);
    document.documentElement.lang = settings.language;
    document.title = this.translator.t('title');
    this.hud.setTexts(this.translator);
    this.sound.configure(settings);
    const motion = {
      durationFactor: DURATION_FACTORS[this.options.speed ?? settings.speed],
      reducedMotion: this.options.reducedMotion || settings.reducedMotion,
    };
    this.view.configureMotion(motion);
    // The screens' CSS animations follow the same speed and reduced motion (screen-motion.css).
    document.documentElement.dataset.motion = motion.reducedMotion ? 'reduced' : 'full';
    document.documentElement.style.setProperty('--motion-speed', String(motion.durationFactor));
    this.applyLook(settings);
    if (languageChanged) {
      this.game?.relabel();
      this.replay?.relabel();
    }
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

  private onKey(event: KeyboardEvent): void {
    const target = event.target as HTMLElement | null;
    const typing = target?.closest('input, select, textarea, button') !== null;
    if (this.overlay.open) {
      if (event.key === 'Escape' && this.screen !== 'start') this.closeDialog();
      return;
    }
    if (typing && (event.key === 'Enter' || event.key === ' ')) return;
    const command = keyCommand(event);
    if (command === null) return;
    if (this.replay !== null) {
      event.preventDefault();
      this.replayKey(command);
      return;
    }
    if (this.game === null) return;
    event.preventDefault();
    this.game.key(command);
  }

  /** Keys in a replay: arrows step, Enter plays or pauses, Space skips the animation. */
  private replayKey(command: KeyCommand): void {
    const replay = this.replay!;
    if (command.kind === 'skip') this.view.skip();
    else if (command.kind === 'confirm') void replay.togglePlay();
    else if (command.kind === 'move' && command.columns > 0) void replay.forward();
    else if (command.kind === 'move' && command.columns < 0) replay.back();
  }

  private publish(awaiting: Awaiting = 'none'): void {
    const state = this.game?.current;
    publishPageState({
      screen: this.screen,
      awaiting,
      phase: state?.phase ?? '',
      seat: String(this.game?.actingPerson ?? ''),
      round: state === undefined ? '' : String(state.round.index),
      version: String(this.game?.version ?? ''),
    });
  }

  private showScreen(name: string, element: HTMLElement): void {
    this.screen = name;
    this.overlay.show(element);
    this.publish(this.game?.waitingFor);
  }

  private showStart(): void {
    this.stopPlay();
    this.hud.setVisible(false);
    this.relayout();
    const saved = loadGame(this.store);
    const t = this.translator;
    const offer = tutorialOffered(this.store)
      ? null
      : tutorialOffer(t, {
          onAccept: () => void this.startTutorial(),
          onDecline: () => this.showStart(),
        });
    if (offer !== null) rememberTutorialOffered(this.store);
    this.showScreen(
      'start',
      startScreen(
        t,
        {
          onContinue: saved.status === 'ok' ? () => this.playSaved(saved.game) : null,
          onNewGame: () => this.showSetup(),
          onRules: () =>
            this.showScreen(
              'rules',
              rulesScreen(
                t,
                () => this.showStart(),
                () => void this.startTutorial(),
              ),
            ),
          onStatistics: () => this.showStatistics(),
          onSettings: () => this.showSettings(),
          onImport: () => this.showImport(),
        },
        this.notice,
        offer,
      ),
    );
    this.notice = null;
  }

  private showSetup(): void {
    this.stopPlay();
    this.hud.setVisible(false);
    this.showScreen(
      'setup',
      setupScreen(
        this.translator,
        this.setup,
        (setup) => this.startGame(setup),
        () => this.showStart(),
      ),
    );
  }

  private showSettings(): void {
    this.showScreen(
      'settings',
      settingsScreen(
        this.translator,
        this.settings,
        (settings) => {
          const languageChanged = settings.language !== this.settings.language;
          this.applySettings(settings);
          if (languageChanged) this.showSettings();
        },
        () => this.showStart(),
      ),
    );
  }

  private showImport(): void {
    this.showScreen(
      'import',
      importDialog(this.translator, {
        onResume: (text, seats) => this.resumeImported(text, seats),
        onReplay: (text) => this.watchReplay(text),
        onBack: () => this.showStart(),
      }),
    );
  }

  private showExport(): void {
    if (this.game === null) return;
    this.showScreen(
      'export',
      exportDialog(this.translator, this.game.record, () => this.closeDialog()),
    );
  }

  private closeDialog(): void {
    if (this.game !== null) {
      this.screen = 'game';
      this.game.restoreOverlay();
      this.publish(this.game.waitingFor);
    } else {
      this.showStart();
    }
  }

  private startGame(setup: GameSetup): void {
    this.setup = setup;
    const state = newGame({
      players: setup.seats.map((seat) => seat.name),
      rules: setup.rules,
      seed: this.options.seed ?? randomSeed(),
    });
    clearSave(this.store);
    this.playSaved({ seats: setup.seats.map((seat) => seat.kind), state });
  }

  private showStatistics(): void {
    this.showScreen(
      'statistics',
      statsScreen(this.translator, loadStatistics(this.store), {
        onReset: () => {
          resetStatistics(this.store);
          return loadStatistics(this.store);
        },
        onBack: () => this.showStart(),
      }),
    );
  }

  /** Plays the guided round (loaded on demand) with a scripted opponent and a coach. */
  private async startTutorial(): Promise<void> {
    const { startLesson } = await import('./tutorial/lesson');
    const t = this.translator;
    const lesson = startLesson(t.language, t.t('defaultPersonName', { n: 1 }), {
      onLeave: () => this.showStart(),
      onResize: () => this.relayout(),
    });
    this.playSaved(lesson.game, lesson);
  }

  /** Counts a finished game in the statistics (never the guided round). */
  private countGame(state: GameState, seats: readonly SeatKind[]): void {
    const outcome = gameOutcome(state, seats);
    if (this.lesson === null && outcome !== null) recordGame(this.store, outcome);
  }

  private resumeImported(text: string, chosen: readonly SeatKind[]): string | null {
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch (error) {
      return `not JSON: ${(error as Error).message}`;
    }
    const replayed = replayRecord(document);
    if (!replayed.ok) return replayed.error.message;
    const state = withRandomReshuffles(replayed.state, this.options.seed ?? randomSeed());
    const seats = state.players.map(
      (_, seat): SeatKind => chosen[seat] ?? (seat === 0 ? 'person' : 'medium'),
    );
    this.playSaved({ seats, state });
    return null;
  }

  private watchReplay(text: string): string | null {
    const replayed = replayStates(text);
    if (!replayed.ok) return replayed.message;
    this.stopPlay();
    this.overlay.hide();
    this.hud.setVisible(true);
    this.relayout();
    this.screen = 'replay';
    this.replay = new ReplayController(
      {
        view: this.view,
        hud: this.hud,
        controls: this.elements.replay,
        translator: () => this.translator,
        onLeave: () => this.showStart(),
        onStep: () => this.publish(),
      },
      replayed.states,
      replayed.events,
    );
    this.replay.start();
    return null;
  }

  /** Plays `game`; a `lesson` steers it, keeps it out of the saves and the statistics. */
  private playSaved(game: SavedGame, lesson: Lesson | null = null): void {
    this.stopPlay();
    this.lesson = lesson;
    this.overlay.hide();
    this.hud.setVisible(true);
    this.relayout();
    this.screen = 'game';
    this.game = new GameController(
      {
        view: this.view,
        hud: this.hud,
        overlay: this.overlay,
        solver: this.solver,
        store: lesson?.store ?? this.store,
        translator: () => this.translator,
        onNewGame: () => this.showSetup(),
        onExport: () => this.showExport(),
        onReplay: (record: GameRecord) => this.watchReplay(JSON.stringify(record)),
        onAwaiting: (awaiting) => this.publish(awaiting),
        onSolverAnswered: () => this.tellFallback(),
        onGameOver: (state, seats) => this.countGame(state, seats),
        onFinale: (state, seats) => this.finale(state, seats),
        guide: lesson?.guide,
      },
      game,
    );
    this.game.start();
  }

  /** Confetti and a fanfare when a person wins; a sting when only computers do. */
  private finale(state: GameState, seats: readonly SeatKind[]): void {
    const personWon = state.winners.some((seat) => seats[seat] === 'person');
    if (personWon) this.view.celebrate();
    this.sound.play(personWon ? 'win' : 'lose');
  }

  /** Tells the player once when the solver left its worker for the simpler main-thread kernel. */
  private tellFallback(): void {
    if (this.fallbackTold || this.solver.mode !== 'main-thread') return;
    this.fallbackTold = true;
    this.hud.toast(this.translator.t('solverFallback'));
  }

  private stopPlay(): void {
    this.lesson?.end();
    this.lesson = null;
    this.game?.stop();
    this.game = null;
    this.replay?.stop();
    this.replay = null;
  }

  private relayout(): void {
    const docked = this.lesson?.panel ?? this.elements.replay;
    const bottom = docked.hidden ? 0 : window.innerHeight - docked.getBoundingClientRect().top;
    this.view.resize(window.innerWidth, window.innerHeight, this.hud.height(), bottom);
  }
}
