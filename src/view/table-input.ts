import { type Action, ROWS } from '../engine';
import { NO_MARKS, type PileName, type TableMarks, type TableTarget } from './table-types';

/** A person's half-made move: nothing yet, taking the discard, or discarding the drawn card. */
export type ChoiceMode = 'idle' | 'take' | 'discard-drawn';

/**
 * A person at this screen choosing a move: their seat, the actions they may choose from, and
 * where the choice goes. The table picks among `legal` only; it knows no rule of its own.
 */
export interface TableChoosing {
  readonly seat: number;
  /** The actions the person may choose from (the engine's, or fewer: a lesson's one move). */
  readonly legal: readonly Action[];
  /** The move is made: one of `legal`, once. */
  onAction(action: Action): void;
  /** A choice that none of `legal` allows (a card out of play, a pile not offered, no cursor). */
  onRefused(): void;
  /** The half-made move changed (the discard taken, the drawn card to discard, or back). */
  onMode(mode: ChoiceMode): void;
}

/** What a key asks of the table's half-made move. */
export type TableKey =
  | { readonly kind: 'draw' | 'take' | 'discard' | 'confirm' | 'cancel' }
  | { readonly kind: 'move'; readonly columns: number; readonly rows: number }
  | { readonly kind: 'pick'; readonly pos: number };

/** What the person may choose now: grid positions of their seat, and piles. */
interface Choices {
  readonly positions: readonly number[];
  readonly piles: readonly PileName[];
}

/** Where a person stands, read from the actions given: set-up, a turn, or a card in hand. */
type Moment = 'none' | 'setup' | 'turn' | 'drawn';

function momentOf(legal: readonly Action[]): Moment {
  if (legal.some((a) => a.t === 'reveal')) return 'setup';
  if (legal.some((a) => a.t === 'draw-swap' || a.t === 'draw-discard')) return 'drawn';
  return legal.length === 0 ? 'none' : 'turn';
}

/** The grid action a chosen position means in `mode`, at `moment`. */
function gridKind(moment: Moment, mode: ChoiceMode): Action['t'] | null {
  if (moment === 'setup') return 'reveal';
  if (moment === 'drawn') return mode === 'discard-drawn' ? 'draw-discard' : 'draw-swap';
  return moment === 'turn' && mode === 'take' ? 'take-discard' : null;
}

/** The positions and piles a person with the `legal` actions may choose in `mode`. */
export function choicesFor(legal: readonly Action[], mode: ChoiceMode): Choices {
  const moment = momentOf(legal);
  const kind = gridKind(moment, mode);
  const positions = legal.flatMap((a) => (a.t === kind && 'pos' in a ? [a.pos] : []));
  const has = (t: Action['t']) => legal.some((a) => a.t === t);
  switch (moment) {
    case 'none':
    case 'setup':
      return { positions, piles: [] };
    case 'drawn':
      return { positions, piles: has('draw-discard') ? ['discard'] : [] };
    case 'turn': {
      if (mode === 'take') return { positions, piles: ['discard'] };
      const piles: PileName[] = [];
      if (has('draw')) piles.push('draw');
      if (has('take-discard')) piles.push('discard');
      return { positions, piles };
    }
  }
}

/** What choosing `target` means: an action, another half-made move, or nothing possible. */
export type ChoiceOutcome =
  | { readonly kind: 'act'; readonly action: Action }
  | { readonly kind: 'mode'; readonly mode: ChoiceMode }
  | { readonly kind: 'refused' };

/** What choosing `target` means for a person of `seat` with the `legal` actions, in `mode`. */
export function choose(
  legal: readonly Action[],
  seat: number,
  mode: ChoiceMode,
  target: TableTarget,
): ChoiceOutcome {
  const moment = momentOf(legal);
  const has = (t: Action['t']) => legal.some((a) => a.t === t);
  switch (target.kind) {
    case 'draw': {
      const draw = legal.find((a) => a.t === 'draw');
      return draw === undefined ? { kind: 'refused' } : { kind: 'act', action: draw };
    }
    case 'discard':
    case 'drawn':
      if (moment === 'drawn' && has('draw-discard'))
        return { kind: 'mode', mode: mode === 'discard-drawn' ? 'idle' : 'discard-drawn' };
      if (moment === 'turn' && target.kind === 'discard' && has('take-discard'))
        return { kind: 'mode', mode: mode === 'take' ? 'idle' : 'take' };
      return { kind: 'refused' };
    case 'card': {
      const kind = gridKind(moment, mode);
      if (target.seat !== seat || kind === null) return { kind: 'refused' };
      const action = legal.find((a) => a.t === kind && 'pos' in a && a.pos === target.pos);
      return action === undefined ? { kind: 'refused' } : { kind: 'act', action };
    }
  }
}

/**
 * The choosable position nearest to `from` in the direction (`columns`, `rows`); `from` itself
 * when there is none that way, the first choosable when there is no cursor yet.
 */
export function moveCursor(
  from: number | null,
  columns: number,
  rows: number,
  choosable: readonly number[],
): number | null {
  if (choosable.length === 0) return null;
  if (from === null) return choosable[0]!;
  const column = Math.floor(from / ROWS);
  const row = from % ROWS;
  let best: number | null = null;
  let bestDistance = Infinity;
  for (const pos of choosable) {
    const dc = Math.floor(pos / ROWS) - column;
    const dr = (pos % ROWS) - row;
    const along = dc * columns + dr * rows;
    if (along <= 0) continue;
    const across = Math.abs(columns !== 0 ? dr : dc);
    const distance = along + across * 2;
    if (distance < bestDistance) {
      best = pos;
      bestDistance = distance;
    }
  }
  return best ?? from;
}

/**
 * The table's half-made move: the person choosing, what they have chosen so far (the discard
 * taken, the drawn card to discard) and the keyboard's cursor. Pointer, touch, the accessible
 * buttons and keys choose among the actions it was given; once a move is whole it is handed on
 * (`onAction`) and nothing more is chosen until the table is given a choice again.
 */
export class TableInput {
  private choosing: TableChoosing | null = null;
  /** The actions last given: given again (a move the source refused), the move resumes. */
  private offered: readonly Action[] | null = null;
  private mode: ChoiceMode = 'idle';
  private cursor: number | null = null;

  /** The input of a table that redraws its marks when `changed` is called. */
  constructor(private readonly changed: () => void) {}

  /** The half-made move now. */
  get choiceMode(): ChoiceMode {
    return this.mode;
  }

  /** Whether a person is choosing now. */
  get active(): boolean {
    return this.choosing !== null;
  }

  /**
   * The person to choose now, or nobody (`null`): new actions start a move afresh; the same
   * actions again (a move the source refused) resume it where it stood.
   */
  offer(choosing: TableChoosing | null): void {
    if (choosing !== null && choosing.legal !== this.offered) {
      this.offered = choosing.legal;
      this.mode = 'idle';
      this.cursor = null;
    }
    this.choosing = choosing;
    this.mark();
  }

  /** What the table marks: the choosable places, the cursor and the pile the move started from. */
  get marks(): TableMarks {
    const choosing = this.choosing;
    if (choosing === null) return NO_MARKS;
    const choices = choicesFor(choosing.legal, this.mode);
    return {
      seat: choosing.seat,
      positions: choices.positions,
      piles: choices.piles,
      cursor: this.cursor,
      chosenPile: this.mode === 'idle' ? null : 'discard',
    };
  }

  /** A card or a pile was chosen (a pointer, a touch, an accessible button). */
  tap(target: TableTarget): void {
    const choosing = this.choosing;
    if (choosing === null) return;
    const outcome = choose(choosing.legal, choosing.seat, this.mode, target);
    if (outcome.kind === 'refused') return choosing.onRefused();
    if (outcome.kind === 'mode') return this.setMode(outcome.mode);
    this.choosing = null;
    this.mark();
    choosing.onAction(outcome.action);
  }

  /** A key for the move: a pile, the cursor moved or confirmed, a card picked, or back. */
  key(key: TableKey): void {
    const choosing = this.choosing;
    if (choosing === null) return;
    const drawn = momentOf(choosing.legal) === 'drawn';
    const positions = choicesFor(choosing.legal, this.mode).positions;
    switch (key.kind) {
      case 'draw':
        return this.tap({ kind: 'draw' });
      case 'take':
        return drawn ? choosing.onRefused() : this.tap({ kind: 'discard' });
      case 'discard':
        return drawn ? this.tap({ kind: 'discard' }) : choosing.onRefused();
      case 'cancel':
        return this.setMode('idle');
      case 'move':
        this.cursor = moveCursor(this.cursor, key.columns, key.rows, positions);
        return this.mark();
      case 'pick':
        if (!positions.includes(key.pos)) return choosing.onRefused();
        this.cursor = key.pos;
        return this.mark();
      case 'confirm':
        if (this.cursor === null) return choosing.onRefused();
        return this.tap({ kind: 'card', seat: choosing.seat, pos: this.cursor });
    }
  }

  private setMode(mode: ChoiceMode): void {
    const choosing = this.choosing;
    if (choosing === null) return;
    this.mode = mode;
    choosing.onMode(mode);
    this.mark();
  }

  /** Keeps the cursor on a choosable card (the first, when it is on none) and redraws the marks. */
  private mark(): void {
    const choosing = this.choosing;
    if (choosing !== null) {
      const { positions } = choicesFor(choosing.legal, this.mode);
      if (this.cursor === null || !positions.includes(this.cursor))
        this.cursor = positions[0] ?? null;
    }
    this.changed();
  }
}
