import { isBotLevel } from '../bot-levels';
import { type BotOptions, createBot } from '../create-bot';
import { OPPONENT_PRIOR } from '../expert-bot';
import { ThresholdBot } from '../threshold-bot';
import type { PlayerFactory } from './tournament';

const THRESHOLD_NAME = /^t(-?\d+)(guard|lguard)?$/;
const RIVAL_WEIGHT_NAME = /^expert-r(\d+)$/;
const LONG_ROUND_NAME = /^expert-l(\d+)$/;

/** The players a tournament knows: every level, the no-counting expert, threshold baselines. */
export const PLAYER_NAMES_HELP =
  'easy, medium, hard, expert, expert-blind (the expert without card counting), expert-plain (the expert with the draw sampled and one rollout policy for every seat), expert-rN (the expert weighing the opponents’ mean round score at N percent: expert-r0 minimises its own score alone), expert-lN (the expert whose round counts as long after N turns per seat under the house rules where it weighs its own score alone early on), or tN / tNguard / tNlguard (a threshold-N bot without the ender guard / with it / with a lenient one, e.g. t3guard, t4lguard)';

/**
 * The factory for the player named `name` (see `PLAYER_NAMES_HELP`), with `options` (other than
 * the seed) passed to the levels; `null` if the name is unknown.
 */
export function playerFactory(
  name: string,
  options: Omit<BotOptions, 'seed'> = {},
): PlayerFactory | null {
  if (isBotLevel(name)) return (seed) => createBot(name, { ...options, seed });
  if (name === 'expert-blind')
    return (seed) => createBot('expert', { ...options, seed, counting: false });
  if (name === 'expert-plain')
    return (seed) =>
      createBot('expert', { ...options, seed, exactDraw: false, policy: OPPONENT_PRIOR });
  const rival = RIVAL_WEIGHT_NAME.exec(name);
  if (rival !== null)
    return (seed) =>
      createBot('expert', { ...options, seed, rivalWeight: Math.min(1000, Number(rival[1])) });
  const long = LONG_ROUND_NAME.exec(name);
  if (long !== null)
    return (seed) => createBot('expert', { ...options, seed, longRoundTurns: Number(long[1]) });
  const threshold = THRESHOLD_NAME.exec(name);
  if (threshold === null) return null;
  const guard = threshold[2] === 'guard' ? 'firm' : threshold[2] === 'lguard' ? 'lenient' : false;
  return (seed) => new ThresholdBot({ threshold: Number(threshold[1]), guard, seed });
}
