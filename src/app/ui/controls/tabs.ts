import './tabs.css';
import { h } from '../../page/dom';
import { controlId } from './parts';

/** One page of a tab strip: its key, its tab's words and what it holds. */
export interface TabPage {
  readonly id: string;
  readonly label: string;
  readonly content: Node;
}

/** A tab strip over its pages, and how to turn to a page. */
export interface TabsControl {
  readonly element: HTMLElement;
  /** Shows page `id` (its tab chosen, the others' pages hidden). */
  show(id: string): void;
  /** Shows the page that holds `node`, if one does. */
  showPageOf(node: Node): void;
}

/**
 * Pages behind a strip of tabs, one page in view (WAI-ARIA tabs: the arrow keys, Home and End
 * move between tabs and show their page; only the chosen tab is in the Tab order). A game's
 * settings are turned through this way rather than scrolled.
 */
export function tabs(label: string, pages: readonly TabPage[]): TabsControl {
  const made = pages.map((page) => {
    const tabId = controlId(`tab-${page.id}`);
    const panelId = controlId(`tab-page-${page.id}`);
    const tab = h(
      'button',
      {
        type: 'button',
        role: 'tab',
        id: tabId,
        class: 'ctl-tab',
        'data-tab': page.id,
        'aria-controls': panelId,
        onclick: () => show(page.id),
        onkeydown: (event) => move(event as KeyboardEvent, page.id),
      },
      page.label,
    );
    const panel = h(
      'div',
      { role: 'tabpanel', id: panelId, class: 'ctl-tab-page', 'aria-labelledby': tabId },
      page.content,
    );
    return { id: page.id, tab, panel };
  });
  const show = (id: string) => {
    for (const page of made) {
      const chosen = page.id === id;
      page.tab.setAttribute('aria-selected', String(chosen));
      page.tab.tabIndex = chosen ? 0 : -1;
      page.panel.hidden = !chosen;
    }
  };
  const move = (event: KeyboardEvent, from: string) => {
    const at = made.findIndex((page) => page.id === from);
    const to = {
      ArrowRight: at + 1,
      ArrowLeft: at - 1,
      Home: 0,
      End: made.length - 1,
    }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const next = made[(to + made.length) % made.length]!;
    show(next.id);
    next.tab.focus();
  };
  show(pages[0]!.id);
  const element = h(
    'div',
    { class: 'ctl-tabs' },
    h(
      'div',
      { role: 'tablist', class: 'ctl-tab-strip', 'aria-label': label },
      ...made.map((page) => page.tab),
    ),
    ...made.map((page) => page.panel),
  );
  return {
    element,
    show,
    showPageOf: (node) => {
      const holder = made.find((page) => page.panel.contains(node));
      if (holder !== undefined) show(holder.id);
    },
  };
}
