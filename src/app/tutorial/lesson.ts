import './tutorial.css';
import type { GameGuide } from '../present/game-guide';
import type { SavedGame } from '../records/saves';
import { type KeyValueStore, MemoryStore } from '../../storage';
import type { Computers } from '../../master/computers';
import { CoachPanel } from './coach-panel';
import { type CoachKey, coachText, type CoachWords } from './coach-texts';
import { LessonGuide, lessonComputers } from './lesson-guide';
import { lessonGame } from './lesson-game';

/** A guided round under way: its game, its guide and its coach panel. */
export interface Lesson {
  /** The learner (a person) against a scripted computer. */
  readonly game: SavedGame;
  readonly guide: GameGuide;
  /** The scripted opponent. */
  readonly computers: Computers;
  /** Where the lesson's game is saved: memory only, so the player's saved game is never touched. */
  readonly store: KeyValueStore;
  /** The coach panel, docked at the bottom of the window. */
  readonly panel: HTMLElement;
  /** Removes the coach panel. */
  end(): void;
}

/** What the lesson asks of the application. */
export interface LessonActions {
  /** Leave the lesson (skipped or finished). */
  readonly onLeave: () => void;
  /** The coach panel changed its height. */
  readonly onResize: () => void;
}

/** The coach's keys that are not lines of the lesson. */
const NOT_SPOKEN: readonly CoachKey[] = ['title', 'opponentName', 'skip', 'finish', 'refuse'];

/** Everything the coach may say in `words`, with sample values as wide as the real ones. */
function spokenWords(words: CoachWords, opponent: string): string[] {
  const keys = Object.keys(words.catalogue) as CoachKey[];
  const params = { name: opponent, card: -2, mine: 24, theirs: 24, doubled: 48 };
  return keys
    .filter((key) => !NOT_SPOKEN.includes(key))
    .map((key) => coachText(words, key, params));
}

/** Starts the guided round in `words`' language for `learner`: deals the lesson's deck, shows the coach. */
export function startLesson(words: CoachWords, learner: string, actions: LessonActions): Lesson {
  const say = (key: CoachKey) => coachText(words, key);
  const panel = new CoachPanel(
    { title: say('title'), skip: say('skip'), finish: say('finish') },
    { onSkip: actions.onLeave, onFinish: actions.onLeave },
  );
  const opponent = say('opponentName');
  const state = lessonGame(learner, opponent);
  let height = -1;
  const observer = new ResizeObserver(() => {
    if (panel.element.offsetHeight === height) return;
    height = panel.element.offsetHeight;
    document.body.style.setProperty('--coach-height', `${height}px`);
    actions.onResize();
  });
  const reserve = () => panel.reserve(spokenWords(words, opponent), say('refuse'));
  document.body.append(panel.element);
  document.body.classList.add('coached');
  reserve();
  window.addEventListener('resize', reserve);
  observer.observe(panel.element);
  return {
    game: { seats: ['person', 'easy'], state },
    guide: new LessonGuide(words, panel),
    computers: lessonComputers,
    store: new MemoryStore(),
    panel: panel.element,
    end() {
      observer.disconnect();
      window.removeEventListener('resize', reserve);
      panel.element.remove();
      document.body.classList.remove('coached');
      document.body.style.removeProperty('--coach-height');
    },
  };
}
