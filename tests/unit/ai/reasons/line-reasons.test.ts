// The reasons name the line they are about as the house rules shape it (issue 28): a row where
// rows clear (R9.3), a column of four in a grid of four rows (R9.1), and the grid it lies in
// under dual hands (R9.5); the official game's column of three keeps its words (R4.1).
import { describe, expect, test } from 'vitest';
import { comparedReasons, hintReasons } from '../../../../src/ai/hints/hint-reasons';
import type { HintReason } from '../../../../src/ai';
import {
  type Card,
  CARD_COUNTS,
  type Grid,
  MIN_CARD,
  newGame,
  type PlayerView,
  playerView,
  type Rules,
} from '../../../../src/engine';
import { LANGUAGES, loadLanguage, reasonText, Translator } from '../../../../src/i18n';
import { drawSwap } from '../../helpers/actions';

const PLAYERS = ['Ann', 'Ben'];

/**
 * A grid from rows of cells ("5 5 5 9 / . . . ."): a number lies face-up, `.` face-down, `x` was
 * removed; grids of a dual hand are joined by `|`. Positions run `grid × cards + column × rows + row`.
 */
function gridOf(text: string): Grid {
  return text.split('|').flatMap((part) => {
    const rows = part.split('/').map((row) => row.trim().split(/\s+/));
    const columns = rows[0]!.length;
    return Array.from({ length: columns * rows.length }, (_, pos) => {
      const cell = rows[pos % rows.length]![Math.floor(pos / rows.length)]!;
      if (cell === 'x') return null;
      return cell === '.' ? { card: null, up: false } : { card: Number(cell), up: true };
    });
  });
}

/** Seat 0's view of a two-seat table under `rules`: the grids, the discard `offer`, a `drawn` card. */
function tableView(
  rules: Partial<Rules>,
  seats: readonly string[],
  offer: Card,
  drawn: Card,
): PlayerView {
  const base = playerView(newGame({ players: PLAYERS, rules, seed: 28 }), 0);
  const grids = seats.map(gridOf);
  const seen = [...grids.flat().flatMap((slot) => (slot?.up ? [slot.card!] : [])), offer, drawn];
  const unseen = CARD_COUNTS.map(
    (count, kind) => count - seen.filter((card) => card === kind + MIN_CARD).length,
  );
  return {
    ...base,
    phase: 'turns',
    grids,
    discardPile: [offer],
    drawn,
    drawingSeat: 0,
    toMove: 0,
    unseen,
    ender: null,
    finalTurnsLeft: 0,
  };
}

/** The reason of `code` among `reasons`. */
function find(reasons: readonly HintReason[], code: HintReason['code']): HintReason {
  const reason = reasons.find((r) => r.code === code);
  if (reason === undefined) throw new Error(`no ${code} in ${JSON.stringify(reasons)}`);
  return reason;
}

/** English, loaded with the page. */
const EN = new Translator('en');

const ROWS_ONLY = { rowClears: true, columnClears: false } as const;
/** A top row of 5 5 5 9 under rows only, the rest face-down; a 5 drawn. */
const TOP_ROW = () =>
  tableView(ROWS_ONLY, ['5 5 5 9 / . . . . / . . . .', '2 . . . / . 3 . . / . . . .'], 11, 5);

describe('R9.3: rows that clear are named as rows', () => {
  test('swapping the 5 over the 9 completes a row of four 5s', async () => {
    const reason = find(hintReasons(TOP_ROW(), drawSwap(0, 9)), 'completes-column');
    expect(reason.values).toEqual({ value: 5, row: 1, length: 4 });
    expect(reasonText(EN, reason, PLAYERS)).toBe(
      'It completes a row of four 5s, which leaves your grid.',
    );
  });

  test('laying the 5 on a 5 of the row says the row clears when all its cards are 5s', async () => {
    const reasons = hintReasons(TOP_ROW(), drawSwap(0, 0));
    const builds = find(reasons, 'builds-column');
    expect(builds.values).toMatchObject({ value: 5, row: 1, length: 4 });
    const texts = reasons.map((reason) => reasonText(EN, reason, PLAYERS));
    expect(texts.join(' ')).not.toMatch(/column|third/);
    expect(reasonText(EN, builds, PLAYERS)).toMatch(
      /^It matches a 5 in its row of four cards: the row clears once every card in it is a 5, and \d+ are still unseen\.$/,
    );
  });

  test('the review tells the played move it left the row unfinished', async () => {
    const view = TOP_ROW();
    const played = comparedReasons(view, drawSwap(0, 4), [
      { action: drawSwap(0, 9), difference: -20 },
    ]);
    const best = comparedReasons(view, drawSwap(0, 9), [
      { action: drawSwap(0, 4), difference: 20 },
    ]);
    expect(played[0]).toEqual({ code: 'misses-column', values: { value: 5, row: 1, length: 4 } });
    expect(best[0]).toEqual({ code: 'completes-column', values: { value: 5, row: 1, length: 4 } });
    const words = [...played, ...best].map((reason) => reasonText(EN, reason, PLAYERS));
    expect(words[0]).toBe('It leaves your row of 5s unfinished, though this 5 would clear it.');
    expect(words.join(' ')).not.toContain('column');
  });

  test('a discard that hands the next seat a row says so', async () => {
    const view = tableView(
      ROWS_ONLY,
      ['4 . . . / . . . . / . . . .', '8 8 8 . / . . . . / . . . .'],
      11,
      8,
    );
    const reason = find(
      hintReasons(view, { p: 0, t: 'draw-discard', pos: 1 }),
      'feeds-opponent-column',
    );
    expect(reason.values).toEqual({ seat: 1, value: 8, row: 1, length: 4 });
    expect(reasonText(EN, reason, PLAYERS)).toBe(
      'It leaves the 8 on the discard pile for Ben, who plays next and would clear a row with it.',
    );
  });

  test('a column that lost a card to a cleared row is a column of two (R4.4)', async () => {
    const view = tableView(
      { rowClears: true },
      ['x x x x / 6 . . . / . . . .', '2 . . . / . . . . / . . . .'],
      11,
      6,
    );
    const reason = find(hintReasons(view, drawSwap(0, 2)), 'completes-column');
    expect(reason.values).toEqual({ value: 6, row: 0, length: 2 });
    expect(reasonText(EN, reason, PLAYERS)).toBe(
      'It completes a column of two 6s, which leaves your grid.',
    );
  });
});

describe('R9.1: a column of four in a grid of four rows', () => {
  test('the third 7 of a column of four keeps it one 7 from clearing, and the fourth completes it', async () => {
    const rules = { rows: 4 };
    const view = tableView(
      rules,
      ['7 . . . / 7 . . . / 7 . . . / . . . .', '. . . . / . . . . / . . . . / 1 . . .'],
      11,
      7,
    );
    const completes = find(hintReasons(view, drawSwap(0, 3)), 'completes-column');
    expect(completes.values).toEqual({ value: 7, row: 0, length: 4 });
    expect(reasonText(EN, completes, PLAYERS)).toBe(
      'It completes a column of four 7s, which leaves your grid.',
    );
  });
});

describe('R9.5: under dual hands a line is named with its grid', () => {
  test('a column of the second grid says which grid', async () => {
    const view = tableView(
      { dualHands: true },
      [
        '1 . . . / . . . . / . . . . | 5 . . . / 5 . . . / . . . .',
        '. . . . / . . . . / . . . . | . . . . / . . . . / . . . .',
      ],
      11,
      5,
    );
    // The second grid's first column: positions 12, 13, 14.
    const completes = find(hintReasons(view, drawSwap(0, 14)), 'completes-column');
    expect(completes.values).toEqual({ value: 5, row: 0, length: 3, grid: 2 });
    const texts: Record<string, string> = {};
    for (const language of LANGUAGES) {
      await loadLanguage(language);
      texts[language] = reasonText(new Translator(language), completes, PLAYERS);
    }
    expect(texts).toEqual({
      en: 'It completes a column of three 5s in the second grid, which leaves your grid.',
      de: 'Damit vervollständigst du eine Spalte aus drei 5 im zweiten Raster, die dein Raster verlässt.',
      sv: 'Det fullbordar en kolumn med tre 5 i det andra rutnätet, som lämnar ditt rutnät.',
      ru: 'Карта завершает столбец из трёх 5 во второй раскладке, и он уходит из раскладки.',
    });
  });
});

/** Each language's words for a column and a row (R9.3), as its line sentences use them. */
const LINE_WORDS = {
  en: { column: /\bcolumn\b/, row: /\brow\b/ },
  de: { column: /Spalte/, row: /Reihe/ },
  sv: { column: /kolumn/, row: /\brad(en)?\b/ },
  // «рядом» (beside) is no row.
  ru: { column: /[Сс]толб/, row: /(^|[^а-яё])[Рр]яд(у|а)?(?![а-яё])/ },
} as const;

/** The reasons that name a line. */
const LINE_CODES = [
  'completes-column',
  'misses-column',
  'feeds-opponent-column',
  'denies-opponent-column',
  'builds-column',
  'keeps-pair',
  'clears-beside-pair',
  'covers-beside-pair',
  'breaks-column',
] as const;

describe('R9.1, R9.3: every line reason has a row and a column sentence in every language', () => {
  for (const language of LANGUAGES)
    test(`${language}: a row is never called a column, every value is filled, every plural form reads`, async () => {
      await loadLanguage(language);
      const t = new Translator(language);
      const words = LINE_WORDS[language];
      for (const code of LINE_CODES)
        for (const [row, kind, other] of [
          [1, 'row', 'column'],
          [0, 'column', 'row'],
        ] as const)
          for (const count of [1, 2, 5, 21])
            for (const length of [2, 4, 6]) {
              const values = { value: 5, card: 9, seat: 1, count, unseen: count, row, length };
              const text = reasonText(t, { code, values }, PLAYERS);
              expect(text, `${code} ${kind}`).toMatch(words[kind]);
              expect(text, `${code} ${kind}`).not.toMatch(words[other]);
              expect(text, `${code} ${kind}`).not.toMatch(/[{}]|undefined|NaN/);
            }
    });

  test('R9.5: the grid is named in every language, the first and the second', async () => {
    for (const language of LANGUAGES) {
      await loadLanguage(language);
      const t = new Translator(language);
      const [first, second] = [1, 2].map((grid) =>
        reasonText(
          t,
          { code: 'breaks-column', values: { value: 5, row: 1, length: 4, grid } },
          PLAYERS,
        ),
      );
      expect(first).not.toBe(second);
      expect(first).not.toBe(
        reasonText(t, { code: 'breaks-column', values: { value: 5, row: 1, length: 4 } }, PLAYERS),
      );
    }
  });

  test('the official game keeps its words: a column of three in one grid carries no line values', () => {
    const view = tableView(
      {},
      ['5 5 . . / 5 . . . / . . . .', '2 . . . / . . . . / . . . .'],
      11,
      5,
    );
    const completes = find(hintReasons(view, drawSwap(0, 2)), 'completes-column');
    expect(completes.values).toEqual({ value: 5 });
    expect(reasonText(EN, completes, PLAYERS)).toBe(
      'It completes a column of three 5s, which leaves your grid.',
    );
    const builds = find(hintReasons(view, drawSwap(0, 4)), 'builds-column');
    expect(reasonText(EN, builds, PLAYERS)).toMatch(
      /^It pairs with the 5 in its column: a third 5 would clear the column, and \d+ are still unseen\.$/,
    );
  });
});
