import { type GameEvent, type GameState, gridShape, type MaybeCard } from '../../../src/engine';

/** A grid slot as everybody sees it: a face-up value, `'down'`, or `null` (column removed). */
export type PublicSlot = number | 'down' | null;

/** What everybody at the table sees of a game (the drawn card included, as a table shows it). */
export interface PublicTable {
  /** How many cards each seat is dealt (R9.1, R9.5). */
  readonly cards: number;
  readonly round: number;
  readonly grids: readonly (readonly PublicSlot[])[];
  readonly discard: readonly number[];
  readonly drawPile: number;
  readonly drawn: MaybeCard | undefined;
  readonly starter: number | null;
  readonly ender: number | null;
  readonly totals: readonly number[];
  readonly winners: readonly number[];
}

/** The public table of `state`; `drawn` is `undefined` when nothing is drawn. */
export function publicTable(state: GameState): PublicTable {
  const { round } = state;
  return {
    cards: gridShape(state.rules).cardsPerSeat,
    round: round.index,
    grids: round.grids.map((grid) =>
      grid.map((slot) => (slot === null ? null : slot.up ? slot.card! : 'down')),
    ),
    discard: round.discardPile,
    drawPile: round.drawPile.length,
    drawn: round.drawn === null ? undefined : round.drawn.card,
    starter: round.starter,
    ender: round.ender,
    totals: state.totals,
    winners: state.winners,
  };
}

/**
 * Plays `events` on `table` as a view would, using nothing but the events, and checks each event
 * against what the table shows (a replaced face-down card was face-down, a column cleared held
 * its value, ...). Throws on an event that does not fit.
 */
export function foldEvents(table: PublicTable, events: readonly GameEvent[]): PublicTable {
  let grids = table.grids.map((grid) => grid.slice());
  let discard = table.discard.slice();
  let { round, drawPile, drawn, starter, ender, totals, winners } = table;
  const { cards } = table;
  const fail = (event: GameEvent, why: string) => {
    throw new Error(`${JSON.stringify(event)} does not fit: ${why}`);
  };
  const at = (seat: number, pos: number) => grids[seat]![pos];
  for (const event of events) {
    switch (event.kind) {
      case 'dealt':
        round = event.round;
        grids = Array.from({ length: event.seats }, () =>
          Array.from({ length: cards }, (): PublicSlot => 'down'),
        );
        discard = [event.discard];
        drawPile = event.drawPile;
        drawn = undefined;
        starter = null;
        ender = null;
        break;
      case 'revealed':
        if (at(event.seat, event.pos) !== 'down') fail(event, 'the card is not face-down');
        grids[event.seat]![event.pos] = event.card;
        break;
      case 'turns-began':
        starter = event.starter;
        break;
      case 'reshuffled':
        discard = discard.slice(-1);
        drawPile = event.size;
        break;
      case 'drew':
        if (drawPile === 0) fail(event, 'the draw pile is empty');
        drawPile--;
        drawn = event.card;
        break;
      case 'replaced': {
        const before = at(event.seat, event.pos);
        if (before === null) fail(event, 'the position is removed');
        if ((before === 'down') !== event.replacedFaceDown) fail(event, 'face-down or not');
        if (before !== 'down' && before !== event.replaced) fail(event, 'the replaced card');
        if (event.from === 'discard') {
          if (discard.pop() !== event.card) fail(event, 'the discard top');
        } else {
          if (drawn !== event.card) fail(event, 'the drawn card');
          drawn = undefined;
        }
        grids[event.seat]![event.pos] = event.card;
        discard.push(event.replaced);
        break;
      }
      case 'discarded':
        if (drawn !== event.card) fail(event, 'the drawn card');
        drawn = undefined;
        discard.push(event.card);
        break;
      case 'line-cleared':
        for (const pos of event.positions) {
          const shared = !event.discarded.includes(pos);
          if (at(event.seat, pos) !== (shared ? null : event.value)) fail(event, `position ${pos}`);
        }
        for (const pos of event.discarded) {
          grids[event.seat]![pos] = null;
          discard.push(event.value);
        }
        break;
      case 'round-ending':
        ender = event.ender;
        break;
      case 'final-reveal':
        for (const { pos, card } of event.cards) {
          if (at(event.seat, pos) !== 'down') fail(event, `position ${pos} is not face-down`);
          grids[event.seat]![pos] = card;
        }
        break;
      case 'round-scored':
        totals = event.totals;
        break;
      case 'game-over':
        winners = event.winners;
        break;
    }
  }
  return { cards, round, grids, discard, drawPile, drawn, starter, ender, totals, winners };
}
