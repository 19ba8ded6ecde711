import type { RulesBookTexts } from './texts';

/** The rules book in English, in the project's own words (../shared/RULES.md). */
export const enRulesBook: RulesBookTexts = {
  chapters: { official: 'The game', house: 'House rules', more: 'Review and keys' },
  pages: {
    aim: {
      heading: 'The aim: as few points as you can',
      text: [
        'The 150 cards run from −2 to 12. Every card left in your grid counts its value at the end of a round.',
        'The game ends after the round in which someone reaches 100 points in all. The lowest total wins.',
      ],
      picture: 'Cards from −2 to 12: the low ones are good for you, the high ones bad.',
    },
    setup: {
      heading: 'Setting up',
      text: [
        'Everyone gets twelve face-down cards in four columns of three. Nobody knows a face-down card, not even its owner.',
        'One card starts the discard pile; the rest is the draw pile. Each player turns two cards face up, and the highest pair begins the first round.',
      ],
      picture:
        'A grid of twelve face-down cards with a 7 and a 2 turned up, beside the draw pile and the discard pile.',
    },
    'take-discard': {
      heading: 'Your turn: take the discard',
      text: [
        'Take the top card of the discard pile and swap it with any card of your grid, face up or face down.',
        'The card you replace goes face up onto the discard pile. You cannot put the card you took straight back.',
      ],
      picture:
        'The 1 on the discard pile swaps places with a 9 in the grid; the 9 ends on the discard pile.',
    },
    draw: {
      heading: 'Your turn: draw a card',
      text: [
        'Or draw the top card of the draw pile and look at it. Then swap it into your grid as you would the discard,',
        'or throw it onto the discard pile and turn one of your face-down cards face up. A face-up card never turns back.',
      ],
      picture:
        'A 7 drawn from the draw pile: either swapped into the grid, or discarded while a face-down card is turned to show a 3.',
    },
    columns: {
      heading: 'Three alike clear a column',
      text: [
        'When a column holds three face-up cards of the same value, the whole column leaves your grid at once and scores nothing.',
        'Only columns count, not rows or diagonals. The three cards go onto the discard pile.',
      ],
      picture:
        'A column of 5, 5 and 11; a drawn 5 replaces the 11, and the column of three 5s is cleared.',
    },
    'round-end': {
      heading: 'The end of a round',
      text: [
        'A round starts to end the moment a player has no face-down card left. Every other player then has exactly one more turn.',
        'Then all cards are turned, columns of three are cleared, and each grid is added up.',
      ],
      picture:
        'A grid with no face-down card left; each of the other three players gets one more turn.',
    },
    ender: {
      heading: 'Ending is a risk: the score doubles',
      text: [
        'Whoever ended the round must have the lowest score, alone. If anybody scored as little or less, the ender’s score counts double.',
        'A score of zero or below is never doubled.',
      ],
      picture: 'Ana ended the round with 12 points but Ben has 10: Ana’s 12 is doubled to 24.',
    },
    'game-end': {
      heading: 'Scores and the end of the game',
      text: [
        'Each round’s score is added to your total, and whoever ended the round starts the next. When a round ends with a total at 100 or more, the game is over.',
        'The lowest total wins; a tie for the lowest shares the win.',
      ],
      picture: 'Totals of 104, 71 and 88 against the target of 100: the 71 wins.',
    },
    reshuffle: {
      heading: 'When the draw pile runs out',
      text: [
        'If someone must draw and the draw pile is empty, every card of the discard pile but its top card is shuffled into a new draw pile.',
        'The top card stays where it is, so the discard can still be taken.',
      ],
      picture:
        'An empty draw pile; the discard pile is shuffled into a new draw pile, its top card, an 8, stays.',
    },
    options: {
      heading: 'Rule options',
      text: [
        'Before a game you can change the target total, let zero and negative scores double too, choose who starts each later round, and decide whether a tie for the win is shared or played out in more rounds.',
      ],
      picture:
        'Four options: the target total, doubling zero and less, who starts, and ties for the win.',
    },
    'grid-shape': {
      heading: 'House rule: another grid',
      text: [
        'A table may agree on other grids: 2 to 4 rows and 2 to 6 columns. Each player then gets that many cards.',
        'At least 20 cards must stay in the draw pile, so big grids need fewer players.',
      ],
      picture:
        'The usual grid of 4 columns of 3, beside grids of 5 columns of 2 and 3 columns of 4.',
    },
    'setup-reveals': {
      heading: 'House rule: turn more at the start',
      text: [
        'Instead of two, each player turns any agreed number of cards face up in the set-up, from none to all but one.',
        'With none turned, nobody can compare: the first seat begins.',
      ],
      picture: 'A grid with four cards turned face up in the set-up.',
    },
    lines: {
      heading: 'House rule: rows clear too',
      text: [
        'With this rule a full row of face-up cards of one value is cleared as well. A table may also play with no clearing at all.',
        'A line clears when at least two of its cards are still there and all of them match.',
      ],
      picture: 'A row of four 7s across the grid is cleared.',
    },
    'ender-penalty': {
      heading: 'House rule: another penalty',
      text: [
        'The ender’s penalty can be changed: multiply by 1 to 4 instead of 2, and add up to 50 points.',
        'The table also decides the order: multiply first, then add, or add first.',
      ],
      picture:
        'An ender’s 12 with times 2 and plus 5: multiplied first it makes 29, added first 34.',
    },
    'dual-hands': {
      heading: 'House rule: two grids each',
      text: [
        'For two players only: each gets two grids. A turn may use a card of either grid, and columns clear within one grid.',
        'The round ends when a player has no face-down card in either grid; both grids count.',
      ],
      picture: 'One player’s two grids side by side.',
    },
    review: {
      heading: 'The game review',
      text: [
        'After a game or a round, the expert’s search weighs each decision from what the player knew then, and tells how many points per round it cost against the best move, give or take what the search is unsure of.',
        'A rating worse than good needs the whole range past its threshold: inaccuracy {inaccuracy}, mistake {mistake}, blunder {blunder} points per round. Accuracy is the share rated best or good.',
      ],
      picture: 'The five ratings, each with its mark: best, good, inaccuracy, mistake, blunder.',
    },
    keys: {
      heading: 'Playing with the keyboard',
      text: ['Every move has its key, and so do the hint and the animations.'],
      picture: 'The keys of the game.',
    },
  },
  words: {
    cardsRange: '150 cards, −2 to 12',
    lowGood: 'good',
    highBad: 'bad',
    yourGrid: 'Your grid',
    drawPile: 'Draw pile',
    discardPile: 'Discard',
    turnedTwo: '7 + 2 = 9',
    swap: 'swap',
    then: 'then',
    inHand: 'Drawn',
    orSwap: 'swap it in',
    orDiscard: 'or discard it, turn one',
    turn: 'turn',
    cleared: 'Cleared: 0 points',
    noneLeft: 'No face-down card left',
    oneMoreTurn: 'one more turn',
    allTurned: 'then all cards turn',
    enderScore: '{name} ended: {points}',
    otherScore: '{name}: {points}',
    target: 'Target {points}',
    wins: 'wins',
    empty: 'Empty',
    shuffle: 'shuffle',
    newDrawPile: 'New draw pile',
    staysOnTop: 'Stays',
    optionTarget: 'Target total',
    optionDouble: 'Double 0 and less',
    optionStarter: 'Who starts',
    optionTie: 'A tie for the win',
    gridShape: '{rows} × {columns}',
    revealed: { one: '{count} turned at the start', other: '{count} turned at the start' },
    rowCleared: 'Row cleared',
    multiplyFirst: '×2, then +5',
    addFirst: '+5, then ×2',
    gridNumber: 'Grid {n}',
    threshold: 'from {points}',
    belowThreshold: 'below {points}',
  },
  keys: {
    draw: 'draw',
    take: 'take the discard',
    discard: 'discard the drawn card',
    choose: 'move to a card',
    pick: 'choose a card at once',
    confirm: 'confirm',
    hint: 'hint',
    skip: 'skip the animation',
    cancel: 'cancel, or back',
  },
  keyCaps: { enter: 'Enter', space: 'Space', arrows: 'Arrow keys' },
  names: ['Ana', 'Ben', 'Cleo', 'Dan'],
  previous: 'Previous page',
  next: 'Next page',
  pageOf: 'Page {page} of {count}',
  pagesLabel: 'Pages',
  chaptersLabel: 'Chapters',
  turnHelp: 'Swipe or use the arrow keys to turn the pages.',
};
