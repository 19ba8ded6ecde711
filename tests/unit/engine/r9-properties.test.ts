import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  type GameState,
  gridShape,
  ILLEGAL_REASONS,
  legalActions,
  legalViewActions,
  orderedDeck,
  playerView,
  publicRecord,
  Random,
  removableLineValue,
  replayRecord,
  replayResult,
  toRecord,
} from '../../../src/engine';
import { variantGameArbitrary } from '../helpers/arbitraries';
import { cardsInPlay } from '../helpers/cards';
import { foldEvents, publicTable } from '../helpers/event-fold';
import { deepFreeze } from '../helpers/freeze';
import { isLegal } from '../helpers/legality';
import { randomPlay, type RandomStep } from '../helpers/random-play';
import { expectedScores } from '../helpers/rule-reading';

const RUNS = 25;
const byValue = (a: number, b: number) => a - b;

/** Runs `check` on every step of every random game under random house rules (R9). */
function forEveryStep(check: (step: RandomStep) => void, numRuns = RUNS): void {
  fc.assert(
    fc.property(variantGameArbitrary, (game) => {
      for (const step of randomPlay(game)) check(step);
    }),
    { numRuns },
  );
}

/** The lines of `state`'s grids that a check should have removed (R9.3): none, ever. */
function removableLines(state: GameState): string[] {
  const shape = gridShape(state.rules);
  return state.round.grids.flatMap((grid, seat) =>
    shape.lines.flatMap((line) =>
      removableLineValue(grid, line) === null
        ? []
        : [`seat ${seat} ${line.kind} ${line.index} of grid ${line.grid}`],
    ),
  );
}

describe('R9 properties of random games under random house rules', () => {
  it('R9 every game ends', () => {
    fc.assert(
      fc.property(variantGameArbitrary, (game) => {
        let last: GameState | null = null;
        for (const { after } of randomPlay(game, 400_000)) last = after;
        expect(last?.phase).toBe('game-over');
      }),
      { numRuns: RUNS },
    );
  });

  it('R1.1 R9 all 150 cards are always in a grid, the draw pile, the discard pile or a hand', () => {
    const deck = orderedDeck();
    forEveryStep(({ after }) => expect(cardsInPlay(after).sort(byValue)).toEqual(deck));
  });

  it('R9.3 no grid ever holds a line the rules remove, and a removed position stays empty', () => {
    forEveryStep(({ before, action, after }) => {
      expect(removableLines(after)).toEqual([]);
      if (action === null) return;
      after.round.grids.forEach((grid, seat) =>
        grid.forEach((slot, pos) => {
          const old = before.round.grids[seat]![pos]!;
          if (old === null) expect(slot).toBeNull();
          else if (old.up && slot !== null) expect(slot.up).toBe(true);
        }),
      );
    });
  });

  it('R9.1 R9.2 R9.5 the legal actions, from the state and from each seat’s view, are exactly the legal ones', () => {
    const kinds = ['reveal', 'take-discard', 'draw', 'draw-swap', 'draw-discard'] as const;
    forEveryStep(({ after }) => {
      const cards = gridShape(after.rules).cardsPerSeat;
      after.players.forEach((_, p) => {
        const everyAction: Action[] = kinds.flatMap((t): Action[] =>
          t === 'draw'
            ? [{ p, t }]
            : Array.from({ length: cards + 1 }, (_, pos) => ({ p, t, pos })),
        );
        const legal = everyAction.filter((action) => isLegal(after, action));
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

  it('R9.4 R5.4 round scores follow the grids, the ender’s penalty and the totals', () => {
    forEveryStep(({ before, after }) => {
      if (after.results.length === before.results.length) return;
      const result = after.results.at(-1)!;
      const { scores, doubled } = expectedScores(result.grids, result.ender, after.rules);
      expect(result.scores).toEqual(scores);
      expect(result.doubled).toBe(doubled);
      expect(
        result.grids.every((grid) => grid.length === gridShape(after.rules).cardsPerSeat),
      ).toBe(true);
      const sums = after.players.map((_, seat) =>
        after.results.reduce((sum, round) => sum + round.scores[seat]!, 0),
      );
      expect(after.totals).toEqual(sums);
    });
  });

  it('R9 the events of every step lead from the public table before it to the one after', () => {
    forEveryStep(({ before, events, after }) => {
      expect(foldEvents(publicTable(before), events)).toEqual(publicTable(after));
    }, 15);
  });

  it('R9 a refused action has a reason and changes nothing', () => {
    const reasons: readonly string[] = ILLEGAL_REASONS;
    forEveryStep(({ before }) => {
      deepFreeze(before);
      const random = new Random(before.history.length * 7919 + before.round.discardPile.length);
      const cards = gridShape(before.rules).cardsPerSeat;
      const snapshot = JSON.stringify(before.round);
      for (let i = 0; i < 6; i++) {
        const action = {
          p: random.below(before.players.length + 1),
          t: ['reveal', 'take-discard', 'draw-swap', 'draw-discard', 'draw'][random.below(5)],
          pos: random.below(cards + 2) - 1,
        };
        const result = apply(before, action as never);
        expect(result.ok).toBe(isLegal(before, action));
        if (!result.ok) expect(reasons).toContain(result.reason);
      }
      expect(JSON.stringify(before.round)).toBe(snapshot);
    }, 12);
  });

  it('R9 a game’s record and its public record replay to the same game', () => {
    fc.assert(
      fc.property(variantGameArbitrary, fc.nat({ max: 3000 }), (game, stop) => {
        let last: GameState | null = null;
        for (const { after } of randomPlay(game, stop + 1)) last = after;
        const state = last!;
        const replayed = replayRecord(JSON.parse(JSON.stringify(toRecord(state))));
        expect(replayed.ok && replayResult(replayed.state)).toEqual(replayResult(state));
        if (state.phase === 'setup' || state.phase === 'turns') {
          const shown = replayRecord(JSON.parse(JSON.stringify(publicRecord(state))), {
            drawPending: state.round.drawn !== null,
          });
          expect(shown.ok).toBe(true);
        }
      }),
      { numRuns: 40 },
    );
  });
});
