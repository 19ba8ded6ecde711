import { SoundBoard } from '../audio';
import { loadLanguage, Translator } from '../i18n';
import { browserStore, type KeyValueStore } from '../storage';
import { loadDisplayFont, loadSeatIcons, scriptSample, TableView } from '../view';
import { createSolverClient, type SolverClient } from '../worker';
import type { AppContext, AppElements, Playing, Routes, SolverAsker } from './context';
import { InputMapper } from './input/input-mapper';
import { onlineRoutes } from './online/online-routes';
import { Hud } from './page/hud';
import { playButtonSounds } from './page/button-sounds';
import { PageSettings, storedSettings } from './page/page-settings';
import type { Settings } from './page/settings';
import { installPageHooks, publishApp } from './test-hook';
import type { Clock } from './client/clock';
import { tableClock } from './page/table-clock';
import { followPointer, placeTitle } from './page/title-backdrop';
import { urlOptions, type UrlOptions } from './page/url-options';
import { localPlayRoutes } from './play/local-play';
import { HintPresenter } from './present/hint-presenter';
import { shownNames } from './present/names';
import { tableLabels } from './present/table-labels';
import { recordRoutes } from './records/record-routes';
import { reviewRoutes } from './review/review-routes';
import { rulesRoutes } from './rules/rules-routes';
import { menuRoutes } from './menus/menus';
import { openFirstScreen } from './first-screen';
import { Navigation } from './screens/navigation';
import { Overlay } from './screens/overlay';

export type { AppElements } from './context';

/** A fresh 32-bit seed. */
function randomSeed(): number {
  return crypto.getRandomValues(new Uint32Array(1))[0]!;
}

/**
 * The browser game's composition root: it makes the services (the table, the status bar, the
 * sound, the solver, the hints, the clock of the game's pauses, storage), the one navigation and
 * the routes between screens, wires input, sizes and the test hooks, and opens the first screen.
 * Everything else is a screen's (see `AppContext`).
 */
export class App implements AppContext {
  readonly navigation: Navigation;
  readonly to: Routes;
  readonly clock: Clock;
  readonly sound: SoundBoard;
  readonly solver: SolverClient;
  readonly hints: HintPresenter;
  playing: Playing | null = null;
  notice: string | null = null;
  private readonly input: InputMapper;
  private readonly page: PageSettings;
  private fallbackTold = false;
  /** Height the hint's bottom sheet keeps free under the table. */
  private hintDock = 0;

  private constructor(
    readonly elements: AppElements,
    readonly store: KeyValueStore,
    readonly options: UrlOptions,
    readonly view: TableView,
    readonly hud: Hud,
    settings: Settings,
  ) {
    this.clock = tableClock(view);
    this.page = new PageSettings(store, settings);
    this.navigation = new Navigation(new Overlay(elements.overlay), () => this.shown());
    this.input = new InputMapper({
      table: () => (this.navigation.covering ? null : this.navigation.tableHandler),
      dialogOpen: () => this.navigation.covering,
      back: () => this.navigation.back(),
      inputKind: () => this.relabel(),
    });
    document.documentElement.dataset.input = this.input.inputKind;
    this.sound = new SoundBoard(`${import.meta.env.BASE_URL}sounds/`);
    this.solver = createSolverClient({ seed: this.seed() });
    this.hints = new HintPresenter(elements.hud, {
      solver: this.solver,
      translator: () => this.translator(),
      top: () => this.hud.height(),
      avoid: () => this.playing?.presenter.guarded() ?? [],
      keepClear: () => this.playing?.presenter.others() ?? [],
      dock: (height) => {
        if (height === this.hintDock) return;
        this.hintDock = height;
        this.relayout();
      },
      suggest: (hint) => void view.set({ hint: hint?.candidates[0]?.action ?? null }),
      answered: () => this.tellFallback('hint'),
    });
    // A toast leaves the table's plates, cards, piles and callouts in view (none under a menu).
    hud.setToastRoom(() => (this.navigation.covering ? [] : view.occupied()));
    const routes = {} as Routes;
    this.to = routes;
    Object.assign(routes, menuRoutes(this), localPlayRoutes(this), recordRoutes(this));
    Object.assign(routes, reviewRoutes(this), onlineRoutes(this), rulesRoutes(this));
  }

  /** Starts the game in `elements`: the table, then the start screen or the saved game. */
  static async start(elements: AppElements): Promise<App> {
    const store = browserStore();
    const settings = storedSettings(store);
    let app: App | null = null;
    const hud = new Hud(elements.hud, {
      onHint: () => app?.navigation.tableHandler?.intent({ kind: 'hint' }),
      onSkip: () => app?.skip(),
      onExport: () => app?.playing?.export(),
      onMenu: () => app?.to.start(),
      onScores: () => app?.playing?.presenter.bringBackSummary(),
    });
    // The first screen waits for its language's texts (a chunk of their own, English's too)
    // and the display font: no text shifts when it arrives. The table's stage is set up while
    // they load.
    const texts = Promise.all([
      loadLanguage(settings.language),
      loadDisplayFont(scriptSample(settings.language)),
    ]);
    const view = await TableView.create(
      elements.table,
      texts.then(() => ({
        labels: tableLabels(new Translator(settings.language), [], null),
        onCue: (cue, pitch) => app?.sound.play(cue, pitch),
      })),
    );
    app = new App(elements, store, urlOptions(location.search), view, hud, settings);
    app.wire();
    return app;
  }

  private wire(): void {
    void this.applySettings(this.page.settings);
    installPageHooks(this);
    // The first gesture allows sound, and starts the solver's worker and fetches the seats'
    // pictures for the game to come (a table that opens without one fetches them itself).
    const unlock = () => {
      this.sound.unlock();
      this.solver.warmUp();
      loadSeatIcons().catch((error: unknown) => console.warn('seat pictures not loaded', error));
    };
    window.addEventListener('pointerdown', unlock, { once: true, capture: true });
    window.addEventListener('keydown', unlock, { once: true, capture: true });
    this.input.attach(window);
    playButtonSounds(this.sound);
    followPointer(this.view);
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
    openFirstScreen(this);
  }

  translator(): Translator {
    return this.page.translator;
  }

  settings(): Settings {
    return this.page.settings;
  }

  keys(): boolean {
    return this.input.inputKind === 'keys';
  }

  names(players: readonly string[]): readonly string[] {
    return shownNames(this.translator(), players);
  }

  seed(): number {
    return this.options.seed ?? randomSeed();
  }

  applySettings(settings: Settings): Promise<void> {
    return this.page.apply(settings, this);
  }

  /** Re-reads the language and the input kind: the status bar and the screens. */
  relabel(): void {
    document.documentElement.dataset.input = this.input.inputKind;
    this.hud.setTexts(this.translator(), this.keys());
    this.navigation.update();
  }

  publish(): void {
    publishApp(this);
  }

  /** The navigation shows a screen: the table and the status bar come and go with the base one. */
  private shown(): void {
    const table = this.navigation.underneath?.table ?? false;
    document.body.classList.toggle('table-away', !table);
    // A screen or a dialog over the table takes every choice: nothing on the table answers then.
    // A menu page or a dialog is modal: nothing behind it takes the focus or is read.
    const covering = this.navigation.covering;
    for (const behind of [this.elements.table, this.elements.hud, this.elements.replay])
      behind.inert = covering;
    this.hud.setVisible(table);
    this.relayout();
    this.placeTitle();
    this.publish();
  }

  /** The title's fan of cards behind the menus, none over a game. */
  private placeTitle(): void {
    placeTitle(this.view, this.elements.overlay, this.navigation.underneath?.table ?? false);
  }

  skip(): void {
    this.view.skip();
  }

  tellFallback(asker: SolverAsker): void {
    if (this.fallbackTold || this.solver.mode !== 'main-thread') return;
    this.fallbackTold = true;
    this.hud.toast(this.translator().t(asker === 'hint' ? 'solverFallbackHint' : 'solverFallback'));
  }

  relayout(): void {
    const docked = this.playing?.docked ?? this.elements.replay;
    const rect = docked.hidden ? null : docked.getBoundingClientRect();
    // A short window docks the panel at the right (short-window.css), a taller one at the foot.
    const side = rect !== null && rect.left > window.innerWidth / 2;
    const panel = rect === null || side ? 0 : window.innerHeight - rect.top;
    const right = rect !== null && side ? window.innerWidth - rect.left : 0;
    const top = this.hud.height();
    // Toasts come in under the status bar (style.css).
    document.documentElement.style.setProperty('--hud-height', `${top}px`);
    // The hint's sheet moves only the person's cards and the piles: the others stay in place.
    const dock = Math.max(0, this.hintDock - panel);
    this.view.resize(window.innerWidth, window.innerHeight, { top, bottom: panel, right, dock });
  }
}
