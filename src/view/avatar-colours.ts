/**
 * The colours a person may give their avatar's token (by colour id, src/online/looks.ts): light
 * enough that the avatar, drawn in the plate's dark ink on it, reads at a glance (checked by the
 * palette's unit test), and apart from the robots' level colours only by their figure.
 */
export const AVATAR_COLOURS = {
  gold: 0xffc83d,
  coral: 0xff8a7a,
  rose: 0xff9ee6,
  violet: 0xb8a6ff,
  sky: 0x7fd6ff,
  mint: 0x7ee8b8,
  lime: 0xc9ec6c,
  sand: 0xf0d3a2,
} as const;

/** The colour of `id`, or `undefined` for an id the game does not know. */
export function avatarColour(id: string): number | undefined {
  return Object.hasOwn(AVATAR_COLOURS, id)
    ? AVATAR_COLOURS[id as keyof typeof AVATAR_COLOURS]
    : undefined;
}

/** The avatar icon of `id` (SVG path data), or `undefined` for an id the game does not know. */
export function knownAvatar<T extends Record<string, string>>(
  icons: T,
  id: string,
): string | undefined {
  return Object.hasOwn(icons, id) ? icons[id as keyof T] : undefined;
}
