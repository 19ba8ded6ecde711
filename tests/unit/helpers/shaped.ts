import type { Card, GameEvent, GameState, Rules } from '../../../src/engine';
import { cardsLeftAfter } from './deck';
import { dealtGame } from './game';

/**
 * One grid written as it lies on the table: rows top to bottom, each left to right, returned in
 * position order (`pos = column × rows + row`, R9.1).
 */
export function gridFromRows(rows: readonly (readonly Card[])[]): Card[] {
  const columns = rows[0]!.length;
  return Array.from({ length: rows.length * columns }, (_, pos) => {
    const card = rows[pos % rows.length]![Math.floor(pos / rows.length)];
    if (card === undefined) throw new Error('the rows are not all of one length');
    return card;
  });
}

/**
 * A 150-card deck in dealing order (GAME-RECORD.md, C cards per player): each seat's cards (with
 * dual hands grid 0's then grid 1's), the first discard, the first draws, then every other card
 * of R1.1 ascending.
 */
export function shapedDeck(
  seats: readonly (readonly Card[])[],
  discard: Card,
  draws: readonly Card[] = [],
): Card[] {
  const fixed = [...seats.flat(), discard, ...draws];
  return [...fixed, ...cardsLeftAfter(fixed)];
}

/** A game of `seats.length` players under `rules`, its first round dealt from `shapedDeck`. */
export function shapedGame(
  rules: Partial<Rules>,
  seats: readonly (readonly Card[])[],
  discard: Card,
  draws: readonly Card[] = [],
): GameState {
  return dealtGame(shapedDeck(seats, discard, draws), { players: seats.length, rules });
}

/** The `line-cleared` events among `events`, in order. */
export function lineEvents(events: readonly GameEvent[]) {
  return events.filter(
    (event): event is Extract<GameEvent, { kind: 'line-cleared' }> => event.kind === 'line-cleared',
  );
}
