import { describe, expect, test } from 'vitest';
import { coachLine } from '../../../src/app/tutorial/coach-line';
import type { Coach } from '../../../src/app/tutorial/coach-panel';
import {
  coachText,
  type CoachKey,
  type CoachWords,
  loadCoachWords,
} from '../../../src/app/tutorial/coach-texts';
import { enCoach } from '../../../src/app/tutorial/coach-texts/en';
import { lessonDeck } from '../../../src/app/tutorial/lesson-deck';
import { lessonGame } from '../../../src/app/tutorial/lesson-game';
import { LessonGuide, scriptedMove } from '../../../src/app/tutorial/lesson-guide';
import {
  LEARNER,
  LEARNER_GRID,
  LESSON_MOVES,
  OPPONENT,
} from '../../../src/app/tutorial/lesson-script';
import { dueMove, taughtActions } from '../../../src/app/tutorial/lesson-steps';
import {
  type Action,
  apply,
  CARD_COUNTS,
  countCards,
  type GameState,
  legalActions,
  OFFICIAL_SHAPE,
  playerView,
  seatsToAct,
} from '../../../src/engine';
import { tableSnapshot } from '../../../src/view/snapshot';
import { TableInput } from '../../../src/view/table-input';
import { type Language, LANGUAGES } from '../../../src/i18n';

/** The coach's words in every language, each loaded as the guided round loads it. */
const WORDS = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, await loadCoachWords(language)])),
) as Record<Language, CoachWords>;

/** The official grid (R2.1), which these tests play. */
const GRID_SIZE = OFFICIAL_SHAPE.cardsPerSeat;

function applied(state: GameState, action: Action): GameState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`${JSON.stringify(action)} refused: ${result.message}`);
  return result.state;
}

/** The seat the game controller lets act: computers first in set-up, then the one to move. */
function controllerSeat(state: GameState): number | undefined {
  const seats = seatsToAct(state);
  return seats.find((seat) => seat === OPPONENT) ?? seats[0];
}

/** What the coach would say in `state`, in English. */
function said(state: GameState): string {
  const line = coachLine(tableSnapshot(playerView(state, 0)))!;
  return coachText(WORDS.en, line.key, line.params);
}

/** Every state of the lesson before each scripted move, the learner's drawn moments included. */
interface Moment {
  readonly index: number;
  readonly state: GameState;
}

function playLesson(): { moments: Moment[]; end: GameState } {
  let state = lessonGame('Ada', 'Sam');
  const moments: Moment[] = [];
  for (const [index, move] of LESSON_MOVES.entries()) {
    moments.push({ index, state });
    const { p, t } = move.action;
    if (p === LEARNER && (t === 'draw-swap' || t === 'draw-discard')) {
      state = applied(state, { p, t: 'draw' });
      expect(state.round.drawn?.card, `move ${index} draws`).toBe(move.draws);
      moments.push({ index, state });
    }
    state = applied(state, move.action);
  }
  return { moments, end: state };
}

const lesson = playLesson();

describe('the lesson deck', () => {
  test('holds exactly the 150 cards of R1.1 and deals the scripted grids', () => {
    expect(countCards(lessonDeck())).toEqual(CARD_COUNTS);
    const state = lessonGame('Ada', 'Sam');
    expect(state.round.grids[LEARNER]!.map((slot) => slot?.card)).toEqual(LEARNER_GRID);
    expect(state.round.discardPile).toEqual([lessonDeck()[2 * GRID_SIZE]]);
  });
});

describe('every step is reachable in the engine', () => {
  test.each(LESSON_MOVES.map((move, index) => [index, move.action] as const))(
    'move %i %j is the due move of the seat the controller lets act',
    (index) => {
      const { state } = lesson.moments.find((moment) => moment.index === index)!;
      expect(dueMove(tableSnapshot(playerView(state, 0)))).toBe(LESSON_MOVES[index]);
      expect(controllerSeat(state)).toBe(LESSON_MOVES[index]!.action.p);
    },
  );

  test.each(lesson.moments.filter(({ index }) => LESSON_MOVES[index]!.action.p === LEARNER))(
    'the learner can make move $index by the marked places only',
    ({ index, state: played }) => {
      const state = tableSnapshot(playerView(played, 0));
      const { t, pos } = LESSON_MOVES[index]!.action;
      const drawn = state.drawn !== null;
      const drawing = (t === 'draw-swap' || t === 'draw-discard') && !drawn;
      const made: Action[] = [];
      let refused = 0;
      const input = new TableInput(() => {});
      input.offer({
        seat: LEARNER,
        legal: taughtActions(state, legalActions(played, LEARNER)),
        chooser: {
          onAction: (action) => made.push(action),
          onRefused: () => refused++,
          onMode: () => {},
        },
      });
      const fromDiscard = t === 'take-discard' || (t === 'draw-discard' && drawn);
      if (drawing || fromDiscard) expect(input.marks.piles).toHaveLength(1);
      if (fromDiscard) input.tap({ kind: 'discard' });
      expect(input.marks.positions).toEqual(drawing ? [] : [pos]);
      for (let other = 0; other < GRID_SIZE; other++)
        if (other !== pos) input.tap({ kind: 'card', seat: LEARNER, pos: other });
      input.tap({ kind: 'card', seat: OPPONENT, pos });
      expect(refused).toBe(GRID_SIZE);
      input.tap(drawing ? { kind: 'draw' } : { kind: 'card', seat: LEARNER, pos });
      expect(made).toEqual([drawing ? { p: LEARNER, t: 'draw' } : LESSON_MOVES[index]!.action]);
      const line = coachLine(state)!;
      expect(line.finished).toBe(false);
      expect(line.key).toBe(
        drawn ? LESSON_MOVES[index]!.coach!.drawn : LESSON_MOVES[index]!.coach!.before,
      );
      expect(said(played)).not.toMatch(/[{}]/);
    },
  );

  test('the situations the coach speaks of happen', () => {
    const at = (index: number) => lesson.moments.find((m) => m.index === index)!.state;
    const take = at(6);
    expect(said(take)).toContain('8');
    expect(take.round.discardPile.at(-1)).toBe(8);
    expect(applied(take, LESSON_MOVES[6]!.action).round.grids[LEARNER]!.slice(0, 3)).toEqual([
      null,
      null,
      null,
    ]);
    expect(LEARNER_GRID[LESSON_MOVES[16]!.action.pos]).toBe(12);
    expect(said(at(18))).toContain('12');
    expect(at(22).round.ender).toBeNull();
    expect(at(23).round.ender).toBe(LEARNER);
  });

  test('the learner goes out lowest: the game ends, nothing doubled', () => {
    const { end } = lesson;
    expect(end.phase).toBe('game-over');
    expect(end.results).toHaveLength(1);
    const [result] = end.results;
    expect(result!.ender).toBe(LEARNER);
    expect(result!.doubled).toBe(false);
    expect(result!.scores[LEARNER]).toBeLessThan(result!.scores[OPPONENT]!);
    expect(end.winners).toEqual([LEARNER]);
    expect(coachLine(tableSnapshot(playerView(end, 0)))).toEqual({
      key: 'finished',
      finished: true,
      params: expect.objectContaining({
        mine: result!.scores[LEARNER],
        theirs: result!.scores[OPPONENT],
        doubled: 2 * result!.scores[LEARNER]!,
      }),
    });
  });
});

describe('the guide', () => {
  const spoken: { text: string; finished: boolean }[] = [];
  const refused: string[] = [];
  const coach: Coach = {
    say: (text, finished) => spoken.push({ text, finished }),
    refuse: (text) => refused.push(text),
  };
  const guide = new LessonGuide(WORDS.de, coach);

  test('plays the opponent’s scripted moves and nobody else’s', () => {
    const setUp = lesson.moments[0]!.state;
    expect(scriptedMove(playerView(setUp, OPPONENT))).toEqual(LESSON_MOVES[0]!.action);
    expect(scriptedMove(playerView(setUp, LEARNER))).toBeNull();
    const learnerTurn = lesson.moments.find((m) => m.index === 4)!.state;
    expect(scriptedMove(playerView(learnerTurn, OPPONENT))).toBeNull();
    expect(scriptedMove(playerView(lesson.end, OPPONENT))).toBeNull();
  });

  test('coaches in its language and explains a refusal', () => {
    guide.follow(tableSnapshot(playerView(lesson.moments[2]!.state, 0)));
    guide.follow(tableSnapshot(playerView(lesson.moments[1]!.state, 0)));
    guide.refuse();
    guide.follow(tableSnapshot(playerView(lesson.end, 0)));
    expect(spoken).toEqual([
      { text: coachText(WORDS.de, 'revealFirst', { name: 'Sam' }), finished: false },
      { text: coachText(WORDS.de, 'watch', { name: 'Sam' }), finished: false },
      { text: expect.stringContaining('Runde vorbei'), finished: true },
    ]);
    expect(refused).toEqual([WORDS.de.catalogue.refuse]);
  });
});

describe('the coach texts', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

  test.each(LANGUAGES)('%s has every key with the English placeholders', (language) => {
    const texts = WORDS[language].catalogue;
    expect(Object.keys(texts).sort()).toEqual(Object.keys(enCoach).sort());
    for (const key of Object.keys(enCoach) as CoachKey[]) {
      expect(texts[key].length, key).toBeGreaterThan(0);
      expect(new Set(placeholders(texts[key])), key).toEqual(new Set(placeholders(enCoach[key])));
    }
  });

  test('each language loads its own words', () => {
    for (const language of LANGUAGES) expect(WORDS[language].language).toBe(language);
    expect(WORDS.en.catalogue).toEqual(enCoach);
    expect(WORDS.de.catalogue.refuse).not.toBe(enCoach.refuse);
  });

  test('numbers are written in the language’s own way', () => {
    expect(coachText(WORDS.ru, 'swapLow', { card: -2 })).toContain('\u22122');
    expect(coachText(WORDS.de, 'finished', { mine: 1234 })).toContain('1.234');
  });
});
