import { MINUS_SIGN } from '../i18n';

/**
 * The characters a plate's numbers are made of (`tableNumber`'s): digits, "+", the minus sign
 * (U+2212, not a hyphen), the face-up sum's Σ, a space.
 */
export const NUMBER_CHARS = `0123456789+${MINUS_SIGN}Σ `;
