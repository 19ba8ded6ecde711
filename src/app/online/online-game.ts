import { type Action, type GameEvent, legalActions, playerView, seatsToAct } from '../../engine';
import type { OnlineSession } from '../../online/online-session';
import type { Intent } from '../../online/protocol';
import type { Replica } from '../../online/replica';
import type { SeatKind } from '../../master/seats';
import type { SeatCountdown } from '../../view/countdown';
import type { GameSource, GameStep, StepSink } from '../client/game-step';
import { seatCountdowns, type TurnTimer } from './seat-notices';

/** The intent the room takes for `action` (the room knows the seat). */
export function intentOf(action: Action): Intent {
  return action.t === 'draw' ? { t: 'draw' } : { t: action.t, pos: action.pos };
}

/**
 * An online room as a source of game steps for the presenter: the session's replica (what this
 * seat knows) and the room's events, this seat's prompt when it is to act, and its choices sent
 * to the room as intents. The same table, animations and sounds as a local game.
 */
export class OnlineGame implements GameSource {
  private unsubscribe: (() => void) | null = null;
  private timer: TurnTimer = { seats: [], at: null };
  private roomAt = 0;
  /** The countdown each plate shows, to tell the sink of changes only. */
  private shown: (SeatCountdown | null)[] = [];

  /** A source over `session`, which has joined its room. */
  constructor(private readonly session: OnlineSession) {}

  /**
   * Who plays each seat, as this screen sees it: this seat is the person's; every other seat is
   * played elsewhere (its computer's level, or the level that stands in for an absent person).
   */
  get seats(): readonly SeatKind[] {
    const me = this.session.seat;
    const seats = this.session.roomInfo?.seats ?? [];
    return seats.map((seat, index): SeatKind => (index === me ? 'person' : (seat.level ?? 'hard')));
  }

  /** The plates' emblems: this seat the person's, a friend elsewhere a person, never a robot. */
  get emblems(): readonly (SeatKind | 'remote')[] {
    const me = this.session.seat;
    const seats = this.session.roomInfo?.seats ?? [];
    return seats.map((seat, index) =>
      index === me ? 'person' : seat.kind === 'person' ? 'remote' : (seat.level ?? 'hard'),
    );
  }

  start(sink: StepSink): void {
    const replica = this.session.replica;
    if (replica !== null) void sink.present(this.step(replica, [], true));
    this.roomAt = Date.now();
    this.showCountdowns(sink);
    this.unsubscribe = this.session.subscribe({
      game: (next, step) => void sink.present(this.step(next, step?.events ?? [], step === null)),
      room: () => {
        this.roomAt = Date.now();
        this.showCountdowns(sink);
      },
      timer: (seats, at) => {
        this.timer = { seats, at };
        this.showCountdowns(sink);
      },
      refused: (error) => {
        if (error.to === 'act') sink.refused(error.message);
      },
    });
  }

  act(action: Action): void {
    if (action.p !== this.session.seat) return;
    this.session.act(intentOf(action));
  }

  nextRound(): void {
    this.session.next();
  }

  stop(): void {
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** Puts each seat's countdown (away, or its turn timer) on its plate, where it changed. */
  private showCountdowns(sink: StepSink): void {
    const info = this.session.roomInfo;
    if (info === null || sink.countdown === undefined) return;
    const countdowns = seatCountdowns(info, this.roomAt, this.timer);
    for (const [seat, countdown] of countdowns.entries()) {
      if (JSON.stringify(countdown) === JSON.stringify(this.shown[seat] ?? null)) continue;
      sink.countdown(seat, countdown);
    }
    this.shown = countdowns;
  }

  private step(replica: Replica, events: readonly GameEvent[], jump: boolean): GameStep {
    const { state } = replica;
    const me = this.session.seat;
    const toAct = seatsToAct(state);
    const info = this.session.roomInfo;
    const computer =
      toAct.find((seat) => {
        const shown = info?.seats[seat];
        return shown !== undefined && (shown.kind === 'computer' || shown.standIn);
      }) ?? null;
    const prompt =
      me !== null && toAct.includes(me)
        ? { seat: me, view: playerView(state, me), legal: legalActions(state, me) }
        : null;
    return { view: playerView(state, me ?? 0), events, prompt, computer, jump };
  }
}
