import type { Action } from '../../engine';
import type { Bot } from '../bot';
import { queryPosition } from './query-position';

/** An action as the protocol writes it: without the seat. */
export type ProtocolAction = { readonly t: Action['t']; readonly pos?: number };

/** One answer line of BOT-PROTOCOL.md. */
export type Answer =
  | {
      readonly id: unknown;
      readonly action: ProtocolAction;
      readonly analysis?: readonly {
        readonly action: ProtocolAction;
        readonly score: number;
        readonly interval: number;
      }[];
    }
  | { readonly id: unknown; readonly error: string };

/**
 * The answer to one query line (BOT-PROTOCOL.md): `bot`'s action for the query's seat, with the
 * candidates it weighed when `analysis` is on, or an error naming what is wrong with the line.
 * Never throws.
 */
export function answerQuery(line: string, bot: Bot, analysis: boolean): Answer {
  let query: unknown;
  try {
    query = JSON.parse(line);
  } catch (error) {
    return { id: null, error: `not JSON: ${(error as Error).message}` };
  }
  if (typeof query !== 'object' || query === null || Array.isArray(query))
    return { id: null, error: 'a query is a JSON object { "id", "seat", "drawn", "record" }' };
  const { id = null, seat, drawn = null, record } = query as Record<string, unknown>;
  try {
    const position = queryPosition(record, seat, drawn);
    if (!position.ok) return { id, error: position.error };
    if (!analysis) return { id, action: protocolAction(bot.decide(position.view)) };
    const weighed = bot.weigh(position.view);
    return {
      id,
      action: protocolAction(weighed[0]!.action),
      analysis: weighed.map((candidate) => ({
        action: protocolAction(candidate.action),
        score: round3(candidate.score),
        interval: round3(candidate.interval),
      })),
    };
  } catch (error) {
    return { id, error: `the bot failed: ${(error as Error).message}` };
  }
}

function protocolAction(action: Action): ProtocolAction {
  return action.t === 'draw' ? { t: action.t } : { t: action.t, pos: action.pos };
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
