import { type Child, h } from '../../page/dom';

/**
 * A wide table's frame that scrolls sideways on a narrow window: a named region in the tab order,
 * so a keyboard scrolls it too (arrow keys once it has the focus) and a screen reader names it.
 */
export function scrollRegion(label: string, content: Child): HTMLElement {
  return h(
    'div',
    { class: 'table-scroll', role: 'region', 'aria-label': label, tabindex: 0 },
    content,
  );
}
