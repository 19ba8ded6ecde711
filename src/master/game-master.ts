import {
  type Action,
  apply,
  dealtEvents,
  type GameEvent,
  type GameState,
  placesDrawnCard,
  playerView,
  seatsToAct,
} from '../engine';
import type { Computers } from './computers';
import { fallbackMove } from './fallback';
import type { Scheduler } from './scheduler';
import { type SeatStep, seatStep, type Turn } from './seat-step';
import { isComputer, type SeatKind, STAND_IN_LEVEL } from './seats';
import { SEEDED_SHUFFLES, type Shuffles } from './shuffles';
import { type RunningTimers, TurnTimers } from './turn-timers';

/** What one screen hears from the master. */
export interface MasterListener {
  /** A new step (the first at once: a jump, or the deal of a round not yet begun). */
  step(step: SeatStep): void;
  /** A computer's thinking: its progress from 0 to 1, `null` once it has decided. */
  thinking?(seat: number, fraction: number | null): void;
  /**
   * Computer `seat` could not play its own choice (`problem`: the engine refused it, or thinking
   * failed): another legal move was played and the game goes on, or, if none is accepted, it cannot.
   */
  computerFailed?(seat: number, problem: string, gameGoesOn: boolean): void;
}

/** Why the master refused a person's action; nothing changed. */
export interface MasterRefusal {
  readonly code: 'wrong-phase' | 'not-your-turn' | 'illegal';
  readonly message: string;
}

/**
 * How the seats share the game. `one-device`: pass-and-play and computers at one screen; the
 * computers make their set-up reveals first (a person always chooses last) and the next round is
 * dealt when asked (`nextRound`). `online`: each person at their own screen; everyone reveals at
 * once, and the next round is dealt once every present person is ready (`ready`).
 */
export type TableKind = 'one-device' | 'online';

/** What a master needs besides its game and seats. */
export interface MasterOptions {
  readonly table: TableKind;
  readonly computers: Computers;
  readonly scheduler: Scheduler;
  /** Where deals and reshuffles come from (default: the engine's seeded PRNG). */
  readonly shuffles?: Shuffles;
  /** Milliseconds a computer waits before it decides, so people can follow (default 0). */
  readonly computerDelayMs?: number;
  /** Seconds a person has for a turn (a computer plays a turn that runs out), or `null`. */
  readonly turnSeconds?: number | null;
  /** Hears every new state, before any screen hears of it (to save or store it). */
  readonly onState?: (state: GameState, previous: GameState) => void;
  /** Hears whenever a turn timer starts or stops. */
  readonly onTimers?: (timers: RunningTimers) => void;
  /** Hears when a computer's own choice could not be played (the server logs it). */
  readonly onComputerFailed?: (seat: number, problem: string) => void;
}

/** A screen watching the game: the seats it plays (or every seat of a game on one device). */
interface Watcher {
  readonly audience: readonly number[];
  readonly listener: MasterListener;
}

/**
 * The one game master, for a game on one device, the guided round and an online room alike: it
 * holds the game state and who plays each seat, applies the persons' actions, lets the computers
 * decide from their player views (R8) and plays their moves (a failing computer's through the
 * one fallback), runs the turn timers, puts computers in for absent persons, deals the rounds,
 * and hands each screen its steps. It knows no DOM, no network and no timer of its own.
 */
export class GameMaster {
  private game: GameState;
  private version: number;
  private stopped = false;
  private readonly watchers = new Set<Watcher>();
  /** Person seats a computer plays until the person comes back. */
  private readonly standIns = new Set<number>();
  /** Seats whose current turn a computer finishes (the turn timer ran out). */
  private readonly timedOut = new Set<number>();
  /** Person seats whose person is not at the table now (online: not connected). */
  private readonly absent = new Set<number>();
  /** Between rounds: the seats ready for the next one. */
  private readonly readySeats = new Set<number>();
  /** Seats a computer is deciding for (one decision at a time), with the step it was asked at. */
  private readonly deciding = new Map<number, number>();
  private readonly pending = new Set<() => void>();
  private readonly timers: TurnTimers | null;
  private readonly shuffles: Shuffles;

  /** A master of `game` (at step `v`) with `seats` played as `options` say; call `start`. */
  constructor(
    game: GameState,
    readonly seats: readonly SeatKind[],
    private readonly options: MasterOptions,
    v = 0,
  ) {
    this.game = game;
    this.version = v;
    this.shuffles = options.shuffles ?? SEEDED_SHUFFLES;
    const seconds = options.turnSeconds ?? null;
    this.timers =
      seconds === null
        ? null
        : new TurnTimers(seconds, options.scheduler, (seat) => this.timeUp(seat));
  }

  /** The game now, hidden cards and all (for saving and storing; never for a screen). */
  get state(): GameState {
    return this.game;
  }

  /** The number of the last step. */
  get v(): number {
    return this.version;
  }

  /** The turn timers running now. */
  get runningTimers(): RunningTimers {
    return this.timers?.running() ?? { seats: [], ms: 0 };
  }

  /** Whether a computer plays person `seat` until its person comes back. */
  isStandIn(seat: number): boolean {
    return this.standIns.has(seat);
  }

  /** Between rounds: whether `seat` is ready for the next round. */
  isReady(seat: number): boolean {
    return this.readySeats.has(seat);
  }

  /** Lets the computers play and the timers run. */
  start(): void {
    this.pump();
  }

  /**
   * A screen playing `audience` watches the game: it hears the current step at once (the deal of
   * a round not yet begun when `dealt`, else a jump), then every step. Returns what stops it.
   */
  watch(
    audience: readonly number[],
    listener: MasterListener,
    options: { readonly dealt?: boolean } = {},
  ): () => void {
    const watcher = { audience, listener };
    this.watchers.add(watcher);
    const { phase, round, history } = this.game;
    // A round with no set-up reveals (R9.2) begins its turns at the deal.
    const playing = phase === 'setup' || phase === 'turns';
    const fresh =
      playing && round.drawn === null && (history[round.index]?.actions.length ?? 0) === 0;
    const dealt = options.dealt === true && fresh;
    const change = {
      v: this.version,
      events: dealt ? dealtEvents(this.game) : [],
      byComputer: false,
      jump: !dealt,
    };
    listener.step(seatStep(this.game, audience, change, this.turn(), this.persons()));
    return () => this.watchers.delete(watcher);
  }

  /** A person at `seat` chose `action`; returns why it was refused, or `null` once it is played. */
  act(seat: number, action: Action): MasterRefusal | null {
    const game = this.game;
    if (this.stopped || !isPlaying(game))
      return { code: 'wrong-phase', message: 'the round is over' };
    if (action.p !== seat || !this.turn().choosing.includes(seat))
      return { code: 'not-your-turn', message: `it is not seat ${seat + 1}'s turn` };
    if (placesUndrawn(game, action)) return { code: 'illegal', message: DRAW_FIRST };
    const played = apply(this.shuffles.prepare(game, action), action);
    if (!played.ok) return { code: 'illegal', message: played.message };
    this.commit(played.state, played.events, false);
    this.pump();
    return null;
  }

  /** A game on one device: deals the next round now (the round summary's button). */
  nextRound(): void {
    if (this.game.phase === 'round-over') this.deal();
  }

  /** Online, between rounds: `seat` is ready; the round is dealt once every present person is. */
  ready(seat: number): boolean {
    if (this.game.phase !== 'round-over' || this.readySeats.has(seat)) return false;
    this.readySeats.add(seat);
    this.pump();
    return true;
  }

  /** Online: whether the person of `seat` is at the table (connected) now. */
  setPresent(seat: number, present: boolean): void {
    if (present) this.absent.delete(seat);
    else this.absent.add(seat);
    this.pump();
  }

  /** Online: a computer plays person `seat` (its person stayed away), or no longer (they are back). */
  setStandIn(seat: number, on: boolean): void {
    if (on) {
      this.standIns.add(seat);
    } else {
      this.standIns.delete(seat);
      this.timedOut.delete(seat);
    }
    this.pump();
  }

  /** Stops: no more steps; thinking is cancelled, timers stopped. */
  stop(): void {
    this.stopped = true;
    this.options.computers.cancel();
    this.timers?.clear();
    for (const cancel of this.pending) cancel();
    this.pending.clear();
    this.watchers.clear();
  }

  /** Whether a computer plays `seat` now: a computer seat, a stand-in, or a turn that ran out. */
  private computerPlays(seat: number): boolean {
    return isComputer(this.seats[seat]!) || this.standIns.has(seat) || this.timedOut.has(seat);
  }

  private persons(): number[] {
    return this.seats.flatMap((kind, seat) => (kind === 'person' ? [seat] : []));
  }

  /** Who acts now: the persons who may choose, and the computer that moves next. */
  private turn(): Turn {
    const toAct = isPlaying(this.game) && !this.stopped ? seatsToAct(this.game) : [];
    const computer = toAct.find((seat) => this.computerPlays(seat)) ?? null;
    const firstComputers = this.options.table === 'one-device' && computer !== null;
    const choosing = firstComputers ? [] : toAct.filter((seat) => !this.computerPlays(seat));
    return { choosing, computer };
  }

  private commit(next: GameState, events: readonly GameEvent[], byComputer: boolean): void {
    const previous = this.game;
    this.game = next;
    this.version++;
    if (next.phase === 'round-over' || previous.phase === 'round-over') this.readySeats.clear();
    this.options.onState?.(next, previous);
    const change = { v: this.version, events, byComputer, jump: false };
    const turn = this.turn();
    const persons = this.persons();
    for (const { audience, listener } of [...this.watchers])
      listener.step(seatStep(next, audience, change, turn, persons));
  }

  private deal(): void {
    const dealt = this.shuffles.deal(this.game);
    if (!dealt.ok) return;
    this.commit(dealt.state, dealt.events, false);
    this.pump();
  }

  /** Lets a computer decide for every seat it plays that is to act; follows the turn timers. */
  private pump(): void {
    if (this.stopped) return;
    if (this.nobodyHere()) {
      if (this.timers !== null && this.timers.running().seats.length > 0) {
        this.timers.clear();
        this.options.onTimers?.(this.timers.running());
      }
      return;
    }
    const game = this.game;
    const toAct = isPlaying(game) ? seatsToAct(game) : [];
    for (const seat of this.timedOut) if (!toAct.includes(seat)) this.timedOut.delete(seat);
    if (this.timers !== null) {
      const waiting = game.phase === 'round-over' ? this.unready() : this.turn().choosing;
      if (this.timers.follow(game, game.phase === 'game-over' ? [] : waiting))
        this.options.onTimers?.(this.timers.running());
    }
    if (game.phase === 'round-over') {
      if (this.options.table === 'online' && this.unready().length === 0) this.deal();
      return;
    }
    // On one device the computers move one after another, as the table shows them; online each
    // computer seat to act decides at once (the set-up reveals).
    const deciders =
      this.options.table === 'one-device'
        ? [this.turn().computer].filter((seat) => seat !== null)
        : toAct.filter((seat) => this.computerPlays(seat));
    // A seat thinks once at a time: what it decides is checked against the step it comes back to.
    for (const seat of deciders) {
      if (this.deciding.has(seat)) continue;
      this.deciding.set(seat, this.version);
      const delay = this.options.computerDelayMs ?? 0;
      if (delay <= 0) this.think(seat);
      else this.later(delay, () => this.think(seat));
    }
  }

  /** Online, no person is at the table: it waits for one, no computer moving, no timer running. */
  private nobodyHere(): boolean {
    const persons = this.persons();
    return persons.length > 0 && persons.every((seat) => this.absent.has(seat));
  }

  /** Between rounds: the present persons not yet ready. */
  private unready(): number[] {
    return this.persons().filter((seat) => !this.absent.has(seat) && !this.readySeats.has(seat));
  }

  private think(seat: number): void {
    const game = this.game;
    if (this.stopped || !seatsToAct(game).includes(seat) || !this.computerPlays(seat)) {
      this.deciding.delete(seat);
      return;
    }
    const kind = this.seats[seat]!;
    const level = isComputer(kind) ? kind : STAND_IN_LEVEL;
    const at = this.version;
    const tell = (fraction: number | null) => {
      for (const { listener } of this.watchers) listener.thinking?.(seat, fraction);
    };
    const decided = (chosen: Action | Error) => {
      this.deciding.delete(seat);
      tell(null);
      if (this.stopped || !this.computerPlays(seat) || !seatsToAct(this.game).includes(seat))
        return this.pump();
      // Nobody left to watch: the decision is dropped, and made again when a person is back.
      if (this.nobodyHere()) return;
      if (chosen instanceof Error) return this.fallback(seat, `thinking failed: ${chosen.message}`);
      // Other seats moved while it thought (online set-up reveals): a reveal still stands, as
      // another seat's reveal does not change one's own; any other decision is made again.
      const stale = this.version !== at;
      if (stale && chosen.t !== 'reveal') return this.pump();
      const played =
        chosen.p !== seat
          ? { ok: false as const, message: `it decided for seat ${chosen.p + 1}` }
          : placesUndrawn(this.game, chosen)
            ? { ok: false as const, message: DRAW_FIRST }
            : apply(this.shuffles.prepare(this.game, chosen), chosen);
      if (played.ok) {
        this.commit(played.state, played.events, true);
        return this.pump();
      }
      if (stale) return this.pump();
      this.fallback(seat, `${JSON.stringify(chosen)} was refused: ${played.message}`);
    };
    tell(0);
    this.options.computers
      .decide(playerView(game, seat), level, (fraction) => {
        if (!this.stopped) tell(fraction);
      })
      .then(decided, (error: unknown) => {
        if (!this.stopped) decided(error instanceof Error ? error : new Error(String(error)));
      });
  }

  /** The one fallback: another legal move for computer `seat`, so the game goes on. */
  private fallback(seat: number, problem: string): void {
    const move = fallbackMove(this.game, seat, this.shuffles.prepare);
    this.options.onComputerFailed?.(seat, problem);
    for (const { listener } of [...this.watchers])
      listener.computerFailed?.(seat, problem, move !== null);
    if (move === null) return;
    this.commit(move.state, move.events, true);
    this.pump();
  }

  private timeUp(seat: number): void {
    if (this.game.phase === 'round-over') {
      this.ready(seat);
    } else {
      this.timedOut.add(seat);
      this.pump();
    }
  }

  /** Runs `run` after `ms` unless the master stops first. */
  private later(ms: number, run: () => void): void {
    const cancel = this.options.scheduler.after(ms, () => {
      this.pending.delete(cancel);
      if (!this.stopped) run();
    });
    this.pending.add(cancel);
  }
}

/** Why a drawn card's placement is refused before the draw. */
const DRAW_FIRST = 'a card is drawn, and looked at, before it is placed (R3.2)';

/**
 * Whether `action` places a drawn card while none is drawn. The engine plays that as a draw and
 * its placement together, as a record writes a turn; at the table a seat draws first (R3.2,
 * BOT-PROTOCOL.md), and every step tells one record entry.
 */
function placesUndrawn(game: GameState, action: Action): boolean {
  return placesDrawnCard(action) && game.round.drawn === null;
}

/** Whether a round is being played (set-up or turns). */
function isPlaying(game: GameState): boolean {
  return game.phase === 'setup' || game.phase === 'turns';
}
