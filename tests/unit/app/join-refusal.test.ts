import { beforeAll, describe, expect, test } from 'vitest';
import { joinRefusal } from '../../../src/app/online/join-refusal';
import { loadLanguage, Translator } from '../../../src/i18n';
import { JoinRefused } from '../../../src/online/online-session';
import { CLOSE_CODES } from '../../../src/online/protocol';

beforeAll(() => loadLanguage('de'));

/** A matchmaking error as the server sends it (see src/server/join-options.ts). */
const refused = (code: number, message: string) => Object.assign(new Error(message), { code });

describe('issue 27: a join refused says why in the player’s words, and offers to watch a room with no seat', () => {
  const en = new Translator('en');

  test('a game under way, every seat taken: watch it instead', () => {
    const why = joinRefusal(
      en,
      refused(4409, 'the game has started and every seat is taken'),
      'ABCD1234',
    );
    expect(why).toEqual({
      problem: 'This room’s game has started and every seat is taken. You can still watch it.',
      watchable: true,
    });
  });

  test('a full lobby: watch it instead', () => {
    const why = joinRefusal(en, refused(4409, 'every seat of this room is taken'), null);
    expect(why.problem).toBe('Every seat of this room is taken. You can still watch the game.');
    expect(why.watchable).toBe(true);
  });

  test('a room being restored: try again, nothing to watch yet (it said the room was full)', () => {
    const why = joinRefusal(en, refused(4409, 'the room is being restored: try again'), null);
    expect(why.problem).toMatch(/brought back after the server restarted/);
    expect(why.watchable).toBe(false);
  });

  test('a wanted seat no longer free is a full room with no offer to watch', () => {
    const why = joinRefusal(en, refused(4409, 'seat 3 is not free'), null);
    expect(why).toEqual({
      problem: 'Every seat of this room is taken. You can still watch the game.',
      watchable: false,
    });
  });

  test('other refusals offer no watching', () => {
    const cases: unknown[] = [
      refused(4404, 'there is no such room'),
      refused(4503, 'the server is full: try again later'),
      new JoinRefused(CLOSE_CODES.kept, 'kept'),
      new Error('socket hang up'),
    ];
    for (const error of cases) expect(joinRefusal(en, error, 'ABCD1234').watchable).toBe(false);
    expect(joinRefusal(en, cases[0], 'ABCD1234').problem).toContain('ABCD1234');
  });

  test('in the reader’s language', () => {
    const why = joinRefusal(
      new Translator('de'),
      refused(4409, 'the game has started and every seat is taken'),
      null,
    );
    expect(why.problem).toMatch(/Zuschauen kannst du trotzdem/);
  });
});
