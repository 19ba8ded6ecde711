import type { GameRecord } from '../engine';
import {
  CLOCK_MARK,
  type MeasuredFrame,
  type Rect,
  type TableInspection,
  type TableTarget,
} from '../view';
import type { AppContext } from './context';
import type { Awaiting } from './present/game-guide';

/** What the page publishes about itself for tests and the benchmark. */
export interface PageState {
  /** The screen in front: `start`, `setup`, `rules`, `settings`, `statistics`, `import`, `export`, `confirm-new-game`, `game` or `replay`. */
  readonly screen: string;
  readonly awaiting: Awaiting;
  readonly phase: string;
  /** The person choosing now, or `''`. */
  readonly seat: string;
  readonly round: string;
  /** Counts the game's state changes. */
  readonly version: string;
}

/** The page's hooks: record and target rectangles of the current game. */
export interface PageHooks {
  record(): GameRecord | null;
  targetRect(target: TableTarget): Rect | null;
  frameTimes(): number[];
  /** The measured animated frames with their start times (`performance.now()`). */
  frames(): MeasuredFrame[];
  /**
   * Leaves `CLOCK_MARK` in a performance trace being recorded (`console.timeStamp`) and returns
   * `performance.now()` at that moment.
   */
  markClock(): number;
  /** How many table effects of each kind have started so far. */
  effectsPlayed(): Readonly<Record<string, number>>;
  /** The texts of the table's latest callouts, the latest last. */
  callouts(): readonly string[];
  /** How many times each sound effect has been played. */
  sounds(): Readonly<Record<string, number>>;
  /** What the table shows: its animations so far, the hint, thinking, plates, the hand. */
  table(): TableInspection;
  /** Whether the table animates or the game pauses (what Skip finishes). */
  busy(): boolean;
  /** Whose move the table plays now and whether it plays: `table()`'s two, cheaply. */
  playing(): { readonly seat: number | null; readonly playing: boolean };
}

declare global {
  interface Window {
    /** Read-only hooks for tests and the benchmark (see `PageHooks`). */
    skyjo?: PageHooks;
  }
}

/**
 * Publishes `state` as `data-` attributes of the body, which tests wait on. Only changed ones are
 * written: each write is a mutation, and may make the browser recalculate the page's style.
 */
function publishPageState(state: PageState): void {
  const data = document.body.dataset;
  for (const key of PAGE_STATE_KEYS) if (data[key] !== state[key]) data[key] = state[key];
}

/** The attributes `publishPageState` writes. */
const PAGE_STATE_KEYS = ['screen', 'awaiting', 'phase', 'seat', 'round', 'version'] as const;

/** Installs the page hooks of `app` on `window.skyjo`. */
export function installPageHooks(app: AppContext): void {
  const { view } = app;
  window.skyjo = {
    record: () => app.playing?.record() ?? null,
    targetRect: (target) => view.targetRect(target),
    frameTimes: () => view.frames.samples(),
    frames: () => view.frames.measured(),
    markClock: () => {
      console.timeStamp(CLOCK_MARK);
      return performance.now();
    },
    effectsPlayed: () => ({ ...view.effects.played }),
    callouts: () => [...view.effects.said],
    sounds: () => ({ ...app.sound.played }),
    table: () => view.inspect(),
    busy: () => view.busy,
    playing: () => view.playingNow,
  };
}

/** Publishes where `app` stands: the screen in front, and the game the table plays. */
export function publishApp(app: AppContext): void {
  const presenter = app.playing?.presenter;
  const shown = presenter?.shown;
  publishPageState({
    screen: app.navigation.current?.name ?? '',
    awaiting: presenter?.waitingFor ?? 'none',
    phase: shown?.phase ?? '',
    seat: String(presenter?.actingPerson ?? ''),
    round: shown === null || shown === undefined ? '' : String(shown.roundIndex),
    version: String(presenter?.version ?? ''),
  });
}
