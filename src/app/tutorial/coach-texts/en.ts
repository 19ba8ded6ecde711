/** The coach of the guided round, in English: the reference whose keys every language translates. */
export const enCoach = {
  title: 'Guided round',
  opponentName: 'Sam',
  skip: 'Skip the guided round',
  finish: 'Finish',
  revealFirst:
    'Welcome to SKYJO! You and {name} each have twelve face-down cards, and the fewest points win. To begin, turn the marked card face up.',
  revealSecond: 'Now turn the second marked card face up.',
  drawFirst:
    'Two 8s in one column: remember that. Your turn! The discard pile offers a {card}, which is too high, so draw a card from the draw pile instead.',
  swapDrawn:
    'You drew a {card}. Low cards are good: swap it for the marked face-down card. The card you replace goes face up onto the discard pile.',
  takeColumn:
    '{name} discarded an 8. Take it from the discard pile and put it under your two 8s: three equal face-up cards in a column leave the grid.',
  columnGone:
    'The column is gone! Your two 8s no longer count: 16 points off your face-up sum, and the hidden 11 you swapped out went to the discard pile, under the three 8s. Draw a card.',
  discardTurn:
    'A {card} is too high. Put it on the discard pile, then turn the marked face-down card face up.',
  takeLow:
    '{name} discarded a {card}. Low cards are worth taking: put it on the marked face-down card.',
  drawPlain: 'Draw a card.',
  swapLow: 'A {card} is low: swap it for the marked card.',
  discardHigh: 'A {card} is high: discard it and turn the marked card face up instead.',
  swapGamble:
    'Swapping this {card} for a face-down card is a small gamble: you do not know what you give away.',
  afterGamble: 'It paid off: that face-down card was a 12. Draw again.',
  lastCard:
    'One face-down card left. Once you have none, you go out: everyone else has one last turn, then every card is turned and counted. Draw a card.',
  goOut:
    'Put the {card} on your last face-down card to go out. Careful: if anybody then has as few points as you or fewer, yours count double. You show {mine}, {name} shows {theirs}: go ahead!',
  watch: '{name} is playing. Watch the discard pile: what others throw away can help you.',
  refuse: 'Not that one: this step teaches the marked move.',
  finished:
    'Round over! You scored {mine}, {name} {theirs}. You went out with the fewest points, so nothing was doubled; had {name} scored {mine} or less, your {mine} would have counted {doubled}. A game goes on round after round until somebody reaches 100; the lowest total wins.',
} as const;
