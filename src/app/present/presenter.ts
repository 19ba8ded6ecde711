import type { Hint } from '../../ai';
import type { Translator } from '../../i18n';
import {
  type Rect,
  type SeatCountdown,
  type TableSnapshot,
  tableSnapshot,
  NO_MARKS,
  type TableTarget,
  type TableView,
} from '../../view';
import { choicesFor, choose, type ChoiceMode, type Choices } from './choices';
import type { Hud } from '../page/hud';
import type { Intent, IntentHandler } from '../input/intent';
import { moveCursor } from '../input/keyboard';
import { roundSummary, type SummaryActions } from '../screens/round-summary';
import { statusText } from './status';
import { houseRuleLines } from './house-rules-text';
import { tableLabels } from './table-labels';
import type { GameSource, GameStep, StepSink } from '../client/game-step';
import { SerialQueue } from '../client/serial-queue';
import type { Awaiting, GameGuide } from './game-guide';
import type { HintPresenter } from './hint-presenter';

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

/** A step with what the table shows of it: the projection of its player view. */
type Shown = GameStep & { readonly snapshot: TableSnapshot };

/**
 * Plays a game's steps on the table and the status bar, and turns a person's intents into
 * actions for the source. It reads only what a step carries (the seat's player view and the
 * person's prompt), so a local game and an online room present alike.
 */
export class Presenter implements StepSink, IntentHandler {
  private step: Shown | null = null;
  /** The steps presented so far, one after another. */
  private readonly queue = new SerialQueue();
  private steps = 0;
  private awaiting: Awaiting = 'none';
  private mode: ChoiceMode = 'idle';
  private cursor: number | null = null;
  /** The seat shown large at the bottom: the person to choose, or the first person. */
  private focus: number;
  private summary: HTMLElement | null = null;
  private summaryAside = false;
  private stopped = false;

  /** A presenter for `context`'s source. */
  constructor(private readonly context: PresenterContext) {
    const first = context.source.seats.indexOf('person');
    this.focus = first >= 0 ? first : 0;
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
    return this.step?.snapshot ?? null;
  }

  /** The seat of the person choosing now, if any. */
  get actingPerson(): number | null {
    return this.awaiting === 'input' ? (this.step?.prompt?.seat ?? null) : null;
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
    this.context.view.setFocus(this.focus);
    this.context.view.setSeatEmblems(this.context.source.emblems ?? this.context.source.seats);
    this.relabel();
    this.context.source.start(this);
  }

  /** Stops presenting: no more steps, input or hints. */
  stop(): void {
    this.stopped = true;
    this.context.source.stop();
    this.context.hints.close();
    this.context.view.setMarks(NO_MARKS);
    this.context.hud.setScoresButton(false);
    this.context.hud.setHouseRules(this.context.translator(), []);
  }

  present(step: GameStep): Promise<void> {
    // The next step follows this one whether or not it could be shown.
    return this.queue
      .run(() => this.play({ ...step, snapshot: tableSnapshot(step.view) }))
      .catch((error: unknown) =>
        console.error('SKYJO: a step could not be shown; the game goes on', error),
      );
  }

  thinking(seat: number, fraction: number | null): void {
    if (!this.stopped) this.context.view.setThinking(seat, fraction);
  }

  countdown(seat: number, countdown: SeatCountdown | null): void {
    if (!this.stopped) this.context.view.setCountdown(seat, countdown);
  }

  refused(): void {
    this.refuse();
    if (this.step?.prompt) this.awaitPerson();
  }

  computerFailed(seat: number, problem: string, gameGoesOn: boolean): void {
    console.warn(`SKYJO: computer seat ${seat}: ${problem}`);
    if (this.stopped) return;
    const t = this.context.translator();
    const name = this.context.names(this.step?.snapshot.players ?? [])[seat] ?? '';
    if (gameGoesOn) this.context.hud.toast(t.t('computerMoveReplaced', { name }));
    else this.context.hud.setStatus(t.t('gameStuck', { name }));
  }

  /** Re-reads the language and the input kind: labels, status, summary, hint. */
  relabel(): void {
    const t = this.context.translator();
    const players = this.context.names(this.step?.snapshot.players ?? []);
    this.context.view.setLabels(tableLabels(t, players, this.viewer()));
    this.context.hud.setHouseRules(t, houseRuleLines(t, this.step?.view.rules ?? {}));
    this.updateStatus();
    if (this.summary !== null) this.showSummary();
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
    const seat = this.step?.prompt?.seat ?? this.focus;
    const rects = [
      view.plateRect(seat),
      view.targetRect({ kind: 'draw' }),
      view.targetRect({ kind: 'discard' }),
      view.targetRect({ kind: 'drawn' }),
      ...Array.from({ length: 12 }, (_, pos) => view.targetRect({ kind: 'card', seat, pos })),
    ];
    return rects.filter((rect): rect is Rect => rect !== null);
  }

  /** The other seats' blocks (plate and grid) on screen, which the hint panel leaves in view. */
  others(): Rect[] {
    const seat = this.step?.prompt?.seat ?? this.focus;
    const count = this.step?.snapshot.players.length ?? 0;
    return Array.from({ length: count }, (_, other) => other)
      .filter((other) => other !== seat)
      .flatMap((other) => {
        const rect = this.context.view.seatRect(other);
        return rect === null ? [] : [rect];
      });
  }

  /** Shows the hint's suggestion on the table (or none). */
  suggest(hint: Hint | null): void {
    this.context.view.showHint(hint?.candidates[0]?.action ?? null);
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
        return this.setMode('idle');
      case 'target':
        return this.choose(intent.target);
      default:
        return this.key(intent);
    }
  }

  /** Asks for a hint for the person to choose now; a second ask closes the open one. */
  private requestHint(): void {
    const { hints, hud } = this.context;
    const t = this.context.translator();
    if (this.context.guide !== undefined) return this.context.guide.refuse();
    if (this.context.hintsAllowed?.() === false) return hud.toast(t.t('hintsOff'));
    if (hints.open) return hints.close();
    const prompt = this.step?.prompt;
    if (this.awaiting !== 'input' || !prompt) return hud.toast(t.t('hintUnavailable'));
    // The opening reveal turns unknown cards: no card is better than another, nothing to weigh.
    if (this.step!.snapshot.phase === 'setup') return hud.toast(t.t('hintOpening'));
    const { discardPile, players } = this.step!.snapshot;
    void hints.request(prompt, this.context.names(players), discardPile.at(-1) ?? 0);
  }

  private key(intent: Exclude<Intent, { kind: 'target' | 'skip' | 'hint' | 'cancel' }>): void {
    const prompt = this.step?.prompt;
    if (this.awaiting !== 'input' || !prompt) return;
    const drawn = this.step!.snapshot.drawn !== null;
    const choices = this.choices();
    switch (intent.kind) {
      case 'draw':
        return this.choose({ kind: 'draw' });
      case 'take':
        return drawn ? this.refuse() : this.choose({ kind: 'discard' });
      case 'discard':
        return drawn ? this.choose({ kind: 'discard' }) : this.refuse();
      case 'move':
        this.cursor = moveCursor(this.cursor, intent.columns, intent.rows, choices.positions);
        return this.mark();
      case 'pick':
        if (!choices.positions.includes(intent.pos)) return this.refuse();
        this.cursor = intent.pos;
        return this.mark();
      case 'confirm':
        if (this.cursor === null) return this.refuse();
        return this.choose({ kind: 'card', seat: prompt.seat, pos: this.cursor });
    }
  }

  /** A table object was chosen: an action for the source, a half-made choice, or a refusal. */
  private choose(target: TableTarget): void {
    const prompt = this.step?.prompt;
    if (this.awaiting !== 'input' || !prompt) return;
    const { guide } = this.context;
    if (guide !== undefined && !guide.permits(this.step!.snapshot, this.mode, target))
      return guide.refuse();
    const outcome = choose(prompt.legal, prompt.seat, this.mode, target);
    if (outcome.kind === 'mode') return this.setMode(outcome.mode);
    if (outcome.kind === 'refused') return this.refuse();
    this.context.hints.close();
    this.setAwaiting('none');
    this.context.view.setMarks(NO_MARKS);
    this.context.source.act(outcome.action);
  }

  /** Shows one step: animates the table to it, then waits for the person or the summary. */
  private async play(step: Shown): Promise<void> {
    if (this.stopped) return;
    const { view, hud, hints } = this.context;
    const before = this.step?.snapshot ?? null;
    this.step = step;
    this.steps++;
    this.mode = 'idle';
    this.cursor = null;
    hints.close();
    hud.setHintEnabled(false);
    this.closeSummary();
    this.setAwaiting('none');
    const shown = step.snapshot;
    const ender = shown.ender;
    if (before !== null && before.ender === null && ender !== null && shown.phase === 'turns') {
      const name = this.context.names(shown.players)[ender] ?? '';
      const you = this.people().length === 1 && this.people()[0] === ender;
      hud.toast(
        this.context.translator().t(you ? 'statusFinalRoundYou' : 'statusFinalRound', { name }),
      );
    }
    if (before === null || before.players !== shown.players) this.relabel();
    if (step.jump || (before === null && step.events.length === 0)) {
      this.updateStatus();
      view.show(shown);
    } else {
      // While the table plays the step, the status tells what it shows: whose move, the deal,
      // the scores counting; what comes next only once it has played.
      hud.setStatus(this.playingStatus(step));
      try {
        await view.update(shown, step.events);
      } catch (error) {
        // An animation that fails must not stop the game: the table shows where it stands.
        console.error('SKYJO: the table could not play a step; it shows the result', error);
        view.show(shown);
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
    if (step.prompt !== null) this.awaitPerson();
  }

  private awaitPerson(): void {
    const prompt = this.step!.prompt!;
    if (prompt.seat !== this.focus) {
      this.focus = prompt.seat;
      this.context.view.setFocus(prompt.seat);
      this.relabel();
    }
    this.setAwaiting('input');
    const allowed = this.context.hintsAllowed?.() !== false;
    const turns = this.step!.snapshot.phase === 'turns';
    this.context.hud.setHintEnabled(this.context.guide === undefined && allowed && turns);
    this.updateStatus();
    this.mark();
  }

  /** The seat whose cards the labels call "your": the person at the screen, if any. */
  private viewer(): number | null {
    return this.context.source.seats[this.focus] === 'person' ? this.focus : null;
  }

  private setMode(mode: ChoiceMode): void {
    if (this.awaiting !== 'input') return;
    this.mode = mode;
    this.updateStatus();
    this.mark();
  }

  private refuse(): void {
    if (this.context.guide !== undefined) return this.context.guide.refuse();
    this.context.hud.toast(this.context.translator().t('illegalMove'));
  }

  /** What the person may choose now: the legal choices, narrowed by the lesson if there is one. */
  private choices(): Choices {
    const step = this.step!;
    const choices = choicesFor(step.prompt?.legal ?? [], this.mode);
    return this.context.guide?.narrow(step.snapshot, this.mode, choices) ?? choices;
  }

  private mark(): void {
    const { view } = this.context;
    const prompt = this.step?.prompt;
    if (this.awaiting !== 'input' || !prompt) return view.setMarks(NO_MARKS);
    const choices = this.choices();
    if (this.cursor === null || !choices.positions.includes(this.cursor))
      this.cursor = choices.positions[0] ?? null;
    view.setMarks({
      seat: prompt.seat,
      positions: choices.positions,
      piles: choices.piles,
      cursor: this.cursor,
      chosenPile: this.mode === 'idle' ? null : 'discard',
    });
  }

  private showSummary(): void {
    const step = this.step!;
    const over = step.snapshot.phase === 'game-over';
    this.setAwaiting(over ? 'game-over' : 'next-round');
    this.updateStatus();
    if (over && this.context.guide !== undefined) return; // The lesson has its own ending.
    const t = this.context.translator();
    const shown = { ...step.snapshot, players: this.context.names(step.snapshot.players) };
    this.summary = roundSummary(
      t,
      {
        shown,
        targetScore: this.context.targetScore,
        people: this.people(),
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

  /** The status while `step`'s events play on the table. */
  private playingStatus(step: Shown): string {
    const t = this.context.translator();
    const shown = step.snapshot;
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
    return t.t('statusComputer', { name });
  }

  private updateStatus(): void {
    const step = this.step;
    if (step === null) return this.context.hud.setStatus('');
    const t = this.context.translator();
    const person = this.awaiting === 'input' ? (step.prompt?.seat ?? null) : null;
    const shown = { ...step.snapshot, players: this.context.names(step.snapshot.players) };
    const style = { keys: this.context.keys(), you: this.people().length === 1 };
    const allowed = person === null ? null : this.choices();
    this.context.hud.setStatus(statusText(t, shown, person, this.mode, style, allowed));
  }

  private setAwaiting(awaiting: Awaiting): void {
    this.awaiting = awaiting;
    // Skip ends an animation or a computer's pause: none to end at the game's end, and the
    // guided round paces itself (its own "Skip" leaves the lesson).
    const offered = this.context.guide === undefined && awaiting !== 'game-over';
    this.context.hud.setSkip(offered, awaiting === 'none');
    this.context.changed();
    if (this.step !== null) this.context.guide?.follow(this.step.snapshot, awaiting);
  }
}
