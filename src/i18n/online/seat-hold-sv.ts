import type { Message } from '../catalog';

/** Svenska texter för ett bord som håller ihop: spela igen, ta bort en person, omröstningen. */
export const seatHoldSv = {
  rematchTitle: 'Ett parti till vid det här bordet?',
  rematchCount: {
    one: '{ready} av {count} person redo',
    other: '{ready} av {count} personer redo',
  },
  rematchReady: 'Redo',
  rematchNotYet: 'Inte än',
  rematchGone: 'Har gått',
  rematchCancel: 'Inte redo ändå',
  rematchStartHere: 'Nytt parti med dem som är här',
  rematchStartHereHelp: 'Tillbaka till rummet: lediga platser kan ges till datorer eller vänner.',
  rematchWaiting: 'Du är redo. Partiet börjar när alla är det.',
  rematchNewGame: 'Parti {n} vid det här bordet: korten är utdelade.',
  lobbyRemove: 'Ta bort {name}',
  lobbyRemoveSure: 'Ta bort {name}? Tryck igen',
  onlineRemoved:
    'Värden tog bort dig från rummet. Be om ett nytt rum för att spela tillsammans igen.',
  onlineGivenToComputer:
    'Medan du var borta lät de andra en dator spela din plats resten av partiet.',
  voteQuestion: '{name} har varit borta ett tag. Ska en dator spela platsen till slutet?',
  voteYes: 'Ja, en dator spelar',
  voteNo: 'Vänta på {name}',
  voteCount: { one: '{yes} av {count} röst', other: '{yes} av {count} röster' },
  voteYours: 'Du röstade ja',
  voteGivenNotice: 'En dator spelar {name}s plats resten av partiet.',
} satisfies Record<string, Message>;
