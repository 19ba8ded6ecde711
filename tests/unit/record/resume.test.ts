import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type Action,
  apply,
  DECK_SIZE,
  DEFAULT_RULES,
  type GameRecord,
  type GameState,
  GRID_SIZE,
  legalActions,
  newGame,
  publicRecord,
  Random,
  type RoundRecord,
  replayRecord,
  resumeRecord,
  seatsToAct,
  startNextRound,
  toRecord,
  withRandomReshuffles,
} from '../../../src/engine';
import { rulesArbitrary } from '../helpers/arbitraries';
import { unwrap } from '../helpers/game';
import { candidateActions } from '../helpers/random-play';
import { germanExampleRecord, reshuffledRecord } from '../helpers/records';

const RUNS = 100;

/** How many reshuffles a round's first `actions` actions and then `more` draws use (R6.1). */
function reshufflesUsedBy(round: RoundRecord, players: number, actions: number, more = 0): number {
  let pile = DECK_SIZE - GRID_SIZE * players - 1;
  let used = 0;
  const draws =
    round.actions
      .slice(0, actions)
      .filter((action) => action.t === 'draw-swap' || action.t === 'draw-discard').length + more;
  for (let draw = 0; draw < draws; draw++) {
    if (pile === 0) pile = round.reshuffles[used++]!.length;
    pile--;
  }
  return used;
}

/** How a record is cut: where, which reshuffles are kept, and whether a draw is pending there. */
interface Cut {
  readonly round: number;
  readonly actions: number;
  /** The orders the kept actions (and the pending draw) use, or every order of the round. */
  readonly reshuffles: 'used' | 'all';
  readonly drawPending: boolean;
}

/** `record` cut at `cut`: the rounds before it whole, then the cut round's first actions. */
function cutRecord(record: GameRecord, cut: Cut): GameRecord {
  const round = record.rounds[cut.round]!;
  const players = record.players.length;
  const used = reshufflesUsedBy(round, players, cut.actions, cut.drawPending ? 1 : 0);
  const reshuffles = cut.reshuffles === 'all' ? round.reshuffles : round.reshuffles.slice(0, used);
  return {
    ...record,
    rounds: [
      ...record.rounds.slice(0, cut.round),
      { ...round, reshuffles, actions: round.actions.slice(0, cut.actions) },
    ],
  };
}

/** Whether the seat to move is in its turn after the cut (a draw can be pending there). */
function inTurns(record: GameRecord, cut: Cut): boolean {
  const setup = 2 * record.players.length;
  return cut.actions >= setup && cut.actions < record.rounds[cut.round]!.actions.length;
}

/**
 * One of `actions`, chosen at random by a seat that mostly keeps its cards face down: nine times
 * in six it draws, or swaps onto a face-up card, when it can. Its rounds are long and the draw
 * pile often runs out (R6.1).
 */
function slowChoice<A extends Action>(state: GameState, actions: readonly A[], random: Random): A {
  const quiet = actions.filter(
    (action) =>
      action.t === 'draw' ||
      ((action.t === 'take-discard' || action.t === 'draw-swap') &&
        state.round.grids[action.p]![action.pos]?.up === true),
  );
  const pool = quiet.length > 0 && random.below(6) > 0 ? quiet : actions;
  return pool[random.below(pool.length)]!;
}

/** The record of a whole game played by slow seats: records with reshuffles (R6.1). */
function slowGame(players: number, rules: GameState['rules'], seed: number): GameRecord {
  const random = new Random(seed);
  const names = Array.from({ length: players }, (_, seat) => `P${seat}`);
  let state = newGame({ players: names, rules, seed });
  while (state.phase !== 'game-over') {
    state =
      state.phase === 'round-over'
        ? unwrap(startNextRound(state))
        : unwrap(apply(state, slowChoice(state, candidateActions(state), random)));
  }
  return toRecord(state);
}

/** A whole slow game and a cut in it (fractions of its length); the record is made in the test. */
const cutGame = fc.record({
  players: fc.integer({ min: 2, max: 8 }),
  rules: rulesArbitrary.map((rules) => ({
    ...rules,
    targetScore: (rules.targetScore ?? 100) % 100,
  })),
  seed: fc.nat({ max: 0xffffffff }),
  roundAt: fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
  actionAt: fc.double({ min: 0, max: 1, noNaN: true }),
  reshuffles: fc.constantFrom<Cut['reshuffles']>('used', 'all'),
  drawPending: fc.boolean(),
});

/**
 * Plays on from `state` to the end of the game, dealing each next round. In the resumed round
 * slow seats play and every action `legalActions` offers any seat to act must be accepted; the
 * rounds after it are played quickly at random, each action played accepted. Returns what was
 * refused.
 */
function playOn(state: GameState, seed: number): string[] {
  const random = new Random(seed);
  const resumedRound = state.round.index;
  for (let steps = 0; state.phase !== 'game-over'; steps++) {
    if (steps > 50_000) return ['the game never ends'];
    if (state.phase === 'round-over') {
      const dealt = startNextRound(state);
      if (!dealt.ok) return [`the next round: ${dealt.message}`];
      state = dealt.state;
      continue;
    }
    const offered = seatsToAct(state).flatMap((seat) => legalActions(state, seat));
    if (offered.length === 0) return [`nothing offered in ${state.phase}`];
    const checked = state.round.index === resumedRound ? offered : [];
    const refused = checked.flatMap((action) => {
      const next = apply(state, action);
      return next.ok ? [] : [`${JSON.stringify(action)}: ${next.reason}: ${next.message}`];
    });
    if (refused.length > 0) return refused;
    const chosen =
      state.round.index === resumedRound
        ? slowChoice(state, offered, random)
        : offered[random.below(offered.length)]!;
    const next = apply(state, chosen);
    if (!next.ok) return [`${JSON.stringify(chosen)}: ${next.reason}: ${next.message}`];
    state = next.state;
  }
  return [];
}

describe('resuming a record (the saved and imported game)', () => {
  it('a record cut anywhere resumes, or is refused; a resumed game offers only accepted actions to its end', () => {
    let resumed = 0;
    fc.assert(
      fc.property(cutGame, (game) => {
        const rules = { ...DEFAULT_RULES, ...game.rules, targetScore: 1 + game.rules.targetScore };
        const record = slowGame(game.players, rules, game.seed);
        const round = Math.floor(game.roundAt * record.rounds.length);
        const actions = Math.round(game.actionAt * record.rounds[round]!.actions.length);
        const cut: Cut = {
          round,
          actions,
          reshuffles: game.reshuffles,
          drawPending: game.drawPending,
        };
        const document = JSON.parse(JSON.stringify(cutRecord(record, cut)));
        const outcome = resumeRecord(document, { seed: game.seed, drawPending: cut.drawPending });
        if (cut.reshuffles === 'used' && (!cut.drawPending || inTurns(record, cut)))
          expect(outcome).toMatchObject({ ok: true });
        if (!outcome.ok) return;
        resumed++;
        expect(playOn(outcome.state, game.seed)).toEqual([]);
      }),
      { numRuns: RUNS },
    );
    expect(resumed).toBeGreaterThan(RUNS / 5);
  });
});

describe('a draw not yet decided (the save of a game in progress)', () => {
  /** A two-seat round whose draw pile is empty, then the draw that reshuffles it (R6.1). */
  function reshufflingDraw(): { before: GameState; drawn: GameState } {
    const { record, drawIndex } = reshuffledRecord();
    const round = record.rounds[0]!;
    const before = replayRecord({
      ...record,
      rounds: [{ ...round, reshuffles: [], actions: round.actions.slice(0, drawIndex) }],
    });
    if (!before.ok) throw new Error(before.error.message);
    const random = withRandomReshuffles(before.state, 5);
    return { before: random, drawn: unwrap(apply(random, { p: random.round.toMove!, t: 'draw' })) };
  }

  it('the record holds only decided actions: not the order of a reshuffle made by a pending draw', () => {
    const { before, drawn } = reshufflingDraw();
    expect(drawn.round.reshufflesUsed).toBe(1);
    expect(toRecord(drawn)).toEqual(toRecord(before));
    expect(replayRecord(toRecord(drawn))).toMatchObject({ ok: true });
  });

  it('written with the pending draw, it resumes to the same state: the same card drawn', () => {
    const { drawn } = reshufflingDraw();
    const record = JSON.parse(JSON.stringify(toRecord(drawn, { drawPending: true })));
    expect(record.rounds[0].reshuffles).toHaveLength(1);
    expect(replayRecord(record)).toMatchObject({ ok: false, error: { round: 0, action: null } });
    const resumed = resumeRecord(record, { seed: drawn.rng, drawPending: true });
    expect(resumed).toEqual({ ok: true, state: drawn });
  });

  it('a pending draw where nobody can draw is refused: in set-up, after the round', () => {
    const { record } = reshuffledRecord();
    const setup = { ...record, rounds: [{ ...record.rounds[0]!, reshuffles: [], actions: [] }] };
    for (const document of [setup, germanExampleRecord()])
      expect(resumeRecord(document, { seed: 1, drawPending: true })).toMatchObject({
        ok: false,
        error: { message: expect.stringMatching(/pending draw/) },
      });
  });

  it('a public record (unknown cards) is replayed but not resumed', () => {
    const { before } = reshufflingDraw();
    const document = publicRecord(before);
    expect(replayRecord(document)).toMatchObject({ ok: true });
    expect(resumeRecord(document, { seed: 1 })).toMatchObject({
      ok: false,
      error: { round: 0, action: null, message: expect.stringMatching(/unknown \(null\) cards/) },
    });
  });
});
