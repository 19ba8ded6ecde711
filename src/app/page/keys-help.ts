import type { Translator } from '../../i18n';

/**
 * How the number keys reach the cards of the seat at the table (`pickScheme` of the view): each
 * card its own key, or the first `columns` keys a column each (R9.1, R9.5: more cards than keys);
 * under dual hands the first grid's columns come first, then the second grid's.
 */
export interface PickKeys {
  readonly scheme: 'card' | 'column';
  /** The keys in use, in order. */
  readonly keys: readonly string[];
  /** How many grids a seat has (2 under dual hands, R9.5): their columns share the keys in turn. */
  readonly grids: number;
}

/** The number keys of `keys` in a few signs: "1–4", "1–9, 0, -", "7–9, 0, -, =". */
function keyRange(keys: readonly string[]): string {
  const digits = keys.filter((key) => /^[1-9]$/.test(key));
  const range = digits.length > 1 ? `${digits[0]}–${digits.at(-1)}` : (digits[0] ?? '');
  return [range, ...keys.filter((key) => !digits.includes(key))].filter(Boolean).join(', ');
}

/** Every key of the table in one line, the pick keys as `pick` reaches the cards. */
export function keysHelpText(t: Translator, pick: PickKeys): string {
  return t.t('keysHelp', { pick: pickWords(t, pick) });
}

/** How the number keys reach the cards, in words: per card, per column, per grid's columns. */
function pickWords(t: Translator, pick: PickKeys): string {
  if (pick.scheme === 'card') return t.t('keysPick.card');
  if (pick.grids < 2) return t.t('keysPick.column', { keys: keyRange(pick.keys) });
  const perGrid = pick.keys.length / pick.grids;
  return t.t('keysPick.columnDual', {
    first: keyRange(pick.keys.slice(0, perGrid)),
    second: keyRange(pick.keys.slice(perGrid)),
  });
}
