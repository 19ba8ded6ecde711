import {
  type GameRecord,
  type GameState,
  orderedDeck,
  replayRecord,
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

/**
 * The round of `reshuffledRecord` just before its reshuffling draw: the draw pile empty, no
 * order recorded yet (R6.1); the next reshuffle comes from the PRNG seeded by `seed`.
 */
export function emptyDrawPile(seed = 5): GameState {
  const { record, drawIndex } = reshuffledRecord();
  const round = record.rounds[0]!;
  const replayed = replayRecord({
    ...record,
    rounds: [{ ...round, reshuffles: [], actions: round.actions.slice(0, drawIndex) }],
  });
  if (!replayed.ok) throw new Error(replayed.error.message);
  return withRandomReshuffles(replayed.state, seed);
}

/** `emptyDrawPile(seed)` after the seat to move draws: a card held from a fresh reshuffle. */
export function drawnFromReshuffle(seed = 5): GameState {
  const state = emptyDrawPile(seed);
  return play(state, { p: state.round.toMove!, t: 'draw' });
}
