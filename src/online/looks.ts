import * as v from 'valibot';

/**
 * The avatars a person may pick for their plate (drawn from game-icons.net, see
 * `src/view/avatar-icons.ts`); a computer keeps its robot.
 */
export const AVATAR_IDS = [
  'fox',
  'bear',
  'owl',
  'rabbit',
  'penguin',
  'frog',
  'wolf',
  'duck',
  'cat',
  'turtle',
  'octopus',
  'unicorn',
  'hummingbird',
  'whale',
] as const;
/** An avatar's id. */
export type AvatarId = (typeof AVATAR_IDS)[number];

/** The colours a person may pick for their avatar's token (`src/view/avatar-colours.ts`). */
export const COLOUR_IDS = [
  'gold',
  'coral',
  'rose',
  'violet',
  'sky',
  'mint',
  'lime',
  'sand',
] as const;
/** A colour's id. */
export type ColourId = (typeof COLOUR_IDS)[number];

/** How a person shows on their plate: an avatar in a colour (both travel as ids). */
export const lookSchema = v.strictObject({
  avatar: v.picklist(AVATAR_IDS, 'not an avatar of the game'),
  colour: v.picklist(COLOUR_IDS, 'not a colour of the game'),
});
/** How a person shows on their plate. */
export type SeatLook = v.InferOutput<typeof lookSchema>;

/** `value` if it is a look of the game, else `null` (a stored look from an older version, say). */
export function readLook(value: unknown): SeatLook | null {
  const parsed = v.safeParse(lookSchema, value);
  return parsed.success ? parsed.output : null;
}
