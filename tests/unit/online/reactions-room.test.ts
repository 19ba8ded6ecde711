import { describe, expect, test } from 'vitest';
import { OnlineSession } from '../../../src/online/online-session';
import { NUDGE_AFTER_MS, REACTION_PACE } from '../../../src/online/reaction-ids';
import {
  computer,
  connectionOf,
  joinRoom,
  MemoryTokens,
  openRoom,
  PERSON,
  serverPerFile,
  settingsOf,
} from './harness';

const server = serverPerFile();

/** A room of two people and a computer, its game started. */
async function tableOfTwo() {
  const ada = await openRoom(
    server.endpoint,
    settingsOf([PERSON, PERSON, computer('easy')]),
    'Ada',
    { look: { avatar: 'owl', colour: 'coral' } },
  );
  const ben = await joinRoom(server.endpoint, ada.session.code!, 'Ben', {
    look: { avatar: 'frog', colour: 'mint' },
  });
  ada.session.start();
  await ben.heard.until(() => ben.heard.last !== null, 'the game');
  return { ada, ben };
}

describe('reactions and looks at an online table', () => {
  test('the room tells its people how long a seat is to move before it may be nudged', async () => {
    const { ada, ben } = await tableOfTwo();
    for (const person of [ada, ben]) expect(person.heard.info.nudgeAfterMs).toBe(NUDGE_AFTER_MS);
  });

  test('each person’s look is on every seat’s room info; a computer has none', async () => {
    const { ada, ben } = await tableOfTwo();
    await ada.heard.until(
      () => ada.heard.info.seats[1]!.look !== null && ada.heard.info.seats[1]!.look !== undefined,
      'Ben’s look',
    );
    expect(ada.heard.info.seats.map((seat) => seat.look)).toEqual([
      { avatar: 'owl', colour: 'coral' },
      { avatar: 'frog', colour: 'mint' },
      null,
    ]);
    expect(ben.heard.info.seats[0]!.look).toEqual({ avatar: 'owl', colour: 'coral' });
  });

  test('a forged avatar or colour is refused at the door', async () => {
    const { ada } = await tableOfTwo();
    for (const look of [
      { avatar: 'dragon', colour: 'gold' },
      { avatar: 'owl', colour: '#ff0000' },
      { avatar: 'owl', colour: 'gold', src: 'https://evil.example/x.png' },
    ]) {
      const joining = OnlineSession.join(
        { endpoint: server.endpoint, tokens: new MemoryTokens(), look: look as never },
        ada.session.code!,
        'Eve',
      );
      await expect(joining).rejects.toThrow(/avatar|colour|key/);
    }
  });

  test('a reaction reaches everyone as its id and sender; a flood is refused', async () => {
    const { ada, ben } = await tableOfTwo();
    const atBen = ben.heard.reactions;
    const atAda = ada.heard.reactions;
    ada.session.react({ id: 'nice' });
    await ben.heard.until(() => atBen.length > 0, 'the reaction');
    expect(atBen[0]).toEqual({ seat: 0, id: 'nice', to: null });
    await ada.heard.until(() => atAda.length > 0, 'her own reaction');
    for (let i = 0; i < 20; i++) ada.session.react({ id: 'wow' });
    await ada.heard.until(
      () =>
        ada.heard.refusals.filter((r) => r.to === 'react').length >= 20 - REACTION_PACE.burst + 1,
      'the refusals',
    );
    expect(
      ada.heard.refusals.filter((r) => r.to === 'react').every((r) => r.code === 'flood'),
    ).toBe(true);
    // Ben's pace is his own.
    ben.session.react({ id: 'gg' });
    await ben.heard.until(() => atBen.some((news) => news.seat === 1), 'Ben’s reaction');
    expect(atBen.filter((news) => news.seat === 0)).toHaveLength(REACTION_PACE.burst);
  });

  test('unknown ids and text are refused as malformed and reach nobody', async () => {
    const { ada, ben } = await tableOfTwo();
    const atBen = ben.heard.reactions;
    const room = connectionOf(ada);
    for (const body of [{ id: 'hello' }, { id: 'nice', text: '<b>hi</b>' }, { text: 'gg' }, 'gg'])
      room.send('react', body);
    await ada.heard.until(
      () => ada.heard.refusals.filter((r) => r.to === 'react').length >= 4,
      'the refusals',
    );
    expect(ada.heard.refusals.map((r) => r.code)).toEqual([
      'malformed',
      'malformed',
      'malformed',
      'malformed',
    ]);
    ada.session.react({ id: 'oops' });
    await ben.heard.until(() => atBen.length > 0, 'the one good reaction');
    expect(atBen).toEqual([{ seat: 0, id: 'oops', to: null }]);
  });
});
