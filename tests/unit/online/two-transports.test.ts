import { describe, expect, test } from 'vitest';
import {
  type Action,
  type GameRecord,
  type GameState,
  recordedGame,
  startRecordedRound,
  toRecord,
} from '../../../src/engine';
import { GameMaster, type SeatStep, type Shuffles } from '../../../src/master';
import { BotComputers, testScheduler } from '../master/helpers';
import { joinRoom, openRoom, PERSON, playToEnd, serverPerFile, settingsOf } from './harness';

const server = serverPerFile();

/** A step as plain data (a local view's record is built when read). */
const plain = (step: SeatStep): unknown => JSON.parse(JSON.stringify(step));

/**
 * The game of `full` (the room's whole record, hidden cards included) played again by a game
 * master in this process, as a room makes it (an online table), every action in the order the
 * room played it: what each seat heard.
 */
function playedLocally(full: GameRecord): unknown[][] {
  const created = recordedGame(full.players, full.rules);
  if (!created.ok) throw new Error(created.message);
  const deal = (state: GameState) => startRecordedRound(state, full.rounds[state.history.length]!);
  const first = deal(created.state);
  if (!first.ok) throw new Error(first.message);
  // The room's decks and reshuffles, from its record (the room draws them from the CSPRNG).
  const shuffles: Shuffles = { deal, prepare: (state) => state };
  const seats = full.players.map(() => 'person' as const);
  const master = new GameMaster(first.state, seats, {
    table: 'online',
    computers: new BotComputers(),
    scheduler: testScheduler,
    shuffles,
  });
  const heard = seats.map(() => [] as unknown[]);
  for (const seat of seats.keys())
    master.watch([seat], { step: (step) => heard[seat]!.push(plain(step)) });
  master.start();
  for (const [index, round] of full.rounds.entries()) {
    if (index > 0) for (const seat of seats.keys()) master.ready(seat);
    for (const action of round.actions) {
      // The record keeps a draw with the move that places its card.
      if (action.t === 'draw-swap' || action.t === 'draw-discard')
        expect(master.act(action.p, { p: action.p, t: 'draw' })).toBeNull();
      expect(master.act(action.p, action as Action)).toBeNull();
    }
  }
  master.stop();
  return heard;
}

describe('one table, two transports', () => {
  test('a scripted game through a room and locally: every seat hears the same steps', async () => {
    // Above 288 (twelve 12s, doubled) every game has a second round.
    const settings = settingsOf([PERSON, PERSON, PERSON], { rules: { targetScore: 289 } });
    const host = await openRoom(server.endpoint, settings, 'Ada');
    const code = host.session.code!;
    const people = [host];
    for (const name of ['Bea', 'Cy']) people.push(await joinRoom(server.endpoint, code, name));
    host.session.start();
    await playToEnd(people, 21);
    const room = server.colyseus.getRoomById(code) as unknown as { table: { game: GameState } };
    const full = toRecord(room.table.game);
    expect(full.rounds.length).toBeGreaterThan(1);

    const local = playedLocally(full);
    for (const seat of people) {
      const index = seat.session.seat!;
      const online = seat.heard.steps.map(plain);
      expect(online.length).toBeGreaterThan(50);
      // Each seat: the jump that starts its game, then every step, the same in both.
      expect(online).toEqual(local[index]);
    }
    for (const seat of people) await seat.session.leave();
  });
});
