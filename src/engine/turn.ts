import { type Action, ACTION_TYPES, type RecordAction } from './actions';
import { type Card, countCards, isSubMultiset, type MaybeCard, MIN_CARD } from './cards';
import type { EngineResult } from './game';
import { attempt } from './game';
import type { FinalCard, GameEvent } from './events';
import {
  faceDownCount,
  type Grid,
  gridOf,
  type GridShape,
  gridShape,
  isPosition,
  type Line,
  removableLineValue,
  type Slot,
} from './grid';
import { IllegalMove } from './illegal';
import { mayRevealInGrid, setupRevealsPerSeat } from './legal';
import { checkLines, type ClearedLine, clearedCards } from './lines';
import { Random } from './random';
import type { Rules } from './rules';
import {
  applyDoubling,
  doublingOf,
  gameEnds,
  lowestSeats,
  roundScores,
  turnsStart,
} from './scoring';
import type { GameState, RoundResult, RoundState } from './state';

/**
 * Applies one player's action. Returns the next state, or an illegal-move result naming the
 * reason; never modifies `state`.
 */
export function apply(state: GameState, action: Action): EngineResult {
  const turn = new Turn(state);
  return attempt(
    () => turn.play(action),
    () => turn.events,
  );
}

/** Reads a card that is being turned face-up; an unknown (`null`) card cannot be (public records). */
function known(card: MaybeCard, what: string): Card {
  if (card === null)
    throw new IllegalMove(
      'unknown-card',
      `${what} is unknown (null in the record) but is turned up`,
    );
  return card;
}

/** A working copy of one action's changes; `play` returns them as a new state. */
class Turn {
  /** What happened, in order (see `GameEvent`). */
  readonly events: GameEvent[] = [];
  private readonly state: GameState;
  private shapeRead: GridShape | null = null;
  private round: RoundState;
  private grid: (Slot | null)[] = [];
  private drawPile: MaybeCard[];
  private discardPile: Card[];
  private reshuffles: (readonly MaybeCard[])[] | null = null;
  private rng: number;

  constructor(state: GameState) {
    this.state = state;
    this.round = state.round;
    this.drawPile = state.round.drawPile as MaybeCard[];
    this.discardPile = state.round.discardPile as Card[];
    this.rng = state.rng;
  }

  /** The shape of the players' cards (R9.1, R9.5), read once the turn needs it. */
  private get shape(): GridShape {
    return (this.shapeRead ??= gridShape(this.state.rules));
  }

  play(action: Action): GameState {
    this.checkActor(action);
    const p = action.p;
    this.grid = this.round.grids[p]!.slice();
    switch (action.t) {
      case 'reveal':
        return this.reveal(p, action.pos, action);
      case 'take-discard':
        return this.takeDiscard(p, action.pos, action);
      case 'draw':
        return this.draw();
      case 'draw-swap':
      case 'draw-discard':
        return this.placeDrawn(p, action);
    }
  }

  private checkActor(action: Action): void {
    const { state } = this;
    if (typeof action !== 'object' || action === null || !ACTION_TYPES.includes(action.t)) {
      throw new IllegalMove(
        'unknown-action',
        `there is no action type ${JSON.stringify((action as { t?: unknown })?.t)}`,
      );
    }
    if (state.phase === 'game-over') throw new IllegalMove('game-over', 'the game is over');
    if (state.phase === 'round-over') throw new IllegalMove('round-over', 'the round is over');
    const p = action.p;
    if (!Number.isInteger(p) || p < 0 || p >= state.players.length) {
      throw new IllegalMove('bad-player', `there is no seat ${JSON.stringify(p)}`);
    }
    if (action.t !== 'draw' && !isPosition(this.shape, action.pos)) {
      throw new IllegalMove(
        'bad-position',
        `position ${JSON.stringify(action.pos)} is not a grid position (an integer 0–${this.shape.cardsPerSeat - 1})`,
      );
    }
    if (state.phase === 'setup') {
      if (action.t !== 'reveal') {
        throw new IllegalMove(
          'setup-not-finished',
          `set-up is not finished: every player first turns ${setupCards(state.rules)} up (R2.3)`,
        );
      }
      if (this.round.setupReveals[p]! >= setupRevealsPerSeat(state.rules)) {
        throw new IllegalMove(
          'already-revealed-two',
          `player ${p} has already turned up ${setupCards(state.rules)} in set-up (R2.3)`,
        );
      }
      return;
    }
    if (action.t === 'reveal')
      throw new IllegalMove('setup-finished', 'set-up reveals are over (R2.3)');
    if (p !== this.round.toMove) {
      throw new IllegalMove(
        'not-your-turn',
        `it is player ${this.round.toMove}'s turn, not player ${p}'s`,
      );
    }
    if (action.t === 'take-discard' || action.t === 'draw') {
      if (this.round.drawn !== null) {
        throw new IllegalMove(
          'card-already-drawn',
          'a card has been drawn: swap it in or discard it (R3.2)',
        );
      }
    }
  }

  private slotAt(pos: number): Slot {
    const slot = this.grid[pos];
    if (slot === null || slot === undefined) {
      throw new IllegalMove(
        'position-removed',
        this.state.rules.rowClears
          ? `position ${pos} is in a removed line (R4.4, R9.3)`
          : `position ${pos} is in a removed column (R4.4)`,
      );
    }
    return slot;
  }

  private faceDownAt(pos: number): Slot {
    const slot = this.slotAt(pos);
    if (slot.up)
      throw new IllegalMove('card-not-face-down', `the card at position ${pos} is already face-up`);
    return slot;
  }

  private reveal(p: number, pos: number, action: RecordAction): GameState {
    const slot = this.faceDownAt(pos);
    const { rules } = this.state;
    const grid = gridOf(this.shape, pos);
    if (!mayRevealInGrid(rules, this.grid, grid)) {
      throw new IllegalMove(
        'already-revealed-two',
        `player ${p} has already turned up ${cardsWord(rules.setupReveals)} of grid ${grid} in set-up (R9.2)`,
      );
    }
    const card = known(slot.card, `the card at position ${pos}`);
    this.grid[pos] = { card, up: true };
    this.events.push({ kind: 'revealed', seat: p, pos, card, cause: 'setup' });
    // A line completed in set-up goes at once (R9.3); its cards start the discard pile's climb.
    this.clearLinesAt(p, pos);
    const setupReveals = this.round.setupReveals.slice();
    setupReveals[p]!++;
    this.round = { ...this.round, setupReveals };
    this.commitGrid(p);
    const perSeat = setupRevealsPerSeat(rules);
    if (setupReveals.every((count) => count === perSeat)) {
      const { starter, rule } = turnsStart(this.state.results, rules, this.round.grids);
      this.events.push({ kind: 'turns-began', starter, rule });
      this.round = { ...this.round, starter, toMove: starter };
      return this.build('turns', action);
    }
    return this.build('setup', action);
  }

  private takeDiscard(p: number, pos: number, action: RecordAction): GameState {
    const slot = this.slotAt(pos);
    this.discardPile = this.discardPile.slice();
    const taken = this.discardPile.pop()!;
    this.putDown(p, pos, slot, taken, 'discard');
    return this.endTurn(p, pos, action);
  }

  private draw(): GameState {
    const card = this.drawCard();
    this.round = { ...this.round, drawn: { card } };
    return this.build(this.state.phase);
  }

  private placeDrawn(
    p: number,
    action: RecordAction & { t: 'draw-swap' | 'draw-discard' },
  ): GameState {
    const drawn = this.round.drawn === null ? this.drawCard() : this.round.drawn.card;
    const card = known(drawn, 'the drawn card');
    if (action.t === 'draw-swap') {
      this.discardPile = this.discardPile.slice();
      this.putDown(p, action.pos, this.slotAt(action.pos), card, 'drawn');
    } else {
      const slot = this.faceDownAt(action.pos);
      this.discardPile = [...this.discardPile, card];
      this.events.push({ kind: 'discarded', seat: p, card });
      const turned = known(slot.card, `the card at position ${action.pos}`);
      this.grid[action.pos] = { card: turned, up: true };
      this.events.push({ kind: 'revealed', seat: p, pos: action.pos, card: turned, cause: 'turn' });
    }
    this.round = {
      ...this.round,
      drawn: null,
      knownDrawPile: withoutCard(this.round.knownDrawPile, card),
    };
    return this.endTurn(p, action.pos, action);
  }

  /** R3.1: `card` lies face-up at `pos`; the card it replaces goes face-up onto the discard pile. */
  private putDown(
    seat: number,
    pos: number,
    slot: Slot,
    card: Card,
    from: 'discard' | 'drawn',
  ): void {
    this.grid[pos] = { card, up: true };
    const replaced = known(slot.card, `the card at position ${pos}`);
    this.discardPile.push(replaced);
    this.events.push({
      kind: 'replaced',
      seat,
      pos,
      from,
      card,
      replaced,
      replacedFaceDown: !slot.up,
    });
  }

  /** Draws the top card, reshuffling the discard pile first if the draw pile is empty (R6.1). */
  private drawCard(): MaybeCard {
    if (this.drawPile.length === 0) this.reshuffle();
    this.drawPile = this.drawPile.slice();
    const card = this.drawPile.pop()!;
    this.events.push({ kind: 'drew', seat: this.round.toMove!, card });
    return card;
  }

  /** R6.1: every discard but the top becomes the new draw pile, in the record's or the PRNG's order. */
  private reshuffle(): void {
    const under = this.discardPile.slice(0, -1);
    const top = this.discardPile[this.discardPile.length - 1]!;
    const used = this.round.reshufflesUsed;
    const recorded = this.state.history[this.round.index]!.reshuffles;
    let order: readonly MaybeCard[];
    if (used < recorded.length) {
      order = recorded[used]!;
      checkReshuffle(order, under, used);
    } else if (this.state.reshuffleSource === 'record') {
      throw new IllegalMove(
        'missing-reshuffle',
        `the draw pile is empty and the record gives no reshuffle ${used} (R6.1)`,
      );
    } else {
      const random = new Random(this.rng);
      order = random.shuffled(under);
      this.rng = random.state;
      this.reshuffles = [...recorded, order];
    }
    this.drawPile = order.slice().reverse();
    this.discardPile = [top];
    this.events.push({ kind: 'reshuffled', size: order.length });
    this.round = { ...this.round, reshufflesUsed: used + 1, knownDrawPile: countCards(under) };
  }

  /**
   * R9.3's check of the lines through `touched` in the working grid of `seat`: the removed lines
   * leave it, their cards go onto the discard pile in order (R4.3), one event each.
   */
  private clearLines(seat: number, touched: readonly number[], atRoundEnd: boolean): void {
    const { grid, cleared } = checkLines(this.grid, this.shape, touched);
    if (cleared.length === 0) return;
    this.grid = grid.slice();
    if (this.discardPile === this.state.round.discardPile)
      this.discardPile = this.discardPile.slice();
    this.discardPile.push(...clearedCards(cleared));
    for (const line of cleared) this.events.push(lineEvent(seat, line, atRoundEnd));
  }

  /** `clearLines` after a card was turned or placed at `pos`, at once when no line there goes. */
  private clearLinesAt(seat: number, pos: number): void {
    if (!anyRemovable(this.grid, this.shape.linesThrough[pos] ?? [])) return;
    this.clearLines(seat, [pos], false);
  }

  /** After a turn's card moves: line removal (R4.1, R4.3, R9.3), the ender (R5.1), the next player. */
  private endTurn(p: number, pos: number, action: RecordAction): GameState {
    this.clearLinesAt(p, pos);
    this.commitGrid(p);
    const n = this.state.players.length;
    let { ender, finalTurnsLeft } = this.round;
    if (ender === null) {
      if (faceDownCount(this.grid) === 0) {
        ender = p;
        finalTurnsLeft = n - 1;
        this.events.push({ kind: 'round-ending', ender, finalTurns: finalTurnsLeft });
      }
    } else {
      finalTurnsLeft--;
    }
    this.round = { ...this.round, ender, finalTurnsLeft, toMove: (p + 1) % n };
    if (ender !== null && finalTurnsLeft === 0) return this.endRound(action);
    return this.build('turns', action);
  }

  /**
   * R5.2–R5.4, R9.4 and R7: final reveal, line removal, the ender's penalty, totals, and the end
   * of the game.
   */
  private endRound(action: RecordAction): GameState {
    const grids: Grid[] = [];
    this.discardPile = this.discardPile.slice();
    for (const [seat, grid] of this.round.grids.entries()) {
      const cards: FinalCard[] = [];
      this.grid = grid.map((slot, pos) => {
        if (slot === null) return null;
        const card = known(slot.card, `player ${seat}'s card at position ${pos}`);
        if (!slot.up) cards.push({ pos, card });
        return { card, up: true };
      });
      if (cards.length > 0) this.events.push({ kind: 'final-reveal', seat, cards });
      // R4.5: the check at the round's end looks at every line, as a pass does.
      this.clearLines(seat, this.shape.positions, true);
      grids.push(this.grid);
    }
    const ender = this.round.ender!;
    const sums = roundScores(grids);
    const doubling = doublingOf(sums, ender, this.state.rules);
    const { scores } = applyDoubling(sums, ender, this.state.rules);
    const totals = this.state.totals.map((total, seat) => total + scores[seat]!);
    const result: RoundResult = {
      starter: this.round.starter!,
      ender,
      doubled: doubling.doubled,
      doubling,
      scores,
      totals,
      grids: grids.map((grid) => grid.map((slot) => slot?.card ?? null)),
    };
    this.events.push({
      kind: 'round-scored',
      round: this.round.index,
      ender,
      sums,
      scores,
      totals,
      doubling,
      lowest: lowestSeats(scores),
    });
    this.round = { ...this.round, grids, toMove: null };
    const results = [...this.state.results, result];
    const over = gameEnds(results, this.state.rules);
    const winners = over ? lowestSeats(totals) : [];
    if (over) this.events.push({ kind: 'game-over', winners, totals });
    const state = this.build(over ? 'game-over' : 'round-over', action);
    return { ...state, results, totals, winners };
  }

  private commitGrid(p: number): void {
    const grids = this.round.grids.slice();
    grids[p] = this.grid;
    this.round = { ...this.round, grids };
  }

  /** The new state, with `action` (if any) and any new reshuffle order added to the round's record. */
  private build(phase: GameState['phase'], action?: RecordAction): GameState {
    let history = this.state.history;
    if (action !== undefined || this.reshuffles !== null) {
      const last = history[this.round.index]!;
      const actions =
        action === undefined
          ? last.actions
          : [...last.actions, { p: action.p, t: action.t, pos: action.pos }];
      const rounds = history.slice();
      rounds[this.round.index] = {
        ...last,
        reshuffles: this.reshuffles ?? last.reshuffles,
        actions,
      };
      history = rounds;
    }
    return {
      ...this.state,
      phase,
      rng: this.rng,
      round: { ...this.round, drawPile: this.drawPile, discardPile: this.discardPile },
      history,
    };
  }
}

/** Whether any of `lines` is removable in `grid` (R9.3): the cheap test before a whole check. */
function anyRemovable(grid: Grid, lines: readonly Line[]): boolean {
  for (const line of lines) if (removableLineValue(grid, line) !== null) return true;
  return false;
}

/** The `line-cleared` event of a line removed from `seat`'s grids (R9.3). */
function lineEvent(seat: number, cleared: ClearedLine, atRoundEnd: boolean): GameEvent {
  const { line, value, positions, discarded } = cleared;
  return {
    kind: 'line-cleared',
    seat,
    line: line.kind,
    grid: line.grid,
    index: line.index,
    value,
    positions,
    discarded,
    atRoundEnd,
  };
}

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];

/** "two cards", "one card", "12 cards": a count of cards in words. */
function cardsWord(count: number): string {
  return `${NUMBER_WORDS[count] ?? count} ${count === 1 ? 'card' : 'cards'}`;
}

/** The set-up reveals of a player in words: "two cards", or "two cards of each grid" (R9.2, R9.5). */
function setupCards(rules: Rules): string {
  const each = gridShape(rules).grids > 1 ? ' of each grid' : '';
  return `${cardsWord(rules.setupReveals)}${each}`;
}

/** The public draw-pile multiset once the drawn `card` has left it (R8.1). */
function withoutCard(counts: readonly number[] | null, card: Card): readonly number[] | null {
  if (counts === null) return null;
  const out = counts.slice();
  out[card - MIN_CARD]!--;
  return out;
}

/** A recorded reshuffle must hold exactly the cards then under the discard top (GAME-RECORD.md). */
function checkReshuffle(order: readonly MaybeCard[], under: readonly Card[], index: number): void {
  const fits = order.length === under.length && isSubMultiset(countCards(order), countCards(under));
  if (!fits) {
    throw new IllegalMove(
      'bad-reshuffle',
      `reshuffle ${index} does not hold exactly the ${under.length} cards under the discard top (R6.1)`,
    );
  }
}
