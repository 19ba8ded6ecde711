import './look.css';
import type { Translator } from '../../i18n';
import { AVATAR_IDS, COLOUR_IDS, type ColourId, type SeatLook } from '../../online/looks';
import { AVATAR_COLOURS } from '../../view/avatar-colours';
import { cssColour } from '../../view/palette';
import { h } from '../page/dom';
import { segmentedChoice } from '../ui/controls';
import { type AvatarChoice, avatarToken } from '../ui/seat-token';
import { svgShape } from '../ui/svg';
import type { LookSlot } from './look-store';

/** The colour a look starts with when the person picks an avatar first. */
const FIRST_COLOUR: ColourId = 'gold';

/** A colour's swatch (decorative). */
function swatch(colour: ColourId): SVGElement {
  return svgShape(
    'svg',
    { viewBox: '0 0 20 20', class: 'look-swatch', 'aria-hidden': 'true', focusable: 'false' },
    svgShape('circle', { cx: 10, cy: 10, r: 9, fill: cssColour(AVATAR_COLOURS[colour]) }),
  );
}

/**
 * The person's avatar and colour, picked among the game's (tiles and swatches, the game's own
 * controls, with names read aloud), remembered on the device (`slot`) as they change: their plate
 * shows them at a game on this device and online. `title` heads it (default "Your avatar");
 * `onChange` hears each change.
 */
export function lookPicker(
  t: Translator,
  slot: LookSlot,
  options: { readonly title?: string; readonly onChange?: () => void } = {},
): HTMLElement {
  const start = slot.read();
  let colour: ColourId = start?.colour ?? FIRST_COLOUR;
  let avatar: AvatarChoice = start?.avatar ?? 'none';
  const remember = () => {
    const look: SeatLook | null = avatar === 'none' ? null : { avatar, colour };
    slot.write(look);
    options.onChange?.();
  };
  const avatars = segmentedChoice<AvatarChoice>({
    name: 'avatar',
    label: t.t('lookAvatar'),
    look: 'tiles',
    options: [
      // The plain figure keeps the person's own gold.
      { value: 'none', label: t.t('lookPlain'), picture: avatarToken('none', FIRST_COLOUR) },
      ...AVATAR_IDS.map((id) => ({
        value: id,
        label: t.t(`avatar.${id}`),
        picture: avatarToken(id, colour),
      })),
    ],
    value: avatar,
    onChange: (value) => {
      avatar = value;
      remember();
    },
  });
  const colours = segmentedChoice<ColourId>({
    name: 'avatar-colour',
    label: t.t('lookColour'),
    options: COLOUR_IDS.map((id) => ({
      value: id,
      label: t.t(`colour.${id}`),
      picture: swatch(id),
    })),
    value: colour,
    onChange: (value) => {
      colour = value;
      for (const disc of avatars.element.querySelectorAll('.look-token:not(.look-plain) circle'))
        disc.setAttribute('fill', cssColour(AVATAR_COLOURS[value]));
      remember();
    },
  });
  return h(
    'section',
    { class: 'table-rules look-picker', 'data-look': '' },
    h('h3', {}, options.title ?? t.t('lookTitle')),
    avatars.element,
    colours.element,
  );
}
