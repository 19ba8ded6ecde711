import { type Action, legalViewActions } from '../../engine';
import type { Translator } from '../../i18n';
import type { SeatStep } from '../../master';
import {
  choicesFor,
  type Rect,
  type SeatCountdown,
  type TableChooser,
  type TableSnapshot,
  tableSnapshot,
  type TableView,
} from '../../view';
import type { Hud } from '../page/hud';
import type { Intent, IntentHandler } from '../input/intent';
import type * as RoundSummary from './round-summary';
import type { SummaryActions } from './round-summary';
import { absenceText, statusText } from './status';
import { SeatAbsences } from './seat-absences';
import { showRulesInForce } from './house-rules-text';
import { tableLabels } from './table-labels';
import type { GameSource, StepSink } from '../client/game-source';
import type { Awaiting, GameGuide } from './game-guide';
import type { HintPresenter } from './hint-presenter';

/** The round summary's code: loaded when a game starts, not with the first screen. */
let summaryCode: Promise<typeof RoundSummary> | null = null;

/** Loads the round summary's code once (again after a failed attempt). */
function loadSummaryCode(): Promise<typeof RoundSummary> {
  summaryCode ??= import('./round-summary').catch((error: unknown) => {
    summaryCode = null;
    throw error;
  });
  return summaryCode;
}

/** What the presenter works with: the table, the status bar, the source of steps and the hint. */
export interface PresenterContext {
  readonly view: TableView;
  readonly hud: Hud;
  readonly source: GameSource;
  readonly hints: HintPresenter;
  /** The game's target total (the summary's chart draws it). */
  readonly targetScore: number;
  /** The lesson steering the game, if it is the guided round. */
  readonly guide?: GameGuide;
  /** Whether hints may be asked (an online room may turn them off; default yes). */
  readonly hintsAllowed?: () => boolean;
  /** The summary's buttons that leave the game. */
  readonly actions: Omit<SummaryActions, 'onNextRound' | 'onViewTable'>;
  translator(): Translator;
  /** Whether the player uses keys (the status names them) rather than touch. */
  keys(): boolean;
  /** Localizes default player names (`Player 1`, the computers') for display. */
  names(players: readonly string[]): readonly string[];
  /** What the page publishes changed: what the table waits for, the steps presented. */
  changed(): void;
  /** The round summary appeared, went aside or came back: the game screen shows it or the table. */
  summaryChanged(): void;
  /** Finishes the running animation and pause at once. */
  skip(): void;
  /** The table has shown the end of the game (`shown`): celebrate a person's win. */
  finale?(shown: TableSnapshot): void;
}

/**
 * Plays a game's steps on the table and the status bar, offers a person at this screen their
 * legal actions on the table and hands the move they make to the source. It reads only what a
 * step carries (the seat's player view, whether a person here chooses now), so a local game and
 * an online room present alike.
 */
export class Presenter implements StepSink, IntentHandler, TableChooser {
  private step: SeatStep | null = null;
  /** What the table shows of the step: the projection of its player view. */
  private snapshot: TableSnapshot | null = null;
  /** The actions the person here may choose from at this step (a lesson's one), or `null`. */
  private legal: readonly Action[] | null = null;
  private steps = 0;
  private awaiting: Awaiting = 'none';
  /** The seat shown large at the bottom: the person to choose, or the first person. */
  private focus: number;
  private summary: HTMLElement | null = null;
  private summaryAside = false;
  private stopped = false;
  /** Who is away or stood in for, told by the room; the status counts an away person's seconds. */
  private readonly absent: SeatAbsences;
  /** Whether the table is playing a step's events (the status tells what it shows). */
  private animating = false;
  /** The toast of the round's last turns ("… no face-down card left …"), while it may show. */
  private finalRoundToast: string | null = null;

  /** A presenter for `context`'s source. */
  constructor(private readonly context: PresenterContext) {
    const first = context.source.seats.indexOf('person');
    this.focus = first >= 0 ? first : 0;
    this.absent = new SeatAbsences(context.source, () => {
      if (!this.animating) this.updateStatus();
    });
    // Ready by the round's end; a failure is told when the summary is wanted.
    loadSummaryCode().catch(() => undefined);
  }

  /** How many steps have been presented (the test hook waits on it). */
  get version(): number {
    return this.steps;
  }

  /** What the table waits for. */
  get waitingFor(): Awaiting {
    return this.awaiting;
  }

  /** The table shown now, if any. */
  get shown(): TableSnapshot | null {
    return this.snapshot;
  }

  /** The seat of the person choosing now, if any. */
  get actingPerson(): number | null {
    return this.awaiting === 'input' ? this.chooser : null;
  }

  /** The round summary when it is shown (not put aside), for the game screen. */
  get overlay(): HTMLElement | null {
    return this.summaryAside ? null : this.summary;
  }

  /** Whether a round summary waits aside while the player looks at the table. */
  get summaryPutAside(): boolean {
    return this.summary !== null && this.summaryAside;
  }

  /** Shows the table and starts the source. */
  start(): void {
    const { source } = this.context;
    void this.context.view.set({
      focus: this.focus,
      emblems: source.emblems ?? source.seats,
      looks: source.looks ?? [],
    });
    this.relabel();
    source.start(this);
  }

  /** Stops presenting: no more steps, input, hints, thinking or countdowns. */
  stop(): void {
    this.stopped = true;
    this.context.source.stop();
    this.context.hints.close();
    this.dismissFinalRound();
    this.absent.stop();
    void this.context.view.set({ choosing: null, thinking: null, countdowns: [] });
    this.context.hud.setScoresButton(false);
    showRulesInForce(this.context.hud, this.context.translator(), {});
  }

  /** Shows `step` (the client hands them on one after another); one that fails is reported. */
  present(step: SeatStep): Promise<void> {
    return this.play(step).catch((error: unknown) =>
      console.error('SKYJO: a step could not be shown; the game goes on', error),
    );
  }

  thinking(seat: number, fraction: number | null): void {
    if (this.stopped) return;
    void this.context.view.set({
      thinking: fraction === null ? null : { seat, progress: fraction },
    });
  }

  countdowns(countdowns: readonly (SeatCountdown | null)[]): void {
    if (this.stopped) return;
    this.absent.told(countdowns);
    // The room's news also tells who a computer stands in for: their plates show it.
    const { source } = this.context;
    void this.context.view.set({
      countdowns,
      emblems: source.emblems ?? source.seats,
      looks: source.looks ?? [],
    });
    if (!this.animating) this.updateStatus();
  }

  refused(): void {
    this.refuse();
    if (this.legal !== null) this.awaitPerson();
  }

  computerFailed(seat: number, problem: string, gameGoesOn: boolean): void {
    console.warn(`SKYJO: computer seat ${seat}: ${problem}`);
    if (this.stopped) return;
    const t = this.context.translator();
    const name = this.context.names(this.snapshot?.players ?? [])[seat] ?? '';
    if (gameGoesOn) this.context.hud.toast(t.t('computerMoveReplaced', { name }));
    else this.context.hud.setStatus(t.t('gameStuck', { name }));
  }

  /** Re-reads the language and the input kind: labels, status, summary, hint. */
  relabel(): void {
    const t = this.context.translator();
    const players = this.context.names(this.snapshot?.players ?? []);
    void this.context.view.set({ labels: tableLabels(t, players, this.viewer()) });
    showRulesInForce(this.context.hud, t, this.step?.view.rules ?? {});
    this.updateStatus();
    if (this.summary !== null) void this.showSummary();
    this.context.hints.relabel();
  }

  /** Brings the round summary back after "View table". */
  bringBackSummary(): void {
    if (!this.summaryPutAside) return;
    this.summaryAside = false;
    this.context.hud.setScoresButton(false);
    this.context.summaryChanged();
  }

  /** The screen rectangles the hint panel must leave free: the person's plate, cards and the piles. */
  guarded(): Rect[] {
    const { view } = this.context;
    const seat = this.chooser ?? this.focus;
    const rects = [
      view.plateRect(seat),
      view.targetRect({ kind: 'draw' }),
      view.targetRect({ kind: 'discard' }),
      view.targetRect({ kind: 'drawn' }),
      // Every card of the seat, however large its grid or grids (R9.1, R9.5).
      ...Array.from({ length: this.snapshot?.grids[seat]?.length ?? 0 }, (_, pos) =>
        view.targetRect({ kind: 'card', seat, pos }),
      ),
    ];
    return rects.filter((rect): rect is Rect => rect !== null);
  }

  /** The other seats' blocks (plate and grid) on screen, which the hint panel leaves in view. */
  others(): Rect[] {
    const seat = this.chooser ?? this.focus;
    const count = this.snapshot?.players.length ?? 0;
    return Array.from({ length: count }, (_, other) => other)
      .filter((other) => other !== seat)
      .flatMap((other) => {
        const rect = this.context.view.seatRect(other);
        return rect === null ? [] : [rect];
      });
  }

  intent(intent: Intent): void {
    if (this.stopped) return;
    switch (intent.kind) {
      case 'skip':
        return this.context.skip();
      case 'hint':
        return this.requestHint();
      case 'cancel':
        if (this.context.hints.open) return this.context.hints.close();
        if (this.summaryPutAside) return this.bringBackSummary();
        if (this.summary !== null) return this.putSummaryAside();
        return this.context.view.key(intent);
      default:
        // The half-made move is the table's: its keys go to it.
        return this.context.view.key(intent);
    }
  }

  /** Asks for a hint for the person to choose now; a second ask closes the open one. */
  private requestHint(): void {
    const { hints, hud } = this.context;
    const t = this.context.translator();
    if (this.context.guide !== undefined) return this.context.guide.refuse();
    if (this.context.hintsAllowed?.() === false) return hud.toast(t.t('hintsOff'));
    if (hints.open) return hints.close();
    const { step, snapshot } = this;
    if (this.awaiting !== 'input' || step === null || snapshot === null || this.legal === null)
      return hud.toast(t.t('hintUnavailable'));
    // The opening reveal turns unknown cards: no card is better than another, nothing to weigh.
    if (snapshot.phase === 'setup') return hud.toast(t.t('hintOpening'));
    const { discardPile, players } = snapshot;
    void hints.request(step.view, this.context.names(players), discardPile.at(-1) ?? 0);
  }

  /** The person made `action` on the table: the source plays it. */
  onAction(action: Action): void {
    this.context.hints.close();
    this.setAwaiting('none');
    this.context.source.act(action);
  }

  /** The table refused a choice: the lesson explains, or a toast says it is not allowed. */
  onRefused(): void {
    this.refuse();
  }

  /** The half-made move changed: the status line says what comes next. */
  onMode(): void {
    this.updateStatus();
  }

  /** Shows one step: animates the table to it, then waits for the person or the summary. */
  private async play(step: SeatStep): Promise<void> {
    if (this.stopped) return;
    const { view, hud, hints, guide } = this.context;
    const before = this.snapshot;
    const shown = tableSnapshot(step.view);
    this.step = step;
    this.snapshot = shown;
    const legal = step.choosing ? legalViewActions(step.view) : null;
    this.legal = legal === null ? null : (guide?.narrow(shown, legal) ?? legal);
    this.steps++;
    hints.close();
    hud.setHintEnabled(false);
    this.closeSummary();
    this.setAwaiting('none');
    const ender = shown.ender;
    if (before !== null && before.ender === null && ender !== null && shown.phase === 'turns') {
      const name = this.context.names(shown.players)[ender] ?? '';
      const you = this.people().length === 1 && this.people()[0] === ender;
      this.finalRoundToast = this.context
        .translator()
        .t(you ? 'statusFinalRoundYou' : 'statusFinalRound', { name });
      hud.toast(this.finalRoundToast);
    }
    if (before === null || before.players !== shown.players) this.relabel();
    // Whoever chose before chooses no more until this step is shown and offers its own choice.
    if (step.jump || (before === null && step.events.length === 0)) {
      this.updateStatus();
      await view.set({ snapshot: shown, choosing: null });
    } else {
      // While the table plays the step, the status tells what it shows: whose move, the deal,
      // the scores counting; what comes next only once it has played.
      hud.setStatus(this.playingStatus(step, shown));
      this.animating = true;
      try {
        await view.set({ snapshot: shown, events: step.events, choosing: null });
      } catch (error) {
        // An animation that fails must not stop the game: the table shows where it stands.
        console.error('SKYJO: the table could not play a step; it shows the result', error);
        await view.set({ snapshot: shown });
      } finally {
        this.animating = false;
      }
      this.updateStatus();
    }
    if (this.stopped) return;
    if (
      before !== null &&
      !step.jump &&
      shown.phase === 'game-over' &&
      before.phase !== 'game-over'
    )
      this.context.finale?.(shown);
    if (shown.phase === 'round-over' || shown.phase === 'game-over') return this.showSummary();
    if (this.legal !== null) this.awaitPerson();
  }

  /** Offers the person to choose now their actions on the table. */
  private awaitPerson(): void {
    const seat = this.step!.view.seat;
    if (seat !== this.focus) {
      this.focus = seat;
      void this.context.view.set({ focus: seat });
      this.relabel();
    }
    this.setAwaiting('input');
    const allowed = this.context.hintsAllowed?.() !== false;
    const turns = this.snapshot!.phase === 'turns';
    this.context.hud.setHintEnabled(this.context.guide === undefined && allowed && turns);
    void this.context.view.set({ choosing: { seat, legal: this.legal!, chooser: this } });
    this.updateStatus();
  }

  /** The seat whose cards the labels call "your": the person at the screen, if any. */
  private viewer(): number | null {
    return this.context.source.seats[this.focus] === 'person' ? this.focus : null;
  }

  /** The seat of the person to choose at this step, if any. */
  private get chooser(): number | null {
    return this.legal === null ? null : this.step!.view.seat;
  }

  private refuse(): void {
    if (this.context.guide !== undefined) return this.context.guide.refuse();
    this.context.hud.toast(this.context.translator().t('illegalMove'));
  }

  /** Takes down the toast of the round's last turns, if it still shows: that round is over. */
  private dismissFinalRound(): void {
    if (this.finalRoundToast !== null) this.context.hud.dismissToast(this.finalRoundToast);
    this.finalRoundToast = null;
  }

  /** Shows the round's or the game's summary once its code is there (unless a step came since). */
  private async showSummary(): Promise<void> {
    this.dismissFinalRound();
    const step = this.step;
    const code = await loadSummaryCode().catch((error: unknown) => {
      console.error(error);
      const t = this.context.translator();
      this.context.hud.toast(t.t('screenLoadFailed', { message: String(error) }));
      return null;
    });
    if (this.stopped || this.step !== step) return;
    const snapshot = this.snapshot!;
    const over = snapshot.phase === 'game-over';
    this.setAwaiting(over ? 'game-over' : 'next-round');
    this.updateStatus();
    if (over && this.context.guide !== undefined) return; // The lesson has its own ending.
    const t = this.context.translator();
    if (code === null) return;
    const shown = { ...snapshot, players: this.context.names(snapshot.players) };
    this.summary = code.roundSummary(
      t,
      {
        shown,
        targetScore: this.context.targetScore,
        people: this.people(),
        emblems: this.context.source.emblems ?? this.context.source.seats,
        looks: this.context.source.looks ?? [],
      },
      {
        ...this.context.actions,
        onNextRound: () => this.context.source.nextRound(),
        onViewTable: () => this.putSummaryAside(),
      },
    );
    this.context.summaryChanged();
  }

  private putSummaryAside(): void {
    this.summaryAside = true;
    this.context.hud.setScoresButton(true);
    this.context.summaryChanged();
  }

  private closeSummary(): void {
    if (this.summary === null) return;
    this.summary = null;
    this.summaryAside = false;
    this.context.hud.setScoresButton(false);
    this.context.summaryChanged();
  }

  /** The seats played at this screen. */
  private people(): number[] {
    return this.context.source.seats.flatMap((kind, seat) => (kind === 'person' ? [seat] : []));
  }

  /** The status while `step`'s events play on the table, towards `shown`. */
  private playingStatus(step: SeatStep, shown: TableSnapshot): string {
    const t = this.context.translator();
    const round = shown.roundIndex + 1;
    const { events } = step;
    if (events.some((event) => event.kind === 'dealt')) return t.t('statusDealing', { round });
    if (events.some((event) => event.kind === 'round-scored'))
      return t.t('statusScoring', { round });
    const mover = events.find((event) => 'seat' in event && typeof event.seat === 'number') as
      { readonly seat: number } | undefined;
    if (mover === undefined) return '';
    const people = this.people();
    if (people.length === 1 && people[0] === mover.seat) return t.t('statusYouPlaying');
    const name = this.context.names(shown.players)[mover.seat] ?? '';
    return (
      absenceText(t, name, this.absent.bySeat()[mover.seat]) ?? t.t('statusComputer', { name })
    );
  }

  private updateStatus(): void {
    const snapshot = this.snapshot;
    if (snapshot === null) return this.context.hud.setStatus('');
    const t = this.context.translator();
    const shown = { ...snapshot, players: this.context.names(snapshot.players) };
    const style = {
      keys: this.context.keys(),
      you: this.people().length === 1,
      absent: this.absent.bySeat(),
    };
    const mode = this.context.view.choiceMode;
    const person = this.actingPerson;
    const allowed = person === null || this.legal === null ? null : choicesFor(this.legal, mode);
    this.context.hud.setStatus(statusText(t, shown, person, mode, style, allowed), person !== null);
  }

  private setAwaiting(awaiting: Awaiting): void {
    this.awaiting = awaiting;
    // Skip ends an animation or a computer's pause: none to end at the game's end, and the
    // guided round paces itself (its own "Skip" leaves the lesson).
    const offered = this.context.guide === undefined && awaiting !== 'game-over';
    this.context.hud.setSkip(offered, awaiting === 'none');
    this.context.changed();
    if (this.snapshot !== null) this.context.guide?.follow(this.snapshot, awaiting);
  }
}
