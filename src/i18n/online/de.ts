import type { Message } from '../catalog';
import type { onlineEn } from './en';

/** German texts of online play. */
export const onlineDe: Record<keyof typeof onlineEn, Message> = {
  playOnline: 'Online spielen',
  joinRoom: 'Einem Raum beitreten',
  onlineIntro:
    'Öffne einen Raum für deine Freunde und schick ihnen den Link oder den Code – oder tritt ihrem Raum bei.',
  yourName: 'Dein Name',
  seatYou: 'Du',
  seatFriend: 'Ein Freund',
  hintsAllowed: 'Tipps erlaubt',
  turnTimer: 'Zeit für einen Zug (danach spielt ein Computer ihn)',
  'timer.off': 'Unbegrenzt',
  openRoom: 'Raum öffnen',
  joinTitle: 'Einem Raum beitreten',
  lobbyTitle: 'Spielraum',
  roomCode: 'Raumcode',
  join: 'Beitreten',
  copyLink: 'Link kopieren',
  copyCode: 'Code kopieren',
  codeCopied: 'Der Code ist kopiert.',
  copyFailed: 'Dieser Browser lässt die Seite nicht kopieren: Markiere den Link und kopiere ihn.',
  shareLink: 'Teilen',
  shareText: 'Spiel SKYJO mit mir: Raum {code}',
  inviteLink: 'Einladungslink',
  lobbyInvite: 'Lies deinen Freunden den Code vor oder schick ihnen den Link:',
  seatsTaken: { one: '{taken} von {count} Platz', other: '{taken} von {count} Plätzen' },
  takeSeatNumber: 'Platz nehmen (Platz {n})',
  everyoneSeated: 'Alle sitzen: Starte, wenn du bereit bist.',
  linkCopied: 'Der Link ist kopiert.',
  seatFree: 'Freier Platz',
  seatHost: 'Gastgeber',
  seatAway: 'abwesend',
  seatStandIn: 'ein Computer spielt, bis er zurück ist',
  takeSeat: 'Platz nehmen',
  fillWithComputers: 'Mit Computern füllen',
  startOnline: 'Spiel starten',
  waitingForHost: 'Warten, bis {name} das Spiel startet.',
  waitingForSeats: 'Warten, bis Freunde die freien Plätze nehmen.',
  leaveRoom: 'Raum verlassen',
  onlineConnecting: 'Verbindung zum Spielserver…',
  onlineReconnecting: 'Die Verbindung ist abgerissen; neuer Versuch…',
  onlineReconnected: 'Du bist wieder an deinem Platz.',
  onlineReplaced:
    'Dein Platz wird jetzt in einem anderen Fenster oder auf einem anderen Gerät gespielt. Warst du das nicht, hol ihn dir zurück.',
  onlineLeft:
    'Du hast den Raum verlassen. Dein Platz bleibt dir: öffne den Link noch einmal, um zurückzukommen.',
  noSuchRoom: 'Es gibt keinen Raum {code}.',
  roomFull: 'Alle Plätze dieses Raums sind vergeben. Zuschauen kannst du trotzdem.',
  roomRestoring:
    'Dieser Raum wird nach einem Neustart des Servers wiederhergestellt. Versuch es gleich noch einmal.',
  roomStarted:
    'Das Spiel in diesem Raum hat schon begonnen, und alle Plätze sind vergeben. Zuschauen kannst du trotzdem.',
  badRoomCode: 'Ein Raumcode hat acht Buchstaben und Ziffern, etwa ABCD-2345.',
  onlineUnavailable:
    'Der Spielserver ist nicht erreichbar ({reason}). Online-Spiele brauchen ihn; alles andere geht auch offline.',
  backToRoom: 'Zurück in Raum {code}',
  hintsOff: 'In diesem Raum sind Tipps ausgeschaltet.',
  onlineRoom: 'Raum {code}',
  onlineSeatAway: '{name} ist abwesend',
  onlineSeatComputer: 'ein Computer spielt für {name}',
  onlineTimer: '{name}: {seconds} s',
  onlineAwayNotice:
    '{name} ist weg: In {seconds} s übernimmt ein Computer den Platz, falls {name} nicht zurückkommt.',
  onlineStandInNotice: 'Ein Computer spielt jetzt für {name}, bis {name} zurück ist.',
  onlineBackNotice: '{name} ist wieder am Tisch.',
  onlineSeatAwayFor: '{name} ist abwesend: in {seconds} s spielt ein Computer',
  onlineRefused: 'Der Raum hat das abgelehnt: {reason}',
  takeSeatBack: 'Meinen Platz zurückholen',
  onlineSeatAskedTitle: 'Ein anderes Fenster oder Gerät will deinen Platz',
  onlineSeatAsked:
    'Jemand kommt mit deinem Platz aus einem anderen Fenster oder von einem anderen Gerät in diesen Raum. Soll dein Platz dort gespielt werden? Bist du das nicht, behalte ihn hier.',
  onlineSeatGive: 'Dort spielen lassen',
  onlineSeatKeep: 'Meinen Platz behalten',
  onlineSeatAsking:
    'Dein Platz wird in einem anderen Fenster oder auf einem anderen Gerät gespielt: Es wird gefragt, ob du hier spielen darfst…',
  onlineSeatKept:
    'Dein Platz bleibt, wo er gespielt wird: Das andere Fenster oder Gerät hat ihn behalten.',
};
