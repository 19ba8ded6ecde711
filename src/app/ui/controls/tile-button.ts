import { h } from '../../page/dom';
import { pictureSlot } from './parts';

/** A tile's words, picture and action. */
export interface TileOptions {
  readonly label: string;
  readonly note?: string;
  readonly picture?: Node;
  /** Its `data-action`, for tests. */
  readonly action?: string;
  /** Its accessible name, when the words alone do not say it. */
  readonly name?: string;
  readonly className?: string;
  readonly onClick: () => void;
}

/**
 * A chunky button with a picture over its words, as a game's tile or chip (an empty seat's "+",
 * a shortcut); it answers the hand as every button does.
 */
export function tileButton(options: TileOptions): HTMLButtonElement {
  return h(
    'button',
    {
      type: 'button',
      class: `ctl-tile ${options.className ?? ''}`.trim(),
      'data-action': options.action,
      'aria-label': options.name,
      onclick: options.onClick,
    },
    pictureSlot(options.picture),
    h('span', { class: 'ctl-tile-label' }, options.label),
    options.note === undefined ? null : h('span', { class: 'ctl-tile-note' }, options.note),
  );
}
