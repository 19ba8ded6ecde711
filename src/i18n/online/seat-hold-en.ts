import type { Message } from '../catalog';

/** English texts of a table that holds together: playing again, removing a person, the away vote. */
export const seatHoldEn = {
  rematchTitle: 'Another game at this table?',
  rematchCount: {
    one: '{ready} of {count} person ready',
    other: '{ready} of {count} people ready',
  },
  rematchReady: 'Ready',
  rematchNotYet: 'Not yet',
  rematchGone: 'Left',
  rematchCancel: 'Not ready after all',
  rematchStartHere: 'New game with those here',
  rematchStartHereHelp: 'Back to the room: free seats can be given to computers or to friends.',
  rematchWaiting: 'You are ready. The game starts when everyone is.',
  rematchNewGame: 'Game {n} at this table: the cards are dealt.',
  lobbyRemove: 'Remove {name}',
  lobbyRemoveSure: 'Remove {name}? Tap again',
  onlineRemoved:
    'The host removed you from that room. To play together again, ask them for a new room.',
  onlineGivenToComputer:
    'While you were away, the others let a computer play your seat for the rest of that game.',
  voteQuestion: '{name} has been away a while. Let a computer play their seat to the end?',
  voteYes: 'Yes, a computer plays',
  voteNo: 'Wait for {name}',
  voteCount: { one: '{yes} of {count} vote', other: '{yes} of {count} votes' },
  voteYours: 'You voted yes',
  voteGivenNotice: 'A computer plays {name}’s seat for the rest of the game.',
} satisfies Record<string, Message>;
