import type { Message } from './catalog';
import { DEFAULT_NAMES } from './default-names';
import type { en } from './en';
import { houseRulesDe } from './house-rules/de';
import { menusDe } from './menus/de';
import { onlineDe } from './online/de';
import { reactionsDe } from './reactions/de';
import { seatHoldDe } from './online/seat-hold-de';
import { publicTablesDe } from './public-tables/de';

/** German. */
export const de: Record<keyof typeof en, Message> = {
  title: 'SKYJO',
  tagline: 'Wenig Punkte sammeln, Spalten abräumen, die Runde als Bester beenden.',
  newGame: 'Neues Spiel',
  continueGame: 'Gespeichertes Spiel fortsetzen',
  rules: 'Regeln',
  settings: 'Einstellungen',
  importGame: 'Spiel importieren',
  back: 'Zurück',
  close: 'Schließen',
  seats: 'Plätze',
  seatCount: { one: '{count} Platz', other: '{count} Plätze' },
  addSeat: 'Platz hinzufügen',
  removeSeat: 'Platz {n} entfernen',
  seatName: 'Name an Platz {n}',
  person: 'Mensch',
  'level.easy': 'Computer: leicht',
  'level.medium': 'Computer: mittel',
  'level.hard': 'Computer: schwer',
  'level.expert': 'Computer: Experte',
  defaultPersonName: DEFAULT_NAMES.de.person,
  defaultComputerName: DEFAULT_NAMES.de.computer,
  youName: DEFAULT_NAMES.de.you,
  targetScore: 'Das Spiel endet, wenn eine Summe erreicht',
  doubleOnlyPositive: 'Punkte des Rundenbeenders nur verdoppeln, wenn sie über null liegen',
  nextRoundStarter: 'Wer beginnt die nächste Runde',
  'starter.ender': 'Wer die letzte Runde beendet hat',
  'starter.round-winner': 'Wer in der letzten Runde am wenigsten hatte',
  'starter.highest-reveal': 'Die höchsten zwei offenen Karten, jede Runde',
  tie: 'Ein Gleichstand um den Sieg',
  'tie.shared': 'wird geteilt',
  'tie.extra-round': 'wird durch weitere Runden entschieden',
  startGame: 'Karten austeilen',
  sound: 'Soundeffekte',
  music: 'Musik',
  volume: 'Lautstärke',
  language: 'Sprache',
  reducedMotion: 'Weniger Bewegung',
  animationSpeed: 'Animationstempo',
  'speed.slow': 'Langsam',
  'speed.normal': 'Normal',
  'speed.fast': 'Schnell',
  cardPalette: 'Kartenfarben',
  'palette.classic': 'Klassisch',
  'palette.colour-blind': 'Für Farbenblinde',
  highContrast: 'Hoher Kontrast',
  textSize: 'Schriftgröße',
  'textSize.normal': 'Normal',
  'textSize.large': 'Groß',
  'textSize.larger': 'Größer',
  drawPile: { one: 'Nachziehstapel, {count} Karte', other: 'Nachziehstapel, {count} Karten' },
  discardPile: 'Ablagestapel: {card}',
  drawnCard: 'Gezogene Karte: {card}',
  faceDown: 'verdeckt',
  yourCard: 'Deine Karte, Spalte {column}, Reihe {row}, {face}',
  seatCard: 'Karte von {name}, Spalte {column}, Reihe {row}, {face}',
  yourGridCard: 'Deine Karte, Raster {grid}, Spalte {column}, Reihe {row}, {face}',
  seatGridCard: 'Karte von {name}, Raster {grid}, Spalte {column}, Reihe {row}, {face}',
  seatLabel: '{name}: {total}',
  seatSummary: {
    one: '{name}, Summe {total}. Offen: {cards}. {count} Karte verdeckt.',
    other: '{name}, Summe {total}. Offen: {cards}. {count} Karten verdeckt.',
  },
  statusSetup: {
    one: '{name}: Decke noch eine Karte auf.',
    other: '{name}: Decke {count} Karten auf.',
  },
  statusTurn:
    '{name}, du bist dran: Ziehe eine Karte{keyDraw} oder nimm die {card} vom Ablagestapel{keyTake}.',
  statusDrawn:
    '{name}: Lege die {card} in dein Raster oder wirf sie ab{keyDiscard} und decke eine Karte auf.',
  statusTake: '{name}: Wähle die Karte, die du gegen die {card} tauschst.',
  statusDiscard: '{name}: Wähle eine verdeckte Karte zum Aufdecken.',
  statusSetupYou: { one: 'Decke noch eine Karte auf.', other: 'Decke {count} Karten auf.' },
  statusTurnYou:
    'Du bist dran: Ziehe eine Karte{keyDraw} oder nimm die {card} vom Ablagestapel{keyTake}.',
  statusDrawnYou:
    'Lege die {card} in dein Raster oder wirf sie ab{keyDiscard} und decke eine Karte auf.',
  statusDrawnKeep: '{name}: Lege die {card} in dein Raster.',
  statusDrawnKeepYou: 'Lege die {card} in dein Raster.',
  statusDrawnDiscard: '{name}: Wirf die {card} ab{keyDiscard} und decke eine Karte auf.',
  statusDrawnDiscardYou: 'Wirf die {card} ab{keyDiscard} und decke eine Karte auf.',
  statusTurnDraw: '{name}, du bist dran: Ziehe eine Karte{keyDraw}.',
  statusTurnDrawYou: 'Du bist dran: Ziehe eine Karte{keyDraw}.',
  statusTurnTake: '{name}, du bist dran: Nimm die {card} vom Ablagestapel{keyTake}.',
  statusTurnTakeYou: 'Du bist dran: Nimm die {card} vom Ablagestapel{keyTake}.',
  statusTakeYou: 'Wähle die Karte, die du gegen die {card} tauschst.',
  statusDiscardYou: 'Wähle eine verdeckte Karte zum Aufdecken.',
  statusFinalRoundYou:
    'Du hast keine verdeckte Karte mehr: alle anderen haben noch einen letzten Zug!',
  statusComputer: '{name} spielt.',
  statusAway: {
    one: '{name} ist weg: Das Spiel wartet, in {count} Sekunde übernimmt ein Computer.',
    other: '{name} ist weg: Das Spiel wartet, in {count} Sekunden übernimmt ein Computer.',
  },
  statusStandIn: 'Ein Computer spielt für {name}.',
  seatAwayStandIn: '{name} ist weg; ein Computer spielt für {name}.',
  statusYouPlaying: 'Dein Zug wird ausgeführt.',
  statusDealing: 'Runde {round} wird gegeben…',
  statusScoring: 'Runde {round}: die Punkte werden gezählt…',
  statusFinalRound:
    '{name} hat keine verdeckte Karte mehr: Alle anderen haben noch einen letzten Zug!',
  statusFinalTurns: {
    one: 'Letzte Runde: noch {count} Zug.',
    other: 'Letzte Runde: noch {count} Züge.',
  },
  statusRoundOver: 'Runde {round} ist vorbei.',
  statusGameOver: 'Das Spiel ist vorbei.',
  statusReplay: 'Wiederholung: Aktion {step} von {total}, Runde {round}.',
  'replay.dealt':
    'Runde {round} ist gegeben: je zwölf Karten, und der Ablagestapel beginnt mit {card}.',
  'replay.reveal': '{name} deckt Spalte {column}, Reihe {row} auf: {card}.',
  'replay.take':
    '{name} nimmt die {card} vom Ablagestapel und legt sie in Spalte {column}, Reihe {row}; die {replaced} von dort kommt auf den Ablagestapel.',
  'replay.swap':
    '{name} zieht eine Karte ({card}) und legt sie in Spalte {column}, Reihe {row}; die {replaced} von dort kommt auf den Ablagestapel.',
  'replay.discardTurn':
    '{name} zieht eine Karte ({card}), legt sie ab und deckt Spalte {column}, Reihe {row} auf: {revealed}.',
  'replay.column': 'Drei gleiche Karten ({value}) in einer Spalte: {name} räumt sie ab.',
  'replay.reshuffled': 'Der Ablagestapel wird zum neuen Nachziehstapel gemischt.',
  'replay.roundOver': 'Runde {round} ist vorbei: Alle Karten werden aufgedeckt und gezählt.',
  'replay.row': 'Gleiche Karten ({value}) in einer Reihe: {name} räumt sie ab.',
  roundTitle: 'Runde {round}',
  roundOverTitle: 'Runde {round} ist vorbei',
  player: 'Spieler',
  total: 'Summe',
  roundEnder: '{name} hat die Runde beendet.',
  roundEnderYou: 'Du hast die Runde beendet.',
  doubled:
    '{name} beendete mit {score}, aber {other} hatte weniger ({otherScore}): Wer beendet, muss allein am niedrigsten sein, also bekommt {name} {doubledScore}.',
  notDoubledLowest: '{name} beendete mit {score}, weniger als alle anderen: keine Verdopplung.',
  notDoubledNotPositive: '{name} beendete mit {score}: Null oder weniger wird nie verdoppelt.',
  doubledTie:
    '{name} beendete mit {score}, und {other} hatte genauso viel: Wer beendet, muss allein am niedrigsten sein, also bekommt {name} {doubledScore}.',
  doubledYou:
    'Du hast mit {score} beendet, aber {other} hatte weniger ({otherScore}): Wer beendet, muss allein am niedrigsten sein, also bekommst du {doubledScore}.',
  doubledTieYou:
    'Du hast mit {score} beendet, und {other} hatte genauso viel: Wer beendet, muss allein am niedrigsten sein, also bekommst du {doubledScore}.',
  doubledByYou:
    '{name} beendete mit {score}, aber du hattest weniger ({otherScore}): Wer beendet, muss allein am niedrigsten sein, also bekommt {name} {doubledScore}.',
  doubledTieByYou:
    '{name} beendete mit {score}, und du hattest genauso viel: Wer beendet, muss allein am niedrigsten sein, also bekommt {name} {doubledScore}.',
  notDoubledLowestYou: 'Du hast mit {score} beendet, weniger als alle anderen: keine Verdopplung.',
  notPenalisedLowest: '{name} beendete mit {score}, weniger als alle anderen: keine Strafe.',
  notPenalisedLowestYou: 'Du hast mit {score} beendet, weniger als alle anderen: keine Strafe.',
  notPenalisedNotPositive: '{name} beendete mit {score}: Null oder weniger wird nie bestraft.',
  notPenalisedNotPositiveYou: 'Du hast mit {score} beendet: Null oder weniger wird nie bestraft.',
  notDoubledNotPositiveYou: 'Du hast mit {score} beendet: Null oder weniger wird nie verdoppelt.',
  nextRound: 'Nächste Runde austeilen',
  gameOverTitle: 'Spielende',
  winnerOne: '{names} gewinnt mit {points}!',
  winnerShared: '{names} teilen sich den Sieg mit {points}!',
  points: { one: '{count} Punkt', other: '{count} Punkten' },
  'callout.rowClear': 'Reihe abgeräumt!',
  'callout.columnStreak': { one: '{count} Spalte in Folge!', other: '{count} Spalten in Folge!' },
  'callout.bigSwing': { one: '−{count} Punkt!', other: '−{count} Punkte!' },
  'callout.roundStreak': {
    one: '{count} Runde in Folge gewonnen!',
    other: '{count} Runden in Folge gewonnen!',
  },
  'callout.goingOut': '{name} geht raus!',
  'callout.youGoOut': 'Du gehst raus!',
  'callout.doubled': 'Verdoppelt!',
  'callout.penalty': 'Strafe {penalty}!',
  hint: 'Tipp',
  menu: 'Menü',
  skip: 'Überspringen',
  skipAnimation: 'Animation überspringen',
  exportGame: 'Exportieren',
  hintTitle: 'Vorgeschlagener Zug',
  hintThinking: 'Suche einen guten Zug …',
  hintClose: 'Andere Züge sind etwa gleich gut.',
  hintMore: 'Mehr',
  hintLess: 'Weniger',
  hintBestCost: '(am besten)',
  hintEqualCost: '(gleich gut, ± {interval})',
  hintCost: { one: '(+{count} Punkt, ± {interval})', other: '(+{count} Punkte, ± {interval})' },
  hintSearched: {
    one: '{count} Zug in {rollouts} simulierten Runden abgewogen ({seconds} s).',
    other: '{count} Züge in {rollouts} simulierten Runden abgewogen ({seconds} s).',
  },
  hintUnavailable: 'Gerade kein Tipp: Du bist nicht am Zug.',
  hintOpening: 'Kein Tipp zur Eröffnung: Jede verdeckte Karte ist so gut wie jede andere.',
  'reason.avoids-ending': {
    one: 'Damit geht die Runde weiter: Beendest du sie jetzt, hast du etwa {score} Punkt, und mit etwa {percent} % Wahrscheinlichkeit hat jemand höchstens so viele – dann bekämst du {penalised}.',
    other:
      'Damit geht die Runde weiter: Beendest du sie jetzt, hast du etwa {score} Punkte, und mit etwa {percent} % Wahrscheinlichkeit hat jemand höchstens so viele – dann bekämst du {penalised}.',
  },
  'reason.going-out-risks-doubling': {
    one: 'Damit endet die Runde mit etwa {score} Punkt für dich: Mit etwa {percent} % Wahrscheinlichkeit hat jemand höchstens so viele, und du bekommst {penalised}.',
    other:
      'Damit endet die Runde mit etwa {score} Punkten für dich: Mit etwa {percent} % Wahrscheinlichkeit hat jemand höchstens so viele, und du bekommst {penalised}.',
  },
  'reason.goes-out-lowest': {
    one: 'Damit beendest du die Runde und liegst sehr wahrscheinlich vorn: etwa {score} Punkt gegen {nextLowest}; eine Strafe droht mit etwa {percent} % Wahrscheinlichkeit.',
    other:
      'Damit beendest du die Runde und liegst sehr wahrscheinlich vorn: etwa {score} Punkte gegen {nextLowest}; eine Strafe droht mit etwa {percent} % Wahrscheinlichkeit.',
  },
  'reason.leaves-round-open': {
    one: 'Damit geht die Runde weiter, obwohl du jetzt sehr wahrscheinlich vorn lägst (etwa {score} Punkt gegen {nextLowest}): Die anderen bekommen mehr Züge, um aufzuholen.',
    other:
      'Damit geht die Runde weiter, obwohl du jetzt sehr wahrscheinlich vorn lägst (etwa {score} Punkte gegen {nextLowest}): Die anderen bekommen mehr Züge, um aufzuholen.',
  },
  'reason.completes-column':
    'Damit vervollständigst du eine Spalte aus drei {value}, die dein Raster verlässt.',
  'reason.misses-column':
    'Damit bleibt deine Spalte mit {value} unvollständig, obwohl diese {value} sie abräumen würde.',
  'reason.feeds-opponent-column':
    'Damit liegt die {value} auf dem Ablagestapel, mit der {name}, als Nächstes am Zug, eine Spalte abräumen könnte.',
  'reason.denies-opponent-column':
    'Damit kommt die {value} nicht auf den Ablagestapel: {name}, als Nächstes am Zug, könnte mit ihr eine Spalte abräumen.',
  'reason.builds-column': {
    one: 'Die Karte bildet ein Paar mit der {value} in ihrer Spalte: Eine dritte {value} räumt die Spalte ab, und {count} ist noch ungesehen.',
    other:
      'Die Karte bildet ein Paar mit der {value} in ihrer Spalte: Eine dritte {value} räumt die Spalte ab, und {count} sind noch ungesehen.',
  },
  'reason.keeps-pair': {
    one: 'Damit bleibt dein Paar {value} in einer Spalte erhalten: Eine dritte {value} räumt es ab, und {count} ist noch ungesehen.',
    other:
      'Damit bleibt dein Paar {value} in einer Spalte erhalten: Eine dritte {value} räumt es ab, und {count} sind noch ungesehen.',
  },
  'reason.clears-beside-pair': {
    one: 'Damit bleibt deine {card} neben deinem Paar {value}: Eine dritte {value} räumt alle drei ab, und {count} ist noch ungesehen.',
    other:
      'Damit bleibt deine {card} neben deinem Paar {value}: Eine dritte {value} räumt alle drei ab, und {count} sind noch ungesehen.',
  },
  'reason.covers-beside-pair':
    'Damit senkst du die {card} neben deinem Paar {value}, die eine dritte {value} ohnehin abräumen würde.',
  'reason.breaks-column': 'Damit zerstörst du dein Paar {value} in einer Spalte.',
  'reason.completes-column.row':
    'Damit vervollständigst du eine Reihe aus {length} {value}{where}, die dein Raster verlässt.',
  'reason.completes-column.column':
    'Damit vervollständigst du eine Spalte aus {length} {value}{where}, die dein Raster verlässt.',
  'reason.misses-column.row':
    'Damit bleibt deine Reihe mit {value}{where} unvollständig, obwohl diese {value} sie abräumen würde.',
  'reason.misses-column.column':
    'Damit bleibt deine Spalte mit {value}{where} unvollständig, obwohl diese {value} sie abräumen würde.',
  'reason.feeds-opponent-column.row':
    'Damit liegt die {value} auf dem Ablagestapel, mit der {name}, als Nächstes am Zug, eine Reihe{where} abräumen könnte.',
  'reason.feeds-opponent-column.column':
    'Damit liegt die {value} auf dem Ablagestapel, mit der {name}, als Nächstes am Zug, eine Spalte{where} abräumen könnte.',
  'reason.denies-opponent-column.row':
    'Damit kommt die {value} nicht auf den Ablagestapel: {name}, als Nächstes am Zug, könnte mit ihr eine Reihe{where} abräumen.',
  'reason.denies-opponent-column.column':
    'Damit kommt die {value} nicht auf den Ablagestapel: {name}, als Nächstes am Zug, könnte mit ihr eine Spalte{where} abräumen.',
  'reason.builds-column.row': {
    one: 'Die Karte passt zur {value} in ihrer Reihe aus {cards}{where}: Die Reihe wird abgeräumt, sobald jede Karte darin eine {value} ist, und {count} ist noch ungesehen.',
    other:
      'Die Karte passt zur {value} in ihrer Reihe aus {cards}{where}: Die Reihe wird abgeräumt, sobald jede Karte darin eine {value} ist, und {count} sind noch ungesehen.',
  },
  'reason.builds-column.column': {
    one: 'Die Karte passt zur {value} in ihrer Spalte aus {cards}{where}: Die Spalte wird abgeräumt, sobald jede Karte darin eine {value} ist, und {count} ist noch ungesehen.',
    other:
      'Die Karte passt zur {value} in ihrer Spalte aus {cards}{where}: Die Spalte wird abgeräumt, sobald jede Karte darin eine {value} ist, und {count} sind noch ungesehen.',
  },
  'reason.keeps-pair.row': {
    one: 'Damit bleiben deine {value} in einer Reihe aus {cards}{where} beisammen: Eine weitere {value} räumt sie ab, und {count} ist noch ungesehen.',
    other:
      'Damit bleiben deine {value} in einer Reihe aus {cards}{where} beisammen: Eine weitere {value} räumt sie ab, und {count} sind noch ungesehen.',
  },
  'reason.keeps-pair.column': {
    one: 'Damit bleiben deine {value} in einer Spalte aus {cards}{where} beisammen: Eine weitere {value} räumt sie ab, und {count} ist noch ungesehen.',
    other:
      'Damit bleiben deine {value} in einer Spalte aus {cards}{where} beisammen: Eine weitere {value} räumt sie ab, und {count} sind noch ungesehen.',
  },
  'reason.clears-beside-pair.row': {
    one: 'Damit bleibt deine {card} neben deinen {value} in einer Reihe aus {cards}{where}: Eine weitere {value} räumt sie alle ab, und {count} ist noch ungesehen.',
    other:
      'Damit bleibt deine {card} neben deinen {value} in einer Reihe aus {cards}{where}: Eine weitere {value} räumt sie alle ab, und {count} sind noch ungesehen.',
  },
  'reason.clears-beside-pair.column': {
    one: 'Damit bleibt deine {card} neben deinen {value} in einer Spalte aus {cards}{where}: Eine weitere {value} räumt sie alle ab, und {count} ist noch ungesehen.',
    other:
      'Damit bleibt deine {card} neben deinen {value} in einer Spalte aus {cards}{where}: Eine weitere {value} räumt sie alle ab, und {count} sind noch ungesehen.',
  },
  'reason.covers-beside-pair.row':
    'Damit senkst du die {card} neben deinen {value} in einer Reihe aus {cards}{where}, die eine weitere {value} ohnehin abräumen würde.',
  'reason.covers-beside-pair.column':
    'Damit senkst du die {card} neben deinen {value} in einer Spalte aus {cards}{where}, die eine weitere {value} ohnehin abräumen würde.',
  'reason.breaks-column.row':
    'Damit trennst du deine gleichen {value} in einer Reihe aus {cards}{where}.',
  'reason.breaks-column.column':
    'Damit trennst du deine gleichen {value} in einer Spalte aus {cards}{where}.',
  'reason.length-2': 'zwei',
  'reason.length-3': 'drei',
  'reason.length-4': 'vier',
  'reason.length-5': 'fünf',
  'reason.length-6': 'sechs',
  'reason.cards-2': 'zwei Karten',
  'reason.cards-3': 'drei Karten',
  'reason.cards-4': 'vier Karten',
  'reason.cards-5': 'fünf Karten',
  'reason.cards-6': 'sechs Karten',
  'reason.in-grid-1': ' im ersten Raster',
  'reason.in-grid-2': ' im zweiten Raster',

  'reason.keeps-face-down': {
    one: 'Damit bleibt deine verdeckte Karte liegen (im Schnitt {expected} wert): Eine spätere niedrige Karte kann sie noch ungesehen ersetzen.',
    other:
      'Damit bleiben deine {count} verdeckten Karten liegen (im Schnitt je {expected} wert): Spätere niedrige Karten können sie noch ungesehen ersetzen.',
  },
  'reason.turns-unseen-card':
    'Damit deckst du eine verdeckte Karte auf, statt eine ungesehen zuzudecken: Du erfährst ihren Wert (im Schnitt {expected}), und eine hohe Karte lässt sich später noch ersetzen.',
  'reason.covers-unseen-card':
    'Damit deckst du eine verdeckte Karte ungesehen zu: Mit {percent} % Wahrscheinlichkeit ist sie niedriger als die {placed}.',
  'reason.replaces-card': {
    one: 'Damit ersetzt du deine offene {from} durch die {to}: {count} Punkt weniger.',
    other: 'Damit ersetzt du deine offene {from} durch die {to}: {count} Punkte weniger.',
  },
  'reason.raises-card': {
    one: 'Damit ersetzt du deine offene {from} durch die {to}: {count} Punkt mehr.',
    other: 'Damit ersetzt du deine offene {from} durch die {to}: {count} Punkte mehr.',
  },
  'reason.gains-more-now.highest': {
    one: 'Damit nimmst du deine höchste Karte heraus, die {from}: {count} Punkt weniger in deinem Raster, {ahead} mehr als {rival}.',
    other:
      'Damit nimmst du deine höchste Karte heraus, die {from}: {count} Punkte weniger in deinem Raster, {ahead} mehr als {rival}.',
  },
  'reason.gains-more-now.face-up': {
    one: 'Damit nimmst du deine {from} heraus: {count} Punkt weniger in deinem Raster, {ahead} mehr als {rival}.',
    other:
      'Damit nimmst du deine {from} heraus: {count} Punkte weniger in deinem Raster, {ahead} mehr als {rival}.',
  },
  'reason.gains-more-now.face-down': {
    one: 'Die {placed} liegt unter den {expected}, die eine verdeckte Karte im Schnitt wert ist: etwa {count} Punkt weniger in deinem Raster, {ahead} mehr als {rival}.',
    other:
      'Die {placed} liegt unter den {expected}, die eine verdeckte Karte im Schnitt wert ist: etwa {count} Punkte weniger in deinem Raster, {ahead} mehr als {rival}.',
  },
  'reason.gains-more-now.least': {
    one: 'Die {placed} erhöht dein Raster hier am wenigsten: {count} Punkt weniger als {rival}.',
    other: 'Die {placed} erhöht dein Raster hier am wenigsten: {count} Punkte weniger als {rival}.',
  },
  'reason.gains-more-now.discard': {
    one: 'Legst du die {card} ab, bleibt dein Raster, wie es ist: {count} Punkt besser als {rival}.',
    other:
      'Legst du die {card} ab, bleibt dein Raster, wie es ist: {count} Punkte besser als {rival}.',
  },
  'reason.rival.draw': 'wenn du vom Stapel ziehst',
  'reason.rival.face-up': 'wenn du sie auf deine {rivalFrom} legst',
  'reason.rival.face-down': 'wenn du sie auf eine verdeckte Karte legst',
  'reason.rival.turn': 'wenn du sie ablegst und eine Karte aufdeckst',
  'reason.keeps-grid':
    'Damit legst du die {value} auf deine offene {value}: Dein Raster bleibt, wie es ist; du setzt nur diesen Zug aus.',
  'reason.replaces-face-down':
    'Damit legst du die {placed} auf eine verdeckte Karte, die im Schnitt {expected} wert ist.',
  'reason.reveals-card':
    'Damit deckst du eine verdeckte Karte auf, die im Schnitt {expected} wert ist.',
  'reason.nowhere-to-keep':
    'Die {card} würde dein Raster überall erhöhen: Keine offene Karte ist höher, und eine verdeckte ist im Schnitt {expected} wert.',
  'reason.unseen-of-value': {
    one: '{count} Karte mit dem Wert {value} ist noch ungesehen.',
    other: '{count} Karten mit dem Wert {value} sind noch ungesehen.',
  },
  'reason.draw-at-most-chance':
    'Die nächste Karte ist mit {percent} % Wahrscheinlichkeit {atMost} oder niedriger – niedrig genug zum Behalten.',
  'reason.pays-off-later': {
    one: 'Das zahlt sich in den restlichen Zügen aus: In den simulierten Runden liegt dieser Zug {count} Punkt vorn.',
    other:
      'Das zahlt sich in den restlichen Zügen aus: In den simulierten Runden liegt dieser Zug {count} Punkte vorn.',
  },
  'reason.costs-later': {
    one: 'Das rächt sich in den restlichen Zügen: In den simulierten Runden liegt dieser Zug {count} Punkt zurück.',
    other:
      'Das rächt sich in den restlichen Zügen: In den simulierten Runden liegt dieser Zug {count} Punkte zurück.',
  },
  'reason.final-turn':
    'Das ist dein letzter Zug der Runde: Verdeckte Karten zählen mit ihrem Durchschnitt.',
  'move.draw': 'Ziehe eine Karte vom Nachziehstapel.',
  'move.take-discard':
    'Nimm die {card} vom Ablagestapel und lege sie in Spalte {column}, Reihe {row}.',
  'move.draw-swap': 'Lege die gezogene Karte in Spalte {column}, Reihe {row}.',
  'move.draw-discard': 'Wirf die gezogene Karte ab und decke Spalte {column}, Reihe {row} auf.',
  'move.reveal': 'Decke Spalte {column}, Reihe {row} auf.',
  'move.take-discard-in-grid':
    'Nimm die {card} vom Ablagestapel und lege sie in Raster {grid}, Spalte {column}, Reihe {row}.',
  'move.draw-swap-in-grid':
    'Lege die gezogene Karte in Raster {grid}, Spalte {column}, Reihe {row}.',
  'move.draw-discard-in-grid':
    'Wirf die gezogene Karte ab und decke Raster {grid}, Spalte {column}, Reihe {row} auf.',
  'move.reveal-in-grid': 'Decke Raster {grid}, Spalte {column}, Reihe {row} auf.',
  'move.keeps-grid': '(Dein Raster bleibt, wie es ist.)',
  'review.label.best': 'bester Zug',
  'review.label.good': 'gut',
  'review.label.inaccuracy': 'Ungenauigkeit',
  'review.label.mistake': 'Fehler',
  'review.label.blunder': 'grober Fehler',
  'fact.unseen-mean': {
    one: '{count} ungesehene Karte ist im Schnitt {mean} wert.',
    other: '{count} ungesehene Karten sind im Schnitt {mean} wert.',
  },
  'fact.unseen-at-least': {
    one: '{count} Karte mit {value} oder mehr ist noch ungesehen.',
    other: '{count} Karten mit {value} oder mehr sind noch ungesehen.',
  },
  'fact.draw-pile-known': {
    one: 'Der Nachziehstapel wurde neu gemischt: seine {count} Karte ist bekannt.',
    other: 'Der Nachziehstapel wurde neu gemischt: seine {count} Karten sind bekannt.',
  },
  reviewGame: 'Partie analysieren',
  reviewRound: 'Runde {round} analysieren',
  reviewTitle: 'Partieanalyse',
  reviewScopeGame: '{name}, die ganze Partie',
  reviewScopeRound: '{name}, Runde {round}',
  reviewSeat: 'Wessen Entscheidungen',
  reviewStart: 'Analysieren',
  reviewCancel: 'Analyse abbrechen',
  reviewCancelled: {
    one: 'Analyse nach {done} von {count} Entscheidung abgebrochen.',
    other: 'Analyse nach {done} von {count} Entscheidungen abgebrochen.',
  },
  reviewFailed: 'Diese Partie lässt sich nicht analysieren: {message}',
  reviewProgress: 'Der Experte wägt Entscheidung {done} von {total} ab …',
  reviewIntro:
    'Der Experte wägt jede Entscheidung gegen den besten Zug ab, nur mit dem, was in diesem Moment bekannt war. Kosten in Punkten pro Runde, plus oder minus dem, wessen sich die Suche nicht sicher sein kann.',
  reviewAccuracy: 'Genauigkeit {percent} %',
  reviewAccuracyHelp:
    'Der Anteil der Entscheidungen, die der Experte als besten Zug oder gut bewertet.',
  reviewCostliest: 'Die teuersten Momente',
  reviewNoCostly: 'Keine Entscheidung hat Punkte gekostet: jede war so gut wie die beste.',
  reviewShowOnTable: 'Am Tisch zeigen',
  reviewAccuracyCaption: 'Genauigkeit',
  reviewLostCaption: { one: 'Punkt pro Runde verloren', other: 'Punkte pro Runde verloren' },
  reviewStory: 'Entscheidung für Entscheidung',
  reviewStoryHelp:
    'Ein Zeichen je Entscheidung; je höher sein Balken, desto mehr hat sie gekostet. Wähle eines, um es am Tisch zu sehen.',
  reviewRoundName: 'Runde {round}',
  reviewRoundCost: { one: '{count} Punkt verloren', other: '{count} Punkte verloren' },
  reviewMarkName: 'Runde {round}, {when}, {kind}: {label}',
  reviewLegend: 'Bewertungen',
  reviewDecisionCount: { one: 'Entscheidung abgewogen', other: 'Entscheidungen abgewogen' },
  reviewLostByRound: 'Verlorene Punkte je Runde',
  reviewPileDraw: 'Nachziehstapel',
  reviewPileDiscard: 'Ablagestapel',
  reviewPileDrawn: 'Gezogen',
  reviewDecisions: 'Alle Entscheidungen',
  reviewColRound: 'Runde',
  reviewColTurn: 'Zug',
  reviewColPlayed: 'Gespielt',
  reviewColBest: 'Bester Zug',
  reviewColCost: 'Kosten',
  reviewColLabel: 'Bewertung',
  reviewSetupTurn: 'Aufdecken',
  reviewTurn: 'Zug {turn}',
  reviewMomentTitle: 'Runde {round}, {when}: {label}',
  reviewCost: {
    one: '{count} Punkt, plus oder minus {interval}',
    other: '{count} Punkte, plus oder minus {interval}',
  },
  reviewPlayedMove: 'Gespielt: {move}',
  reviewBestMove: 'Am besten: {move}',
  reviewShowPlayed: 'Der gespielte Zug',
  reviewShowBest: 'Der beste Zug',
  reviewBack: 'Zurück zur Analyse',
  'review.kind.setup': 'welche Karte zu Beginn aufgedeckt wird',
  'review.kind.pile': 'welcher Stapel',
  'review.kind.drawn': 'die gezogene Karte',
  resumeGame: 'Weiterspielen',
  watchReplay: 'Als Wiederholung ansehen',
  importError: 'Dieses Protokoll ist nicht lesbar: {message}',
  importErrorRound: 'Dieses Protokoll ist in Runde {round} nicht lesbar: {message}',
  importErrorMove: 'Dieses Protokoll ist bei Runde {round}, Zug {move} nicht lesbar: {message}',
  importBadPosition:
    'ein Zug nennt einen Kartenplatz, den das Raster nicht hat (seine Plätze gehen von 0 bis {last})',
  replayTitle: 'Wiederholung',
  stepBack: 'Schritt zurück',
  stepForward: 'Schritt vor',
  play: 'Abspielen',
  pause: 'Pause',
  replayRoundStart: 'Zum Geben dieser Runde (oder der davor)',
  replayNextRound: 'Zum Geben der nächsten Runde',
  replayRound: 'Runde {round} von {rounds}',
  leaveReplay: 'Wiederholung verlassen',
  damagedSave:
    'Das gespeicherte Spiel war nicht lesbar; es wurde beiseitegelegt, und du kannst neu beginnen. Deine Einstellungen bleiben erhalten.',
  illegalMove: 'Das geht gerade nicht.',
  computerMoveReplaced:
    '{name} konnte den gewählten Zug nicht machen und hat stattdessen einen anderen erlaubten Zug gespielt.',
  gameStuck:
    'Dieses Spiel kann nicht weitergehen: Für {name} ist kein Zug erlaubt. Exportiere das Protokoll (es zeigt den Fehler) und beginne ein neues Spiel.',
  damagedSaveKept:
    'Das gespeicherte Spiel konnte nicht gelesen werden. Im Speicher des Browsers ist kein Platz, um es beiseitezulegen; es bleibt daher unverändert, bis du ein neues Spiel beginnst. Deine Einstellungen bleiben erhalten.',
  importTooLarge: 'Dieses Protokoll ist zu groß: {size} KB; erlaubt sind höchstens {max} KB.',
  importNotSaved:
    'Dieses Spiel kann in diesem Browser nicht gespeichert werden: Sein Speicher ist voll. Es wurde nicht fortgesetzt, dein gespeichertes Spiel bleibt erhalten. Ansehen kannst du es trotzdem.',
  saveFailed:
    'Dieses Spiel kann in diesem Browser nicht mehr gespeichert werden: Sein Speicher ist voll. Verlässt du die Seite, gehen die Züge seit dem letzten Speichern verloren.',
  credits: 'Mitwirkende',
  creditsFont: 'Schrift: Rubik von The Rubik Project Authors, unter der SIL Open Font License 1.1.',
  creditsIcons:
    'Platz-Embleme, Avatare und Reaktionen von game-icons.net, unter Creative Commons Namensnennung 3.0: von Delapouite „person“, „bear head“, „rabbit head“, „penguin“, „duck“, „unicorn“, „hummingbird“, „whale tail“, „thumb up“, „shaking hands“, „star struck“, „party popper“; von Lorc „vintage robot“, „fox head“, „frog“, „wolf head“, „cat“, „turtle“, „octopus“, „surprised“, „hourglass“, „imp laugh“, „ringing bell“; von Caro Asercion „barn owl“.',
  keysHelp:
    'Tasten: D ziehen · T vom Ablagestapel nehmen · X gezogene Karte abwerfen · {pick} · Enter bestätigen · H Tipp · Leertaste überspringen · Esc abbrechen',
  'keysPick.card': 'Pfeile oder 1–9, 0, -, = Karte wählen',
  'keysPick.column':
    'Pfeile Karte wählen · {keys} zu einer Spalte springen (noch einmal: die nächste Karte darunter)',
  'keysPick.columnDual':
    'Pfeile Karte wählen · {first} zu einer Spalte des ersten Rasters springen, {second} des zweiten (noch einmal: die nächste Karte darunter)',
  solverFallback:
    'Die Computerspieler hatten einen Schluckauf: Sie spielen weiter, vielleicht etwas langsamer. Dein Spiel ist sicher.',
  solverFallbackHint:
    'Der Tipp hatte einen Schluckauf: Er rechnet weiter, vielleicht etwas langsamer. Dein Spiel ist sicher.',
  tutorialOffer: 'Neu bei SKYJO? Lerne es in einer geführten Runde.',
  tutorialStart: 'Geführte Runde spielen',
  tutorialDecline: 'Nein, danke',
  statistics: 'Statistik',
  cancel: 'Abbrechen',
  scoreChart: 'Summen nach jeder Runde',
  newGameConfirm:
    'Ein Spiel läuft noch. Stattdessen ein neues beginnen? Das laufende Spiel geht dabei verloren.',
  newGameConfirmYes: 'Neues Spiel beginnen',
  showScores: 'Punktestand',
  viewTable: 'Tisch ansehen',
  playAgain: 'Noch einmal',
  youWinTitle: 'Gewonnen!',
  winnerTitle: '{name} gewinnt!',
  sharedWinTitle: '{names} teilen sich den Sieg!',
  youWin: 'Du beendest das Spiel mit {points}, der niedrigsten Summe am Tisch.',
  placeYou: 'Du landest auf dem {place} Platz von {count}, mit {points}.',
  placeSeat: '{name} landet auf dem {place} Platz von {count}, mit {points}.',
  bestRoundYou: 'Deine beste Runde war Runde {round}, mit {points}.',
  bestRoundSeat: 'Die beste Runde von {name} war Runde {round}, mit {points}.',
  placeColumn: 'Platz',
  placeOf: 'von {count}',
  bestRoundLabel: 'Deine beste Runde',
  allRounds: 'Alle Runden',
  closeHint: 'Tipp schließen',
  ...onlineDe,
  ...reactionsDe,
  ...seatHoldDe,
  ...publicTablesDe,
  ...menusDe,
  ...houseRulesDe,
};
