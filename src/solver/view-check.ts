import type { Rules } from '../engine';
import {
  ACTION_DRAW,
  ACTION_DRAW_DISCARD,
  ACTION_DRAW_SWAP,
  ACTION_POS_MASK,
  ACTION_REVEAL,
  ACTION_TAKE_DISCARD,
  ACTION_TYPE_SHIFT,
  CARD_KINDS,
  DECK_SIZE,
  MAX_CARD,
  MAX_PLAYERS,
  MIN_CARD,
  NO_CARD,
  PHASE_SETUP,
  PHASE_TURNS,
  SLOT_FACE_DOWN,
  SLOT_REMOVED,
  V_DISCARD,
  V_DISCARD_SIZE,
  V_DRAW_PILE_KNOWN,
  V_DRAW_PILE_SIZE,
  V_DRAWING_SEAT,
  V_DRAWN,
  V_GRIDS,
  V_HIDDEN_KNOWN,
  V_KNOWN_DRAW,
  V_PHASE,
  V_PLAYERS,
  V_RULES,
  V_SEAT,
  V_SETUP_REVEALS,
  V_TO_MOVE,
  V_UNSEEN,
  VIEW_WORDS,
} from './layout';
import { rulesFromWords, seatCards } from './rule-words';

const isCard = (value: number) => value >= MIN_CARD && value <= MAX_CARD;

function sum(words: Int32Array, from: number, count: number): number {
  let total = 0;
  for (let i = from; i < from + count; i++) total += words[i]!;
  return total;
}

function seatsInRange(words: Int32Array, n: number): string | null {
  const seat = words[V_SEAT]!;
  if (seat < 0 || seat >= n) return `seat ${seat} is not one of the ${n} seats`;
  if (words[V_PHASE] === PHASE_TURNS) {
    const toMove = words[V_TO_MOVE]!;
    if (toMove < 0 || toMove >= n) return `seat to move ${toMove} is not one of the ${n} seats`;
  }
  const drawing = words[V_DRAWING_SEAT]!;
  if (drawing < -1 || drawing >= n) return `drawing seat ${drawing} is not one of the ${n} seats`;
  if (words[V_DRAWN] !== NO_CARD && (drawing !== seat || !isCard(words[V_DRAWN]!)))
    return 'the drawn card must be a card the view’s own seat holds';
  return null;
}

function gridsValid(words: Int32Array, n: number, cards: number): string | null {
  for (let slot = 0; slot < n * cards; slot++) {
    const code = words[V_GRIDS + slot]!;
    if (!isCard(code) && code !== SLOT_FACE_DOWN && code !== SLOT_REMOVED)
      return `grid slot ${slot} holds ${code}`;
  }
  return null;
}

/** Whether the hidden cards can be sampled: the public counts add up to what is hidden (R8.1). */
function poolsAddUp(words: Int32Array, n: number, cards: number): string | null {
  let faceDown = 0;
  for (let slot = 0; slot < n * cards; slot++)
    if (words[V_GRIDS + slot] === SLOT_FACE_DOWN) faceDown++;
  for (let kind = 0; kind < CARD_KINDS; kind++)
    if (words[V_UNSEEN + kind]! < 0 || words[V_KNOWN_DRAW + kind]! < 0)
      return 'card counts must not be negative';
  const otherDrawn = words[V_DRAWING_SEAT]! >= 0 && words[V_DRAWN] === NO_CARD ? 1 : 0;
  const drawPile = words[V_DRAW_PILE_SIZE]! + otherDrawn;
  const unseen = sum(words, V_UNSEEN, CARD_KINDS);
  const known = sum(words, V_KNOWN_DRAW, CARD_KINDS);
  const fits =
    words[V_DRAW_PILE_KNOWN] === 0
      ? unseen === faceDown + drawPile
      : unseen === faceDown && known === drawPile;
  return fits ? null : 'the unseen and draw-pile counts do not add up to the hidden cards';
}

/** Why the solver cannot start from the encoded view `words`, or `null` when it can. */
export function viewProblem(words: Int32Array): string | null {
  if (words.length !== VIEW_WORDS) return `an encoded view has ${VIEW_WORDS} words`;
  const n = words[V_PLAYERS]!;
  if (n < 2 || n > MAX_PLAYERS) return `${n} players`;
  const phase = words[V_PHASE]!;
  if (phase !== PHASE_SETUP && phase !== PHASE_TURNS)
    return 'the round is not being played (set-up or turns)';
  const drawSize = words[V_DRAW_PILE_SIZE]!;
  const discardSize = words[V_DISCARD_SIZE]!;
  if (drawSize < 0 || discardSize < 1 || drawSize + discardSize > DECK_SIZE)
    return 'the pile sizes are impossible';
  for (let i = 0; i < discardSize; i++)
    if (!isCard(words[V_DISCARD + i]!)) return `discard card ${i} is not a card`;
  const rules = rulesFromWords(words, V_RULES, n);
  if (typeof rules === 'string') return rules;
  const reveals = rules.setupReveals * (rules.dualHands ? 2 : 1);
  for (let seat = 0; seat < n; seat++) {
    const made = words[V_SETUP_REVEALS + seat]!;
    if (made < 0 || made > reveals) return `seat ${seat} has made ${made} set-up reveals`;
  }
  const cards = seatCards(rules);
  return (
    seatsInRange(words, n) ??
    gridsValid(words, n, cards) ??
    (words[V_HIDDEN_KNOWN] === 0 ? poolsAddUp(words, n, cards) : null)
  );
}

/** Cards of one seat in the encoded view `words` (which passed `viewProblem`). */
export function viewSeatCards(words: Int32Array): number {
  const rules = rulesFromWords(words, V_RULES, words[V_PLAYERS]!);
  if (typeof rules === 'string') throw new RangeError(rules);
  return seatCards(rules);
}

/**
 * Whether `seat` may still turn up a card in set-up in the grid holding `pos` (R9.2, R9.5): every
 * card of a grid not face-down was turned by one of its set-up reveals.
 */
function setupRevealLeft(words: Int32Array, rules: Rules, seat: number, pos: number): boolean {
  const gridCards = rules.rows * rules.columns;
  // One grid: the seat's count of reveals decides (a removed line need not have been turned).
  if (!rules.dualHands) return words[V_SETUP_REVEALS + seat]! < rules.setupReveals;
  // Two grids: every card of a grid not face-down was turned in set-up (the engine's rule).
  const first = V_GRIDS + seat * seatCards(rules) + (pos < gridCards ? 0 : gridCards);
  let turned = 0;
  for (let slot = first; slot < first + gridCards; slot++)
    if (words[slot] !== SLOT_FACE_DOWN) turned++;
  return turned < rules.setupReveals;
}

/**
 * Why `code` is not a move the view's seat may make now, or `null` when it is (`words` passed
 * `viewProblem`).
 */
export function candidateProblem(words: Int32Array, code: number): string | null {
  const seat = words[V_SEAT]!;
  const rules = rulesFromWords(words, V_RULES, words[V_PLAYERS]!);
  if (typeof rules === 'string') return rules;
  const cards = seatCards(rules);
  const type = code >> ACTION_TYPE_SHIFT;
  const pos = code & ACTION_POS_MASK;
  const slot = words[V_GRIDS + seat * cards + pos]!;
  const present = code >= 0 && pos < cards && slot !== SLOT_REMOVED;
  const faceDown = present && slot === SLOT_FACE_DOWN;
  const refuse = `candidate ${code} is not a move seat ${seat} may make now`;
  if (words[V_PHASE] === PHASE_SETUP) {
    return type === ACTION_REVEAL && faceDown && setupRevealLeft(words, rules, seat, pos)
      ? null
      : refuse;
  }
  if (words[V_TO_MOVE] !== seat) return refuse;
  const holding = words[V_DRAWING_SEAT] === seat;
  if (!holding && words[V_DRAWING_SEAT] !== -1) return refuse;
  const legal =
    (type === ACTION_DRAW_SWAP && present) ||
    (type === ACTION_DRAW_DISCARD && faceDown) ||
    (!holding && type === ACTION_TAKE_DISCARD && present) ||
    (!holding && code === ACTION_DRAW << ACTION_TYPE_SHIFT);
  return legal ? null : refuse;
}
