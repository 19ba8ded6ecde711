import './online.css';
import './seat-hold.css';
import type { GameRecord } from '../../engine';
import type { Translator } from '../../i18n';
import {
  OnlineSession,
  type SeatQuestion,
  type SessionListener,
  type SessionOptions,
} from '../../online/online-session';
import { CLOSE_CODES, ONLINE_PATH, type RoomInfo } from '../../online/protocol';
import type { RoomSettings } from '../../online/room-settings';
import type { KeyValueStore } from '../../storage';
import { storedLook } from '../look/look-store';
import { NUDGE_AFTER_MS, type ReactionNews } from '../../online/reaction-ids';
import type { BubbleContent } from '../../view';
import { MutedSeats } from './muted-seats';
import { isPhrase, ReactionBar, reactionWords } from './reaction-bar';
import { AwayVote } from './away-vote';
import { joinRefusal } from './join-refusal';
import { LobbyScreen } from './lobby-screen';
import { OnlineStrip } from './online-strip';
import { rememberRoom, StoredTokens } from './online-store';
import { readySeats, RematchPanel } from './rematch-panel';
import { type SeatNotice, seatNotices } from './seat-notices';

/** What an online game needs from the application around it. */
export interface OnlineHost {
  readonly store: KeyValueStore;
  translator(): Translator;
  /** Localizes default player names for display. */
  names(players: readonly string[]): readonly string[];
  /** Shows the lobby (a menu page); `back` is what Escape does there, `relabel` a new language. */
  showLobby(element: HTMLElement, back: () => void, relabel: () => void): void;
  /** Starts presenting the online game on the table. */
  playGame(play: OnlinePlay): void;
  /** Shows a reaction in a bubble on `seat`'s plate, with its sound. */
  react(seat: number, content: BubbleContent): void;
  /** Shakes `seat`'s plate a moment: another person nudged it. */
  shake(seat: number): void;
  /** Marks on the table's plates who asked to play again, by seat (none: all `false`). */
  readyMarks(ready: readonly boolean[]): void;
  toast(text: string): void;
  /** The room is left for good: back to the start screen with `notice`. */
  left(notice: string | null): void;
  /**
   * Another window or device asks for this seat: the person is asked whether to let it play
   * there (`null`: the question is over, its dialog goes).
   */
  ask(question: SeatQuestion | null): void;
  /** The seat is now played from another window or device: the person may take it back. */
  replaced(): void;
}

/**
 * How to get into a room: open one, join one by code, a quick match (`quick`: the settings of a
 * table it opens when none is open), a public table from the list, or watch one by code.
 */
export type Entry =
  | { readonly open: RoomSettings; readonly name: string }
  | { readonly join: string; readonly name: string }
  | { readonly quick: RoomSettings; readonly name: string }
  | { readonly table: string; readonly name: string }
  | { readonly watch: string };

/** The session an entry opens (see `Entry`). */
function sessionOf(options: SessionOptions, entry: Entry): Promise<OnlineSession> {
  if ('open' in entry) return OnlineSession.open(options, entry.open, entry.name);
  if ('join' in entry) return OnlineSession.join(options, entry.join, entry.name);
  if ('watch' in entry) return OnlineSession.watch(options, entry.watch);
  const how = 'quick' in entry ? { quick: entry.quick } : { table: entry.table };
  return OnlineSession.joinPublic(options, how, entry.name);
}

/** The game server's address on the game's own host (`/online` next to the page). */
export function onlineEndpoint(): string {
  return new URL(`.${ONLINE_PATH}`, document.baseURI).href;
}

/** The link that brings a friend to room `code`. */
function roomLink(code: string): string {
  const url = new URL(location.href);
  url.search = `?room=${code}`;
  url.hash = '';
  return url.href;
}

/**
 * One seat at an online table in the browser: the session (tokens kept in the browser's storage,
 * so a reload comes back to the seat), the lobby until the game starts, then the game on the
 * table with the strip that shows who is connected.
 */
export class OnlinePlay {
  /** Who is connected, and the turn timer (under the status bar). */
  readonly strip: OnlineStrip;
  /** The votes on away seats (under the strip). */
  private readonly awayVote: AwayVote;
  /** Once the game is over: who asks to play again (in the final summary). */
  readonly rematch: RematchPanel;
  /** What the game shows under the status bar: the strip and the away votes. */
  readonly bar: HTMLElement;
  private lobby: LobbyScreen | null = null;
  private playing = false;
  /** The room's game shown on the table (its number in the room), once one is. */
  private shownGame: number | null = null;
  /** Whether this play is changing screens itself (the screen it leaves must not leave the room). */
  private moving = false;
  private ended = false;
  /** The room as last told, to tell people what changed for the other seats. */
  private lastInfo: RoomInfo | null = null;
  /** The reactions' button and panel (shown under the status line during the game). */
  readonly reactions: ReactionBar;
  /** The seat to move alone and since when (epoch ms), for the nudge. */
  private toMove: { readonly seat: number; readonly since: number } | null = null;

  private constructor(
    private readonly host: OnlineHost,
    readonly session: OnlineSession,
  ) {
    this.strip = new OnlineStrip(
      () => host.translator(),
      (players) => host.names(players),
    );
    this.reactions = new ReactionBar(
      {
        translator: () => host.translator(),
        names: () => this.seatNames(),
        me: () => session.seat,
        people: () =>
          (session.roomInfo?.seats ?? []).flatMap((seat, index) =>
            seat.kind === 'person' ? [index] : [],
          ),
        nudgeable: () => this.nudgeable(),
        send: (request) => session.react(request),
      },
      new MutedSeats(host.store, session.code!),
    );
    this.awayVote = new AwayVote(
      () => host.translator(),
      (seat, keep) => session.vote(seat, keep),
    );
    this.rematch = new RematchPanel(() => host.translator(), {
      onReady: (ready) => session.again(ready),
      onStartHere: () => session.rematch(),
    });
    this.bar = document.createElement('div');
    this.bar.className = 'online-bar';
    // A spectator sends no reaction (the room refuses one): no button offers it.
    if (session.spectator) this.bar.append(this.strip.element, this.awayVote.element);
    else this.bar.append(this.strip.element, this.reactions.element, this.awayVote.element);
    session.subscribe(this.listener());
  }

  /** The seats' names as shown. */
  private seatNames(): readonly string[] {
    return this.host.names((this.session.roomInfo?.seats ?? []).map((seat) => seat.name ?? ''));
  }

  /** Another seat to move alone for as long as the room asks before a nudge, or `null`. */
  private nudgeable(): number | null {
    const moving = this.toMove;
    if (moving === null || moving.seat === this.session.seat) return null;
    const wait = this.session.roomInfo?.nudgeAfterMs ?? NUDGE_AFTER_MS;
    return Date.now() - moving.since >= wait ? moving.seat : null;
  }

  /** A reaction at the table: on its sender's plate, said politely, unless this person hid them. */
  private reacted(news: ReactionNews): void {
    if (!this.playing || this.reactions.hides(news.seat)) return;
    const t = this.host.translator();
    const names = this.seatNames();
    const words = reactionWords(t, news, names);
    this.host.react(news.seat, { id: news.id, text: isPhrase(news.id) ? words : null });
    if (news.id === 'nudge' && news.to !== null) this.host.shake(news.to);
    this.strip.say(t.t('reactionSaid', { name: names[news.seat] ?? '', reaction: words }));
  }

  /**
   * Joins as `entry` says; throws an Error whose message is for people (`watchable` when the
   * room has no seat to give but can be watched).
   */
  static async enter(host: OnlineHost, entry: Entry): Promise<OnlinePlay> {
    let play: OnlinePlay | null = null;
    const options = {
      endpoint: onlineEndpoint(),
      tokens: new StoredTokens(host.store),
      look: storedLook(host.store) ?? undefined,
      listener: {
        room: () => play?.roomChanged(),
        game: () => play?.roomChanged(),
        waiting: () => host.toast(host.translator().t('onlineSeatAsking')),
      },
    };
    try {
      play = new OnlinePlay(host, await sessionOf(options, entry));
    } catch (error) {
      const code = 'join' in entry ? entry.join : 'watch' in entry ? entry.watch : null;
      const { problem, watchable } = joinRefusal(host.translator(), error, code);
      // A room with no seat to give can still be watched (by one who asked to join it).
      throw Object.assign(new Error(problem, { cause: error }), {
        watchable: watchable && 'join' in entry,
      });
    }
    // A spectator holds no seat to come back to.
    if (!play.spectator) rememberRoom(host.store, play.code);
    play.roomChanged();
    return play;
  }

  /** The room code. */
  get code(): string {
    return this.session.code!;
  }

  /** Whether this page watches without a seat. */
  get spectator(): boolean {
    return this.session.spectator;
  }

  /** Whether this room allows hints (never to a spectator). */
  get hints(): boolean {
    return !this.spectator && (this.session.roomInfo?.hints ?? true);
  }

  /** Whether this play is changing screens itself: the screen it leaves stays in the room. */
  get changingScreens(): boolean {
    return this.moving;
  }

  /** Once the game is over: this person asks to play another game at this table. */
  again(): void {
    this.session.again(true);
  }

  /** The game's target total. */
  get targetScore(): number {
    return this.session.step?.view.rules.targetScore ?? 100;
  }

  /** Whether the game is over. */
  get over(): boolean {
    return this.session.step?.view.phase === 'game-over';
  }

  /** The game so far as this seat knows it: the public record (GAME-RECORD.md). */
  get record(): GameRecord | null {
    return this.session.record;
  }

  /**
   * Leaves the room (the seat stays reclaimable with its token); `forget` also forgets the room,
   * else the start screen offers to go back to it.
   */
  async leave(forget: boolean): Promise<void> {
    this.ended = true;
    this.strip.stop();
    this.lobby?.stop();
    this.reactions.stop();
    if (forget && !this.spectator) rememberRoom(this.host.store, null);
    await this.session.leave();
  }

  /** Re-reads the language. */
  relabel(): void {
    this.strip.render();
    this.reactions.render();
    this.showPanels();
    const info = this.session.roomInfo;
    if (this.lobby !== null && info !== null) {
      this.lobby = null;
      this.roomChanged();
    }
  }

  private listener(): SessionListener {
    const t = () => this.host.translator();
    return {
      room: (info) => {
        this.strip.room(info);
        this.showPanels();
        for (const notice of seatNotices(this.lastInfo, info, this.session.seat))
          this.host.toast(this.noticeText(notice, info));
        for (const seat of givenToComputers(this.lastInfo, info)) {
          const name = this.host.names(info.seats.map((s) => s.name ?? ''))[seat] ?? '';
          this.host.toast(t().t('voteGivenNotice', { name }));
        }
        this.lastInfo = info;
      },
      timer: (seats, at) => this.strip.timer(seats, at),
      game: (step) => {
        const { phase, toMove } = step.view;
        const seat = phase === 'turns' ? toMove : null;
        if (seat !== (this.toMove?.seat ?? null))
          this.toMove = seat === null ? null : { seat, since: Date.now() };
      },
      reaction: (news) => this.reacted(news),
      connection: (status, reason) => {
        if (this.ended) return;
        if (status === 'reconnecting') this.host.toast(t().t('onlineReconnecting'));
        else if (status === 'connected') this.host.toast(t().t('onlineReconnected'));
        else {
          this.ended = true;
          this.strip.stop();
          this.host.ask(null);
          // A spectator holds no seat: its room ended or is gone for good (`WATCH_TRIES`).
          if (this.spectator) this.host.left(t().t('watchEnded'));
          // Replaced is not the end: the seat's own browser takes it back when its person asks.
          else if (reason?.includes(String(CLOSE_CODES.replaced))) this.host.replaced();
          else if (reason?.includes(String(CLOSE_CODES.kept)))
            this.host.left(t().t('onlineSeatKept'));
          else if (reason?.includes(String(CLOSE_CODES.removed)))
            this.host.left(t().t('onlineRemoved'));
          else if (reason?.includes(String(CLOSE_CODES.givenToComputer)))
            this.host.left(t().t('onlineGivenToComputer'));
          else this.host.left(t().t('onlineLeft'));
        }
      },
      asked: (question) => {
        if (!this.ended) this.host.ask(question);
      },
      refused: (error) => {
        if (error.to === 'react') return this.reactions.refused();
        if (error.to !== 'act' && error.to !== 'sync')
          this.host.toast(t().t('onlineRefused', { reason: error.message }));
      },
    };
  }

  /** A seat notice in words: who dropped out, who a computer plays for, who is back. */
  private noticeText(notice: SeatNotice, info: RoomInfo): string {
    const t = this.host.translator();
    const name = this.host.names(info.seats.map((seat) => seat.name ?? ''))[notice.seat] ?? '';
    if (notice.kind === 'away') return t.t('onlineAwayNotice', { name, seconds: notice.seconds });
    return t.t(notice.kind === 'stand-in' ? 'onlineStandInNotice' : 'onlineBackNotice', { name });
  }

  /** The away votes and the rematch panel as the room now stands. */
  private showPanels(): void {
    const info = this.session.roomInfo;
    const me = this.session.seat;
    if (info === null || me === null) return;
    const names = this.host.names(info.seats.map((seat) => seat.name ?? ''));
    this.awayVote.update(info, me, names);
    if (info.phase === 'over') this.rematch.update(info, me, names);
    if (this.playing) this.host.readyMarks(readySeats(info));
  }

  /**
   * Shows the lobby or, once a game has begun, the table; a new game of the room (a rematch)
   * starts a new table.
   */
  private roomChanged(): void {
    const info = this.session.roomInfo;
    const me = this.session.seat;
    if (info === null || (me === null && !this.spectator) || this.ended) return;
    if (info.phase === 'lobby') return this.showLobby(info, me);
    const step = this.session.step;
    const game = info.game ?? 1;
    const fresh = this.shownGame !== null && game !== this.shownGame;
    if (step === null || (fresh && step.view.phase === 'game-over')) return;
    if (this.playing && !fresh) return;
    if (fresh) this.host.toast(this.host.translator().t('rematchNewGame', { n: game }));
    this.playing = true;
    this.shownGame = game;
    this.lobby = null;
    this.moveTo(() => this.host.playGame(this));
  }

  /** Changes screens from this play: the screen it leaves does not leave the room. */
  private moveTo(show: () => void): void {
    this.moving = true;
    try {
      show();
    } finally {
      this.moving = false;
    }
  }

  private showLobby(info: RoomInfo, me: number | null): void {
    this.playing = false;
    if (this.lobby === null) {
      const t = this.host.translator();
      this.lobby = new LobbyScreen(t, roomLink(info.code), {
        onSit: (seat) => this.session.sit(seat),
        onFill: () => this.fillWithComputers(),
        onStart: () => this.session.start(),
        onRemove: (seat) => this.session.remove(seat),
        onPublish: (listed) => this.session.publish(listed),
        onFillAndStart: () => {
          this.fillWithComputers();
          // The room plays messages in order: the seats are computers' by the start.
          this.session.start();
        },
        onLeave: () => void this.leave(true).then(() => this.host.left(null)),
        onCopy: (text) =>
          navigator.clipboard === undefined
            ? Promise.resolve(false)
            : navigator.clipboard.writeText(text).then(
                () => true,
                () => false,
              ),
      });
      this.lobby.update(info, me);
      const lobby = this.lobby.element;
      this.moveTo(() =>
        this.host.showLobby(
          lobby,
          () => void this.leave(true).then(() => this.host.left(null)),
          () => this.relabel(),
        ),
      );
    } else {
      this.lobby.update(info, me);
    }
  }

  /** The host gives each free seat to a medium computer named like the local game's. */
  private fillWithComputers(): void {
    const t = this.host.translator();
    const info = this.session.roomInfo;
    if (info === null) return;
    for (const [seat, shown] of info.seats.entries()) {
      if (shown.kind !== 'person' || shown.taken) continue;
      const name = t.t('defaultComputerName', { n: seat + 1 });
      this.session.setSeat(seat, { kind: 'computer', level: 'medium', name });
    }
  }
}

/** The seats a person played in `before` that a computer keeps in `after` (the others voted). */
function givenToComputers(before: RoomInfo | null, after: RoomInfo): number[] {
  if (before === null || before.phase !== 'playing' || after.phase !== 'playing') return [];
  return after.seats.flatMap((seat, index) =>
    seat.kind === 'computer' && before.seats[index]?.kind === 'person' ? [index] : [],
  );
}
