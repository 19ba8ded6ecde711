import type { Message } from '../catalog';

/** Deutsche Texte eines Tischs, der zusammenhält: noch ein Spiel, jemanden entfernen, die Abstimmung. */
export const seatHoldDe = {
  rematchTitle: 'Noch ein Spiel an diesem Tisch?',
  rematchCount: {
    one: '{ready} von {count} Person bereit',
    other: '{ready} von {count} Personen bereit',
  },
  rematchReady: 'Bereit',
  rematchNotYet: 'Noch nicht',
  rematchGone: 'Gegangen',
  rematchCancel: 'Doch nicht bereit',
  rematchStartHere: 'Neues Spiel mit den Anwesenden',
  rematchStartHereHelp: 'Zurück in den Raum: freie Plätze gehen an Computer oder an Freunde.',
  rematchWaiting: 'Du bist bereit. Das Spiel beginnt, sobald alle bereit sind.',
  rematchNewGame: 'Spiel {n} an diesem Tisch: Die Karten sind verteilt.',
  lobbyRemove: '{name} entfernen',
  lobbyRemoveSure: '{name} entfernen? Nochmal tippen',
  onlineRemoved:
    'Der Gastgeber hat dich aus dem Raum entfernt. Um wieder zusammen zu spielen, bitte um einen neuen Raum.',
  onlineGivenToComputer:
    'Während du weg warst, haben die anderen deinen Platz für den Rest des Spiels einem Computer gegeben.',
  voteQuestion: '{name} ist schon länger weg. Soll ein Computer den Platz bis zum Ende spielen?',
  voteYes: 'Ja, ein Computer spielt',
  voteNo: 'Auf {name} warten',
  voteCount: { one: '{yes} von {count} Stimme', other: '{yes} von {count} Stimmen' },
  voteYours: 'Du hast mit Ja gestimmt',
  voteGivenNotice: 'Ein Computer spielt den Platz von {name} bis zum Ende des Spiels.',
} satisfies Record<string, Message>;
