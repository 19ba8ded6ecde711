import { houseRulesOf, type Rules } from '../rules';
import type { GameState, RoundRecord } from '../state';
import { type GameRecord, RECORD_FORMAT, RECORD_VERSION } from './format';

/** How `toRecord` writes a game. */
export interface WriteOptions {
  /**
   * Keep the reshuffle order a draw not yet decided has used: the record that
   * `replayRecord(…, { drawPending: true })` reads back (a game's save). Without it the record
   * holds only decided actions and the orders they use.
   */
  readonly drawPending?: boolean;
}

/**
 * The game record of everything played so far (GAME-RECORD.md): the official options written out,
 * the house rules of R9 only where they differ from their defaults (so that an official game's
 * record is the same as before them, and readable by a program that does not know them).
 */
export function toRecord(state: GameState, options: WriteOptions = {}): GameRecord {
  const dropped = !options.drawPending && pendingDrawReshuffled(state) ? 1 : 0;
  return {
    ...recordHead(state),
    rounds: state.history.map((round, index) => ({
      deck: round.deck.slice(),
      reshuffles: (index === state.round.index && dropped > 0
        ? round.reshuffles.slice(0, -dropped)
        : round.reshuffles
      ).map((order) => order.slice()),
      actions: round.actions.map((action) => ({ ...action })),
    })),
  };
}

/** What a record holds before its rounds. */
function recordHead(state: GameState): Omit<GameRecord, 'rounds'> {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    rules: recordRules(state.rules),
    players: state.players.slice(),
  };
}

/** The JSON of rounds out of play, each written once: the engine never changes a round record. */
const roundTexts = new WeakMap<RoundRecord, string>();

/** The JSON of `round` as `toRecord` writes it, keeping only its first `reshuffles` orders. */
function roundText(round: RoundRecord, reshuffles = round.reshuffles.length): string {
  const { deck, actions } = round;
  return JSON.stringify({ deck, reshuffles: round.reshuffles.slice(0, reshuffles), actions });
}

/**
 * `JSON.stringify(toRecord(state, options))`, the same text, with the rounds before or after the
 * one in play written once and kept: a game's save then writes out only the round in play.
 */
export function recordText(state: GameState, options: WriteOptions = {}): string {
  const dropped = !options.drawPending && pendingDrawReshuffled(state) ? 1 : 0;
  const rounds = state.history.map((round, index) => {
    if (index === state.round.index) return roundText(round, round.reshuffles.length - dropped);
    let text = roundTexts.get(round);
    if (text === undefined) roundTexts.set(round, (text = roundText(round)));
    return text;
  });
  return `${JSON.stringify(recordHead(state)).slice(0, -1)},"rounds":[${rounds.join(',')}]}`;
}

/**
 * Whether a card drawn but not yet placed was drawn from a reshuffle that this very draw made
 * (R6.1). The pile a reshuffle makes loses one card per draw, so it is exactly one card short of
 * its order only when no decided draw has taken from it yet.
 */
function pendingDrawReshuffled(state: GameState): boolean {
  const { round } = state;
  if (round.drawn === null || round.reshufflesUsed === 0) return false;
  const order = state.history[round.index]!.reshuffles[round.reshufflesUsed - 1]!;
  return round.drawPile.length === order.length - 1;
}

/**
 * The rules as a record writes them (see `toRecord`): the official options, and the house rules
 * that differ from their defaults.
 */
export function recordRules(rules: Rules): Partial<Rules> {
  const { targetScore, doubleOnlyPositive, nextRoundStarter, tie } = rules;
  return { targetScore, doubleOnlyPositive, nextRoundStarter, tie, ...houseRulesOf(rules) };
}
