import { Client } from 'colyseus.js';
import * as v from 'valibot';
import { type PublicTable, publicTablesSchema, TABLES_PATH } from './public-tables';

/**
 * The open public tables of the game server at `endpoint` (the fullest first), as checked with
 * their schema: a broken or hostile answer is an error, never a table. Throws an Error whose
 * message is the server's (too many requests, say) or the network's.
 */
export async function fetchPublicTables(endpoint: string): Promise<readonly PublicTable[]> {
  const answer = (await new Client(endpoint).http.get(TABLES_PATH.slice(1))) as { data: unknown };
  const parsed = v.safeParse(publicTablesSchema, answer.data);
  if (!parsed.success) throw new Error('the list of tables could not be read');
  return parsed.output.tables;
}
