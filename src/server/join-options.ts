import { ServerError } from '@colyseus/core';
import * as v from 'valibot';
import { describeIssues } from '../engine';
import { lookSchema, type SeatLook } from '../online/looks';
import { deviceSchema, joinOptionsSchema } from '../online/protocol';
import { watchOptionsSchema } from '../online/public-tables';
import { nameSchema, roomSettingsSchema } from '../online/room-settings';

/** Matchmaking error codes (HTTP-like; the person joining sees the message). */
export const JOIN_ERRORS = {
  badRequest: 4400,
  notFound: 4404,
  taken: 4409,
  tooLarge: 4413,
  tooMany: 4429,
  unavailable: 4503,
} as const;

/** The options of the host opening a room (with the device key of the host's browser, if any). */
export const createSchema = v.object({
  create: roomSettingsSchema,
  name: nameSchema,
  device: v.optional(deviceSchema),
  look: v.optional(lookSchema),
});

/** What a client asked for when it joined, once checked: open a room, or join one by code. */
export type Joining =
  | {
      readonly kind: 'create';
      readonly name: string;
      readonly device?: string;
      readonly look?: SeatLook;
    }
  | (v.InferOutput<typeof joinOptionsSchema> & { readonly kind: 'join' });

/** The join options checked; throws a matchmaking error naming the first problem. */
export function parseJoining(options: unknown): Joining {
  const creating = typeof options === 'object' && options !== null && 'create' in options;
  const parsed = creating
    ? v.safeParse(createSchema, options)
    : v.safeParse(joinOptionsSchema, options);
  if (!parsed.success) throw new ServerError(JOIN_ERRORS.badRequest, describeIssues(parsed.issues));
  return 'create' in parsed.output
    ? {
        kind: 'create',
        name: parsed.output.name,
        device: parsed.output.device,
        look: parsed.output.look,
      }
    : { ...parsed.output, kind: 'join' };
}

/** What a connection asked for: a seat (`Joining`), or to watch room `code` without one. */
export type Arrival = Joining | { readonly kind: 'watch'; readonly code: string };

/** The options of a seat's join, or of a spectator's; throws a matchmaking error naming a problem. */
export function parseArrival(options: unknown): Arrival {
  if (typeof options !== 'object' || options === null || !('watch' in options))
    return parseJoining(options);
  const parsed = v.safeParse(watchOptionsSchema, options);
  if (!parsed.success) throw new ServerError(JOIN_ERRORS.badRequest, describeIssues(parsed.issues));
  return { kind: 'watch', code: parsed.output.code };
}
