import type { CoachCatalogue } from './catalogue';

/** The coach of the guided round, in German. */
export const deCoach: CoachCatalogue = {
  title: 'Geführte Runde',
  opponentName: 'Sam',
  skip: 'Geführte Runde überspringen',
  finish: 'Fertig',
  revealFirst:
    'Willkommen bei SKYJO! Du und {name} habt je zwölf verdeckte Karten, und die wenigsten Punkte gewinnen. Dreh zuerst die markierte Karte um.',
  revealSecond: 'Dreh jetzt die zweite markierte Karte um.',
  drawFirst:
    'Zwei 8en in einer Spalte: merk dir das. Du bist dran! Der Ablagestapel bietet eine {card}, die ist zu hoch. Zieh lieber eine Karte vom Nachziehstapel.',
  swapDrawn:
    'Du hast eine {card} gezogen. Niedrige Karten sind gut: tausche sie gegen die markierte verdeckte Karte. Die ersetzte Karte kommt offen auf den Ablagestapel.',
  takeColumn:
    '{name} hat eine 8 abgelegt. Nimm sie vom Ablagestapel und leg sie unter deine zwei 8en: drei gleiche offene Karten in einer Spalte verlassen das Raster.',
  columnGone:
    'Die Spalte ist weg! Deine zwei 8en zählen nicht mehr: 16 Punkte weniger in deiner offenen Summe, und die verdeckte 11, die du getauscht hast, kam auf den Ablagestapel, unter die drei 8en. Zieh eine Karte.',
  discardTurn:
    'Eine {card} ist zu hoch. Leg sie auf den Ablagestapel und dreh dann die markierte verdeckte Karte um.',
  takeLow:
    '{name} hat eine {card} abgelegt. Niedrige Karten lohnen sich: leg sie auf die markierte verdeckte Karte.',
  drawPlain: 'Zieh eine Karte.',
  swapLow: 'Eine {card} ist niedrig: tausche sie gegen die markierte Karte.',
  discardHigh: 'Eine {card} ist hoch: leg sie ab und dreh stattdessen die markierte Karte um.',
  swapGamble:
    'Diese {card} gegen eine verdeckte Karte zu tauschen ist ein kleines Wagnis: du weißt nicht, was du hergibst.',
  afterGamble: 'Es hat sich gelohnt: die verdeckte Karte war eine 12. Zieh noch einmal.',
  lastCard:
    'Nur noch eine verdeckte Karte. Sobald du keine mehr hast, beendest du die Runde: alle anderen haben noch einen letzten Zug, dann werden alle Karten aufgedeckt und gezählt. Zieh eine Karte.',
  goOut:
    'Leg die {card} auf deine letzte verdeckte Karte, um die Runde zu beenden. Vorsicht: hat danach jemand gleich viele oder weniger Punkte als du, zählen deine doppelt. Du zeigst {mine}, {name} zeigt {theirs}: nur zu!',
  watch: '{name} ist am Zug. Achte auf den Ablagestapel: was andere abwerfen, kann dir helfen.',
  refuse: 'Nicht diese: dieser Schritt übt den markierten Zug.',
  finished:
    'Runde vorbei! Du hast {mine} Punkte, {name} {theirs}. Du hast die Runde mit den wenigsten Punkten beendet, also wurde nichts verdoppelt; hätte {name} {mine} oder weniger gehabt, hätten deine {mine} als {doubled} gezählt. Ein Spiel geht Runde um Runde weiter, bis jemand 100 erreicht; die niedrigste Summe gewinnt.',
};
