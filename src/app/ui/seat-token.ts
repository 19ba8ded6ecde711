import type { AvatarId, ColourId, SeatLook } from '../../online/looks';
import { AVATAR_COLOURS } from '../../view/avatar-colours';
import { AVATAR_ICONS } from '../../view/avatar-icons';
import { EMBLEM_ICONS } from '../../view/emblem-icons';
import { BRAND, cssColour, type EmblemKind } from '../../view/palette';
import { seatEmblem } from './seat-emblem';
import { svgShape } from './svg';

/** An avatar choice: one of the game's, or none (the plain figure). */
export type AvatarChoice = AvatarId | 'none';

/** An avatar's token: the avatar (or the plain figure) in the plate's ink on a disc of `colour`. */
export function avatarToken(avatar: AvatarChoice, colour: ColourId): SVGElement {
  return svgShape(
    'svg',
    {
      viewBox: '0 0 512 512',
      class: avatar === 'none' ? 'look-token look-plain' : 'look-token',
      'data-avatar': avatar,
      'aria-hidden': 'true',
      focusable: 'false',
    },
    svgShape('circle', { cx: 256, cy: 256, r: 250, fill: cssColour(AVATAR_COLOURS[colour]) }),
    svgShape('path', {
      d: avatar === 'none' ? EMBLEM_ICONS.person : AVATAR_ICONS[avatar],
      fill: cssColour(BRAND.ink),
      transform: 'translate(66 66) scale(0.742)',
    }),
  );
}

/**
 * What a seat's plate on the table shows for who plays it: a person's picked avatar in its colour
 * (`look`), else the seat's emblem (a person's figure, a friend elsewhere, a computer's robot with
 * its level). Decorative: the seat's words say who it is.
 */
export function seatToken(kind: EmblemKind, look: SeatLook | null | undefined): SVGElement {
  return look ? avatarToken(look.avatar, look.colour) : seatEmblem(kind);
}
