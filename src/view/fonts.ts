import cyrillicExt from '@fontsource-variable/rubik/files/rubik-cyrillic-ext-wght-normal.woff2?url';
import cyrillic from '@fontsource-variable/rubik/files/rubik-cyrillic-wght-normal.woff2?url';
import latinExt from '@fontsource-variable/rubik/files/rubik-latin-ext-wght-normal.woff2?url';
import latin from '@fontsource-variable/rubik/files/rubik-latin-wght-normal.woff2?url';

/** The display font's family name: Rubik, one variable file per script (weights 300–900). */
const DISPLAY_FAMILY = 'Rubik Variable';

/** The font stack of every text on the table: the display font, then what the system has. */
export const FONT_FAMILY = `'${DISPLAY_FAMILY}', 'DejaVu Sans', Verdana, Arial, sans-serif`;

/**
 * The display font's files and the characters each covers (fontsource's subsets of Rubik; the
 * Arabic and Hebrew ones are left out: no language of the game needs them). The browser fetches
 * a file only when a text uses one of its characters, or when `loadDisplayFont` asks for it.
 */
const FACES: readonly { readonly url: string; readonly range: string }[] = [
  {
    url: latin,
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    url: latinExt,
    range:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
  { url: cyrillic, range: 'U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116' },
  {
    url: cyrillicExt,
    range: 'U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F',
  },
];

/** How long the first screen waits for the font at most before it shows in the fallback. */
const FIRST_LOAD_LIMIT_MS = 2500;

let registered = false;

/** Adds the display font's faces to the document (once); none is fetched before it is needed. */
function register(): void {
  if (registered || typeof FontFace === 'undefined') return;
  registered = true;
  for (const face of FACES)
    document.fonts.add(
      new FontFace(DISPLAY_FAMILY, `url(${face.url}) format('woff2')`, {
        weight: '300 900',
        style: 'normal',
        display: 'block',
        unicodeRange: face.range,
      }),
    );
}

/**
 * Loads the display font's files that `sample` needs (Latin digits and letters at least) and
 * resolves once they are ready, or after a time limit: canvas texts drawn before would keep the
 * fallback font, and page texts would shift when it arrived. Resolves whether it loaded.
 */
export async function loadDisplayFont(sample = ''): Promise<boolean> {
  register();
  if (typeof document === 'undefined' || document.fonts === undefined) return false;
  const load = document.fonts
    .load(`800 16px '${DISPLAY_FAMILY}'`, `SKYJO 0123456789 ${sample}`)
    .then((faces) => faces.length > 0)
    .catch(() => false);
  const limit = new Promise<boolean>((done) => setTimeout(() => done(false), FIRST_LOAD_LIMIT_MS));
  return Promise.race([load, limit]);
}

/** Letters of `language`'s script beyond Latin, to load its file of the font before drawing. */
export function scriptSample(language: string): string {
  return language === 'ru' ? 'АБВГДЕЖЗабвгдежз' : '';
}

/** Calls `redraw` whenever more of the display font has arrived (a new script's file). */
export function whenFontsArrive(redraw: () => void): void {
  if (typeof document === 'undefined' || document.fonts === undefined) return;
  document.fonts.addEventListener('loadingdone', () => redraw());
}
