import { Room as ClientRoom } from 'colyseus.js';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  apply,
  type Card,
  type GameEvent,
  type GameRecord,
  type GameState,
  GRID_SIZE,
  publicRecord,
  recordedGame,
  startRecordedRound,
  toRecord,
} from '../../../src/engine';
import { type SeatStep, stepCards } from '../../../src/online/steps';
import {
  computer,
  connectionOf,
  drop,
  joinRoom,
  openRoom,
  PERSON,
  playToEnd,
  playUntil,
  type Seat,
  settingsOf,
  testServer,
} from './harness';

/** Every message every client received, by client connection, in order. */
const heard = new Map<object, { type: string; body: unknown }[]>();
/** colyseus.js hands every decoded message to this (private) method: recorded on its way. */
type Dispatch = (this: object, type: string, body: unknown) => void;
const prototype = ClientRoom.prototype as unknown as { dispatchMessage: Dispatch };
const original = prototype.dispatchMessage;

beforeAll(() => {
  prototype.dispatchMessage = function (type, body) {
    const list = heard.get(this) ?? [];
    heard.set(this, list);
    list.push({ type, body: structuredClone(body) });
    original.call(this, type, body);
  };
});

let server: Awaited<ReturnType<typeof testServer>>;

beforeAll(async () => {
  server = await testServer();
});

afterAll(async () => {
  prototype.dispatchMessage = original;
  await server.colyseus.cleanup();
  await server.close();
});

/** The server's full game (hidden cards included), read from the live room. */
function serverGame(code: string): GameState {
  const room = server.colyseus.getRoomById(code) as unknown as { table: { game: GameState } };
  return room.table.game;
}

/** Every true state of the game by step number, and the engine's full events of each step. */
function trueGame(full: GameRecord, steps: readonly SeatStep[]) {
  const created = recordedGame(full.players, full.rules);
  if (!created.ok) throw new Error(created.message);
  const deal = (state: GameState) => {
    const dealt = startRecordedRound(state, full.rounds[state.history.length]!);
    if (!dealt.ok) throw new Error(dealt.message);
    return dealt;
  };
  const states = [deal(created.state).state];
  const events: (readonly GameEvent[])[] = [[]];
  for (const step of steps) {
    const before = states[states.length - 1]!;
    const next = step.kind === 'deal' ? deal(before) : apply(before, step.action);
    if (!next.ok) throw new Error(next.message);
    states.push(next.state);
    events.push(next.events);
  }
  return { states, events };
}

/** The card `action` draws or places from the draw pile, by the rules (R3.2, R6.1). */
function cardFromPile(before: GameState, seat: number): Card {
  if (before.round.drawn !== null) return before.round.drawn.card!;
  const drawn = apply(before, { p: seat, t: 'draw' });
  if (!drawn.ok) throw new Error(drawn.message);
  return drawn.state.round.drawn!.card!;
}

/** The face-down cards of `before` no longer face-down in `after`, with their values. */
function turnedUp(before: GameState, after: GameState): [number, number, Card][] {
  const out: [number, number, Card][] = [];
  for (const [seat, grid] of before.round.grids.entries()) {
    for (let pos = 0; pos < GRID_SIZE; pos++) {
      const slot = grid[pos];
      if (slot && !slot.up && after.round.grids[seat]![pos]?.up !== false)
        out.push([seat, pos, slot.card!]);
    }
  }
  return out;
}

const KEYS: Record<string, string[]> = {
  welcome: ['code', 'seat', 'token'],
  room: ['awaySeconds', 'code', 'hints', 'host', 'phase', 'rules', 'seats', 'turnSeconds'],
  timer: ['ms', 'seats'],
  error: ['code', 'message', 'to'],
  sync: ['drawing', 'drawn', 'record', 'v'],
};
const SEAT_KEYS = ['awayMs', 'connected', 'kind', 'level', 'name', 'ready', 'standIn', 'taken'];

/**
 * Checks every message a seat's connections heard against the true game: each holds exactly the
 * keys of its type, and no card that the rules keep hidden from that seat at that moment.
 */
function checkMessages(
  seat: number,
  messages: { type: string; body: unknown }[],
  states: GameState[],
  trueEvents: (readonly GameEvent[])[],
) {
  let checkedSteps = 0;
  let checkedSyncs = 0;
  for (const { type, body } of messages) {
    const message = body as Record<string, unknown>;
    if (type === 'step') {
      const step = body as SeatStep;
      const before = states[step.v - 1]!;
      const after = states[step.v]!;
      expect(Object.keys(message).sort()).toEqual(
        step.kind === 'deal' ? ['events', 'kind', 'v'] : ['action', 'events', 'kind', 'v'],
      );
      // The step's events are the engine's, but a card another seat drew stays hidden (R8.2).
      const drawer = step.kind === 'act' ? step.action.p : null;
      const expected = trueEvents[step.v]!.map((event) =>
        event.kind === 'drew' && event.seat !== seat ? { ...event, card: null } : event,
      );
      expect(step.events).toEqual(expected);
      // And the cards they tell are exactly those the rules made public to this seat.
      const told = stepCards(step.events);
      if (step.kind === 'act') {
        const { action } = step;
        const fromPile = ['draw', 'draw-swap', 'draw-discard'].includes(action.t);
        const drawn =
          !fromPile || (action.t === 'draw' && seat !== drawer)
            ? null
            : cardFromPile(before, action.p);
        expect(told.drawn).toBe(drawn);
        expect([...told.revealed].sort()).toEqual(turnedUp(before, after).sort());
      } else {
        expect(told).toEqual({ drawn: null, revealed: [] });
        expect(step.events).toEqual([
          expect.objectContaining({ kind: 'dealt', discard: after.round.discardPile[0] }),
        ]);
      }
      checkedSteps++;
    } else if (type === 'sync') {
      expect(Object.keys(message).sort()).toEqual(KEYS.sync);
      const state = states[message.v as number]!;
      // The public record: every card nobody has seen is null, the draw pile's order included.
      expect(message.record).toEqual(publicRecord(state));
      const drawing = state.round.drawn === null ? null : state.round.toMove;
      expect(message.drawing).toBe(drawing);
      expect(message.drawn).toBe(drawing === seat ? state.round.drawn!.card : null);
      checkedSyncs++;
    } else {
      expect(Object.keys(message).sort()).toEqual(KEYS[type]);
      if (type === 'room') {
        for (const info of message.seats as object[])
          expect(Object.keys(info).sort()).toEqual(SEAT_KEYS);
      }
    }
  }
  return { checkedSteps, checkedSyncs };
}

/** The messages of every connection whose welcome named `seat`. */
function messagesOf(seat: number): { type: string; body: unknown }[] {
  return [...heard.values()]
    .filter((list) =>
      list.some((m) => m.type === 'welcome' && (m.body as { seat: number }).seat === seat),
    )
    .flat();
}

async function secrecyGame(
  plans: Parameters<typeof settingsOf>[0],
  targetScore: number,
  seed: number,
) {
  heard.clear();
  const host = await openRoom(server.endpoint, settingsOf(plans, { rules: { targetScore } }));
  const code = host.session.code!;
  const people: Seat[] = [host];
  for (let i = 1; i < plans.filter((p) => p.kind === 'person').length; i++)
    people.push(await joinRoom(server.endpoint, code, `P${i}`));
  host.session.start();
  // The host asks for the whole game again after every step: syncs at every moment, its own
  // drawn card and other seats' pending draws included.
  host.heard.afterStep = () => connectionOf(host).send('sync', {});
  await playUntil(people, () => (host.heard.replica?.v ?? 0) >= 60, 'sixty steps', seed);
  // One seat drops and comes back: its new connection starts with a sync.
  const last = people[people.length - 1]!;
  drop(last);
  await last.heard.until(() => last.heard.statuses.includes('connected'), 'the reconnection');
  await playToEnd(people, seed);
  host.heard.afterStep = null;
  const full = toRecord(serverGame(code));
  const { states, events } = trueGame(full, host.heard.steps);
  let steps_ = 0;
  let syncs = 0;
  for (const [seat, plan] of plans.entries()) {
    if (plan.kind !== 'person') continue;
    const counts = checkMessages(seat, messagesOf(seat), states, events);
    steps_ += counts.checkedSteps;
    syncs += counts.checkedSyncs;
  }
  for (const seat of people) await seat.session.leave();
  return { steps: steps_, syncs, rounds: full.rounds.length };
}

describe('online secrecy: no client ever receives a card before the rules make it public (R8)', () => {
  test('three people and a computer, a whole game, syncs at every step and a reconnection', async () => {
    // Scripted people play at random, and an ender doubled on a grid of high cards can pass 150
    // in one round: above 288 (twelve 12s, doubled) every game has a second round.
    const seen = await secrecyGame([PERSON, PERSON, computer('hard'), PERSON], 289, 11);
    expect(seen.rounds).toBeGreaterThan(1);
    expect(seen.steps).toBeGreaterThan(300);
    expect(seen.syncs).toBeGreaterThan(50);
  });

  test('two people and four computers, a whole game', async () => {
    const plans = [
      PERSON,
      computer('easy'),
      computer('medium'),
      PERSON,
      computer('hard'),
      computer('easy'),
    ];
    const seen = await secrecyGame(plans, 289, 12);
    expect(seen.steps).toBeGreaterThan(200);
  });
});
