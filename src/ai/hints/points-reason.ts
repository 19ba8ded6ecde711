import type { PlayerView } from '../../engine';
import { GAIN_WAYS, type HintReason, RIVAL_WAYS } from '../hint-types';
import type { MoveFacts } from './move-facts';

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

/** The values naming `facts`' move as the move weighed against (see `RIVAL_WAYS`). */
function rivalValues(facts: MoveFacts): Record<string, number> {
  const way = (name: (typeof RIVAL_WAYS)[number]) => RIVAL_WAYS.indexOf(name);
  if (facts.action.t === 'draw') return { rival: way('draw') };
  if (facts.placed === null) return { rival: way('turn') };
  if (facts.covered === null || facts.covered === undefined) return { rival: way('face-down') };
  return { rival: way('face-up'), rivalFrom: facts.covered };
}

/** Whether `card` is at least every face-up card of the seat's grid. */
function isHighest(view: PlayerView, card: number): boolean {
  return view.grids[view.seat]!.every((slot) => slot === null || !slot.up || slot.card! <= card);
}

/**
 * The reason that `better` wins on the points of the grid now against `worse` (`gains-more-now`):
 * what it takes off the seat's grid and how much more that is than what `worse` takes off, naming
 * `worse` (see `GAIN_WAYS`, `RIVAL_WAYS`), from the facts the deciding factor weighed. `null` when
 * `better` takes off no more than `worse` (nothing on points to tell) or is a draw (whose reason is
 * the chance of a card low enough to keep).
 */
export function gainReason(
  view: PlayerView,
  better: MoveFacts,
  worse: MoveFacts,
): HintReason | null {
  const ahead = oneDecimal(worse.points - better.points);
  if (ahead <= 0 || better.action.t === 'draw') return null;
  const own = (name: (typeof GAIN_WAYS)[number]) => GAIN_WAYS.indexOf(name);
  const rival = rivalValues(worse);
  const gain = oneDecimal(-better.points);
  if (better.placed === null)
    return {
      code: 'gains-more-now',
      values: { way: own('discard'), card: view.drawn!, count: ahead, ...rival },
    };
  if (gain <= 0)
    return {
      code: 'gains-more-now',
      values: { way: own('least'), placed: better.placed, count: ahead, ...rival },
    };
  const from = better.covered;
  if (from === null || from === undefined)
    return {
      code: 'gains-more-now',
      values: {
        way: own('face-down'),
        placed: better.placed,
        expected: oneDecimal(better.mean),
        count: gain,
        ahead,
        ...rival,
      },
    };
  return {
    code: 'gains-more-now',
    values: {
      way: own(isHighest(view, from) ? 'highest' : 'face-up'),
      from,
      placed: better.placed,
      count: gain,
      ahead,
      ...rival,
    },
  };
}
