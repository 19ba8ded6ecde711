import './tutorial.css';
import type { Language } from '../../i18n';
import type { GameGuide } from '../present/game-guide';
import type { SavedGame } from '../saves';
import { type KeyValueStore, MemoryStore } from '../storage';
import type { Computers } from '../turn/computers';
import { CoachPanel } from './coach-panel';
import { coachText } from './coach-texts';
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

/** Starts the guided round in `language` for `learner`: deals the lesson's deck, shows the coach. */
export function startLesson(language: Language, learner: string, actions: LessonActions): Lesson {
  const say = (key: 'title' | 'skip' | 'finish') => coachText(language, key);
  const panel = new CoachPanel(
    { title: say('title'), skip: say('skip'), finish: say('finish') },
    { onSkip: actions.onLeave, onFinish: actions.onLeave },
  );
  const state = lessonGame(learner, coachText(language, 'opponentName'));
  const observer = new ResizeObserver(() => {
    document.body.style.setProperty('--coach-height', `${panel.element.offsetHeight}px`);
    actions.onResize();
  });
  document.body.append(panel.element);
  document.body.classList.add('coached');
  observer.observe(panel.element);
  return {
    game: { seats: ['person', 'easy'], state },
    guide: new LessonGuide(language, panel),
    computers: lessonComputers,
    store: new MemoryStore(),
    panel: panel.element,
    end() {
      observer.disconnect();
      panel.element.remove();
      document.body.classList.remove('coached');
      document.body.style.removeProperty('--coach-height');
    },
  };
}
