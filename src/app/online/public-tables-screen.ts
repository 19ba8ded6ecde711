import '../setup/setup.css';
import './join.css';
import './lobby.css';
import './public-tables.css';
import type { Translator } from '../../i18n';
import type { PublicTable } from '../../online/public-tables';
import { MAX_NAME_LENGTH } from '../../online/room-settings';
import { h, replaceChildren } from '../page/dom';
import { ruleSummary } from '../present/house-rules-text';
import { seatEmblem } from '../ui/seat-emblem';

/** What "Play with anyone" does. */
export interface PublicTablesActions {
  /** Read the list again; resolves with the tables, or rejects with words for people. */
  list(): Promise<readonly PublicTable[]>;
  /** A quick match as `name`. */
  onQuick(name: string): void;
  /** Sit down at listed table `id` as `name`. */
  onSit(id: string, name: string): void;
  onBack(): void;
}

/** How often the list is read again while the screen is shown (the server limits it per address). */
const REFRESH_MS = 5000;

/** The seats of a listed table as chairs round a small felt: people taken, chairs free. */
function seatRing(table: PublicTable): HTMLElement {
  const taken = table.seats - table.free;
  return h(
    'div',
    { class: 'public-seats', 'aria-hidden': 'true', style: `--seats: ${table.seats}` },
    ...Array.from({ length: table.seats }, (_, seat) =>
      seat < taken
        ? h('span', { class: 'public-seat taken' }, seatEmblem('remote'))
        : h('span', { class: 'public-seat free' }),
    ),
  );
}

/** A listed table: its host, the seats (taken and free), the house rules as chips, "Sit down". */
function tableCard(t: Translator, table: PublicTable, sit: (id: string) => void): HTMLLIElement {
  const chips = [
    ...ruleSummary(t, table.rules),
    ...(table.turnSeconds === null ? [] : [t.t('publicTableTimer', { count: table.turnSeconds })]),
    ...(table.hints ? [] : [t.t('publicTableNoHints')]),
  ];
  return h(
    'li',
    { class: 'public-table', 'data-table': table.id, 'data-free': table.free },
    seatRing(table),
    h(
      'div',
      { class: 'public-table-words' },
      h('h3', { class: 'public-table-host' }, t.t('publicTableHost', { name: table.host })),
      h(
        'p',
        { class: 'public-table-free' },
        h('strong', {}, t.t('publicTableFree', { count: table.free })),
        ' ',
        t.t('publicTableOf', { count: table.seats }),
      ),
      h(
        'ul',
        { class: 'lobby-rules public-table-rules' },
        ...chips.map((chip) => h('li', {}, chip)),
      ),
    ),
    h(
      'button',
      {
        type: 'button',
        class: 'primary public-sit',
        'data-action': 'sit-public',
        'aria-label': t.t('publicTableSitAt', { name: table.host }),
        onclick: () => sit(table.id),
      },
      t.t('publicTableSit'),
    ),
  );
}

/**
 * "Play with anyone": the person's name, the quick match as the main action, and the open public
 * tables of every game server process (the fullest first), each with its host, its free seats and
 * its house rules, read again every few seconds while the screen is shown. No code is shown: a
 * table is joined by its id in the list.
 */
export function publicTablesScreen(
  t: Translator,
  initialName: string,
  actions: PublicTablesActions,
  problem: string | null,
): HTMLElement {
  const name = h('input', {
    type: 'text',
    name: 'name',
    required: true,
    maxlength: MAX_NAME_LENGTH,
    autocomplete: 'nickname',
    value: initialName,
  });
  const notice = h(
    'p',
    { class: 'notice', role: 'alert', hidden: problem === null },
    problem ?? '',
  );
  const list = h('ul', { class: 'public-tables', 'aria-label': t.t('publicTablesTitle') });
  const status = h(
    'p',
    { class: 'public-tables-status', role: 'status' },
    t.t('publicTablesLoading'),
  );
  /** The name to play as, or `null` (then the field says what is missing). */
  const named = (): string | null => {
    const value = name.value.trim();
    if (value !== '') return value;
    name.reportValidity();
    name.focus();
    return null;
  };
  const sit = (id: string) => {
    const who = named();
    if (who !== null) actions.onSit(id, who);
  };
  let timer: ReturnType<typeof setTimeout> | null = null;
  const refresh = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    actions.list().then(
      (tables) => {
        replaceChildren(list, ...tables.map((table) => tableCard(t, table, sit)));
        status.textContent = tables.length === 0 ? t.t('publicTablesEmpty') : '';
        form.dataset.tables = String(tables.length);
      },
      (error: unknown) => {
        status.textContent = t.t('publicTablesFailed', { reason: (error as Error).message });
      },
    );
    // Read again while the screen is shown; a screen left stops.
    timer = setTimeout(() => {
      if (form.isConnected) refresh();
    }, REFRESH_MS);
  };
  const form: HTMLFormElement = h(
    'form',
    {
      class: 'screen setup-screen public-tables-screen',
      'data-screen': 'public-tables',
      onsubmit: (event) => {
        event.preventDefault();
        const who = named();
        if (who !== null) actions.onQuick(who);
      },
    },
    h('h2', { class: 'screen-title' }, t.t('publicTablesTitle')),
    h('p', { class: 'setup-intro' }, t.t('publicTablesIntro')),
    notice,
    h(
      'div',
      { class: 'public-quick' },
      h('label', { class: 'join-name' }, h('span', {}, t.t('yourName')), name),
      h(
        'div',
        { class: 'public-quick-go' },
        h(
          'button',
          { type: 'submit', class: 'primary public-quick-button', 'data-action': 'quick-match' },
          t.t('quickMatch'),
        ),
        h('p', { class: 'help' }, t.t('quickMatchNote')),
      ),
    ),
    status,
    list,
    h(
      'div',
      { class: 'buttons' },
      h('button', { type: 'button', onclick: actions.onBack }, t.t('back')),
      h(
        'button',
        { type: 'button', 'data-action': 'refresh-tables', onclick: refresh },
        t.t('refreshTables'),
      ),
    ),
  );
  refresh();
  return form;
}
