import {
  type GameRecord,
  type GameState,
  orderedDeck,
  Random,
  type Rules,
  toRecord,
  withRandomReshuffles,
} from '../../../src/engine';
import { drawSwap } from './actions';
import { dealtGame, play, revealAll } from './game';
import { GERMAN_EXAMPLE_GRIDS } from './layouts';
import { playOutRound, quietDeck } from './quiet-round';

/** A record with its nested parts writable, for tests that break records on purpose. */
export type EditableRecord = {
  -readonly [K in keyof GameRecord]: K extends 'rounds'
    ? { deck: unknown[]; reshuffles: unknown[][]; actions: Record<string, unknown>[] }[]
    : GameRecord[K];
} & Record<string, unknown>;

/** A deep, writable copy of `record`. */
export function editable(record: GameRecord): EditableRecord {
  return structuredClone(record) as unknown as EditableRecord;
}

/** The German example (R5.3) as a finished game: one round, scores [20, 24, 10]. */
export function germanExampleGame(rules: Partial<Rules> = {}): GameState {
  const state = dealtGame(quietDeck(GERMAN_EXAMPLE_GRIDS), { players: 3, rules });
  return playOutRound(
    revealAll(state, [
      [0, 1],
      [0, 1],
      [0, 1],
    ]),
    0,
  );
}

/** The German example's record; `targetScore: 24` makes it a whole game, else one round of many. */
export function germanExampleRecord(rules: Partial<Rules> = {}): EditableRecord {
  return editable(toRecord(germanExampleGame(rules)));
}

/**
 * The record of a two-seat round in which the draw pile ran out (R6.1): after the set-up, each
 * seat swaps drawn cards in at position 0 until the pile is empty; action `drawIndex` is the draw
 * that reshuffled, and a few more follow.
 */
export function reshuffledRecord(): { record: EditableRecord; drawIndex: number } {
  let state = withRandomReshuffles(
    revealAll(dealtGame(new Random(21).shuffled(orderedDeck())), [
      [0, 3],
      [0, 3],
    ]),
    77,
  );
  while (state.round.reshufflesUsed === 0) state = play(state, drawSwap(state.round.toMove!, 0));
  const drawIndex = state.history[0]!.actions.length - 1;
  for (let turn = 0; turn < 3; turn++) state = play(state, drawSwap(state.round.toMove!, 3));
  return { record: editable(toRecord(state)), drawIndex };
}
