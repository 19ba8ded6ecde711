import { describe, expect, test } from 'vitest';
import {
  type GameState,
  playerView,
  publicRecord,
  toRecord,
  replayRecord,
} from '../../../src/engine';
import {
  applyStep,
  type Replica,
  replicaFromSync,
  type ReplicaSync,
} from '../../../src/online/replica';
import { actionSteps, dealStep, type SeatStep } from '../../../src/online/steps';
import { longPlay } from './long-play';

/** What `seat` receives to start a replica of `state` at step `v` (as the server sends it). */
function syncFor(state: GameState, seat: number, v: number): ReplicaSync {
  const drawing = state.round.drawn === null ? null : state.round.toMove;
  return {
    v,
    record: publicRecord(state),
    drawing,
    drawn: drawing === seat ? state.round.drawn!.card : null,
  };
}

function ok(result: ReturnType<typeof applyStep>): Replica {
  if (!result.ok) throw new Error(result.message);
  return result.replica;
}

/** Everything a seat's view holds but the public record (compared on its own, less often). */
function viewJson(state: GameState, seat: number): string {
  const view = playerView(state, seat);
  // The record is a getter that builds it: read every other field only.
  const fields = Object.keys(view).filter((key) => key !== 'record');
  return JSON.stringify(fields.map((key) => [key, view[key as keyof typeof view]]));
}

const GAMES = [
  { seed: 1, players: 2, rules: { targetScore: 60 } },
  { seed: 7, players: 3, rules: { targetScore: 40 } },
  { seed: 42, players: 4, rules: { targetScore: 30, nextRoundStarter: 'round-winner' as const } },
  { seed: 99, players: 8, rules: { targetScore: 1, doubleOnlyPositive: false } },
];

describe('online replica: a seat rebuilds exactly its player view from the steps (R8)', () => {
  test.each(GAMES)('game $seed with $players seats, to its end', (game) => {
    let replicas: Replica[] | null = null;
    let v = 0;
    let reshuffles = 0;
    let last: GameState | null = null;
    for (const { before, action, after, events } of longPlay(game)) {
      v++;
      if (replicas === null) {
        replicas = before.players.map((_, seat) =>
          ok(replicaFromSync(syncFor(before, seat, v - 1))),
        );
      }
      const steps: SeatStep[] = before.players.map(() => dealStep(v, events));
      if (action !== null) {
        const { everyone, actor } = actionSteps(v, action, events);
        steps.fill(everyone);
        steps[action.p] = actor;
      }
      replicas = replicas.map((replica, seat) => ok(applyStep(replica, steps[seat]!)));
      reshuffles += after.round.reshufflesUsed > before.round.reshufflesUsed ? 1 : 0;
      const recordCheck = v % 29 === 0 || after.phase !== 'turns';
      // Every seat's replica moves on each step; two seats (the actor and a rotating one) are
      // compared in full, which keeps an eight-seat game quick.
      const checked = new Set([action?.p ?? 0, v % game.players]);
      for (const [seat, replica] of replicas.entries()) {
        if (!checked.has(seat)) continue;
        expect(viewJson(replica.state, seat)).toBe(viewJson(after, seat));
        if (recordCheck)
          expect(JSON.stringify(toRecord(replica.state))).toBe(JSON.stringify(publicRecord(after)));
      }
      last = after;
    }
    expect(last!.phase).toBe('game-over');
    expect(reshuffles).toBeGreaterThan(0);
    // The exported record of any seat replays to the same result as the server's full record.
    const exported = replayRecord(toRecord(replicas![0]!.state));
    expect(exported.ok && exported.state.totals).toEqual(last!.totals);
  });

  test('a sync at any moment, a pending draw included, equals the replica built step by step', () => {
    let replicas: Replica[] | null = null;
    let v = 0;
    let pendingDraws = 0;
    for (const { before, action, after, events } of longPlay({
      seed: 5,
      players: 3,
      rules: { targetScore: 20 },
    })) {
      v++;
      replicas ??= before.players.map((_, seat) =>
        ok(replicaFromSync(syncFor(before, seat, v - 1))),
      );
      const { everyone, actor } =
        action === null
          ? { everyone: dealStep(v, events), actor: dealStep(v, events) }
          : actionSteps(v, action, events);
      replicas = replicas.map((replica, seat) =>
        ok(applyStep(replica, action !== null && seat === action.p ? actor : everyone)),
      );
      if (after.round.drawn !== null) pendingDraws++;
      if (v % 7 !== 0 && after.round.drawn === null) continue;
      for (const [seat, replica] of replicas.entries()) {
        const synced = ok(replicaFromSync(syncFor(after, seat, v)));
        expect(viewJson(synced.state, seat)).toBe(viewJson(replica.state, seat));
        expect(synced.v).toBe(replica.v);
      }
    }
    expect(pendingDraws).toBeGreaterThan(10);
  });

  test('a step out of order, or whose events the engine does not report, is refused', () => {
    const [first, second] = [...longPlay({ seed: 3, players: 2, rules: {} }, 2)];
    const replica = ok(replicaFromSync(syncFor(first!.before, 0, 0)));
    const { everyone } = actionSteps(1, first!.action!, first!.events);
    expect(applyStep(replica, { ...everyone, v: 2 })).toMatchObject({ ok: false });
    const wrongSeat = { ...everyone, action: { p: 5, t: 'reveal', pos: 0 } } as SeatStep;
    expect(applyStep(replica, wrongSeat)).toMatchObject({ ok: false });
    // The events of another step, or altered events: the replica's engine disagrees.
    expect(applyStep(replica, { ...everyone, events: second!.events })).toMatchObject({
      ok: false,
    });
    const impossible = first!.events.map((event) =>
      event.kind === 'revealed' ? { ...event, card: 99 } : event,
    );
    expect(applyStep(replica, { ...everyone, events: impossible })).toMatchObject({ ok: false });
    expect(applyStep(replica, { ...everyone, events: [{ kind: 'dealt' }] } as never)).toMatchObject(
      { ok: false },
    );
    expect(applyStep(replica, everyone)).toMatchObject({ ok: true });
    expect(replica.v).toBe(0);
  });
});
