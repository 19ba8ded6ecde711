import type { RulesBookTexts } from './texts';

/** Das Regelheft auf Deutsch, in den eigenen Worten des Projekts (../shared/RULES.md). */
export const deRulesBook: RulesBookTexts = {
  chapters: { official: 'Das Spiel', house: 'Hausregeln', more: 'Analyse und Tasten' },
  pages: {
    aim: {
      heading: 'Das Ziel: möglichst wenig Punkte',
      text: [
        'Die 150 Karten reichen von −2 bis 12. Jede Karte, die am Ende einer Runde in deinem Raster liegt, zählt ihren Wert.',
        'Das Spiel endet nach der Runde, in der jemand insgesamt 100 Punkte erreicht. Die niedrigste Summe gewinnt.',
      ],
      picture: 'Karten von −2 bis 12: die niedrigen sind gut für dich, die hohen schlecht.',
    },
    setup: {
      heading: 'Der Aufbau',
      text: [
        'Jeder bekommt zwölf verdeckte Karten in vier Spalten zu je drei. Niemand kennt eine verdeckte Karte, auch ihr Besitzer nicht.',
        'Eine Karte eröffnet den Ablagestapel, der Rest ist der Nachziehstapel. Jeder deckt zwei Karten auf; das höchste Paar beginnt die erste Runde.',
      ],
      picture:
        'Ein Raster aus zwölf verdeckten Karten, eine 7 und eine 2 aufgedeckt, neben Nachziehstapel und Ablagestapel.',
    },
    'take-discard': {
      heading: 'Dein Zug: vom Ablagestapel nehmen',
      text: [
        'Nimm die oberste Karte des Ablagestapels und tausche sie gegen eine beliebige Karte deines Rasters, offen oder verdeckt.',
        'Die ersetzte Karte kommt offen auf den Ablagestapel. Die genommene Karte darfst du nicht gleich wieder ablegen.',
      ],
      picture:
        'Die 1 vom Ablagestapel tauscht den Platz mit einer 9 im Raster; die 9 landet auf dem Ablagestapel.',
    },
    draw: {
      heading: 'Dein Zug: eine Karte ziehen',
      text: [
        'Oder ziehe die oberste Karte des Nachziehstapels und sieh sie an. Tausche sie dann wie die Karte vom Ablagestapel in dein Raster,',
        'oder wirf sie auf den Ablagestapel und decke eine deiner verdeckten Karten auf. Eine offene Karte wird nie wieder umgedreht.',
      ],
      picture:
        'Eine gezogene 7: entweder ins Raster getauscht oder abgeworfen, während eine verdeckte Karte aufgedeckt wird und eine 3 zeigt.',
    },
    columns: {
      heading: 'Drei Gleiche räumen eine Spalte ab',
      text: [
        'Liegen in einer Spalte drei offene Karten mit demselben Wert, verlässt die ganze Spalte sofort dein Raster und zählt nichts.',
        'Nur Spalten zählen, keine Reihen oder Diagonalen. Die drei Karten kommen auf den Ablagestapel.',
      ],
      picture:
        'Eine Spalte aus 5, 5 und 11; eine gezogene 5 ersetzt die 11, und die Spalte aus drei 5en wird abgeräumt.',
    },
    'round-end': {
      heading: 'Das Ende einer Runde',
      text: [
        'Eine Runde geht zu Ende, sobald jemand keine verdeckte Karte mehr hat. Jeder andere ist dann noch genau einmal dran.',
        'Danach werden alle Karten aufgedeckt, Spalten aus drei Gleichen abgeräumt und jedes Raster zusammengezählt.',
      ],
      picture:
        'Ein Raster ohne verdeckte Karte; die drei anderen Spieler sind noch je einmal dran.',
    },
    ender: {
      heading: 'Beenden ist ein Risiko: doppelte Punkte',
      text: [
        'Wer die Runde beendet, muss allein am wenigsten haben. Hat jemand gleich viel oder weniger, zählen die Punkte des Rundenbeenders doppelt.',
        'Null oder weniger wird nie verdoppelt.',
      ],
      picture:
        'Anna beendet die Runde mit 12 Punkten, aber Ben hat 10: Annas 12 werden zu 24 verdoppelt.',
    },
    'game-end': {
      heading: 'Punkte und Spielende',
      text: [
        'Die Punkte jeder Runde kommen zu deiner Summe; wer die Runde beendet hat, beginnt die nächste. Endet eine Runde mit einer Summe von 100 oder mehr, ist das Spiel vorbei.',
        'Die niedrigste Summe gewinnt; bei Gleichstand teilen sich die Niedrigsten den Sieg.',
      ],
      picture: 'Summen von 104, 71 und 88 gegen das Ziel 100: die 71 gewinnt.',
    },
    reshuffle: {
      heading: 'Wenn der Nachziehstapel leer ist',
      text: [
        'Muss jemand ziehen und der Nachziehstapel ist leer, werden alle Karten des Ablagestapels außer der obersten zu einem neuen Nachziehstapel gemischt.',
        'Die oberste Karte bleibt liegen und kann weiter genommen werden.',
      ],
      picture:
        'Ein leerer Nachziehstapel; der Ablagestapel wird zu einem neuen Nachziehstapel gemischt, seine oberste Karte, eine 8, bleibt.',
    },
    options: {
      heading: 'Regeloptionen',
      text: [
        'Vor einem Spiel könnt ihr die Zielsumme ändern, auch null und negative Punkte verdoppeln lassen, festlegen, wer die späteren Runden beginnt, und wählen, ob ein Gleichstand um den Sieg geteilt oder in weiteren Runden entschieden wird.',
      ],
      picture:
        'Vier Optionen: die Zielsumme, Verdoppeln bei null und weniger, wer beginnt, und Gleichstand um den Sieg.',
    },
    'grid-shape': {
      heading: 'Hausregel: ein anderes Raster',
      text: [
        'Ein Tisch kann andere Raster vereinbaren: 2 bis 4 Reihen und 2 bis 6 Spalten. Jeder bekommt dann entsprechend viele Karten.',
        'Mindestens 20 Karten müssen im Nachziehstapel bleiben; große Raster brauchen also weniger Spieler.',
      ],
      picture:
        'Das übliche Raster aus 4 Spalten zu 3, daneben Raster aus 5 Spalten zu 2 und 3 Spalten zu 4.',
    },
    'setup-reveals': {
      heading: 'Hausregel: mehr aufdecken',
      text: [
        'Statt zwei deckt jeder beim Aufbau eine vereinbarte Zahl von Karten auf, von keiner bis zu allen außer einer.',
        'Wird keine aufgedeckt, kann niemand vergleichen: der erste Platz beginnt.',
      ],
      picture: 'Ein Raster mit vier beim Aufbau aufgedeckten Karten.',
    },
    lines: {
      heading: 'Hausregel: auch Reihen räumen ab',
      text: [
        'Mit dieser Regel wird auch eine volle Reihe offener Karten mit einem Wert abgeräumt. Man kann auch ganz ohne Abräumen spielen.',
        'Eine Linie wird abgeräumt, wenn noch mindestens zwei ihrer Karten da sind und alle gleich sind.',
      ],
      picture: 'Eine Reihe aus vier 7en quer durch das Raster wird abgeräumt.',
    },
    'ender-penalty': {
      heading: 'Hausregel: eine andere Strafe',
      text: [
        'Die Strafe für den Rundenbeender lässt sich ändern: mal 1 bis 4 statt mal 2, und bis zu 50 Punkte dazu.',
        'Der Tisch legt auch die Reihenfolge fest: erst malnehmen, dann addieren, oder erst addieren.',
      ],
      picture:
        'Die 12 eines Rundenbeenders mit mal 2 und plus 5: erst malgenommen ergibt das 29, erst addiert 34.',
    },
    'dual-hands': {
      heading: 'Hausregel: zwei Raster für jeden',
      text: [
        'Nur zu zweit: Jeder bekommt zwei Raster. Ein Zug darf eine Karte aus beiden Rastern nutzen; Spalten räumen nur innerhalb eines Rasters ab.',
        'Die Runde geht zu Ende, wenn jemand in keinem der beiden Raster eine verdeckte Karte hat; beide Raster zählen.',
      ],
      picture: 'Die zwei Raster eines Spielers nebeneinander.',
    },
    review: {
      heading: 'Die Partieanalyse',
      text: [
        'Nach einer Partie oder Runde wägt die Suche des Experten jede Entscheidung mit dem ab, was der Spieler damals wusste, und sagt, wie viele Punkte pro Runde sie gegenüber dem besten Zug gekostet hat, plus oder minus ihrer Unsicherheit.',
        'Eine Bewertung unter „gut“ braucht den ganzen Bereich über ihrer Schwelle: Ungenauigkeit {inaccuracy}, Fehler {mistake}, grober Fehler {blunder} Punkte pro Runde. Die Genauigkeit ist der Anteil „bester Zug“ oder „gut“.',
      ],
      picture:
        'Die fünf Bewertungen mit ihren Zeichen: bester Zug, gut, Ungenauigkeit, Fehler, grober Fehler.',
    },
    keys: {
      heading: 'Mit der Tastatur spielen',
      text: ['Jeder Zug hat seine Taste, ebenso der Tipp und die Animationen.'],
      picture: 'Die Tasten des Spiels.',
    },
  },
  words: {
    cardsRange: '150 Karten, −2 bis 12',
    lowGood: 'gut',
    highBad: 'schlecht',
    yourGrid: 'Dein Raster',
    drawPile: 'Nachziehstapel',
    discardPile: 'Ablagestapel',
    turnedTwo: '7 + 2 = 9',
    swap: 'tauschen',
    then: 'danach',
    inHand: 'Gezogen',
    orSwap: 'eintauschen',
    orDiscard: 'oder abwerfen, eine aufdecken',
    turn: 'aufdecken',
    cleared: 'Abgeräumt: 0 Punkte',
    noneLeft: 'Keine verdeckte Karte mehr',
    oneMoreTurn: 'noch ein Zug',
    allTurned: 'dann alle aufdecken',
    enderScore: '{name} beendet: {points}',
    otherScore: '{name}: {points}',
    target: 'Ziel {points}',
    wins: 'gewinnt',
    empty: 'Leer',
    shuffle: 'mischen',
    newDrawPile: 'Neuer Nachziehstapel',
    staysOnTop: 'Bleibt',
    optionTarget: 'Zielsumme',
    optionDouble: '0 und weniger verdoppeln',
    optionStarter: 'Wer beginnt',
    optionTie: 'Gleichstand um den Sieg',
    gridShape: '{rows} × {columns}',
    revealed: { one: '{count} beim Aufbau offen', other: '{count} beim Aufbau offen' },
    rowCleared: 'Reihe abgeräumt',
    multiplyFirst: '×2, dann +5',
    addFirst: '+5, dann ×2',
    gridNumber: 'Raster {n}',
    threshold: 'ab {points}',
    belowThreshold: 'unter {points}',
  },
  keys: {
    draw: 'ziehen',
    take: 'vom Ablagestapel nehmen',
    discard: 'die gezogene Karte abwerfen',
    choose: 'zu einer Karte gehen',
    pick: 'eine Karte sofort wählen',
    confirm: 'bestätigen',
    hint: 'Tipp',
    skip: 'Animation überspringen',
    cancel: 'abbrechen oder zurück',
  },
  keyCaps: { enter: 'Enter', space: 'Leertaste', arrows: 'Pfeiltasten' },
  names: ['Anna', 'Ben', 'Cleo', 'Dana'],
  previous: 'Vorige Seite',
  next: 'Nächste Seite',
  pageOf: 'Seite {page} von {count}',
  pagesLabel: 'Seiten',
  chaptersLabel: 'Kapitel',
  turnHelp: 'Wische oder nutze die Pfeiltasten zum Blättern.',
};
