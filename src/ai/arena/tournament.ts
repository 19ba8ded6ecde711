import type { Rules } from '../../engine';
import type { Bot } from '../bot';
import { playDealtGame, type PlayedGame, roundSeed } from './dealt-game';
import { type Estimate, estimate, quantile } from './statistics';

/** Makes a fresh player for one seat of one game from a seed. */
export type PlayerFactory = (seed: number) => Bot;

/** What a duplicate tournament plays. */
export interface TournamentOptions {
  readonly hero: PlayerFactory;
  readonly baseline: PlayerFactory;
  readonly field: PlayerFactory;
  /** Seats per game; the hero's (and the baseline's) seat rotates from deal to deal. */
  readonly players: number;
  /** Stop once this many rounds have been played both ways. */
  readonly rounds: number;
  readonly seed: number;
  /** The rules every game is played under (default: the official game). */
  readonly rules?: Partial<Rules>;
  /** Called after each deal with the paired rounds played so far. */
  readonly onProgress?: (pairedRounds: number, deals: number) => void;
}

/** How one side (the hero or the baseline) did from its seat. */
export interface SideResult {
  /** Its round scores. */
  readonly roundScore: Estimate;
  /** Its share of the lowest round score (ties shared). */
  readonly roundWins: Estimate;
  /** Its share of the game wins (shared wins split). */
  readonly gameWins: Estimate;
  /** The mean round score of the field seats in its games. */
  readonly fieldRoundScore: Estimate;
  /** Milliseconds per decision. */
  readonly decisionMs: Estimate;
  /** The slowest decision, in milliseconds. */
  readonly slowestMs: number;
  /** The median and the 95th percentile of the decisions' milliseconds. */
  readonly decisionQuantilesMs: { readonly median: number; readonly p95: number };
  /** The same of the decisions' CPU milliseconds (what a quiet machine takes; Node only). */
  readonly decisionCpuQuantilesMs: { readonly median: number; readonly p95: number };
}

/** The outcome of a duplicate tournament. */
export interface TournamentResult {
  readonly deals: number;
  readonly pairedRounds: number;
  readonly hero: SideResult;
  readonly baseline: SideResult;
  /** Hero's minus baseline's score on the same deal, seat and round (negative: hero better). */
  readonly difference: Estimate;
  /** The same, each score taken relative to the mean of the other seats in its round. */
  readonly relativeDifference: Estimate;
}

/** One game of a duplicate deal: who sat where, and how it went. */
export interface SeatedGame {
  readonly game: PlayedGame;
  readonly seat: number;
}

/**
 * Deal `deal` of a duplicate tournament played by `contestant` in the deal's seat (it rotates
 * with the deal) against `field` in every other seat, under the tournament's rules: the same
 * decks, reshuffles and field for every contestant, so games of one deal compare round by round.
 */
export function playDeal(
  options: Pick<TournamentOptions, 'field' | 'players' | 'seed' | 'rules'>,
  deal: number,
  contestant: PlayerFactory,
): SeatedGame {
  const seat = deal % options.players;
  const bots = Array.from({ length: options.players }, (_, at) =>
    (at === seat ? contestant : options.field)(roundSeed(options.seed ^ 0x51ed, deal, at)),
  );
  const seedOf = (round: number) => roundSeed(options.seed, deal, round);
  return { game: playDealtGame(bots, seedOf, seat, options.rules), seat };
}

/** The paired outcome of two contestants' games of the same deals (`a` the hero, `b` the baseline). */
export function pairedResult(a: readonly SeatedGame[], b: readonly SeatedGame[]): TournamentResult {
  const differences: number[] = [];
  const relativeDifferences: number[] = [];
  a.forEach(({ game: heroGame, seat }, deal) => {
    const baselineGame = b[deal]!.game;
    const paired = Math.min(heroGame.rounds.length, baselineGame.rounds.length);
    for (let round = 0; round < paired; round++) {
      const hero = heroGame.rounds[round]!.scores;
      const baseline = baselineGame.rounds[round]!.scores;
      differences.push(hero[seat]! - baseline[seat]!);
      relativeDifferences.push(relativeScore(hero, seat) - relativeScore(baseline, seat));
    }
  });
  return {
    deals: a.length,
    pairedRounds: differences.length,
    hero: sideResult(a),
    baseline: sideResult(b),
    difference: estimate(differences),
    relativeDifference: estimate(relativeDifferences),
  };
}

/**
 * A duplicate tournament: every deal (a whole game, each round dealt from its own seed) is played
 * once with the hero and once with the baseline in the same seat, against the same field, with
 * the same decks and reshuffle orders; the seat rotates from deal to deal. Rounds pair up by
 * index within the two games of a deal.
 */
export function runTournament(options: TournamentOptions): TournamentResult {
  const heroGames: SeatedGame[] = [];
  const baselineGames: SeatedGame[] = [];
  let paired = 0;
  while (paired < options.rounds) {
    const deal = heroGames.length;
    const hero = playDeal(options, deal, options.hero);
    const baseline = playDeal(options, deal, options.baseline);
    heroGames.push(hero);
    baselineGames.push(baseline);
    paired += Math.min(hero.game.rounds.length, baseline.game.rounds.length);
    options.onProgress?.(paired, deal + 1);
  }
  return pairedResult(heroGames, baselineGames);
}

/** A seat's round score minus the mean of the other seats' (the objective the expert minimises). */
function relativeScore(scores: readonly number[], seat: number): number {
  const others = scores.reduce((sum, score) => sum + score, 0) - scores[seat]!;
  return scores[seat]! - others / (scores.length - 1);
}

function sideResult(games: readonly SeatedGame[]): SideResult {
  const scores: number[] = [];
  const roundWins: number[] = [];
  const gameWins: number[] = [];
  const field: number[] = [];
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (const { game, seat } of games) {
    for (const round of game.rounds) {
      scores.push(round.scores[seat]!);
      const lowest = Math.min(...round.scores);
      const sharing = round.scores.filter((score) => score === lowest).length;
      roundWins.push(round.scores[seat] === lowest ? 1 / sharing : 0);
      round.scores.forEach((score, at) => {
        if (at !== seat) field.push(score);
      });
    }
    gameWins.push(game.winners.includes(seat) ? 1 / game.winners.length : 0);
    times.push(...game.decisionTimes);
    cpuTimes.push(...game.decisionCpuTimes);
  }
  return {
    roundScore: estimate(scores),
    roundWins: estimate(roundWins),
    gameWins: estimate(gameWins),
    fieldRoundScore: estimate(field),
    decisionMs: estimate(times),
    slowestMs: times.reduce((slowest, time) => Math.max(slowest, time), 0),
    decisionQuantilesMs: { median: quantile(times, 0.5), p95: quantile(times, 0.95) },
    decisionCpuQuantilesMs: { median: quantile(cpuTimes, 0.5), p95: quantile(cpuTimes, 0.95) },
  };
}
