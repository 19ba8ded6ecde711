import type { Message } from '../catalog';

/**
 * English: why a record cannot be read, one text per reason the engine gives (RECORD_REASONS),
 * said after "This record cannot be read:".
 */
export const recordReasonsEn = {
  'record.reason.not-json': 'its text is damaged (it is not JSON)',
  'record.reason.not-a-record': 'it is not a SKYJO game record',
  'record.reason.format': 'it is not a SKYJO game record (its format is missing or wrong)',
  'record.reason.version': 'it was written by another version of the game',
  'record.reason.rules': 'its rules are not valid',
  'record.reason.players': 'its list of players is missing, too short or too long',
  'record.reason.rounds': 'its list of rounds is missing or damaged',
  'record.reason.not-a-round': 'one of its rounds is damaged',
  'record.reason.deck': 'the cards dealt in a round are missing or wrong',
  'record.reason.reshuffles': 'the reshuffled cards of a round are damaged',
  'record.reason.actions': 'the list of moves of a round is missing or damaged',
  'record.reason.not-an-action': 'one of its moves is damaged',
  'record.reason.seat': 'a move names no seat of the game',
  'record.reason.action-type': 'a move is of a kind the game does not know',
  'record.reason.position': 'a move names no card place of the grid',
  'record.reason.after-game-end': 'it goes on after the game is over',
  'record.reason.after-round-end': 'a round goes on after it is over',
  'record.reason.round-cut-off': 'a round stops before its end, but the record goes on',
  'record.reason.unused-reshuffles': 'a round lists reshuffled cards it never uses',
  'record.reason.no-round': 'it has no round',
  'record.reason.unknown-cards':
    'it hides cards nobody has seen: it can be replayed, not played on',
  'record.reason.unknown-action': 'a move is of a kind the game does not know',
  'record.reason.bad-player':
    'it has a number of players the game does not allow, or a move by a seat that does not exist',
  'record.reason.bad-position': 'a move names no card place of the grid',
  'record.reason.game-over': 'a move comes after the game is over',
  'record.reason.round-over': 'a move comes after its round is over',
  'record.reason.not-your-turn': 'a move is played out of turn',
  'record.reason.setup-not-finished':
    'a turn is played before everyone has turned up their first cards',
  'record.reason.setup-finished': 'a first card is turned up after the first turn',
  'record.reason.already-revealed-two': 'a player turns up more first cards than the rules allow',
  'record.reason.position-removed': 'a move uses a card place whose cards were cleared',
  'record.reason.card-not-face-down': 'a move turns up a card that is already face up',
  'record.reason.card-already-drawn': 'a player draws again while holding a drawn card',
  'record.reason.nothing-drawn': 'a move plays a drawn card, but none was drawn',
  'record.reason.unknown-card': 'a card a move needs is unknown',
  'record.reason.missing-reshuffle':
    'the draw pile runs out, but the record does not say how it was reshuffled',
  'record.reason.bad-reshuffle': 'a reshuffled draw pile does not hold the discarded cards',
  'record.reason.bad-deck': 'the cards dealt in a round are not the game’s cards',
  'record.reason.bad-setup': 'the start of a round is not valid',
  'record.reason.bad-rules': 'its rules are not valid for its players',
} satisfies Record<string, Message>;
