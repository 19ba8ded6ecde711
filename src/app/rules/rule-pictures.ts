import { formatNumber, type Language } from '../../i18n';
import { pictureText } from '../../i18n/rules-book/book';
import type { PictureWord, RulePage, RulesBookTexts } from '../../i18n/rules-book/texts';
import { LABEL_THRESHOLDS, REVIEW_LABELS, type ReviewLabel } from '../../review/labels';
import { h } from '../page/dom';
import {
  arrowPicture,
  cardRow,
  gridKey,
  type GridLooks,
  gridPicture,
  labelledCard,
  type PictureCard,
  type PictureColumn,
  pilePicture,
  scenePicture,
  sceneStep,
  stampPicture,
} from '../pictures/card-picture';
import { labelMark } from '../pictures/label-mark';
import { icon } from '../ui/icons';

/** What a page's picture is drawn with: the book's words in one language and the label names. */
export interface PictureContext {
  readonly texts: RulesBookTexts;
  readonly language: Language;
  /** A review label's name in the player's language. */
  labelName(label: ReviewLabel): string;
}

/** A picture word with its placeholders filled. */
function word(
  context: PictureContext,
  name: PictureWord,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return pictureText(context.texts.words[name], context.language, params);
}

/** A column of a grid of three, top to bottom. */
const column = (...cards: PictureCard[]): PictureColumn => cards;

/** A grid of `columns` × `rows` face-down cards, with `up` (column, row, value) turned. */
function backs(columns: number, rows: number, up: readonly [number, number, number][] = []) {
  const grid = Array.from({ length: columns }, () => Array<PictureCard>(rows).fill('back'));
  for (const [c, r, value] of up) grid[c]![r] = value;
  return grid;
}

/** Gold rings on the cards at `places` (column, row). */
function ringed(...places: [number, number][]): GridLooks {
  return new Map(places.map(([c, r]) => [gridKey(c, r), { ring: 'gold' as const }]));
}

/** A caption under a part of a picture. */
function captioned(part: HTMLElement, caption: string): HTMLElement {
  return h('span', { class: 'pic-stack' }, part, h('span', { class: 'pic-caption' }, caption));
}

/**
 * Marks `scene` as one sequence of steps, kept on one line beside the words (rule-pictures.css):
 * wrapped, it made the book twice as tall.
 */
function sequence(scene: HTMLElement): HTMLElement {
  scene.classList.add('pic-sequence');
  return scene;
}

/** A player's plate in a picture: the name and a figure in its pill. */
function plate(name: string, figure: string, kind: 'plain' | 'gold' | 'coral' = 'plain') {
  return h(
    'span',
    { class: 'pic-plate', 'data-kind': kind },
    h('span', { class: 'pic-plate-name' }, name),
    h('span', { class: 'pic-plate-figure' }, figure),
  );
}

function aim(c: PictureContext): HTMLElement {
  const values = [-2, 0, 3, 6, 9, 12];
  return scenePicture(
    c.texts.pages.aim.picture,
    h(
      'span',
      { class: 'pic-stack' },
      cardRow(values),
      h(
        'span',
        { class: 'pic-scale' },
        h('span', {}, word(c, 'lowGood')),
        h('span', { class: 'pic-scale-bar' }),
        h('span', {}, word(c, 'highBad')),
      ),
      h('span', { class: 'pic-caption' }, word(c, 'cardsRange')),
    ),
  );
}

function setup(c: PictureContext): HTMLElement {
  return scenePicture(
    c.texts.pages.setup.picture,
    captioned(
      gridPicture(
        backs(4, 3, [
          [0, 0, 7],
          [3, 2, 2],
        ]),
        3,
        ringed([0, 0], [3, 2]),
      ),
      `${word(c, 'yourGrid')} · ${word(c, 'turnedTwo')}`,
    ),
    sceneStep(pilePicture('back', word(c, 'drawPile')), pilePicture(5, word(c, 'discardPile'))),
  );
}

function takeDiscard(c: PictureContext): HTMLElement {
  return scenePicture(
    c.texts.pages['take-discard'].picture,
    sceneStep(
      pilePicture(1, word(c, 'discardPile'), { ring: 'gold' }),
      arrowPicture(word(c, 'swap'), 'swap'),
      gridPicture([column(4, 9, 'back')], 3, ringed([0, 1])),
    ),
    arrowPicture(word(c, 'then')),
    sceneStep(
      gridPicture([column(4, 1, 'back')], 3, ringed([0, 1])),
      pilePicture(9, word(c, 'discardPile')),
    ),
  );
}

function draw(c: PictureContext): HTMLElement {
  return scenePicture(
    c.texts.pages.draw.picture,
    sceneStep(
      pilePicture('back', word(c, 'drawPile')),
      arrowPicture(),
      labelledCard(7, word(c, 'inHand'), { held: true }),
    ),
    h(
      'span',
      { class: 'pic-choices' },
      captioned(gridPicture([column(7, 'back', 4)], 3, ringed([0, 0])), word(c, 'orSwap')),
      captioned(
        sceneStep(pilePicture(7, null), gridPicture([column(10, 3, 'back')], 3, ringed([0, 1]))),
        word(c, 'orDiscard'),
      ),
    ),
  );
}

function columns(c: PictureContext): HTMLElement {
  return sequence(
    scenePicture(
      c.texts.pages.columns.picture,
      labelledCard(5, word(c, 'inHand'), { held: true }),
      arrowPicture(word(c, 'swap')),
      gridPicture([column(5, 5, 11)], 3, ringed([0, 2])),
      arrowPicture(),
      gridPicture([column(5, 5, 5)], 3, ringed([0, 0], [0, 1], [0, 2])),
      arrowPicture(),
      captioned(gridPicture([null], 3), word(c, 'cleared')),
    ),
  );
}

function roundEnd(c: PictureContext): HTMLElement {
  const [, ben, cleo, dan] = c.texts.names;
  return scenePicture(
    c.texts.pages['round-end'].picture,
    captioned(
      gridPicture([column(1, 0, 2), column(3, -1, 4), column(0, 2, 1), column(5, 2, 0)], 3),
      word(c, 'noneLeft'),
    ),
    arrowPicture(),
    h(
      'span',
      { class: 'pic-stack' },
      plate(ben, '+1'),
      plate(cleo, '+1'),
      plate(dan, '+1'),
      h('span', { class: 'pic-caption' }, `${word(c, 'oneMoreTurn')}, ${word(c, 'allTurned')}`),
    ),
  );
}

function ender(c: PictureContext): HTMLElement {
  const [ana, ben] = c.texts.names;
  return scenePicture(
    c.texts.pages.ender.picture,
    h(
      'span',
      { class: 'pic-rows' },
      sceneStep(
        cardRow([5, 4, 3], word(c, 'enderScore', { name: ana, points: 12 })),
        stampPicture('×2'),
        plate(ana, '24', 'coral'),
      ),
      sceneStep(
        cardRow([6, 4, 0], word(c, 'otherScore', { name: ben, points: 10 })),
        plate(ben, '10'),
      ),
    ),
  );
}

function gameEnd(c: PictureContext): HTMLElement {
  const [ana, ben, cleo] = c.texts.names;
  const totals: [string, number][] = [
    [ana, 104],
    [ben, 71],
    [cleo, 88],
  ];
  return scenePicture(
    c.texts.pages['game-end'].picture,
    h(
      'span',
      { class: 'pic-bars' },
      h('span', { class: 'pic-target' }, word(c, 'target', { points: 100 })),
      ...totals.map(([name, total]) => {
        const bar = h('span', { class: 'pic-bar-fill' });
        bar.style.setProperty('--share', String(total / 120));
        return h(
          'span',
          {
            class: 'pic-bar',
            'data-kind': total >= 100 ? 'over' : total === 71 ? 'winner' : 'plain',
          },
          h('span', { class: 'pic-bar-name' }, name),
          h('span', { class: 'pic-bar-track' }, bar),
          h('span', { class: 'pic-bar-total' }, formatNumber(total, c.language)),
          total === 71 ? h('span', { class: 'pic-bar-wins' }, word(c, 'wins')) : null,
        );
      }),
    ),
  );
}

function reshuffle(c: PictureContext): HTMLElement {
  return scenePicture(
    c.texts.pages.reshuffle.picture,
    sceneStep(
      pilePicture('gone', word(c, 'empty')),
      arrowPicture(word(c, 'shuffle'), 'swap'),
      captioned(
        cardRow([3, 11, 0, 8], null, [
          { faded: true },
          { faded: true },
          { faded: true },
          { ring: 'gold' },
        ]),
        word(c, 'discardPile'),
      ),
    ),
    arrowPicture(),
    sceneStep(
      pilePicture('back', word(c, 'newDrawPile')),
      pilePicture(8, word(c, 'staysOnTop'), { ring: 'gold' }),
    ),
  );
}

function options(c: PictureContext): HTMLElement {
  const tiles: [string | SVGElement, PictureWord][] = [
    ['100', 'optionTarget'],
    ['×2', 'optionDouble'],
    [icon('play'), 'optionStarter'],
    ['=', 'optionTie'],
  ];
  return scenePicture(
    c.texts.pages.options.picture,
    h(
      'span',
      { class: 'pic-options' },
      ...tiles.map(([sign, name]) =>
        h(
          'span',
          { class: 'pic-option' },
          h('span', { class: 'pic-option-sign' }, sign),
          h('span', { class: 'pic-caption' }, word(c, name)),
        ),
      ),
    ),
  );
}

function gridShape(c: PictureContext): HTMLElement {
  const shape = (columns: number, rows: number) =>
    captioned(gridPicture(backs(columns, rows), rows), word(c, 'gridShape', { columns, rows }));
  return scenePicture(
    c.texts.pages['grid-shape'].picture,
    h('span', { class: 'pic-small pic-pair' }, shape(4, 3), shape(5, 2), shape(3, 4)),
  );
}

function setupReveals(c: PictureContext): HTMLElement {
  const up: [number, number, number][] = [
    [0, 1, 6],
    [1, 0, 0],
    [2, 2, 10],
    [3, 1, -1],
  ];
  return scenePicture(
    c.texts.pages['setup-reveals'].picture,
    captioned(
      gridPicture(
        backs(4, 3, up),
        3,
        ringed(...up.map(([col, row]) => [col, row] as [number, number])),
      ),
      word(c, 'revealed', { count: 4 }),
    ),
  );
}

function lines(c: PictureContext): HTMLElement {
  const before = [
    column(7, 2, 'back'),
    column(7, 'back', 0),
    column(7, 11, 3),
    column(7, 'back', 'back'),
  ];
  const after = [
    column('gone', 2, 'back'),
    column('gone', 'back', 0),
    column('gone', 11, 3),
    column('gone', 'back', 'back'),
  ];
  return scenePicture(
    c.texts.pages.lines.picture,
    h(
      'span',
      { class: 'pic-small pic-pair' },
      gridPicture(before, 3, ringed([0, 0], [1, 0], [2, 0], [3, 0])),
      arrowPicture(),
      captioned(gridPicture(after, 3), word(c, 'rowCleared')),
    ),
  );
}

function enderPenalty(c: PictureContext): HTMLElement {
  const [ana] = c.texts.names;
  const order = (name: PictureWord, result: number) =>
    sceneStep(
      h('span', { class: 'pic-option-sign' }, word(c, name)),
      arrowPicture(),
      plate(ana, formatNumber(result, c.language), 'coral'),
    );
  return scenePicture(
    c.texts.pages['ender-penalty'].picture,
    cardRow([5, 4, 3], word(c, 'enderScore', { name: ana, points: 12 })),
    h('span', { class: 'pic-stack pic-orders' }, order('multiplyFirst', 29), order('addFirst', 34)),
  );
}

function dualHands(c: PictureContext): HTMLElement {
  const grid = (n: number, up: [number, number, number][]) =>
    captioned(gridPicture(backs(4, 3, up), 3), word(c, 'gridNumber', { n }));
  return scenePicture(
    c.texts.pages['dual-hands'].picture,
    h(
      'span',
      { class: 'pic-small pic-pair' },
      grid(1, [
        [0, 0, 4],
        [2, 1, 9],
      ]),
      grid(2, [
        [1, 2, 1],
        [3, 0, -2],
      ]),
    ),
  );
}

/** The threshold of a label worse than good, and "good"'s upper end. */
function thresholdText(c: PictureContext, label: ReviewLabel): string {
  const number = (value: number) => formatNumber(value, c.language);
  if (label === 'best') return '0';
  if (label === 'good')
    return word(c, 'belowThreshold', { points: number(LABEL_THRESHOLDS.inaccuracy) });
  return word(c, 'threshold', { points: number(LABEL_THRESHOLDS[label]) });
}

function review(c: PictureContext): HTMLElement {
  return scenePicture(
    c.texts.pages.review.picture,
    h(
      'span',
      { class: 'pic-labels' },
      ...REVIEW_LABELS.map((label) =>
        h(
          'span',
          { class: 'pic-label', 'data-label': label },
          labelMark(label),
          h('span', { class: 'pic-label-name' }, c.labelName(label)),
          h('span', { class: 'pic-label-cost' }, thresholdText(c, label)),
        ),
      ),
    ),
  );
}

/** The keys page's keys: what each cap of each row shows (an arrow drawn, its name read). */
function keyCaps(
  c: PictureContext,
): Record<keyof RulesBookTexts['keys'], readonly (string | Node | Node[])[]> {
  return {
    draw: ['D'],
    take: ['T'],
    discard: ['X'],
    choose: [
      [h('span', { class: 'visually-hidden' }, c.texts.keyCaps.arrows), icon('left')],
      icon('up'),
      icon('right'),
      icon('down'),
    ],
    pick: ['1–9', '0', '-', '='],
    confirm: [c.texts.keyCaps.enter],
    hint: ['H'],
    skip: [c.texts.keyCaps.space],
    cancel: ['Esc'],
  };
}

function keys(c: PictureContext): HTMLElement {
  const caps = keyCaps(c);
  return h(
    'dl',
    { class: 'pic-keys keys' },
    ...Object.entries(c.texts.keys).flatMap(([row, meaning]) => [
      h('dt', {}, ...caps[row as keyof typeof caps].map((cap) => h('kbd', {}, ...[cap].flat()))),
      h('dd', {}, meaning),
    ]),
  );
}

/** Each page's picture. */
export const RULE_PICTURES: Readonly<Record<RulePage, (context: PictureContext) => HTMLElement>> = {
  aim,
  setup,
  'take-discard': takeDiscard,
  draw,
  columns,
  'round-end': roundEnd,
  ender,
  'game-end': gameEnd,
  reshuffle,
  options,
  'grid-shape': gridShape,
  'setup-reveals': setupReveals,
  lines,
  'ender-penalty': enderPenalty,
  'dual-hands': dualHands,
  review,
  keys,
};
