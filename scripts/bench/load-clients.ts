/**
 * The load test's simulated people (`load.ts`): each seat a scripted client over a real websocket
 * (the game's own OnlineSession: it keeps its seat's last step and sends intents), playing random
 * legal moves after a think time and sending a reaction now and then; a room of four of them, and
 * its spectators; a finished game opens the next room. What they count goes into `Counters`.
 */
import { legalViewActions, Random } from '../../src/engine';
import type { SeatStep } from '../../src/master';
import { OnlineSession, type TokenKeeper } from '../../src/online/online-session';
import type { Intent } from '../../src/online/protocol';
import { REACTION_IDS, type ReactionRequest } from '../../src/online/reaction-ids';
import type { RoomSettings } from '../../src/online/room-settings';

/** What the scripted clients counted. */
export class Counters {
  actions = 0;
  steps = 0;
  refusals = 0;
  reconnects = 0;
  /** The reconnections by the close code of the connection that dropped ("closed (1006)": 3). */
  reconnectsBy = new Map<string, number>();
  failedOpens = 0;
  games = 0;
  /** Steps the spectators received. */
  spectatorSteps = 0;
  /** Reactions sent, and heard by the seats (each one by every seat of its room). */
  reactionsSent = 0;
  reactionsHeard = 0;
  latencies: number[] = [];
  reset(): void {
    this.spectatorSteps = 0;
    this.reactionsSent = 0;
    this.reactionsHeard = 0;
    this.actions = 0;
    this.steps = 0;
    this.refusals = 0;
    this.reconnects = 0;
    this.reconnectsBy = new Map();
    this.failedOpens = 0;
    this.games = 0;
    this.latencies = [];
  }
}

/** Seat tokens kept in memory, by room code. */
export class MemoryTokens implements TokenKeeper {
  private readonly kept = new Map<string, { token: string; name: string }>();
  get(code: string) {
    return this.kept.get(code) ?? null;
  }
  set(code: string, token: string, name: string) {
    this.kept.set(code, { token, name });
  }
}

/** The rooms the load opens: four people, first to 100. */
export const SETTINGS: RoomSettings = {
  rules: { targetScore: 100 },
  seats: [{ kind: 'person' }, { kind: 'person' }, { kind: 'person' }, { kind: 'person' }],
  hints: true,
  turnSeconds: null,
};

/** One scripted person at a table. */
class ScriptedSeat {
  session: OnlineSession | null = null;
  private acted = -1;
  private sentAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private reacting: NodeJS.Timeout | null = null;
  private awaiting = false;

  constructor(
    private readonly table: LoadTable,
    private readonly random: Random,
  ) {}

  /** A step came: move if this seat is to act (after the think time). */
  follow(step: SeatStep, own: boolean): void {
    const { counters } = this.table;
    counters.steps++;
    if (own && this.awaiting) {
      counters.latencies.push(performance.now() - this.sentAt);
      this.awaiting = false;
    }
    if (step.view.phase === 'game-over') return this.table.gameOver();
    // One intent at a time: the next waits for this seat's own step.
    if (this.acted === step.v || this.timer !== null || this.awaiting) return;
    const seat = this.session?.seat ?? null;
    if (seat === null) return;
    if (step.view.phase === 'round-over') {
      this.acted = step.v;
      this.later(() => this.session?.next());
      return;
    }
    const actions = step.choosing ? legalViewActions(step.view) : [];
    if (actions.length === 0) return;
    this.acted = step.v;
    this.later(() => {
      const current = this.session?.step;
      if (current === null || current === undefined || !current.choosing) return;
      const now = legalViewActions(current.view);
      if (now.length === 0) return;
      const action = now[this.random.below(now.length)]!;
      const intent: Intent = action.t === 'draw' ? { t: 'draw' } : { t: action.t, pos: action.pos };
      this.sentAt = performance.now();
      this.awaiting = true;
      counters.actions++;
      this.session?.act(intent);
    });
  }

  /** Sends a reaction (a phrase or an emote) after a wait about `reactMs`, again and again. */
  react(reactMs: number): void {
    if (reactMs <= 0) return;
    const wait = reactMs * (2 / 3 + ((2 / 3) * this.random.below(1000)) / 1000);
    this.reacting = setTimeout(() => {
      const ids = REACTION_IDS.filter((id) => id !== 'nudge');
      const request = { id: ids[this.random.below(ids.length)]! } as ReactionRequest;
      this.table.counters.reactionsSent++;
      this.session?.react(request);
      this.react(reactMs);
    }, wait);
  }

  private later(run: () => void): void {
    const think = this.table.thinkMs * (0.5 + this.random.below(1000) / 1000);
    this.timer = setTimeout(() => {
      this.timer = null;
      run();
    }, think);
  }

  stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    if (this.reacting !== null) clearTimeout(this.reacting);
    this.timer = null;
    this.reacting = null;
  }
}

/**
 * Opens a room with `open`, waiting a quarter of a second and trying again (up to 10 s) while the
 * server says to try again soon (it opens only so many rooms a second for everyone,
 * `--rooms-per-second`, which the ramp-up's batches may outrun) or a request was cut.
 */
export async function openPatiently(open: () => Promise<OnlineSession>): Promise<OnlineSession> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await open();
    } catch (error) {
      // A keep-alive connection the busy server closed as it was reused fails the same way.
      const transient = /try again|socket hang up|ECONNRESET/.test((error as Error).message);
      if (attempt >= 40 || !transient) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/** One room of four scripted people; a finished game opens the next room. */
export class LoadTable {
  private seats: ScriptedSeat[] = [];
  private spectators: OnlineSession[] = [];
  private closing = false;
  stopped = false;

  constructor(
    private readonly endpoint: string,
    readonly counters: Counters,
    readonly thinkMs: number,
    private readonly seed: number,
    private readonly reactMs: number,
    /** How many spectators watch this room. */
    private readonly watchers = 0,
  ) {}

  async open(): Promise<void> {
    const random = new Random(this.seed);
    this.seats = Array.from({ length: 4 }, () => new ScriptedSeat(this, random));
    const listener = (seat: ScriptedSeat) => ({
      // Its own step: the first with an event of its seat (its action, as the room played it).
      game: (step: SeatStep) =>
        seat.follow(
          step,
          step.events.some((event) => 'seat' in event && event.seat === seat.session?.seat),
        ),
      reaction: () => void this.counters.reactionsHeard++,
      refused: () => void this.counters.refusals++,
      connection: (status: string, reason?: string) => {
        if (status !== 'reconnecting') return;
        this.counters.reconnects++;
        const code = /\(\d+\)/.exec(reason ?? '')?.[0] ?? '(unknown)';
        this.counters.reconnectsBy.set(code, (this.counters.reconnectsBy.get(code) ?? 0) + 1);
      },
    });
    const options = (seat: ScriptedSeat) => ({
      endpoint: this.endpoint,
      listener: listener(seat),
      tokens: new MemoryTokens(),
    });
    const [host, ...friends] = this.seats;
    host!.session = await openPatiently(() => OnlineSession.open(options(host!), SETTINGS, 'Host'));
    const code = host!.session.code!;
    for (const [i, friend] of friends.entries()) {
      friend.session = await openPatiently(() =>
        OnlineSession.join(options(friend), code, `Friend ${i + 1}`),
      );
    }
    for (let i = 0; i < this.watchers; i++) {
      const watching = {
        endpoint: this.endpoint,
        tokens: new MemoryTokens(),
        listener: { game: () => void this.counters.spectatorSteps++ },
      };
      this.spectators.push(await openPatiently(() => OnlineSession.watch(watching, code)));
    }
    host!.session.start();
    for (const seat of this.seats) seat.react(this.reactMs);
  }

  /** The game is over: leave, and open the next room unless the test is over. */
  gameOver(): void {
    if (this.closing) return;
    this.closing = true;
    this.counters.games++;
    void this.close().then(() => {
      this.closing = false;
      this.reopen();
    });
  }

  /** Opens the next room unless the test is over; a room that cannot be opened counts, and is tried again. */
  private reopen(): void {
    if (this.stopped) return;
    this.open().catch(() => {
      this.counters.failedOpens++;
      void this.close().then(() => setTimeout(() => this.reopen(), 1000));
    });
  }

  async close(): Promise<void> {
    for (const seat of this.seats) seat.stop();
    const watchers = this.spectators.splice(0);
    await Promise.all([
      ...this.seats.map((seat) => seat.session?.leave()),
      ...watchers.map((session) => session.leave()),
    ]);
  }
}

/** The most times the ramp-up tries to open one room. */
const RAMP_TRIES = 3;

/**
 * Opens `table` while ramping up: a room that could not be opened (on a busy machine a seat's
 * reservation can run out before its websocket arrives) is left and tried again a second later,
 * `retried` told each time. Resolves with `null` once it plays, or after the third failure with
 * why it was refused (the room is left; the ramp goes on without it).
 */
export async function openInRamp(table: LoadTable, retried: () => void): Promise<string | null> {
  for (let tries = 1; ; tries++) {
    try {
      await table.open();
      return null;
    } catch (error) {
      await table.close();
      if (tries === RAMP_TRIES) return refusalReason(error);
      retried();
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** Why a room was refused, short enough to count refusals by (numbers and codes left out). */
function refusalReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/[0-9A-Z]{8}|\d+/g, '#').slice(0, 80) || 'unknown';
}
