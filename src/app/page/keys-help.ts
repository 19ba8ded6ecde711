import type { Translator } from '../../i18n';

/**
 * How the number keys reach the cards of the seat at the table (`pickScheme` of the view): each
 * card its own key, or the first `columns` keys a column each (R9.1, R9.5: more cards than keys).
 */
export interface PickKeys {
  readonly scheme: 'card' | 'column';
  /** The keys in use, in order. */
  readonly keys: readonly string[];
}

/** The number keys of `keys` in a few signs: "1–4", "1–9, 0, -". */
function keyRange(keys: readonly string[]): string {
  const digits = keys.slice(0, 9);
  const range = digits.length > 1 ? `${digits[0]}–${digits.at(-1)}` : (digits[0] ?? '');
  return [range, ...keys.slice(9)].join(', ');
}

/** Every key of the table in one line, the pick keys as `pick` reaches the cards. */
export function keysHelpText(t: Translator, pick: PickKeys): string {
  const words =
    pick.scheme === 'card'
      ? t.t('keysPick.card')
      : t.t('keysPick.column', { keys: keyRange(pick.keys) });
  return t.t('keysHelp', { pick: words });
}
