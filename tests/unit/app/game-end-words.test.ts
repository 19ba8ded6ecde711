// Issue 27, defects 8 and 9: the words around a round's and a game's end. A person going out is
// told "You go out!"; the status line offers only what the guided round allows; the coach says
// where the 11 it swapped out went; a one-round game claims no best round; a pass-and-play game
// names its winner instead of "You win!".
import { describe, expect, test } from 'vitest';
import { statusText } from '../../../src/app/present/status';
import { tableLabels } from '../../../src/app/present/table-labels';
import { gameOverTitle } from '../../../src/app/present/round-summary';
import { bestRound } from '../../../src/app/present/standings';
import { coachLine } from '../../../src/app/tutorial/coach-line';
import { coachText } from '../../../src/app/tutorial/coach-texts';
import { enCoach } from '../../../src/app/tutorial/coach-texts/en';
import { lessonGame } from '../../../src/app/tutorial/lesson-game';
import { LEARNER, LESSON_MOVES } from '../../../src/app/tutorial/lesson-script';
import { taughtActions } from '../../../src/app/tutorial/lesson-steps';
import {
  type Action,
  apply,
  type GameState,
  legalActions,
  playerView,
  type RoundResult,
} from '../../../src/engine';
import { LANGUAGES, Translator } from '../../../src/i18n';
import { tableSnapshot } from '../../../src/view/snapshot';
import { choicesFor } from '../../../src/view/table-input';

const t = new Translator('en');

function applied(state: GameState, action: Action): GameState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(result.message);
  return result.state;
}

/** The guided round played up to (not including) scripted move `index`; `drawn`: after its draw. */
function lessonAt(index: number, drawn = false): GameState {
  let state = lessonGame('You', 'Sam');
  for (const move of LESSON_MOVES.slice(0, index)) {
    const { p, t: kind } = move.action;
    if (kind === 'draw-swap' || kind === 'draw-discard') state = applied(state, { p, t: 'draw' });
    state = applied(state, move.action);
  }
  return drawn ? applied(state, { p: LESSON_MOVES[index]!.action.p, t: 'draw' }) : state;
}

/** The guided round played to its end. */
const lessonEnd = (): GameState => {
  const before = lessonAt(LESSON_MOVES.length - 1, true);
  return applied(before, LESSON_MOVES.at(-1)!.action);
};

/** The status line the learner reads at `state`, with what the lesson allows. */
function lessonStatus(state: GameState, language = t): string {
  const shown = tableSnapshot(playerView(state, LEARNER));
  const allowed = choicesFor(taughtActions(shown, legalActions(state, LEARNER)), 'idle');
  return statusText(language, shown, LEARNER, 'idle', { keys: true, you: true }, allowed);
}

describe('the words of a round’s end and a game’s end (issue 27, defects 8 and 9)', () => {
  test('a person going out is told "You go out!", another seat by name', () => {
    for (const language of LANGUAGES) {
      const words = new Translator(language);
      const you = words.t('youName');
      const labels = tableLabels(words, [you, 'Sam'], 0);
      expect(labels.callout({ kind: 'going-out', seat: 0 })).toBe(words.t('callout.youGoOut'));
    }
    // Not "You goes out!", "Du geht raus!": the verb agrees with "you".
    expect(
      tableLabels(new Translator('de'), ['Du', 'Sam'], 0).callout({ kind: 'going-out', seat: 0 }),
    ).toBe('Du gehst raus!');
    const labels = tableLabels(t, ['You', 'Sam'], 0);
    expect(labels.callout({ kind: 'going-out', seat: 0 })).toBe('You go out!');
    expect(labels.callout({ kind: 'going-out', seat: 1 })).toBe('Sam goes out!');
  });

  test('the guided round’s status line offers only the step the coach allows', () => {
    // The first drawn card is to be swapped: discarding it is not offered.
    const swap = lessonAt(4, true);
    expect(LESSON_MOVES[4]!.action.t).toBe('draw-swap');
    expect(lessonStatus(swap)).toBe('Put the −1 into your grid.');
    // The first turn: only drawing is taught; later the 8 is to be taken, not a card drawn.
    expect(lessonStatus(lessonAt(4))).toBe('Your turn: draw a card (D).');
    expect(lessonStatus(lessonAt(6))).toBe('Your turn: take the discard 8 (T).');
    // A drawn 12 is to be discarded: keeping it is not offered.
    expect(lessonStatus(lessonAt(8, true))).toBe('Discard the 12 (X) and turn a card.');
    for (const language of LANGUAGES)
      expect(lessonStatus(swap, new Translator(language))).not.toContain('(X)');
  });

  test('a game played as usual keeps the full status line', () => {
    const state = lessonAt(4, true);
    const shown = tableSnapshot(playerView(state, LEARNER));
    const all = choicesFor(legalActions(state, LEARNER), 'idle');
    expect(statusText(t, shown, LEARNER, 'idle', { keys: true, you: true }, all)).toBe(
      'Put the −1 into your grid, or discard it (X) and turn a card.',
    );
  });

  test('the coach says where the swapped-out 11 went: under the three 8s, not on top', () => {
    const state = lessonAt(8);
    const line = coachLine(tableSnapshot(playerView(state, LEARNER)))!;
    expect(line.key).toBe('columnGone');
    // R4.3: the 11 went down first, the column's three 8s on it, then Sam discarded a 9.
    expect(state.round.discardPile.slice(-5)).toEqual([11, 8, 8, 8, 9]);
    const said = coachText({ language: 'en', catalogue: enCoach }, line.key, line.params);
    expect(said).toContain('under the three 8s');
    expect(said).not.toContain('lies on the discard pile');
  });

  test('a one-round game claims no best round; after two rounds the lowest score is it', () => {
    const round = (scores: number[]) => ({ scores }) as unknown as RoundResult;
    expect(bestRound([round([80, 12])], 0)).toBeNull();
    expect(lessonEnd().results).toHaveLength(1);
    expect(bestRound(lessonEnd().results, LEARNER)).toBeNull();
    expect(bestRound([round([80, 12]), round([-3, 20])], 0)).toEqual({ round: 1, score: -3 });
    expect(bestRound([round([5, 12]), round([5, 20])], 0)).toEqual({ round: 0, score: 5 });
  });

  test('"You win!" only for the one person at the screen; pass-and-play names the winner', () => {
    const end = tableSnapshot(playerView(lessonEnd(), LEARNER));
    expect(end.phase).toBe('game-over');
    expect(end.winners).toEqual([LEARNER]);
    const named = { ...end, players: ['Ada', 'Bo'] };
    expect(gameOverTitle(t, named, [LEARNER])).toBe('You win!');
    expect(gameOverTitle(t, named, [0, 1])).toBe('Ada wins!');
    expect(gameOverTitle(t, named, [1])).toBe('Game over');
    expect(gameOverTitle(new Translator('de'), named, [0, 1])).toBe('Ada gewinnt!');
    const shared = { ...named, winners: [0, 1] };
    expect(gameOverTitle(t, shared, [0])).toBe('Ada and Bo share the win!');
  });
});
