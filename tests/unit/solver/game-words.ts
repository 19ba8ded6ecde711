import {
  CARD_KINDS,
  type GameState,
  gridShape,
  type MaybeCard,
  NEXT_ROUND_STARTERS,
  TIE_RULES,
} from '../../../src/engine';
import * as layout from '../../../src/solver/layout';
import { ruleWords } from '../../../src/solver/rule-words';
import { PHASE_CODES } from '../../../src/solver/view-encoder';

// Local copies: the test runner turns imported bindings into slow property reads.
const {
  ALL_SLOTS,
  GAME_WORDS,
  G_CARDS,
  G_DISCARD,
  G_DISCARD_SIZE,
  G_DOUBLE_ONLY_POSITIVE,
  G_DRAW,
  G_DRAWN,
  G_DRAW_SIZE,
  G_ENDER,
  G_FINAL_TURNS_LEFT,
  G_KNOWN_DRAW,
  G_KNOWN_DRAW_VALID,
  G_LAST_DOUBLED,
  G_LAST_ENDER,
  G_LAST_SCORES,
  G_LAST_STARTER,
  G_NEXT_ROUND_STARTER,
  G_PHASE,
  G_PLAYERS,
  G_RESHUFFLES_USED,
  G_ROUNDS_DONE,
  G_ROUND_ADDR,
  G_ROUND_INDEX,
  G_RULES,
  G_SETUP_REVEALS,
  G_SLOTS,
  G_STARTER,
  G_TARGET,
  G_TARGET_REACHED,
  G_TIE,
  G_TOTALS,
  G_TO_MOVE,
  G_WINNERS,
  NO_CARD,
  STATE_FACE_DOWN,
  STATE_FACE_UP,
  STATE_REMOVED,
  UNKNOWN_CARD,
} = layout;

const cardWord = (card: MaybeCard) => card ?? UNKNOWN_CARD;

/** The engine's game state in the solver's game-state layout (G_* words), to compare the two. */
export function gameWords(state: GameState): Int32Array {
  const w = new Int32Array(GAME_WORDS);
  const { round, rules } = state;
  const last = state.results[state.results.length - 1];
  w[G_PLAYERS] = state.players.length;
  w[G_TARGET] = Math.min(rules.targetScore, 0x7fffffff);
  w[G_DOUBLE_ONLY_POSITIVE] = rules.doubleOnlyPositive ? 1 : 0;
  w[G_NEXT_ROUND_STARTER] = NEXT_ROUND_STARTERS.indexOf(rules.nextRoundStarter);
  w[G_TIE] = TIE_RULES.indexOf(rules.tie);
  w.set(ruleWords(rules), G_RULES);
  w[G_PHASE] = PHASE_CODES[state.phase];
  w[G_ROUND_INDEX] = round.index;
  w[G_STARTER] = round.starter ?? -1;
  w[G_TO_MOVE] = round.toMove ?? -1;
  w[G_ENDER] = round.ender ?? -1;
  w[G_FINAL_TURNS_LEFT] = round.finalTurnsLeft;
  w[G_RESHUFFLES_USED] = round.reshufflesUsed;
  w[G_DRAWN] = round.drawn === null ? NO_CARD : cardWord(round.drawn.card);
  w[G_KNOWN_DRAW_VALID] = round.knownDrawPile === null ? 0 : 1;
  w[G_ROUNDS_DONE] = state.results.length;
  w[G_TARGET_REACHED] = state.results.some((r) => r.totals.some((t) => t >= rules.targetScore))
    ? 1
    : 0;
  w[G_WINNERS] = state.winners.reduce((mask, seat) => mask | (1 << seat), 0);
  w[G_LAST_STARTER] = last?.starter ?? -1;
  w[G_LAST_ENDER] = last?.ender ?? -1;
  w[G_LAST_DOUBLED] = last?.doubled === true ? 1 : 0;
  w[G_DRAW_SIZE] = round.drawPile.length;
  w[G_DISCARD_SIZE] = round.discardPile.length;
  for (let kind = 0; kind < CARD_KINDS; kind++)
    w[G_KNOWN_DRAW + kind] = round.knownDrawPile?.[kind] ?? 0;
  for (let seat = 0; seat < state.players.length; seat++) {
    w[G_SETUP_REVEALS + seat] = round.setupReveals[seat] ?? 0;
    w[G_TOTALS + seat] = state.totals[seat]!;
    w[G_LAST_SCORES + seat] = last?.scores[seat] ?? 0;
  }
  const cards = gridShape(rules).cardsPerSeat;
  for (let slot = 0; slot < ALL_SLOTS; slot++) {
    const cell = round.grids[(slot / cards) | 0]?.[slot % cards];
    w[G_CARDS + slot] = cell ? cardWord(cell.card) : NO_CARD;
    w[G_SLOTS + slot] = !cell ? STATE_REMOVED : cell.up ? STATE_FACE_UP : STATE_FACE_DOWN;
  }
  for (let i = 0; i < round.drawPile.length; i++) w[G_DRAW + i] = cardWord(round.drawPile[i]!);
  for (let i = 0; i < round.discardPile.length; i++) w[G_DISCARD + i] = round.discardPile[i]!;
  return w;
}

/** Names of the game-state fields, by the word where each starts (for readable differences). */
const FIELDS = Object.entries(layout)
  .filter(([name]) => name.startsWith('G_'))
  .sort((a, b) => b[1] - a[1]);

function fieldOf(word: number): string {
  const [name, start] = FIELDS.find(([, start]) => start <= word)!;
  return `${name}[${word - start}]`;
}

/**
 * The first field where two game-state blocks differ, or `null`. Ignores G_ROUND_ADDR (where the
 * round's record lies) and pile words above the pile's size (left over from earlier cards).
 */
export function firstDifference(expected: Int32Array, actual: Int32Array): string | null {
  const drawEnd = G_DRAW + expected[G_DRAW_SIZE]!;
  const discardEnd = G_DISCARD + expected[G_DISCARD_SIZE]!;
  for (let word = 0; word < GAME_WORDS; word++) {
    if (word === G_ROUND_ADDR) continue;
    if (word >= drawEnd && word < G_DISCARD) continue;
    if (word >= discardEnd) break;
    if (expected[word] !== actual[word])
      return `${fieldOf(word)}: expected ${expected[word]}, got ${actual[word]}`;
  }
  return null;
}
