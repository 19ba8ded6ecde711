import { type Action, type Card, eventsForSeat, type GameEvent, isCard } from '../engine';

/** A face-down card an action turned up: `[seat, pos, value]`. */
export type Reveal = readonly [seat: number, pos: number, card: Card];

/**
 * One change of the game as one seat receives it: an action, or the deal of the next round, with
 * the engine's events of that step as that seat may see them (`eventsForSeat`: another seat's
 * drawn card stays hidden until it is placed, R8.2). The events carry every card the step made
 * public, so a client can follow the game from them (see `replica.ts`) and the table plays them.
 */
export type SeatStep =
  | {
      readonly kind: 'act';
      /** The room's step number: one more than the step before. */
      readonly v: number;
      readonly action: Action;
      readonly events: readonly GameEvent[];
    }
  | { readonly kind: 'deal'; readonly v: number; readonly events: readonly GameEvent[] };

/** Whether `action` takes a card from the draw pile (now, or the one drawn before). */
export function usesDrawnCard(action: Action): boolean {
  return action.t === 'draw' || action.t === 'draw-swap' || action.t === 'draw-discard';
}

/**
 * The steps of `action` whose engine events were `events`: the one every seat receives, and the
 * one its actor receives (the same but after a draw, whose card only the drawer sees).
 */
export function actionSteps(
  v: number,
  action: Action,
  events: readonly GameEvent[],
): { readonly everyone: SeatStep; readonly actor: SeatStep } {
  const everyone: SeatStep = { kind: 'act', v, action, events: eventsForSeat(events, null) };
  if (!events.some((event) => event.kind === 'drew')) return { everyone, actor: everyone };
  return { everyone, actor: { kind: 'act', v, action, events: eventsForSeat(events, action.p) } };
}

/** The step that deals the next round, with its events (every seat receives the same). */
export function dealStep(v: number, events: readonly GameEvent[]): SeatStep {
  return { kind: 'deal', v, events: eventsForSeat(events, null) };
}

/**
 * The card values a step tells: the card drawn or placed from the draw pile (`null` when this
 * seat may not know it yet), and every face-down card it turned up (a reveal, a replaced card,
 * the final reveal of a round).
 */
export function stepCards(events: readonly GameEvent[]): {
  readonly drawn: Card | null;
  readonly revealed: readonly Reveal[];
} {
  let drawn: Card | null = null;
  const revealed: Reveal[] = [];
  for (const event of events) {
    switch (event.kind) {
      case 'drew':
        if (isCard(event.card)) drawn = event.card;
        break;
      case 'replaced':
        if (event.from === 'drawn') drawn = event.card;
        if (event.replacedFaceDown) revealed.push([event.seat, event.pos, event.replaced]);
        break;
      case 'discarded':
        drawn = event.card;
        break;
      case 'revealed':
        revealed.push([event.seat, event.pos, event.card]);
        break;
      case 'final-reveal':
        for (const { pos, card } of event.cards) revealed.push([event.seat, pos, card]);
        break;
      default:
        break;
    }
  }
  return { drawn, revealed };
}

/** Whether two event lists say the same to everybody (another seat's drawn card aside). */
export function sameEvents(a: readonly GameEvent[], b: readonly GameEvent[]): boolean {
  return JSON.stringify(eventsForSeat(a, null)) === JSON.stringify(eventsForSeat(b, null));
}
