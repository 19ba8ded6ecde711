import * as v from 'valibot';
import { describeIssues } from '../engine';
import { quickMatchSchema, tableJoinSchema, watchOptionsSchema } from '../online/public-tables';
import { JOIN_ERRORS } from './join-options';
import type { PublicLobbies } from './public-lobbies';

/** The matchmaking call a public join comes to: a join by code, or opening a public table. */
export type PublicJoinCall =
  | { readonly method: 'joinOrCreate'; readonly options: Record<string, unknown> }
  | { readonly method: 'create'; readonly options: Record<string, unknown> };

/** A public join refused: its matchmaking code and words. */
export interface PublicJoinRefusal {
  readonly code: number;
  readonly error: string;
}

/**
 * What matchmaking does for a join that names no room code of a seat: a table from the list (its
 * id is looked up among the listed rooms only: a private room, a game under way or a full table
 * is never joined this way), a quick match (the fullest listed table, else a new listed table
 * with the settings sent, which then counts against the limits on opening rooms), or a spectator
 * (its code as sent; the room checks it like any code). Each is checked with its own schema.
 */
export async function publicJoin(
  options: object,
  lobbies: PublicLobbies,
): Promise<PublicJoinCall | PublicJoinRefusal> {
  if ('watch' in options) {
    const watching = v.safeParse(watchOptionsSchema, options);
    if (!watching.success) return badRequest(watching.issues);
    return { method: 'joinOrCreate', options: watching.output };
  }
  if ('table' in options) {
    const joining = v.safeParse(tableJoinSchema, options);
    if (!joining.success) return badRequest(joining.issues);
    const { table, ...person } = joining.output;
    const code = await lobbies.codeOf(table);
    if (code === null)
      return { code: JOIN_ERRORS.notFound, error: 'this table is no longer open: pick another' };
    return { method: 'joinOrCreate', options: { ...person, code } };
  }
  const quick = v.safeParse(quickMatchSchema, options);
  if (!quick.success) return badRequest(quick.issues);
  const { quick: settings, ...person } = quick.output;
  const [fullest] = await lobbies.fullest();
  if (fullest !== undefined)
    return { method: 'joinOrCreate', options: { ...person, code: fullest } };
  return { method: 'create', options: { ...person, create: { ...settings, listed: true } } };
}

function badRequest(issues: Parameters<typeof describeIssues>[0]): PublicJoinRefusal {
  return { code: JOIN_ERRORS.badRequest, error: describeIssues(issues) };
}
