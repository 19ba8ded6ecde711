/** The minus sign every number the player reads is written with (U+2212), never a hyphen. */
export const MINUS_SIGN = '\u2212';

/** The language the table's numbers are written in: it knows no language, and no grouping. */
const TABLE_LANGUAGE = 'en';

const formats = new Map<string, Intl.NumberFormat>();

/** `Intl.NumberFormat` for `language` and `options`, made once. */
function numberFormat(language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (format === undefined) {
    format = new Intl.NumberFormat(language, options);
    formats.set(key, format);
  }
  return format;
}

/**
 * `n` as `language` writes it with `options` (those of `Intl.NumberFormat`), a negative number
 * with the minus sign (−3, not -3): the one formatter of every number a player reads.
 */
export function formatNumber(
  n: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return numberFormat(language, options).format(n).replace('-', MINUS_SIGN);
}

/**
 * An integer as the table draws it on plates and badges: digits without grouping, the minus
 * sign, and with `signed` a "+" before a gain ("+12", "−3", "0").
 */
export function tableNumber(n: number, signed = false): string {
  return formatNumber(n, TABLE_LANGUAGE, {
    useGrouping: false,
    maximumFractionDigits: 0,
    signDisplay: signed ? 'exceptZero' : 'auto',
  });
}
