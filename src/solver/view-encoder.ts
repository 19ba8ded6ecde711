import {
  CARD_KINDS,
  type GameState,
  type Grid,
  gridShape,
  nextRoundStarter,
  type Phase,
  playerView,
  type PlayerView,
  rulesProblem,
  withDefaults,
} from '../engine';
import { ruleWords } from './rule-words';
import {
  NO_CARD,
  PHASE_GAME_OVER,
  PHASE_ROUND_OVER,
  PHASE_SETUP,
  PHASE_TURNS,
  SLOT_FACE_DOWN,
  SLOT_REMOVED,
  V_DISCARD,
  V_DISCARD_SIZE,
  V_DOUBLE_ONLY_POSITIVE,
  V_DRAW_PILE_KNOWN,
  V_DRAW_PILE_SIZE,
  V_DRAWING_SEAT,
  V_DRAWN,
  V_ENDER,
  V_FINAL_TURNS_LEFT,
  V_GRIDS,
  V_HIDDEN_DRAW,
  V_HIDDEN_DRAWN,
  V_HIDDEN_GRIDS,
  V_HIDDEN_KNOWN,
  V_KNOWN_DRAW,
  V_NEXT_STARTER,
  V_PHASE,
  V_PLAYERS,
  V_RULES,
  V_SEAT,
  V_SETUP_REVEALS,
  V_TO_MOVE,
  V_UNSEEN,
  VIEW_WORDS,
} from './layout';

/** The solver's code of each engine phase. */
export const PHASE_CODES: Readonly<Record<Phase, number>> = Object.freeze({
  setup: PHASE_SETUP,
  turns: PHASE_TURNS,
  'round-over': PHASE_ROUND_OVER,
  'game-over': PHASE_GAME_OVER,
});

/** A grid position as the view block holds it: a face-up value, face-down, or removed. */
function slotCode(grid: Grid, pos: number): number {
  const slot = grid[pos];
  if (slot === null || slot === undefined) return SLOT_REMOVED;
  return slot.up ? slot.card! : SLOT_FACE_DOWN;
}

/**
 * The one encoder of a player view into the solver's memory layout (assembly/layout.ts, V_*
 * words). Public information only (R8): face-up cards, face-down positions without values, the
 * discard pile, the draw pile's size (and after a reshuffle its counts), the unseen counts, the
 * seat's own drawn card, whose turn it is, the ender, `doubleOnlyPositive`, the seats, and the
 * house rules (RULES.md R9: grid shape, set-up reveals, lines, penalty, dual hands). Throws a
 * RangeError for rules the seats cannot play (`rulesProblem`).
 */
export function encodeView(view: PlayerView): Int32Array {
  const problem = rulesProblem(view.rules, view.players.length);
  if (problem !== null) throw new RangeError(problem);
  const rules = withDefaults(view.rules);
  const cards = gridShape(rules).cardsPerSeat;
  const words = new Int32Array(VIEW_WORDS);
  words.set(ruleWords(rules), V_RULES);
  words[V_PLAYERS] = view.players.length;
  words[V_SEAT] = view.seat;
  words[V_PHASE] = PHASE_CODES[view.phase];
  words[V_TO_MOVE] = view.toMove ?? -1;
  words[V_NEXT_STARTER] = nextRoundStarter(view.results, view.rules) ?? -1;
  words[V_ENDER] = view.ender ?? -1;
  words[V_FINAL_TURNS_LEFT] = view.finalTurnsLeft;
  words[V_DOUBLE_ONLY_POSITIVE] = rules.doubleOnlyPositive ? 1 : 0;
  words[V_DRAWING_SEAT] = view.drawingSeat ?? -1;
  words[V_DRAWN] = view.drawn ?? NO_CARD;
  words[V_DRAW_PILE_SIZE] = view.drawPileSize;
  words[V_DRAW_PILE_KNOWN] = view.drawPileKnown === null ? 0 : 1;
  words[V_DISCARD_SIZE] = view.discardPile.length;
  words[V_HIDDEN_KNOWN] = 0;
  view.setupReveals.forEach((count, seat) => (words[V_SETUP_REVEALS + seat] = count));
  for (let kind = 0; kind < CARD_KINDS; kind++) {
    words[V_UNSEEN + kind] = view.unseen[kind]!;
    words[V_KNOWN_DRAW + kind] = view.drawPileKnown?.[kind] ?? 0;
  }
  view.grids.forEach((grid, seat) => {
    for (let pos = 0; pos < cards; pos++) words[V_GRIDS + seat * cards + pos] = slotCode(grid, pos);
  });
  words.set(view.discardPile, V_DISCARD);
  return words;
}

/**
 * A full state for `seat` in the same layout: its view plus every hidden card (face-down values,
 * the draw pile's order, another seat's drawn card). For tests and benchmarks only — a computer
 * player must never be given one (R8.3).
 */
export function encodeState(state: GameState, seat: number): Int32Array {
  const words = encodeView(playerView(state, seat));
  const { round } = state;
  const cards = gridShape(state.rules).cardsPerSeat;
  words[V_HIDDEN_KNOWN] = 1;
  round.grids.forEach((grid, s) =>
    grid.forEach((slot, pos) => {
      if (slot !== null && !slot.up) {
        if (slot.card === null) throw new Error(`seat ${s}'s card at ${pos} is unknown`);
        words[V_HIDDEN_GRIDS + s * cards + pos] = slot.card;
      }
    }),
  );
  round.drawPile.forEach((card, i) => {
    if (card === null) throw new Error(`draw pile card ${i} is unknown`);
    words[V_HIDDEN_DRAW + i] = card;
  });
  words[V_HIDDEN_DRAWN] = round.drawn?.card ?? NO_CARD;
  return words;
}
