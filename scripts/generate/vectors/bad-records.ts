// Test vectors of records that must be refused: one per kind of error of GAME-RECORD.md and of
// the engine (each checked on making to give the error it is named for).
import {
  apply,
  type GameState,
  publicRecord,
  Random,
  recordedGame,
  startRecordedRound,
  toRecord,
} from '../../../src/engine';
import { botGame } from './games';
import { playUntil, stallingChooser, startGame, thresholdChooser, unwrap } from './play';
import type { Vector } from './vector';

/** A record as plain, editable JSON data. */
interface EditableRecord {
  [key: string]: unknown;
  rules: Record<string, unknown>;
  players: unknown[];
  rounds: { deck: unknown[]; reshuffles: unknown[][]; actions: Record<string, unknown>[] }[];
}

const editable = (state: GameState): EditableRecord =>
  JSON.parse(JSON.stringify(toRecord(state))) as EditableRecord;

function bad(name: string, covers: string, error: string, record: unknown): Vector {
  return { name: `bad-${name}`, covers, text: JSON.stringify(record), error };
}

/** An edited copy of `record`. */
function edit(record: EditableRecord, change: (copy: EditableRecord) => void): EditableRecord {
  const copy = structuredClone(record);
  change(copy);
  return copy;
}

/** The index in round 0 of the first action after set-up. */
const firstTurn = (record: EditableRecord) => 2 * record.players.length;

/** Document-level errors: round and action null (GAME-RECORD.md "Replaying"). */
function documentErrors(base: EditableRecord): Vector[] {
  return [
    {
      name: 'bad-not-json',
      covers: 'a file that is not JSON',
      text: '{"format": "skyjo-record",',
      error: 'not JSON',
    },
    bad('not-an-object', 'a JSON value that is not an object', 'JSON object', 42),
    bad('array', 'a JSON array instead of a record', 'JSON object', [base]),
    bad(
      'rules-array',
      'rules given as a list',
      'rules must be a JSON object',
      edit(base, (r) => (r.rules = [] as never)),
    ),
    bad(
      'format',
      'a wrong format name',
      'format',
      edit(base, (r) => (r.format = 'skyjo')),
    ),
    bad(
      'version',
      'an unknown version',
      'version',
      edit(base, (r) => (r.version = 2)),
    ),
    bad(
      'unknown-rule',
      'a rule that RULES.md does not have',
      'speed',
      edit(base, (r) => (r.rules.speed = 2)),
    ),
    bad(
      'target-zero',
      'targetScore must be a positive integer (R7.1)',
      'targetScore',
      edit(base, (r) => (r.rules.targetScore = 0)),
    ),
    bad(
      'target-string',
      'a rule value of the wrong type',
      'targetScore',
      edit(base, (r) => (r.rules.targetScore = '100')),
    ),
    bad(
      'starter-option',
      'a nextRoundStarter RULES.md does not name (R2.5)',
      'nextRoundStarter',
      edit(base, (r) => (r.rules.nextRoundStarter = 'youngest')),
    ),
    bad(
      'one-player',
      'fewer than 2 players (R1.2)',
      'players',
      edit(base, (r) => (r.players = ['Ada'])),
    ),
    bad(
      'nine-players',
      'more than 8 players (R1.2)',
      'players',
      edit(base, (r) => (r.players = Array.from({ length: 9 }, (_, i) => `P${i}`))),
    ),
    bad(
      'player-name',
      'a player name that is not a string',
      'player name',
      edit(base, (r) => (r.players[1] = 7)),
    ),
  ];
}

/** Round-level errors: action null. */
function roundErrors(base: EditableRecord, long: EditableRecord): Vector[] {
  const sixOfMinusTwo = (deck: unknown[]) => {
    deck[deck.findIndex((card) => card !== -2)] = -2;
  };
  return [
    bad(
      'round-not-object',
      'a round that is not an object',
      'round',
      edit(base, (r) => ((r.rounds as unknown[])[1] = 5)),
    ),
    bad(
      'deck-short',
      'a deck of 149 cards (R1.1)',
      'deck',
      edit(base, (r) => r.rounds[1]!.deck.pop()),
    ),
    bad(
      'deck-true',
      'a deck entry true: not a card',
      'deck.',
      edit(base, (r) => (r.rounds[0]!.deck[5] = true)),
    ),
    bad(
      'deck-string',
      'a deck entry "3": not a card',
      'deck.',
      edit(base, (r) => (r.rounds[0]!.deck[7] = '3')),
    ),
    bad(
      'deck-thirteen',
      'a deck entry 13: not a card (R1.1)',
      'deck.',
      edit(base, (r) => (r.rounds[0]!.deck[9] = 13)),
    ),
    bad(
      'deck-fraction',
      'a deck entry 1.5: not a card',
      'deck.',
      edit(base, (r) => (r.rounds[0]!.deck[9] = 1.5)),
    ),
    bad(
      'deck-distribution',
      'six cards of −2 in a deck (R1.1)',
      'cards of value -2',
      edit(base, (r) => sixOfMinusTwo(r.rounds[1]!.deck)),
    ),
    bad(
      'discard-start-null',
      'the first discard card unknown (null) (R2.2)',
      'first card of the discard pile',
      edit(base, (r) => (r.rounds[0]!.deck[24] = null)),
    ),
    bad(
      'reshuffles-unused',
      'a reshuffle the round never needs (R6.1)',
      'never uses 1',
      edit(base, (r) => r.rounds[0]!.reshuffles.push(r.rounds[0]!.deck.slice(30))),
    ),
    bad(
      'reshuffles-unused-in-play',
      'a round in play listing reshuffles its actions do not use yet (R6.1)',
      'never uses 2',
      edit(long, (r) => {
        r.rounds[0]!.actions.splice(firstTurn(r) + 1);
        r.rounds.splice(1);
      }),
    ),
    bad(
      'reshuffles-not-list',
      'reshuffles of the wrong type',
      'reshuffles',
      edit(long, (r) => ((r.rounds[0] as Record<string, unknown>).reshuffles = 'none')),
    ),
    bad(
      'stops-early',
      'round 0 stops before it is over but round 1 follows',
      'stops before it is over',
      edit(base, (r) => r.rounds[0]!.actions.pop()),
    ),
    bad(
      'goes-on',
      'a round after the game is over (R7.1)',
      'the game ended with round',
      edit(base, (r) => r.rounds.push(r.rounds[0]!)),
    ),
    bad(
      'goes-on-malformed',
      'after the game is over even a malformed round is "the record goes on"',
      'the game ended with round',
      edit(base, (r) => (r.rounds as unknown[]).push(42)),
    ),
  ];
}

/** The first action index of round 0 after which seat `p` has a removed column, and its position. */
function firstRemoval(state: GameState): { seat: number; pos: number; after: number } {
  const record = toRecord(state);
  const round = record.rounds[0]!;
  let replay = unwrap(
    startRecordedRound(unwrap(recordedGame(record.players, record.rules)), round),
  );
  for (const [index, action] of round.actions.entries()) {
    replay = unwrap(apply(replay, action));
    const pos = replay.round.grids[action.p]!.findIndex((slot) => slot === null);
    if (pos >= 0 && replay.phase === 'turns') return { seat: action.p, pos, after: index };
  }
  throw new Error('no column removed in round 0');
}

/** Action-level errors: the engine's refusals, at the right round and action index. */
function actionErrors(base: EditableRecord, long: EditableRecord): Vector[] {
  const turn = firstTurn(base);
  const withColumn = (() => {
    for (let seed = 1; seed < 400; seed++) {
      const state = botGame(2, seed);
      try {
        return { state, removal: firstRemoval(state) };
      } catch {
        continue;
      }
    }
    throw new Error('no game with a removed column');
  })();
  const removed = editable(withColumn.state);
  const { seat, pos, after } = withColumn.removal;
  const nextOfSeat = removed.rounds[0]!.actions.findIndex((a, i) => i > after && a.p === seat);
  return [
    bad(
      'action-type',
      'an action type the record format does not have',
      't must be one of',
      edit(base, (r) => (r.rounds[0]!.actions[turn]!.t = 'pass')),
    ),
    bad(
      'action-draw',
      'the interactive draw is not a record action',
      't must be one of',
      edit(
        base,
        (r) => (r.rounds[0]!.actions[turn] = { p: r.rounds[0]!.actions[turn]!.p, t: 'draw' }),
      ),
    ),
    bad(
      'action-pos',
      'position 12 is not a grid position',
      'pos must be an integer',
      edit(base, (r) => (r.rounds[0]!.actions[turn]!.pos = 12)),
    ),
    bad(
      'action-p-fraction',
      'a seat 0.5',
      'p must be a seat index',
      edit(base, (r) => (r.rounds[0]!.actions[turn]!.p = 0.5)),
    ),
    bad(
      'action-not-object',
      'an action that is not an object',
      'action',
      edit(base, (r) => ((r.rounds[0]!.actions as unknown[])[turn] = 'draw')),
    ),
    bad(
      'seat-nine',
      'seat 9 of a 2-player game',
      'there is no seat 9',
      edit(base, (r) => (r.rounds[0]!.actions[turn]!.p = 9)),
    ),
    bad(
      'seat-negative',
      'seat −1',
      'there is no seat -1',
      edit(base, (r) => (r.rounds[0]!.actions[0]!.p = -1)),
    ),
    bad(
      'seat-huge',
      'seat 1e20, an integer far out of range',
      'there is no seat 100000000000000000000',
      edit(base, (r) => (r.rounds[1]!.actions[turn]!.p = 1e20)),
    ),
    bad(
      'setup-not-finished',
      'a turn before every player has turned up two cards (R2.3)',
      'set-up is not finished',
      edit(base, (r) => (r.rounds[0]!.actions[1] = { p: 0, t: 'take-discard', pos: 5 })),
    ),
    bad(
      'three-reveals',
      'a third set-up reveal (R2.3)',
      'already turned up two cards',
      edit(base, (r) =>
        r.rounds[0]!.actions.splice(2, 0, { p: r.rounds[0]!.actions[0]!.p, t: 'reveal', pos: 11 }),
      ),
    ),
    bad(
      'reveal-twice',
      'the same card turned up twice in set-up (R2.3)',
      'already face-up',
      edit(base, (r) => {
        const [first, second] = r.rounds[0]!.actions.filter((a) => a.p === 0);
        second!.pos = first!.pos;
      }),
    ),
    bad(
      'setup-finished',
      'a reveal after set-up (R2.3)',
      'set-up reveals are over',
      edit(base, (r) => (r.rounds[1]!.actions[turn]!.t = 'reveal')),
    ),
    bad(
      'not-your-turn',
      'a seat moving out of turn (R2.6)',
      'turn, not player',
      edit(base, (r) => {
        const action = r.rounds[0]!.actions[turn + 3]!;
        action.p = 1 - (action.p as number);
      }),
    ),
    bad(
      'discard-face-up',
      'draw-discard turning a card that is already face-up (R3.2b)',
      'already face-up',
      edit(base, (r) => {
        const up = r.rounds[0]!.actions.find((a) => a.p === r.rounds[0]!.actions[turn]!.p)!.pos;
        r.rounds[0]!.actions[turn] = {
          p: r.rounds[0]!.actions[turn]!.p,
          t: 'draw-discard',
          pos: up,
        };
      }),
    ),
    bad(
      'removed-position',
      'a move at a position of a removed column (R4.4)',
      'in a removed column',
      edit(
        removed,
        (r) => (r.rounds[0]!.actions[nextOfSeat] = { p: seat, t: 'take-discard', pos }),
      ),
    ),
    bad(
      'round-already-over',
      'an action after its round is over (R5.1)',
      'is already over',
      edit(base, (r) => r.rounds[0]!.actions.push(r.rounds[0]!.actions[turn]!)),
    ),
    bad(
      'reshuffle-missing',
      'the draw pile runs out with no reshuffle order given (R6.1)',
      'gives no reshuffle 0',
      edit(long, (r) => (r.rounds[0]!.reshuffles = [])),
    ),
    bad(
      'reshuffle-missing-second',
      'a second reshuffle needed but not given (R6.1)',
      'gives no reshuffle 1',
      edit(long, (r) => r.rounds[0]!.reshuffles.splice(1)),
    ),
    bad(
      'reshuffle-length',
      'a reshuffle order one card short (R6.1)',
      'does not hold exactly',
      edit(long, (r) => r.rounds[0]!.reshuffles[1]!.pop()),
    ),
    bad(
      'reshuffle-content',
      'a reshuffle order with a card that was not under the discard top (R6.1)',
      'does not hold exactly',
      edit(long, (r) => {
        // One more card of a value already in the order: more than were under the top.
        const order = r.rounds[0]!.reshuffles[0]!;
        order[0] = order.find((card) => card !== order[0]);
      }),
    ),
  ];
}

/** Unknown cards of public records that the replay reaches (GAME-RECORD.md, R8.1). */
function unknownCards(): Vector[] {
  const seed = 51;
  const base = playUntil(
    startGame(3, seed),
    thresholdChooser(4),
    new Random(seed),
    (s) => s.results.length === 1,
  );
  const full = editable(base);
  const round = full.rounds[0]!;
  const lastTurn = round.actions.length - 1;
  const beforeLast = playUntil(
    startGame(3, seed),
    thresholdChooser(4),
    new Random(seed),
    (s) => s.history[0]!.actions.length === lastTurn,
  );
  const publicBefore = JSON.parse(JSON.stringify(publicRecord(beforeLast))) as EditableRecord;
  const midway = playUntil(
    startGame(3, seed),
    thresholdChooser(4),
    new Random(seed),
    (s) => s.history[0]!.actions.length === 20 && s.round.drawn === null,
  );
  const publicMid = JSON.parse(JSON.stringify(publicRecord(midway))) as EditableRecord;
  const toMove = midway.round.toMove!;
  const faceDown = midway.round.grids[toMove]!.findIndex((slot) => slot !== null && !slot.up);
  const faceUp = midway.round.grids[toMove]!.findIndex((slot) => slot?.up === true);
  return [
    bad(
      'unknown-turned',
      'a public record turning a face-down card nobody has seen (null)',
      'position',
      edit(publicMid, (r) =>
        r.rounds[0]!.actions.push({ p: toMove, t: 'take-discard', pos: faceDown }),
      ),
    ),
    bad(
      'unknown-drawn',
      'a public record drawing a card nobody has seen (null)',
      'the drawn card is unknown',
      edit(publicMid, (r) => r.rounds[0]!.actions.push({ p: toMove, t: 'draw-swap', pos: faceUp })),
    ),
    bad(
      'unknown-final-reveal',
      'a public record whose round ends with unseen face-down cards (R5.2)',
      "'s card at position",
      edit(publicBefore, (r) => r.rounds[0]!.actions.push(round.actions[lastTurn]!)),
    ),
  ];
}

/** Every vector of a record that must be refused. */
export function badVectors(): Vector[] {
  const base = editable(botGame(2, 300));
  const longState = playUntil(
    startGame(2, 33),
    stallingChooser(300, thresholdChooser(4)),
    new Random(33),
    (s) => s.results.length === 1,
  );
  const long = editable(longState);
  return [
    ...documentErrors(base),
    ...roundErrors(base, long),
    ...actionErrors(base, long),
    ...unknownCards(),
  ];
}
