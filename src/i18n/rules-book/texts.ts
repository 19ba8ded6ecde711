import type { Message } from '../catalog';

/** The chapters of the rules book: the official game, the house rules (RULES.md R9), the rest. */
export const RULE_CHAPTERS = ['official', 'house', 'more'] as const;
/** A chapter of the rules book. */
export type RuleChapter = (typeof RULE_CHAPTERS)[number];

/** The pages of each chapter, in order: one rule a page. */
export const RULE_PAGES = {
  official: [
    'aim',
    'setup',
    'take-discard',
    'draw',
    'columns',
    'round-end',
    'ender',
    'game-end',
    'reshuffle',
    'options',
  ],
  house: ['grid-shape', 'setup-reveals', 'lines', 'ender-penalty', 'dual-hands'],
  more: ['review', 'keys'],
} as const satisfies Readonly<Record<RuleChapter, readonly string[]>>;

/** A page of the rules book. */
export type RulePage = (typeof RULE_PAGES)[RuleChapter][number];

/** One page's words: its heading, a few short paragraphs, and what its picture shows. */
export interface RulePageText {
  readonly heading: string;
  readonly text: readonly string[];
  /** The picture in words, for a screen reader. */
  readonly picture: string;
}

/** The words inside the pictures (captions, arrows, stamps). */
export const PICTURE_WORDS = [
  'cardsRange',
  'lowGood',
  'highBad',
  'yourGrid',
  'drawPile',
  'discardPile',
  'turnedTwo',
  'swap',
  'then',
  'inHand',
  'orSwap',
  'orDiscard',
  'turn',
  'cleared',
  'noneLeft',
  'oneMoreTurn',
  'allTurned',
  'enderScore',
  'otherScore',
  'target',
  'wins',
  'empty',
  'shuffle',
  'newDrawPile',
  'staysOnTop',
  'optionTarget',
  'optionDouble',
  'optionStarter',
  'optionTie',
  'gridShape',
  'revealed',
  'rowCleared',
  'multiplyFirst',
  'addFirst',
  'gridNumber',
  'threshold',
  'belowThreshold',
] as const;
/** A word inside a picture. */
export type PictureWord = (typeof PICTURE_WORDS)[number];

/** The keys the keys page names, in order. */
export const KEY_ROWS = [
  'draw',
  'take',
  'discard',
  'choose',
  'pick',
  'confirm',
  'hint',
  'skip',
  'cancel',
] as const;
/** A row of the keys page. */
export type KeyRow = (typeof KEY_ROWS)[number];

/** The rules book in one language. */
export interface RulesBookTexts {
  readonly chapters: Readonly<Record<RuleChapter, string>>;
  readonly pages: Readonly<Record<RulePage, RulePageText>>;
  /** Words inside pictures; `{placeholders}` and plural forms as the messages have them. */
  readonly words: Readonly<Record<PictureWord, Message>>;
  /** What each key does, for the keys page. */
  readonly keys: Readonly<Record<KeyRow, string>>;
  /** The names of keys drawn on caps: Enter, Space, the arrow keys (drawn as arrows, read aloud). */
  readonly keyCaps: { readonly enter: string; readonly space: string; readonly arrows: string };
  /** The names of the players in the pictures. */
  readonly names: readonly [string, string, string, string];
  readonly previous: string;
  readonly next: string;
  /** "Page {page} of {count}". */
  readonly pageOf: string;
  /** The name of the row of page dots. */
  readonly pagesLabel: string;
  /** The name of the row of chapters. */
  readonly chaptersLabel: string;
  /** How to turn the pages on a touch screen and with keys. */
  readonly turnHelp: string;
}
