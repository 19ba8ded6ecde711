import { type Action, jsonLine } from '../../engine';
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

const QUERY_SHAPE = 'a query is a JSON object { "id", "seat", "drawn", "record" }';

/**
 * The answer to one query line (BOT-PROTOCOL.md): `bot`'s action for the query's seat, with the
 * candidates it weighed when `analysis` is on, or an error naming what is wrong with the line
 * (and the field at fault). A byte-order mark before the query is accepted. Never throws.
 */
export function answerQuery(line: string, bot: Bot, analysis: boolean): Answer {
  const text = line.replace(/^\uFEFF/, '');
  if (text.trim() === '')
    return { id: null, error: `an empty line is not a query: ${QUERY_SHAPE}` };
  let query: unknown;
  try {
    query = JSON.parse(text);
  } catch (error) {
    return { id: null, error: `not JSON: ${(error as Error).message}` };
  }
  if (typeof query !== 'object' || query === null || Array.isArray(query))
    return { id: null, error: QUERY_SHAPE };
  const { id = null, seat, drawn = null, record } = query as Record<string, unknown>;
  if (!serializable(id))
    return { id: null, error: 'id cannot be echoed: it is nested too deeply to write back' };
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

/**
 * The answer to one input line as exactly one line of JSON (without its line break), whatever
 * the line holds: the answer of `answerQuery`, or an error answer when even that could not be
 * made or written. Never throws.
 */
export function answerLine(line: string, bot: Bot, analysis: boolean): string {
  try {
    return jsonLine(answerQuery(line, bot, analysis));
  } catch (error) {
    const message = error instanceof Error ? error.message : 'unknown error';
    return jsonLine({ id: null, error: `the answer could not be written: ${message}` });
  }
}

/** Whether JSON.stringify can write `value` back (a parsed value can be nested too deeply). */
function serializable(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  try {
    JSON.stringify(value);
    return true;
  } catch {
    return false;
  }
}

function protocolAction(action: Action): ProtocolAction {
  return action.t === 'draw' ? { t: action.t } : { t: action.t, pos: action.pos };
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
