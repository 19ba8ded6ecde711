import { describe, expect, test } from 'vitest';
import * as v from 'valibot';
import {
  NUDGE_AFTER_MS,
  REACTION_PACE,
  ReactionPace,
  reactionSchema,
} from '../../../src/online/reaction-ids';
import { CLIENT_MESSAGES, clientMessageSchemas } from '../../../src/online/protocol';
import { RoomReactions } from '../../../src/server/reactions';

const AT_TABLE = { phase: 'playing', seats: 3 } as const;

/** A room's reactions on a clock the test moves. */
function reactionsAt(start = 1_000) {
  const clock = { now: start };
  return { clock, reactions: new RoomReactions(() => clock.now) };
}

describe('the reactions a client may send', () => {
  test('known ids pass; unknown ids, text, extra fields and forged seats are refused', () => {
    expect(v.safeParse(reactionSchema, { id: 'nice' }).success).toBe(true);
    expect(v.safeParse(reactionSchema, { id: 'nudge', to: 2 }).success).toBe(true);
    for (const bad of [
      { id: 'hello' },
      { id: '<img src=x onerror=alert(1)>' },
      { id: 'nice', text: 'you lose' },
      { id: 'nice', to: 1 },
      { id: 'nudge' },
      { id: 'nudge', to: 99 },
      { id: 'nudge', to: -1 },
      { id: 'nudge', to: 1.5 },
      { id: 'nudge', to: '1' },
      'nice',
      null,
      { id: ['nice'] },
    ])
      expect(v.safeParse(clientMessageSchemas.react, bad).success, JSON.stringify(bad)).toBe(false);
  });

  test('muting is each receiver’s own: the room has no message to mute a seat', () => {
    expect(CLIENT_MESSAGES).toContain('react');
    expect(CLIENT_MESSAGES.some((type) => /mute/i.test(type))).toBe(false);
  });
});

describe('the room’s reactions', () => {
  test('a reaction goes to the table as its id and its sender; none in the lobby', () => {
    const { reactions } = reactionsAt();
    expect(reactions.react(1, { id: 'gg' }, AT_TABLE)).toEqual({ seat: 1, id: 'gg', to: null });
    expect(reactions.react(1, { id: 'gg' }, { ...AT_TABLE, phase: 'over' })).toMatchObject({
      id: 'gg',
    });
    expect(reactions.react(1, { id: 'gg' }, { ...AT_TABLE, phase: 'lobby' })).toMatchObject({
      ok: false,
      code: 'wrong-phase',
    });
  });

  test('a flood is refused past the pace, per seat, and the pace comes back with time', () => {
    const { clock, reactions } = reactionsAt();
    for (let i = 0; i < REACTION_PACE.burst; i++)
      expect(reactions.react(0, { id: 'wow' }, AT_TABLE)).toMatchObject({ seat: 0 });
    for (let i = 0; i < 50; i++)
      expect(reactions.react(0, { id: 'wow' }, AT_TABLE)).toMatchObject({ code: 'flood' });
    // Another seat has its own pace.
    expect(reactions.react(2, { id: 'oops' }, AT_TABLE)).toMatchObject({ seat: 2 });
    clock.now += REACTION_PACE.windowMs;
    expect(reactions.react(0, { id: 'wow' }, AT_TABLE)).toMatchObject({ seat: 0 });
  });

  test('a nudge reaches only another seat that has been to move for a while, once a turn', () => {
    const { clock, reactions } = reactionsAt();
    const nudge = (from: number, to: number) =>
      reactions.react(from, { id: 'nudge', to }, AT_TABLE);
    expect(nudge(0, 1)).toMatchObject({ code: 'illegal' }); // nobody is to move
    reactions.follow(1);
    expect(nudge(0, 1)).toMatchObject({ code: 'illegal' }); // too early
    clock.now += NUDGE_AFTER_MS;
    expect(nudge(0, 2)).toMatchObject({ code: 'illegal' }); // not to move
    expect(nudge(1, 1)).toMatchObject({ code: 'illegal' }); // oneself
    expect(nudge(0, 7)).toMatchObject({ code: 'malformed' }); // no such seat at this table
    expect(nudge(0, 1)).toEqual({ seat: 0, id: 'nudge', to: 1 });
    expect(nudge(0, 1)).toMatchObject({ code: 'illegal' }); // once a turn
    expect(nudge(2, 1)).toMatchObject({ id: 'nudge', to: 1 });
    // The next turn starts the wait again.
    reactions.follow(2);
    reactions.follow(1);
    clock.now += NUDGE_AFTER_MS - 1;
    expect(nudge(0, 1)).toMatchObject({ code: 'illegal' });
  });

  test('a server given another wait before a nudge (the browser tests’ 0) keeps that one', () => {
    const clock = { now: 1_000 };
    const reactions = new RoomReactions(() => clock.now, 2_000);
    reactions.follow(1);
    clock.now += 1_999;
    expect(reactions.react(0, { id: 'nudge', to: 1 }, AT_TABLE)).toMatchObject({ code: 'illegal' });
    clock.now += 1;
    expect(reactions.react(0, { id: 'nudge', to: 1 }, AT_TABLE)).toMatchObject({ to: 1 });
    const atOnce = new RoomReactions(() => clock.now, 0);
    atOnce.follow(1);
    expect(atOnce.react(0, { id: 'nudge', to: 1 }, AT_TABLE)).toMatchObject({ to: 1 });
  });
});

describe('a person’s pace as both sides count it', () => {
  test('the window admits a burst, then says when the next may go', () => {
    const pace = new ReactionPace();
    for (let i = 0; i < REACTION_PACE.burst; i++) expect(pace.admit(100 + i)).toBe(true);
    expect(pace.admit(200)).toBe(false);
    expect(pace.readyAt(200)).toBe(100 + REACTION_PACE.windowMs);
    expect(pace.admit(100 + REACTION_PACE.windowMs)).toBe(true);
  });
});
