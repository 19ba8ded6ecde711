import type { Message } from '../catalog';
import type { recordReasonsEn } from './en';

/** Deutsch: warum ein Protokoll nicht lesbar ist, ein Text je Grund der Engine. */
export const recordReasonsDe = {
  'record.reason.not-json': 'sein Text ist beschädigt (kein JSON)',
  'record.reason.not-a-record': 'es ist kein SKYJO-Spielprotokoll',
  'record.reason.format': 'es ist kein SKYJO-Spielprotokoll (sein Format fehlt oder stimmt nicht)',
  'record.reason.version': 'es stammt aus einer anderen Version des Spiels',
  'record.reason.rules': 'seine Regeln sind ungültig',
  'record.reason.players': 'seine Liste der Spieler fehlt, ist zu kurz oder zu lang',
  'record.reason.rounds': 'seine Liste der Runden fehlt oder ist beschädigt',
  'record.reason.not-a-round': 'eine seiner Runden ist beschädigt',
  'record.reason.deck': 'die ausgeteilten Karten einer Runde fehlen oder stimmen nicht',
  'record.reason.reshuffles': 'die neu gemischten Karten einer Runde sind beschädigt',
  'record.reason.actions': 'die Liste der Züge einer Runde fehlt oder ist beschädigt',
  'record.reason.not-an-action': 'einer seiner Züge ist beschädigt',
  'record.reason.seat': 'ein Zug nennt keinen Platz des Spiels',
  'record.reason.action-type': 'ein Zug ist von einer Art, die das Spiel nicht kennt',
  'record.reason.position': 'ein Zug nennt keinen Kartenplatz des Rasters',
  'record.reason.after-game-end': 'es geht nach dem Ende des Spiels weiter',
  'record.reason.after-round-end': 'eine Runde geht nach ihrem Ende weiter',
  'record.reason.round-cut-off':
    'eine Runde hört vor ihrem Ende auf, aber das Protokoll geht weiter',
  'record.reason.unused-reshuffles': 'eine Runde nennt neu gemischte Karten, die sie nie braucht',
  'record.reason.no-round': 'es hat keine Runde',
  'record.reason.unknown-cards':
    'es verbirgt Karten, die niemand gesehen hat: es lässt sich nachspielen, nicht weiterspielen',
  'record.reason.unknown-action': 'ein Zug ist von einer Art, die das Spiel nicht kennt',
  'record.reason.bad-player':
    'es hat eine Spielerzahl, die das Spiel nicht erlaubt, oder einen Zug eines Platzes, den es nicht gibt',
  'record.reason.bad-position': 'ein Zug nennt keinen Kartenplatz des Rasters',
  'record.reason.game-over': 'ein Zug folgt nach dem Ende des Spiels',
  'record.reason.round-over': 'ein Zug folgt nach dem Ende seiner Runde',
  'record.reason.not-your-turn': 'ein Zug wird gespielt, obwohl jemand anderes dran ist',
  'record.reason.setup-not-finished':
    'ein Zug wird gespielt, bevor alle ihre ersten Karten aufgedeckt haben',
  'record.reason.setup-finished': 'eine erste Karte wird nach dem ersten Zug aufgedeckt',
  'record.reason.already-revealed-two':
    'jemand deckt mehr erste Karten auf, als die Regeln erlauben',
  'record.reason.position-removed': 'ein Zug nutzt einen Kartenplatz, dessen Karten abgeräumt sind',
  'record.reason.card-not-face-down': 'ein Zug deckt eine Karte auf, die schon offen liegt',
  'record.reason.card-already-drawn': 'jemand zieht erneut, während er eine gezogene Karte hält',
  'record.reason.nothing-drawn': 'ein Zug spielt eine gezogene Karte, aber es wurde keine gezogen',
  'record.reason.unknown-card': 'eine Karte, die ein Zug braucht, ist unbekannt',
  'record.reason.missing-reshuffle':
    'der Nachziehstapel ist leer, aber das Protokoll sagt nicht, wie neu gemischt wurde',
  'record.reason.bad-reshuffle':
    'ein neu gemischter Nachziehstapel enthält nicht die abgelegten Karten',
  'record.reason.bad-deck': 'die ausgeteilten Karten einer Runde sind nicht die Karten des Spiels',
  'record.reason.bad-setup': 'der Beginn einer Runde ist ungültig',
  'record.reason.bad-rules': 'seine Regeln gelten nicht für seine Spieler',
} satisfies Record<keyof typeof recordReasonsEn, Message>;
