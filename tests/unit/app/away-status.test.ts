// Issue 27, defect 4: online, while the seat to play is away the status line said "Ben is
// playing." for the whole minute, and once a computer stood in, his plate showed no sign of it.
// Now the status says he is away and how long the game waits, then that a computer plays for
// him, and his plate wears the stand-in emblem (a person's token with a robot badge).
import { describe, expect, test } from 'vitest';
import type { Clock } from '../../../src/app/client/clock';
import { onlineClient } from '../../../src/app/online/online-client';
import { type SeatAbsence, statusText } from '../../../src/app/present/status';
import { tableLabels } from '../../../src/app/present/table-labels';
import { lessonGame } from '../../../src/app/tutorial/lesson-game';
import { LEARNER, LESSON_MOVES } from '../../../src/app/tutorial/lesson-script';
import { type Action, apply, type GameState, playerView } from '../../../src/engine';
import { LANGUAGES, Translator } from '../../../src/i18n';
import type { OnlineSession } from '../../../src/online/online-session';
import { tableSnapshot } from '../../../src/view/snapshot';

const BEN = 1 - LEARNER;

function applied(state: GameState, action: Action): GameState {
  const result = apply(state, action);
  if (!result.ok) throw new Error(result.message);
  return result.state;
}

/** A table in the turns where Ben, the other seat, is to move, as the learner's screen shows it. */
function bensTurn() {
  let state = lessonGame('You', 'Ben');
  for (const move of LESSON_MOVES) {
    if (state.phase === 'turns' && state.round.toMove === BEN) break;
    const { p, t: kind } = move.action;
    if (kind === 'draw-swap' || kind === 'draw-discard') state = applied(state, { p, t: 'draw' });
    state = applied(state, move.action);
  }
  const shown = tableSnapshot(playerView(state, LEARNER));
  expect(shown.phase === 'turns' && shown.toMove === BEN).toBe(true);
  return shown;
}

/** The status line while Ben is to move and the learner waits, with Ben's `absence`. */
function waiting(language: Translator, absence: SeatAbsence | null): string {
  const absent = absence === null ? [] : Object.assign([null, null], { [BEN]: absence });
  return statusText(language, bensTurn(), null, 'idle', { keys: true, you: true, absent });
}

describe('an away person and the computer standing in (issue 27, defect 4)', () => {
  const en = new Translator('en');

  test('while Ben is away the status says so and how long the game waits, not "is playing"', () => {
    expect(waiting(en, null)).toBe('Ben is playing.');
    expect(waiting(en, { kind: 'away', seconds: 42 })).toBe(
      'Ben is away: the game waits, a computer takes over in 42 seconds.',
    );
    expect(waiting(en, { kind: 'away', seconds: 1 })).toBe(
      'Ben is away: the game waits, a computer takes over in 1 second.',
    );
  });

  test('once a computer stands in, the status says "A computer plays for Ben"', () => {
    expect(waiting(en, { kind: 'stand-in' })).toBe('A computer plays for Ben.');
  });

  test('every language says both, naming Ben and the seconds (Russian plural forms)', () => {
    for (const language of LANGUAGES) {
      const t = new Translator(language);
      const playing = waiting(t, null);
      for (const absence of [{ kind: 'away', seconds: 5 }, { kind: 'stand-in' }] as const) {
        const line = waiting(t, absence);
        expect(line, language).toContain('Ben');
        expect(line, language).not.toBe(playing);
        if (absence.kind === 'away') expect(line, language).toContain('5');
      }
    }
    const ru = new Translator('ru');
    expect(waiting(ru, { kind: 'away', seconds: 21 })).toContain('21 секунду');
    expect(waiting(ru, { kind: 'away', seconds: 3 })).toContain('3 секунды');
    expect(waiting(ru, { kind: 'away', seconds: 11 })).toContain('11 секунд ');
  });

  test("the stood-in seat's plate shows the stand-in emblem, the away one still a friend", () => {
    const session = {
      seat: 0,
      roomInfo: {
        seats: [
          { kind: 'person', level: null, connected: true, standIn: false },
          { kind: 'person', level: null, connected: false, standIn: false },
          { kind: 'person', level: 'hard', connected: false, standIn: true },
          { kind: 'computer', level: 'easy', connected: true, standIn: false },
        ],
      },
      link: () => ({}),
    } as unknown as OnlineSession;
    expect(onlineClient(session, {} as Clock).emblems).toEqual([
      'person',
      'remote',
      'stand-in',
      'easy',
    ]);
  });

  test("the stood-in seat's accessible name says a computer plays for its person", () => {
    for (const language of LANGUAGES) {
      const labels = tableLabels(new Translator(language), ['You', 'Ben'], 0);
      expect(labels.standIn(1), language).toContain('Ben');
    }
    expect(tableLabels(en, ['You', 'Ben'], 0).standIn(1)).toBe(
      'Ben is away; a computer plays for them.',
    );
  });
});
