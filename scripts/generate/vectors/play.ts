// Ways to play games for test vectors: a seeded threshold player, a staller that keeps a round
// going (long rounds, several reshuffles), and scripted rounds built from chosen final grids.
import {
  faceDownPositions,
  highestFaceUpPosition,
  lineCompletingPosition,
  presentPositions,
} from '../../../src/ai/view-helpers';
import type { Random } from '../../../src/engine';
import {
  type Action,
  apply,
  type Card,
  type EngineResult,
  type GameState,
  type Grid,
  type GridShape,
  gridShape,
  legalActions,
  newGame,
  type Rules,
  seatsToAct,
  startNextRound,
  startRecordedRound,
  nextRoundStarter,
  orderedDeck,
  MIN_CARD,
  CARD_COUNTS,
} from '../../../src/engine';

/** The cards of R1.1 left once `used` is taken out, in ascending order. */
export function cardsLeft(used: readonly Card[]): Card[] {
  const left = CARD_COUNTS.slice();
  for (const card of used) {
    if (left[card - MIN_CARD]! <= 0) throw new Error(`too many cards of value ${card}`);
    left[card - MIN_CARD]!--;
  }
  return orderedDeck().filter((card) => left[card - MIN_CARD]!-- > 0);
}

/** A deck dealing `grids` and the discard card `discard`, the other cards after them ascending. */
function dealingDeck(grids: readonly (readonly Card[])[], discard: Card): Card[] {
  const fixed = [...grids.flat(), discard];
  return [...fixed, ...cardsLeft(fixed)];
}

/** The state of a successful engine result; throws with the engine's message otherwise. */
export function unwrap(result: EngineResult): GameState {
  if (!result.ok) throw new Error(`${result.reason}: ${result.message}`);
  return result.state;
}

/** How a seat chooses: from the state, with its random stream (vectors only need legal play). */
export type Chooser = (state: GameState, seat: number, random: Random) => Action;

/** The positions `p` may turn up in set-up (R2.3, R9.2: a grid with reveals left). */
function setupChoices(state: GameState, p: number): number[] {
  return legalActions(state, p).flatMap((action) => (action.t === 'reveal' ? [action.pos] : []));
}

/** Where a threshold player keeps `card`, or `null`: a line, its highest card, a face-down card. */
function keepAt(
  shape: GridShape,
  grid: Grid,
  card: Card,
  threshold: number,
  random: Random,
): number | null {
  const column = lineCompletingPosition(shape, grid, card);
  if (column !== null) return column;
  const highest = highestFaceUpPosition(grid);
  if (highest !== null && grid[highest]!.card! > card && card <= threshold) return highest;
  const faceDown = faceDownPositions(grid);
  return card <= threshold && faceDown.length > 0 ? faceDown[random.below(faceDown.length)]! : null;
}

/** A threshold player: keeps cards ≤ `threshold`, else draws; reveals at random. */
export function thresholdChooser(threshold: number): Chooser {
  return (state, p, random) => {
    const grid = state.round.grids[p]!;
    const shape = gridShape(state.rules);
    const faceDown = faceDownPositions(grid);
    if (state.phase === 'setup') {
      const choices = setupChoices(state, p);
      return { p, t: 'reveal', pos: choices[random.below(choices.length)]! };
    }
    const drawn = state.round.drawn;
    if (drawn === null) {
      const top = state.round.discardPile[state.round.discardPile.length - 1]!;
      const pos = keepAt(shape, grid, top, threshold, random);
      return pos === null ? { p, t: 'draw' } : { p, t: 'take-discard', pos };
    }
    const pos = keepAt(shape, grid, drawn.card!, threshold, random);
    if (pos !== null) return { p, t: 'draw-swap', pos };
    if (faceDown.length > 0)
      return { p, t: 'draw-discard', pos: faceDown[random.below(faceDown.length)]! };
    return { p, t: 'draw-swap', pos: highestFaceUpPosition(grid) ?? presentPositions(grid)[0]! };
  };
}

/** For the first `turns` actions of each round, never turns a card (the round goes on), then `then`. */
export function stallingChooser(turns: number, then: Chooser): Chooser {
  return (state, p, random) => {
    const played = state.history[state.round.index]!.actions.length;
    if (state.phase === 'setup' || played >= turns) return then(state, p, random);
    const highest = highestFaceUpPosition(state.round.grids[p]!);
    if (highest === null) return then(state, p, random);
    if (state.round.drawn === null) return { p, t: 'draw' };
    return { p, t: 'draw-swap', pos: highest };
  };
}

/** A uniformly random legal action (set-up reveals, draws, any placement). */
export const randomChooser: Chooser = (state, p, random) => {
  const grid = state.round.grids[p]!;
  const present = presentPositions(grid);
  const faceDown = faceDownPositions(grid);
  const pick = (list: number[]) => list[random.below(list.length)]!;
  if (state.phase === 'setup') return { p, t: 'reveal', pos: pick(setupChoices(state, p)) };
  if (state.round.drawn === null)
    return random.below(2) === 0 ? { p, t: 'draw' } : { p, t: 'take-discard', pos: pick(present) };
  if (faceDown.length > 0 && random.below(2) === 0)
    return { p, t: 'draw-discard', pos: pick(faceDown) };
  return { p, t: 'draw-swap', pos: pick(present) };
};

/** Plays one action of the seat to act. */
function playAction(state: GameState, chooser: Chooser, random: Random): GameState {
  const seat = seatsToAct(state)[0]!;
  return unwrap(apply(state, chooser(state, seat, random)));
}

/** Plays on until `stop` says so or the game is over, dealing rounds with the PRNG. */
export function playUntil(
  state: GameState,
  chooser: Chooser,
  random: Random,
  stop: (state: GameState) => boolean = () => false,
): GameState {
  let current = state;
  while (current.phase !== 'game-over' && !stop(current)) {
    current =
      current.phase === 'round-over'
        ? unwrap(startNextRound(current))
        : playAction(current, chooser, random);
  }
  return current;
}

/** A new game of `players` seats, dealt by `seed`. */
export function startGame(players: number, seed: number, rules: Partial<Rules> = {}): GameState {
  return newGame({
    players: Array.from({ length: players }, (_, seat) => `P${seat}`),
    rules,
    seed,
  });
}

/**
 * A scripted round on `state` (between rounds): the seat that starts (R2.4/R2.5; `ender` when
 * R2.4 decides) gets `enderGrid` and the others `otherGrids` in seat order. Everyone reveals
 * positions 0 and 1, then each turn draws, discards and turns its next card, so the starter goes
 * out first and the grids end as given. For R2.4, `enderGrid` needs the highest first two cards.
 */
export function scriptedRound(
  state: GameState,
  ender: number,
  enderGrid: readonly Card[],
  otherGrids: readonly (readonly Card[])[],
): GameState {
  const starter = nextRoundStarter(state.results, state.rules) ?? ender;
  const others = otherGrids.slice();
  const grids = state.players.map((_, seat) => (seat === starter ? enderGrid : others.shift()!));
  const deck = dealingDeck(grids, 0);
  let current = unwrap(startRecordedRound(state, { deck, reshuffles: [] }));
  for (let p = 0; p < state.players.length; p++)
    for (const pos of [0, 1]) current = unwrap(apply(current, { p, t: 'reveal', pos }));
  if (current.round.starter !== starter)
    throw new Error(`seat ${current.round.starter} starts, not ${starter}`);
  while (current.phase === 'turns') {
    const p = current.round.toMove!;
    const pos = faceDownPositions(current.round.grids[p]!)[0]!;
    current = unwrap(apply(current, { p, t: 'draw-discard', pos }));
  }
  return current;
}
