import type { GameRecord, PlayerView, RoundRecord } from '../engine';
import type { SeatStep } from '../master';

/** A player view without its public record, as the room sends it. */
export type WireView = Omit<PlayerView, 'record'>;

/**
 * A seat's step as the room sends it: the master's step, its view's public record cut to the
 * rounds from the one in play (the finished rounds never change, and the client has them); a
 * jump (the first step, after a reconnection or a sync) carries the whole record.
 */
export interface WireStep extends Omit<SeatStep, 'view'> {
  readonly view: WireView;
  /** The public record: whole for a jump, else its rounds from the view's round on. */
  readonly record: GameRecord | { readonly rounds: readonly RoundRecord[] };
}

/** `view` without its record (read nothing else: the record is built only when it is read). */
function wireView(view: PlayerView): WireView {
  return {
    seat: view.seat,
    rules: view.rules,
    players: view.players,
    phase: view.phase,
    roundIndex: view.roundIndex,
    grids: view.grids,
    discardPile: view.discardPile,
    drawPileSize: view.drawPileSize,
    drawPileKnown: view.drawPileKnown,
    unseen: view.unseen,
    drawn: view.drawn,
    drawingSeat: view.drawingSeat,
    setupReveals: view.setupReveals,
    starter: view.starter,
    toMove: view.toMove,
    ender: view.ender,
    finalTurnsLeft: view.finalTurnsLeft,
    results: view.results,
    totals: view.totals,
    winners: view.winners,
  };
}

/** The message that sends `step` to its seat. */
export function wireStep(step: SeatStep): WireStep {
  const { view, ...rest } = step;
  const { record } = view;
  return {
    ...rest,
    view: wireView(view),
    record: step.jump ? record : { rounds: record.rounds.slice(view.roundIndex) },
  };
}

/**
 * The master's step again from `wire` and the public record the client had (`known`, none before
 * its first jump): the rounds before the one in play kept, the rest as sent. `null` when the step
 * cannot be read on what the client has (no record yet, or one rounds short): it asks for a sync.
 */
export function unwireStep(wire: WireStep, known: GameRecord | null): SeatStep | null {
  const { record: sent, view, ...rest } = wire;
  let record: GameRecord;
  if ('format' in sent) {
    record = sent;
  } else {
    const from = view.roundIndex;
    if (known === null || known.rounds.length < from) return null;
    record = { ...known, rounds: [...known.rounds.slice(0, from), ...sent.rounds] };
  }
  return { ...rest, view: { ...view, record } };
}
