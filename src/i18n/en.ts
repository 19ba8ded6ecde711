import type { Message } from './catalog';
import { DEFAULT_NAMES } from './default-names';
import { houseRulesEn } from './house-rules/en';
import { menusEn } from './menus/en';
import { onlineEn } from './online/en';
import { reactionsEn } from './reactions/en';
import { seatHoldEn } from './online/seat-hold-en';
import { publicTablesEn } from './public-tables/en';

/** English: the reference catalogue whose keys every other language must translate. */
export const en = {
  title: 'SKYJO',
  tagline: 'Keep your points low, clear your columns, end the round on top.',
  newGame: 'New game',
  continueGame: 'Continue the saved game',
  rules: 'Rules',
  settings: 'Settings',
  importGame: 'Import a game',
  back: 'Back',
  close: 'Close',
  seats: 'Seats',
  seatCount: { one: '{count} seat', other: '{count} seats' },
  addSeat: 'Add a seat',
  removeSeat: 'Remove seat {n}',
  seatName: 'Name of seat {n}',
  person: 'Person',
  'level.easy': 'Computer: easy',
  'level.medium': 'Computer: medium',
  'level.hard': 'Computer: hard',
  'level.expert': 'Computer: expert',
  defaultPersonName: DEFAULT_NAMES.en.person,
  defaultComputerName: DEFAULT_NAMES.en.computer,
  youName: DEFAULT_NAMES.en.you,
  targetScore: 'The game ends when a total reaches',
  doubleOnlyPositive: "Double the ender's score only when it is above zero",
  nextRoundStarter: 'Who starts the next round',
  'starter.ender': 'Whoever ended the last round',
  'starter.round-winner': 'The lowest scorer of the last round',
  'starter.highest-reveal': 'The highest two face-up cards, every round',
  tie: 'A tie for the win',
  'tie.shared': 'is shared',
  'tie.extra-round': 'is settled by more rounds',
  startGame: 'Deal the cards',
  sound: 'Sound effects',
  music: 'Music',
  volume: 'Volume',
  language: 'Language',
  reducedMotion: 'Reduced motion',
  animationSpeed: 'Animation speed',
  'speed.slow': 'Slow',
  'speed.normal': 'Normal',
  'speed.fast': 'Fast',
  cardPalette: 'Card colours',
  'palette.classic': 'Classic',
  'palette.colour-blind': 'Colour-blind safe',
  highContrast: 'High contrast',
  textSize: 'Text size',
  'textSize.normal': 'Normal',
  'textSize.large': 'Large',
  'textSize.larger': 'Larger',
  drawPile: { one: 'Draw pile, {count} card', other: 'Draw pile, {count} cards' },
  discardPile: 'Discard pile: {card}',
  drawnCard: 'Drawn card: {card}',
  faceDown: 'face down',
  yourCard: 'Your card, column {column}, row {row}, {face}',
  seatCard: "{name}'s card, column {column}, row {row}, {face}",
  yourGridCard: 'Your card, grid {grid}, column {column}, row {row}, {face}',
  seatGridCard: "{name}'s card, grid {grid}, column {column}, row {row}, {face}",
  seatLabel: '{name}: {total}',
  seatSummary: {
    one: '{name}, total {total}. Face up: {cards}. {count} card face down.',
    other: '{name}, total {total}. Face up: {cards}. {count} cards face down.',
  },
  statusSetup: {
    one: '{name}: turn one more card face up.',
    other: '{name}: turn {count} cards face up.',
  },
  statusTurn: '{name}, your turn: draw a card{keyDraw} or take the discard {card}{keyTake}.',
  statusDrawn: '{name}: put the {card} into your grid, or discard it{keyDiscard} and turn a card.',
  statusTake: '{name}: choose the card to swap with the {card}.',
  statusDiscard: '{name}: choose a face-down card to turn.',
  statusSetupYou: { one: 'Turn one more card face up.', other: 'Turn {count} cards face up.' },
  statusTurnYou: 'Your turn: draw a card{keyDraw} or take the discard {card}{keyTake}.',
  statusDrawnYou: 'Put the {card} into your grid, or discard it{keyDiscard} and turn a card.',
  statusDrawnKeep: '{name}: put the {card} into your grid.',
  statusDrawnKeepYou: 'Put the {card} into your grid.',
  statusDrawnDiscard: '{name}: discard the {card}{keyDiscard} and turn a card.',
  statusDrawnDiscardYou: 'Discard the {card}{keyDiscard} and turn a card.',
  statusTurnDraw: '{name}, your turn: draw a card{keyDraw}.',
  statusTurnDrawYou: 'Your turn: draw a card{keyDraw}.',
  statusTurnTake: '{name}, your turn: take the discard {card}{keyTake}.',
  statusTurnTakeYou: 'Your turn: take the discard {card}{keyTake}.',
  statusTakeYou: 'Choose the card to swap with the {card}.',
  statusDiscardYou: 'Choose a face-down card to turn.',
  statusFinalRoundYou: 'You have no face-down card left: everyone else has one last turn!',
  statusComputer: '{name} is playing.',
  statusAway: {
    one: '{name} is away: the game waits, a computer takes over in {count} second.',
    other: '{name} is away: the game waits, a computer takes over in {count} seconds.',
  },
  statusStandIn: 'A computer plays for {name}.',
  seatAwayStandIn: '{name} is away; a computer plays for them.',
  statusYouPlaying: 'Your move is played.',
  statusDealing: 'Dealing round {round}…',
  statusScoring: 'Round {round}: counting the scores…',
  statusFinalRound: '{name} has no face-down card left: everyone else has one last turn!',
  statusFinalTurns: {
    one: 'Last round: {count} turn to go.',
    other: 'Last round: {count} turns to go.',
  },
  statusRoundOver: 'Round {round} is over.',
  statusGameOver: 'The game is over.',
  statusReplay: 'Replay: action {step} of {total}, round {round}.',
  'replay.dealt':
    'Round {round} is dealt: twelve cards each, and the discard pile starts with {card}.',
  'replay.reveal': '{name} turned up column {column}, row {row}: {card}.',
  'replay.take':
    '{name} took the {card} from the discard pile and put it in column {column}, row {row}; the {replaced} there went to the discard pile.',
  'replay.swap':
    '{name} drew a card ({card}) and put it in column {column}, row {row}; the {replaced} there went to the discard pile.',
  'replay.discardTurn':
    '{name} drew a card ({card}), discarded it and turned up column {column}, row {row}: {revealed}.',
  'replay.column': 'Three equal cards ({value}) in a column: {name} clears it.',
  'replay.reshuffled': 'The discard pile is shuffled into a new draw pile.',
  'replay.roundOver': 'Round {round} is over: every card is turned up and counted.',
  'replay.row': 'Equal cards ({value}) in a row: {name} clears it.',
  roundTitle: 'Round {round}',
  roundOverTitle: 'Round {round} is over',
  player: 'Player',
  total: 'Total',
  roundEnder: '{name} ended the round.',
  roundEnderYou: 'You ended the round.',
  doubled:
    '{name} ended with {score}, but {other} scored less ({otherScore}): the ender must be strictly lowest, so {name} scores {doubledScore}.',
  notDoubledLowest: '{name} ended with {score}, lower than everyone else: no doubling.',
  notDoubledNotPositive: '{name} ended with {score}: a score of zero or less is never doubled.',
  doubledTie:
    '{name} ended with {score}, and {other} scored the same: the ender must be strictly lowest, so {name} scores {doubledScore}.',
  doubledYou:
    'You ended with {score}, but {other} scored less ({otherScore}): the ender must be strictly lowest, so you score {doubledScore}.',
  doubledTieYou:
    'You ended with {score}, and {other} scored the same: the ender must be strictly lowest, so you score {doubledScore}.',
  doubledByYou:
    '{name} ended with {score}, but you scored less ({otherScore}): the ender must be strictly lowest, so {name} scores {doubledScore}.',
  doubledTieByYou:
    '{name} ended with {score}, and you scored the same: the ender must be strictly lowest, so {name} scores {doubledScore}.',
  notDoubledLowestYou: 'You ended with {score}, lower than everyone else: no doubling.',
  notPenalisedLowest: '{name} ended with {score}, lower than everyone else: no penalty.',
  notPenalisedLowestYou: 'You ended with {score}, lower than everyone else: no penalty.',
  notPenalisedNotPositive: '{name} ended with {score}: a score of zero or less takes no penalty.',
  notPenalisedNotPositiveYou: 'You ended with {score}: a score of zero or less takes no penalty.',
  notDoubledNotPositiveYou: 'You ended with {score}: a score of zero or less is never doubled.',
  nextRound: 'Deal the next round',
  gameOverTitle: 'Game over',
  winnerOne: '{names} wins with {points}!',
  winnerShared: '{names} share the win with {points}!',
  points: { one: '{count} point', other: '{count} points' },
  'callout.rowClear': 'Row cleared!',
  'callout.columnStreak': { one: '{count} column in a row!', other: '{count} columns in a row!' },
  'callout.bigSwing': { one: '−{count} point!', other: '−{count} points!' },
  'callout.roundStreak': {
    one: 'Won {count} round in a row!',
    other: 'Won {count} rounds in a row!',
  },
  'callout.goingOut': '{name} goes out!',
  'callout.youGoOut': 'You go out!',
  'callout.doubled': 'Doubled!',
  'callout.penalty': 'Penalty {penalty}!',
  hint: 'Hint',
  menu: 'Menu',
  skip: 'Skip',
  skipAnimation: 'Skip the animation',
  exportGame: 'Export',
  hintTitle: 'Suggested move',
  hintThinking: 'Looking for a good move…',
  hintClose: 'Other moves are about as good.',
  hintMore: 'More',
  hintLess: 'Less',
  hintBestCost: '(best)',
  hintEqualCost: '(as good, ± {interval})',
  hintCost: { one: '(+{count} point, ± {interval})', other: '(+{count} points, ± {interval})' },
  hintSearched: {
    one: 'Weighed {count} move over {rollouts} simulated rounds in {seconds} s.',
    other: 'Weighed {count} moves over {rollouts} simulated rounds in {seconds} s.',
  },
  hintUnavailable: 'No hint right now: it is not your move.',
  hintOpening: 'No hint for the opening: every face-down card is as good as another.',
  'reason.avoids-ending': {
    one: 'It keeps the round going: ending it now, you would have about {score} point, and with a chance of about {percent} % somebody would have as few, so you would score {penalised}.',
    other:
      'It keeps the round going: ending it now, you would have about {score} points, and with a chance of about {percent} % somebody would have as few, so you would score {penalised}.',
  },
  'reason.going-out-risks-doubling': {
    one: 'It ends the round with about {score} point for you: with a chance of about {percent} % somebody has as few, and you score {penalised}.',
    other:
      'It ends the round with about {score} points for you: with a chance of about {percent} % somebody has as few, and you score {penalised}.',
  },
  'reason.goes-out-lowest': {
    one: 'It ends the round while you are very likely lowest: about {score} point against {nextLowest}; the chance of a penalty is about {percent} %.',
    other:
      'It ends the round while you are very likely lowest: about {score} points against {nextLowest}; the chance of a penalty is about {percent} %.',
  },
  'reason.leaves-round-open': {
    one: 'It lets the round go on, though ending it now would very likely leave you lowest (about {score} point against {nextLowest}): the others get more turns to catch up.',
    other:
      'It lets the round go on, though ending it now would very likely leave you lowest (about {score} points against {nextLowest}): the others get more turns to catch up.',
  },
  'reason.completes-column': 'It completes a column of three {value}s, which leaves your grid.',
  'reason.misses-column':
    'It leaves your column of {value}s unfinished, though this {value} would clear it.',
  'reason.feeds-opponent-column':
    'It leaves the {value} on the discard pile for {name}, who plays next and would clear a column with it.',
  'reason.denies-opponent-column':
    'It keeps the {value} off the discard pile: {name}, who plays next, would clear a column with it.',
  'reason.builds-column': {
    one: 'It pairs with the {value} in its column: a third {value} would clear the column, and {count} is still unseen.',
    other:
      'It pairs with the {value} in its column: a third {value} would clear the column, and {count} are still unseen.',
  },
  'reason.keeps-pair': {
    one: 'It keeps your pair of {value}s in a column: a third {value} would clear it, and {count} is still unseen.',
    other:
      'It keeps your pair of {value}s in a column: a third {value} would clear it, and {count} are still unseen.',
  },
  'reason.clears-beside-pair': {
    one: 'It leaves your {card} beside your pair of {value}s: a third {value} would clear all three, and {count} is still unseen.',
    other:
      'It leaves your {card} beside your pair of {value}s: a third {value} would clear all three, and {count} are still unseen.',
  },
  'reason.covers-beside-pair':
    'It lowers the {card} beside your pair of {value}s, which a third {value} would clear anyway.',
  'reason.breaks-column': 'It breaks up your pair of {value}s in a column.',
  'reason.completes-column.row':
    'It completes a row of {length} {value}s{where}, which leaves your grid.',
  'reason.completes-column.column':
    'It completes a column of {length} {value}s{where}, which leaves your grid.',
  'reason.misses-column.row':
    'It leaves your row of {value}s{where} unfinished, though this {value} would clear it.',
  'reason.misses-column.column':
    'It leaves your column of {value}s{where} unfinished, though this {value} would clear it.',
  'reason.feeds-opponent-column.row':
    'It leaves the {value} on the discard pile for {name}, who plays next and would clear a row{where} with it.',
  'reason.feeds-opponent-column.column':
    'It leaves the {value} on the discard pile for {name}, who plays next and would clear a column{where} with it.',
  'reason.denies-opponent-column.row':
    'It keeps the {value} off the discard pile: {name}, who plays next, would clear a row{where} with it.',
  'reason.denies-opponent-column.column':
    'It keeps the {value} off the discard pile: {name}, who plays next, would clear a column{where} with it.',
  'reason.builds-column.row': {
    one: 'It matches a {value} in its row of {cards}{where}: the row clears once every card in it is a {value}, and {count} is still unseen.',
    other:
      'It matches a {value} in its row of {cards}{where}: the row clears once every card in it is a {value}, and {count} are still unseen.',
  },
  'reason.builds-column.column': {
    one: 'It matches a {value} in its column of {cards}{where}: the column clears once every card in it is a {value}, and {count} is still unseen.',
    other:
      'It matches a {value} in its column of {cards}{where}: the column clears once every card in it is a {value}, and {count} are still unseen.',
  },
  'reason.keeps-pair.row': {
    one: 'It keeps your {value}s together in a row of {cards}{where}: one more {value} would clear it, and {count} is still unseen.',
    other:
      'It keeps your {value}s together in a row of {cards}{where}: one more {value} would clear it, and {count} are still unseen.',
  },
  'reason.keeps-pair.column': {
    one: 'It keeps your {value}s together in a column of {cards}{where}: one more {value} would clear it, and {count} is still unseen.',
    other:
      'It keeps your {value}s together in a column of {cards}{where}: one more {value} would clear it, and {count} are still unseen.',
  },
  'reason.clears-beside-pair.row': {
    one: 'It leaves your {card} beside your {value}s in a row of {cards}{where}: one more {value} would clear them all, and {count} is still unseen.',
    other:
      'It leaves your {card} beside your {value}s in a row of {cards}{where}: one more {value} would clear them all, and {count} are still unseen.',
  },
  'reason.clears-beside-pair.column': {
    one: 'It leaves your {card} beside your {value}s in a column of {cards}{where}: one more {value} would clear them all, and {count} is still unseen.',
    other:
      'It leaves your {card} beside your {value}s in a column of {cards}{where}: one more {value} would clear them all, and {count} are still unseen.',
  },
  'reason.covers-beside-pair.row':
    'It lowers the {card} beside your {value}s in a row of {cards}{where}, which one more {value} would clear anyway.',
  'reason.covers-beside-pair.column':
    'It lowers the {card} beside your {value}s in a column of {cards}{where}, which one more {value} would clear anyway.',
  'reason.breaks-column.row': 'It breaks up your matching {value}s in a row of {cards}{where}.',
  'reason.breaks-column.column':
    'It breaks up your matching {value}s in a column of {cards}{where}.',
  'reason.length-2': 'two',
  'reason.length-3': 'three',
  'reason.length-4': 'four',
  'reason.length-5': 'five',
  'reason.length-6': 'six',
  'reason.cards-2': 'two cards',
  'reason.cards-3': 'three cards',
  'reason.cards-4': 'four cards',
  'reason.cards-5': 'five cards',
  'reason.cards-6': 'six cards',
  'reason.in-grid-1': ' in the first grid',
  'reason.in-grid-2': ' in the second grid',

  'reason.keeps-face-down': {
    one: 'It keeps your face-down card (worth {expected} on average): a later low card can still replace it unseen.',
    other:
      'It keeps your {count} face-down cards (worth {expected} each on average): later low cards can still replace them unseen.',
  },
  'reason.turns-unseen-card':
    'It turns a face-down card rather than covering one unseen: you learn its value (worth {expected} on average), and a high card can still be replaced later.',
  'reason.covers-unseen-card':
    'It covers a face-down card unseen: with a chance of {percent} % that card is lower than the {placed}.',
  'reason.replaces-card': {
    one: 'It replaces your face-up {from} with the {to}: {count} point less.',
    other: 'It replaces your face-up {from} with the {to}: {count} points less.',
  },
  'reason.raises-card': {
    one: 'It replaces your face-up {from} with the {to}: {count} point more.',
    other: 'It replaces your face-up {from} with the {to}: {count} points more.',
  },
  'reason.gains-more-now.highest': {
    one: 'It takes out your highest card, the {from}: {count} point off your grid now, {ahead} more than {rival}.',
    other:
      'It takes out your highest card, the {from}: {count} points off your grid now, {ahead} more than {rival}.',
  },
  'reason.gains-more-now.face-up': {
    one: 'It takes out your {from}: {count} point off your grid now, {ahead} more than {rival}.',
    other: 'It takes out your {from}: {count} points off your grid now, {ahead} more than {rival}.',
  },
  'reason.gains-more-now.face-down': {
    one: 'The {placed} is below the {expected} a face-down card is worth on average: about {count} point off your grid now, {ahead} more than {rival}.',
    other:
      'The {placed} is below the {expected} a face-down card is worth on average: about {count} points off your grid now, {ahead} more than {rival}.',
  },
  'reason.gains-more-now.least': {
    one: 'The {placed} raises your grid least here: {count} point less than {rival}.',
    other: 'The {placed} raises your grid least here: {count} points less than {rival}.',
  },
  'reason.gains-more-now.discard': {
    one: 'Discarding the {card} leaves your grid as it is: {count} point better now than {rival}.',
    other:
      'Discarding the {card} leaves your grid as it is: {count} points better now than {rival}.',
  },
  'reason.rival.draw': 'drawing from the pile',
  'reason.rival.face-up': 'laying it on your {rivalFrom}',
  'reason.rival.face-down': 'laying it over a face-down card',
  'reason.rival.turn': 'discarding it and turning a card',
  'reason.keeps-grid':
    'It lays the {value} over your face-up {value}: your grid stays as it is, so this only passes the turn.',
  'reason.replaces-face-down':
    'It puts the {placed} over a face-down card worth {expected} on average.',
  'reason.reveals-card': 'It turns up a face-down card worth {expected} on average.',
  'reason.nowhere-to-keep':
    'The {card} would raise your grid wherever it went: no face-up card is higher, and a face-down card is worth {expected} on average.',
  'reason.unseen-of-value': {
    one: '{count} card of value {value} is still unseen.',
    other: '{count} cards of value {value} are still unseen.',
  },
  'reason.draw-at-most-chance':
    'The next card is {atMost} or lower, low enough to keep, with a chance of {percent} %.',
  'reason.pays-off-later': {
    one: 'It pays off in the turns still to play: the simulated rounds find it {count} point ahead.',
    other:
      'It pays off in the turns still to play: the simulated rounds find it {count} points ahead.',
  },
  'reason.costs-later': {
    one: 'It costs in the turns still to play: the simulated rounds find it {count} point behind.',
    other:
      'It costs in the turns still to play: the simulated rounds find it {count} points behind.',
  },
  'reason.final-turn':
    'This is your last turn of the round: face-down cards count at their average.',
  'move.draw': 'Draw a card from the draw pile.',
  'move.take-discard': 'Take the discard {card} and put it in column {column}, row {row}.',
  'move.draw-swap': 'Put the drawn card in column {column}, row {row}.',
  'move.draw-discard': 'Discard the drawn card and turn column {column}, row {row}.',
  'move.reveal': 'Turn column {column}, row {row} face up.',
  'move.take-discard-in-grid':
    'Take the discard {card} and put it in grid {grid}, column {column}, row {row}.',
  'move.draw-swap-in-grid': 'Put the drawn card in grid {grid}, column {column}, row {row}.',
  'move.draw-discard-in-grid':
    'Discard the drawn card and turn grid {grid}, column {column}, row {row}.',
  'move.reveal-in-grid': 'Turn grid {grid}, column {column}, row {row} face up.',
  'move.keeps-grid': '(Your grid stays as it is.)',
  'review.label.best': 'best',
  'review.label.good': 'good',
  'review.label.inaccuracy': 'inaccuracy',
  'review.label.mistake': 'mistake',
  'review.label.blunder': 'blunder',
  'fact.unseen-mean': {
    one: '{count} unseen card is worth {mean} on average.',
    other: '{count} unseen cards are worth {mean} on average.',
  },
  'fact.unseen-at-least': {
    one: '{count} card of {value} or more is still unseen.',
    other: '{count} cards of {value} or more are still unseen.',
  },
  'fact.draw-pile-known': {
    one: 'The draw pile was reshuffled: its {count} card is known.',
    other: 'The draw pile was reshuffled: its {count} cards are known.',
  },
  reviewGame: 'Review the game',
  reviewRound: 'Review round {round}',
  reviewTitle: 'Game review',
  reviewScopeGame: '{name}, the whole game',
  reviewScopeRound: '{name}, round {round}',
  reviewSeat: 'Whose decisions',
  reviewStart: 'Review',
  reviewCancel: 'Stop the review',
  reviewCancelled: {
    one: 'Review stopped after {done} of {count} decision.',
    other: 'Review stopped after {done} of {count} decisions.',
  },
  reviewFailed: 'This game cannot be reviewed: {message}',
  reviewProgress: 'The expert weighs decision {done} of {total}…',
  reviewIntro:
    'The expert weighs every decision against the best move, from what was known at that moment. A cost is in points per round, give or take what the search cannot be sure of.',
  reviewAccuracy: 'Accuracy {percent} %',
  reviewAccuracyHelp: 'The share of the decisions the expert rates best or good.',
  reviewCostliest: 'The costliest moments',
  reviewNoCostly: 'No decision cost points: every one was as good as the best.',
  reviewShowOnTable: 'Show on the table',
  reviewAccuracyCaption: 'accuracy',
  reviewLostCaption: { one: 'point lost per round', other: 'points lost per round' },
  reviewStory: 'Decision by decision',
  reviewStoryHelp:
    'A mark for each decision; the taller its bar, the more it cost. Choose one to see it on the table.',
  reviewRoundName: 'Round {round}',
  reviewRoundCost: { one: '{count} point lost', other: '{count} points lost' },
  reviewMarkName: 'Round {round}, {when}, {kind}: {label}',
  reviewLegend: 'Ratings',
  reviewDecisionCount: { one: 'decision weighed', other: 'decisions weighed' },
  reviewLostByRound: 'Points lost in each round',
  reviewPileDraw: 'Draw',
  reviewPileDiscard: 'Discard',
  reviewPileDrawn: 'Drawn',
  reviewDecisions: 'Every decision',
  reviewColRound: 'Round',
  reviewColTurn: 'Turn',
  reviewColPlayed: 'Played',
  reviewColBest: 'Best',
  reviewColCost: 'Cost',
  reviewColLabel: 'Rating',
  reviewSetupTurn: 'set-up',
  reviewTurn: 'turn {turn}',
  reviewMomentTitle: 'Round {round}, {when}: {label}',
  reviewCost: {
    one: '{count} point, give or take {interval}',
    other: '{count} points, give or take {interval}',
  },
  reviewPlayedMove: 'Played: {move}',
  reviewBestMove: 'Best: {move}',
  reviewShowPlayed: 'What was played',
  reviewShowBest: 'The best move',
  reviewBack: 'Back to the review',
  'review.kind.setup': 'which card to turn in the set-up',
  'review.kind.pile': 'which pile',
  'review.kind.drawn': 'the drawn card',
  resumeGame: 'Resume playing',
  watchReplay: 'Watch the replay',
  importError: 'This record cannot be read: {message}',
  importErrorRound: 'This record cannot be read in round {round}: {message}',
  importErrorMove: 'This record cannot be read at round {round}, move {move}: {message}',
  importBadPosition:
    'a move names a card place the grid does not have (its places run from 0 to {last})',
  replayTitle: 'Replay',
  stepBack: 'Step back',
  stepForward: 'Step forward',
  play: 'Play',
  pause: 'Pause',
  replayRoundStart: "To the round's deal (or the round before)",
  replayNextRound: "To the next round's deal",
  replayRound: 'Round {round} of {rounds}',
  leaveReplay: 'Leave the replay',
  damagedSave:
    'The saved game could not be read, so it was put aside and a fresh start is offered. Your settings are kept.',
  illegalMove: 'That is not possible now.',
  computerMoveReplaced:
    '{name} could not make the move it chose, and made another legal move instead.',
  gameStuck:
    'This game cannot go on: no move of {name} is allowed. Export the record (it shows what went wrong) and start a new game.',
  damagedSaveKept:
    'The saved game could not be read. This browser’s storage has no room to put it aside, so it is kept as it was until you start a new game. Your settings are kept.',
  importTooLarge: 'This record is too large: {size} KB; a record may have at most {max} KB.',
  importNotSaved:
    'This game cannot be saved in this browser: its storage is full. It was not resumed, and your saved game is kept. You can still watch it.',
  saveFailed:
    'This game can no longer be saved in this browser: its storage is full. If you leave the page, the moves since the last save are lost.',
  credits: 'Credits',
  creditsFont: 'Type: Rubik by The Rubik Project Authors, under the SIL Open Font License 1.1.',
  creditsIcons:
    'Seat emblems, avatars and reactions from game-icons.net, under Creative Commons Attribution 3.0: by Delapouite “person”, “bear head”, “rabbit head”, “penguin”, “duck”, “unicorn”, “hummingbird”, “whale tail”, “thumb up”, “shaking hands”, “star struck”, “party popper”; by Lorc “vintage robot”, “fox head”, “frog”, “wolf head”, “cat”, “turtle”, “octopus”, “surprised”, “hourglass”, “imp laugh”, “ringing bell”; by Caro Asercion “barn owl”.',
  keysHelp:
    'Keys: D draw · T take the discard · X discard the drawn card · {pick} · Enter confirm · H hint · Space skip · Esc cancel',
  'keysPick.card': 'arrows or 1–9, 0, -, = choose a card',
  'keysPick.column':
    'arrows choose a card · {keys} jump to a column (press again: the next card down)',
  'keysPick.columnDual':
    'arrows choose a card · {first} jump to a column of the first grid, {second} of the second (press again: the next card down)',
  solverFallback:
    'The computer players had a hiccup: they play on, perhaps a little slower. Your game is safe.',
  solverFallbackHint:
    'The hint had a hiccup: it thinks on, perhaps a little slower. Your game is safe.',
  tutorialOffer: 'New to SKYJO? Learn it in one guided round.',
  tutorialStart: 'Play the guided round',
  tutorialDecline: 'No, thanks',
  statistics: 'Statistics',
  cancel: 'Cancel',
  scoreChart: 'Totals after each round',
  newGameConfirm:
    'A game is in progress. Start a new one instead? The game in progress will be lost.',
  newGameConfirmYes: 'Start a new game',
  showScores: 'Scores',
  viewTable: 'View table',
  playAgain: 'Play again',
  youWinTitle: 'You win!',
  winnerTitle: '{name} wins!',
  sharedWinTitle: '{names} share the win!',
  youWin: 'You finish with {points}, the lowest total at the table.',
  placeYou: 'You finished {place} of {count}, with {points}.',
  placeSeat: '{name} finished {place} of {count}, with {points}.',
  bestRoundYou: 'Your best round was round {round}, with {points}.',
  bestRoundSeat: 'The best round of {name} was round {round}, with {points}.',
  placeColumn: 'Place',
  placeOf: 'of {count}',
  bestRoundLabel: 'Your best round',
  allRounds: 'Every round',
  closeHint: 'Close the hint',
  ...onlineEn,
  ...reactionsEn,
  ...seatHoldEn,
  ...publicTablesEn,
  ...menusEn,
  ...houseRulesEn,
} satisfies Record<string, Message>;
