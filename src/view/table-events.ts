import { columnOf, columnPositions, COLUMNS, GRID_SIZE } from '../engine';
import type { ShownSlot, TableSnapshot } from './snapshot';

/** One thing that happened between two snapshots, in the order the table shows them. */
export type TableEvent =
  /** A new round (`fresh`: cards come from the pile) or a jump, redrawn without movement. */
  | { readonly kind: 'deal'; readonly fresh: boolean }
  | { readonly kind: 'reshuffle' }
  | { readonly kind: 'draw'; readonly seat: number; readonly card: number }
  | { readonly kind: 'reveal'; readonly seat: number; readonly pos: number; readonly card: number }
  | {
      readonly kind: 'swap';
      readonly seat: number;
      readonly pos: number;
      /** Where the placed card comes from. */
      readonly from: 'discard' | 'drawn';
      readonly card: number;
      /** The card that goes to the discard pile. */
      readonly replaced: number;
    }
  | {
      readonly kind: 'discard-and-turn';
      readonly seat: number;
      readonly pos: number;
      readonly discarded: number;
      readonly card: number;
    }
  | {
      readonly kind: 'column-clear';
      readonly seat: number;
      readonly column: number;
      readonly value: number;
    }
  | { readonly kind: 'final-round'; readonly seat: number }
  | {
      readonly kind: 'round-end';
      /** Every face-down card turned at the end (R5.2). */
      readonly reveals: readonly { seat: number; pos: number; card: number }[];
    }
  | { readonly kind: 'scores' }
  | { readonly kind: 'game-end'; readonly winners: readonly number[] };

/**
 * What changed from `prev` to `next`, as table events. A new round is a `deal`; a single new
 * action (or draw) is animated step by step; anything else (a jump in a replay) is a `deal` too,
 * which redraws the table without movement.
 */
export function tableEvents(prev: TableSnapshot | null, next: TableSnapshot): TableEvent[] {
  const deal: TableEvent = {
    kind: 'deal',
    fresh: prev !== null && next.phase === 'setup' && next.actions.length === 0,
  };
  if (prev === null || prev.roundIndex !== next.roundIndex) return [deal];
  const added = next.actions.length - prev.actions.length;
  const drewOnly = added === 0 && prev.drawn === null && next.drawn !== null;
  if (added < 0 || added > 1 || (added === 0 && !drewOnly)) {
    return sameTable(prev, next) ? [] : [deal];
  }
  const events: TableEvent[] = [];
  if (next.reshufflesUsed > prev.reshufflesUsed) events.push({ kind: 'reshuffle' });
  if (drewOnly) {
    events.push({ kind: 'draw', seat: next.toMove!, card: next.drawn! });
    return events;
  }
  events.push(...actionEvents(prev, next));
  if (prev.ender === null && next.ender !== null && next.phase === 'turns')
    events.push({ kind: 'final-round', seat: next.ender });
  if (prev.phase === 'turns' && next.phase !== 'turns') events.push(...roundEndEvents(prev, next));
  return events;
}

function sameTable(a: TableSnapshot, b: TableSnapshot): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The events of the one action added to the round's record. */
function actionEvents(prev: TableSnapshot, next: TableSnapshot): TableEvent[] {
  const action = next.actions[next.actions.length - 1]!;
  const seat = action.p;
  const pos = action.pos;
  const before = prev.grids[seat]![pos]!;
  const events: TableEvent[] = [];
  const placed = placedValue(prev, next, seat, pos);
  switch (action.t) {
    case 'reveal':
      events.push({ kind: 'reveal', seat, pos, card: placed });
      break;
    case 'take-discard':
      events.push({
        kind: 'swap',
        seat,
        pos,
        from: 'discard',
        card: prev.discardPile[prev.discardPile.length - 1]!,
        replaced: replacedValue(prev, next, action.t, before),
      });
      break;
    case 'draw-swap':
    case 'draw-discard': {
      const drawnCard = prev.drawn ?? drawnValue(prev, next, action.t, placed);
      if (prev.drawn === null) events.push({ kind: 'draw', seat, card: drawnCard });
      events.push(
        action.t === 'draw-swap'
          ? {
              kind: 'swap',
              seat,
              pos,
              from: 'drawn',
              card: drawnCard,
              replaced: replacedValue(prev, next, action.t, before),
            }
          : { kind: 'discard-and-turn', seat, pos, discarded: drawnCard, card: placed },
      );
      break;
    }
  }
  const column = columnOf(pos);
  if (action.t !== 'reveal' && next.grids[seat]![pos] === null && prev.grids[seat]![pos] !== null)
    events.push({
      kind: 'column-clear',
      seat,
      column,
      value: columnValue(prev, next, seat, column),
    });
  return events;
}

/**
 * The value now at the acted-on position. After a column clear the slot is empty; the value is
 * then that of the column, which sits on the discard pile (R4.3).
 */
function placedValue(prev: TableSnapshot, next: TableSnapshot, seat: number, pos: number): number {
  const now = next.grids[seat]![pos];
  if (typeof now === 'number') return now;
  return columnValue(prev, next, seat, columnOf(pos));
}

/** The value of a column removed in this step: a face-up card of it, else the discard pile's. */
function columnValue(
  prev: TableSnapshot,
  next: TableSnapshot,
  seat: number,
  column: number,
): number {
  for (const at of columnPositions(column)) {
    const slot = prev.grids[seat]![at];
    if (typeof slot === 'number' && next.grids[seat]![at] === null) {
      const others = columnPositions(column).filter((p) => p !== at);
      if (others.every((p) => prev.grids[seat]![p] === slot)) return slot;
    }
  }
  return next.discardPile[next.discardPile.length - 1]!;
}

/**
 * Where the card an action put onto the discard pile lies in `next`'s pile: taking the discard
 * pops the top first; a draw may have reshuffled the pile down to its top card (R6.1).
 */
function pushedIndex(prev: TableSnapshot, next: TableSnapshot, type: string): number {
  if (type === 'take-discard') return prev.discardPile.length - 1;
  return next.reshufflesUsed > prev.reshufflesUsed ? 1 : prev.discardPile.length;
}

/** The card a swap sent to the discard pile. */
function replacedValue(
  prev: TableSnapshot,
  next: TableSnapshot,
  type: string,
  before: ShownSlot,
): number {
  if (typeof before === 'number') return before;
  return next.discardPile[pushedIndex(prev, next, type)]!;
}

/** The drawn card of a draw decided in one step (replays): placed, or on the discard pile. */
function drawnValue(
  prev: TableSnapshot,
  next: TableSnapshot,
  type: 'draw-swap' | 'draw-discard',
  placed: number,
): number {
  return type === 'draw-swap' ? placed : next.discardPile[pushedIndex(prev, next, type)]!;
}

/** The end of a round: every face-down card turned, columns cleared, scores, maybe the game's end. */
function roundEndEvents(prev: TableSnapshot, next: TableSnapshot): TableEvent[] {
  const reveals: { seat: number; pos: number; card: number }[] = [];
  const clears: { seat: number; column: number }[] = [];
  for (const [seat, grid] of next.grids.entries()) {
    for (let column = 0; column < COLUMNS; column++) {
      const positions = columnPositions(column);
      const removedNow = positions.every((p) => grid[p] === null && prev.grids[seat]![p] !== null);
      const actedOn = seat === lastActor(next) && positions.includes(lastPos(next));
      if (removedNow && !actedOn) clears.push({ seat, column });
    }
  }
  const clearedCards = next.discardPile.slice(next.discardPile.length - clears.length * 3);
  const clearValue = new Map(
    clears.map((clear, i) => [`${clear.seat}:${clear.column}`, clearedCards[i * 3]!]),
  );
  for (const [seat, grid] of prev.grids.entries()) {
    for (let pos = 0; pos < GRID_SIZE; pos++) {
      if (grid[pos] !== 'down' || (seat === lastActor(next) && pos === lastPos(next))) continue;
      const now = next.grids[seat]![pos];
      const card =
        typeof now === 'number' ? now : (clearValue.get(`${seat}:${columnOf(pos)}`) ?? 0);
      reveals.push({ seat, pos, card });
    }
  }
  const events: TableEvent[] = [{ kind: 'round-end', reveals }];
  for (const clear of clears)
    events.push({
      kind: 'column-clear',
      ...clear,
      value: clearValue.get(`${clear.seat}:${clear.column}`)!,
    });
  events.push({ kind: 'scores' });
  if (next.phase === 'game-over') events.push({ kind: 'game-end', winners: next.winners });
  return events;
}

function lastActor(snapshot: TableSnapshot): number {
  return snapshot.actions[snapshot.actions.length - 1]!.p;
}

function lastPos(snapshot: TableSnapshot): number {
  return snapshot.actions[snapshot.actions.length - 1]!.pos;
}
