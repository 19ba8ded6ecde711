import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  OFFICIAL_SHAPE,
  columnPositions,
  ILLEGAL_REASONS,
  legalActions,
  legalViewActions,
  orderedDeck,
  playerView,
  Random,
} from '../../../src/engine';
import { randomGameArbitrary } from '../helpers/arbitraries';
import { cardsInPlay } from '../helpers/cards';
import { deepFreeze } from '../helpers/freeze';
import { isLegal } from '../helpers/legality';
import { randomPlay, type RandomStep } from '../helpers/random-play';
import {
  expectedGameOver,
  expectedKnownDrawPile,
  expectedScores,
  expectedStarter,
  expectedUnseen,
} from '../helpers/rule-reading';

const RUNS = 30;
const byValue = (a: number, b: number) => a - b;

/** Runs `check` on every step of every random game fast-check generates. */
function forEveryStep(check: (step: RandomStep) => void, numRuns = RUNS): void {
  fc.assert(
    fc.property(randomGameArbitrary, (game) => {
      for (const step of randomPlay(game)) check(step);
    }),
    { numRuns },
  );
}

describe('properties of random games', () => {
  it('R2.3 R3 the legal actions, from the state and from each seat’s view, are exactly the legal ones', () => {
    const kinds = ['reveal', 'take-discard', 'draw', 'draw-swap', 'draw-discard'] as const;
    forEveryStep(({ after }) => {
      after.players.forEach((_, p) => {
        const everyAction: Action[] = kinds.flatMap((t): Action[] =>
          t === 'draw' ? [{ p, t }] : Array.from({ length: 12 }, (_, pos) => ({ p, t, pos })),
        );
        const legal = everyAction.filter((action) => isLegal(after, action));
        // The engine lists a draw and a take before a drawn card, never the one-step draw-swaps.
        const expected =
          after.round.drawn === null && after.phase === 'turns'
            ? legal.filter((action) => action.t !== 'draw-swap' && action.t !== 'draw-discard')
            : legal;
        const byKey = (a: Action, b: Action) => JSON.stringify(a).localeCompare(JSON.stringify(b));
        expect(legalActions(after, p).sort(byKey)).toEqual(expected.sort(byKey));
        expect(legalViewActions(playerView(after, p))).toEqual(legalActions(after, p));
      });
    }, 10);
  });

  it('R1.1 all 150 cards are always in a grid, the draw pile, the discard pile or a hand', () => {
    const deck = orderedDeck();
    forEveryStep(({ after }) => {
      expect(cardsInPlay(after).sort(byValue)).toEqual(deck);
    });
  });

  it('R3.3 a face-up card stays face-up and a removed position stays empty', () => {
    forEveryStep(({ before, action, after }) => {
      if (action === null) return;
      const turnedDown = after.round.grids.flatMap((grid, seat) =>
        grid.flatMap((slot, pos) => {
          const old = before.round.grids[seat]![pos]!;
          const broken = old === null ? slot !== null : old.up && slot !== null && !slot.up;
          return broken ? [{ seat, pos }] : [];
        }),
      );
      expect(turnedDown).toEqual([]);
    });
  });

  it('R2.4 R2.5 every round starts with the seat the rules name', () => {
    forEveryStep(({ before, after }) => {
      if (before.phase === 'setup' && after.phase === 'turns') {
        expect(after.round.starter).toBe(expectedStarter(after));
      }
    });
  });

  it('R2.6 after each turn the next seat in increasing order, wrapping, is to move', () => {
    forEveryStep(({ action, after }) => {
      if (action === null || action.t === 'reveal' || action.t === 'draw') return;
      if (after.phase !== 'turns') return;
      expect(after.round.toMove).toBe((action.p + 1) % after.players.length);
    });
  });

  it('R5.1 the first seat left without a face-down card after its turn is the ender', () => {
    forEveryStep(({ before, action, after }) => {
      if (before.phase !== 'turns' || before.round.ender !== null) return;
      const faceDownLeft = before.round.grids.map((grid) =>
        grid.some((slot) => slot?.up === false),
      );
      expect(faceDownLeft.every(Boolean)).toBe(true);
      if (after.round.ender === null) return;
      expect(after.round.ender).toBe(action!.p);
      expect(after.round.grids[action!.p]!.some((slot) => slot?.up === false)).toBe(false);
    });
  });

  it('R5.1 after the ending turn each other seat takes exactly one turn, in turn order', () => {
    forEveryStep(({ before, after }) => {
      if (after.results.length === before.results.length) return;
      const { actions } = after.history[after.history.length - 1]!;
      const { ender } = after.results[after.results.length - 1]!;
      const n = after.players.length;
      const lastTurns = actions.slice(-n).map((action) => action.p);
      expect(lastTurns).toEqual(Array.from({ length: n }, (_, i) => (ender + i) % n));
    });
  });

  it('R4.1 R4.5 R5.2 R5.3 R5.4 R7 each round result follows the rules', () => {
    forEveryStep(({ before, after }) => {
      if (after.results.length === before.results.length) return;
      const result = after.results[after.results.length - 1]!;
      for (const grid of result.grids) {
        for (let column = 0; column < OFFICIAL_SHAPE.columns; column++) {
          const cards = columnPositions(OFFICIAL_SHAPE, 0, column).map((pos) => grid[pos]);
          const removed = cards.every((card) => card === null);
          expect(removed || cards.every((card) => card !== null)).toBe(true);
          expect(!removed && cards[0] === cards[1] && cards[1] === cards[2]).toBe(false);
        }
      }
      const { scores, doubled } = expectedScores(result.grids, result.ender, after.rules);
      expect(result.scores).toEqual(scores);
      expect(result.doubled).toBe(doubled);
      expect(result.totals).toEqual(before.totals.map((total, seat) => total + scores[seat]!));
      expect(after.totals).toEqual(result.totals);
      const over = expectedGameOver(after.results, after.rules);
      expect(after.phase).toBe(over ? 'game-over' : 'round-over');
      const lowest = Math.min(...after.totals);
      const winners = after.totals.flatMap((total, seat) => (total === lowest ? [seat] : []));
      expect(after.winners).toEqual(over ? winners : []);
    });
  });

  it('R5.4 totals are always the sums of the round scores', () => {
    forEveryStep(({ after }) => {
      const sums = after.players.map((_, seat) =>
        after.results.reduce((sum, result) => sum + result.scores[seat]!, 0),
      );
      expect(after.totals).toEqual(sums);
    });
  });

  it('R8.1 every view counts exactly the unseen cards and, after a reshuffle, the draw pile', () => {
    forEveryStep(({ after }) => {
      const { toMove } = after.round;
      const seats = new Set([after.history.length % after.players.length, toMove ?? 0]);
      for (const seat of seats) {
        const view = playerView(after, seat);
        expect(view.unseen).toEqual(expectedUnseen(after, seat));
        expect(view.drawPileKnown).toEqual(expectedKnownDrawPile(after, seat));
      }
    });
  });

  it('the engine accepts exactly the legal actions; a refusal has a reason and changes nothing', () => {
    const reasons: readonly string[] = ILLEGAL_REASONS;
    forEveryStep(({ before, after }) => {
      // Frozen before the game goes on from it, so the random play's legal action runs on it too.
      deepFreeze(before);
      deepFreeze(after);
      const random = new Random(after.history.length * 7919 + after.round.discardPile.length);
      const snapshot = JSON.stringify(before.round);
      for (const action of junkActions(before.players.length, random)) {
        const result = apply(before, action as never);
        expect(result.ok).toBe(isLegal(before, action));
        if (!result.ok) {
          expect(reasons).toContain(result.reason);
          expect(result.message.length).toBeGreaterThan(0);
        }
      }
      expect(JSON.stringify(before.round)).toBe(snapshot);
    }, 20);
  });
});

const JUNK_TYPES = ['reveal', 'take-discard', 'draw-swap', 'draw-discard', 'draw', 'peek', 7, null];
const JUNK_POSITIONS = [-1, 0, 1, 2, 5, 9, 11, 12, 2.5, '3', null, undefined];

/** Eight actions, six with random seats, types and positions, most of them illegal. */
function junkActions(players: number, random: Random): unknown[] {
  const pick = <T>(items: readonly T[]) => items[random.below(items.length)]!;
  const actions: unknown[] = [null, { t: 'draw' }];
  for (let i = 0; i < 6; i++) {
    actions.push({
      p: pick([-1, ...Array.from({ length: players + 1 }, (_, seat) => seat), 0.5, '0']),
      t: pick(JUNK_TYPES),
      pos: pick(JUNK_POSITIONS),
    });
  }
  return actions;
}
