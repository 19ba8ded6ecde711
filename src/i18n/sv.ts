import type { Message } from './catalog';
import { DEFAULT_NAMES } from './default-names';
import type { en } from './en';
import { houseRulesSv } from './house-rules/sv';
import { menusSv } from './menus/sv';
import { onlineSv } from './online/sv';
import { reactionsSv } from './reactions/sv';
import { seatHoldSv } from './online/seat-hold-sv';
import { publicTablesSv } from './public-tables/sv';

/** Swedish. */
export const sv: Record<keyof typeof en, Message> = {
  title: 'SKYJO',
  tagline: 'Håll poängen låga, rensa dina kolumner, avsluta rundan bäst.',
  newGame: 'Nytt spel',
  continueGame: 'Fortsätt det sparade spelet',
  rules: 'Regler',
  settings: 'Inställningar',
  importGame: 'Importera ett spel',
  back: 'Tillbaka',
  close: 'Stäng',
  seats: 'Platser',
  seatCount: { one: '{count} plats', other: '{count} platser' },
  addSeat: 'Lägg till en plats',
  removeSeat: 'Ta bort plats {n}',
  seatName: 'Namn på plats {n}',
  person: 'Människa',
  'level.easy': 'Dator: lätt',
  'level.medium': 'Dator: medel',
  'level.hard': 'Dator: svår',
  'level.expert': 'Dator: expert',
  defaultPersonName: DEFAULT_NAMES.sv.person,
  defaultComputerName: DEFAULT_NAMES.sv.computer,
  youName: DEFAULT_NAMES.sv.you,
  targetScore: 'Spelet slutar när en summa når',
  doubleOnlyPositive: 'Dubbla avslutarens poäng bara när de är över noll',
  nextRoundStarter: 'Vem börjar nästa runda',
  'starter.ender': 'Den som avslutade förra rundan',
  'starter.round-winner': 'Den med lägst poäng förra rundan',
  'starter.highest-reveal': 'De två högsta uppvända korten, varje runda',
  tie: 'Lika om segern',
  'tie.shared': 'delas',
  'tie.extra-round': 'avgörs med fler rundor',
  startGame: 'Dela ut korten',
  sound: 'Ljudeffekter',
  music: 'Musik',
  volume: 'Volym',
  language: 'Språk',
  reducedMotion: 'Mindre rörelse',
  animationSpeed: 'Animationshastighet',
  'speed.slow': 'Långsam',
  'speed.normal': 'Normal',
  'speed.fast': 'Snabb',
  cardPalette: 'Kortfärger',
  'palette.classic': 'Klassiska',
  'palette.colour-blind': 'Färgblindsäkra',
  highContrast: 'Hög kontrast',
  textSize: 'Textstorlek',
  'textSize.normal': 'Normal',
  'textSize.large': 'Stor',
  'textSize.larger': 'Större',
  drawPile: 'Draghög, {count} kort',
  discardPile: 'Slänghög: {card}',
  drawnCard: 'Draget kort: {card}',
  faceDown: 'nedvänt',
  yourCard: 'Ditt kort, kolumn {column}, rad {row}, {face}',
  seatCard: '{name}s kort, kolumn {column}, rad {row}, {face}',
  yourGridCard: 'Ditt kort, rutnät {grid}, kolumn {column}, rad {row}, {face}',
  seatGridCard: '{name}s kort, rutnät {grid}, kolumn {column}, rad {row}, {face}',
  seatLabel: '{name}: {total}',
  seatSummary: {
    one: '{name}, summa {total}. Uppvända: {cards}. {count} kort nedvänt.',
    other: '{name}, summa {total}. Uppvända: {cards}. {count} kort nedvända.',
  },
  statusSetup: {
    one: '{name}: vänd upp ett kort till.',
    other: '{name}: vänd upp {count} kort.',
  },
  statusTurn: '{name}, din tur: dra ett kort{keyDraw} eller ta {card} från slänghögen{keyTake}.',
  statusDrawn: '{name}: lägg {card} i ditt rutnät, eller släng det{keyDiscard} och vänd ett kort.',
  statusTake: '{name}: välj kortet som byts mot {card}.',
  statusDiscard: '{name}: välj ett nedvänt kort att vända.',
  statusSetupYou: { one: 'Vänd upp ett kort till.', other: 'Vänd upp {count} kort.' },
  statusTurnYou: 'Din tur: dra ett kort{keyDraw} eller ta {card} från slänghögen{keyTake}.',
  statusDrawnYou: 'Lägg {card} i ditt rutnät, eller släng det{keyDiscard} och vänd ett kort.',
  statusDrawnKeep: '{name}: lägg {card} i ditt rutnät.',
  statusDrawnKeepYou: 'Lägg {card} i ditt rutnät.',
  statusDrawnDiscard: '{name}: släng {card}{keyDiscard} och vänd ett kort.',
  statusDrawnDiscardYou: 'Släng {card}{keyDiscard} och vänd ett kort.',
  statusTurnDraw: '{name}, din tur: dra ett kort{keyDraw}.',
  statusTurnDrawYou: 'Din tur: dra ett kort{keyDraw}.',
  statusTurnTake: '{name}, din tur: ta {card} från slänghögen{keyTake}.',
  statusTurnTakeYou: 'Din tur: ta {card} från slänghögen{keyTake}.',
  statusTakeYou: 'Välj kortet som byts mot {card}.',
  statusDiscardYou: 'Välj ett nedvänt kort att vända.',
  statusFinalRoundYou: 'Du har inga nedvända kort kvar: alla andra får ett sista drag!',
  statusComputer: '{name} spelar.',
  statusAway: {
    one: '{name} är borta: spelet väntar, om {count} sekund tar en dator över.',
    other: '{name} är borta: spelet väntar, om {count} sekunder tar en dator över.',
  },
  statusStandIn: 'En dator spelar för {name}.',
  seatAwayStandIn: '{name} är borta; en dator spelar för {name}.',
  statusYouPlaying: 'Ditt drag spelas.',
  statusDealing: 'Runda {round} delas ut…',
  statusScoring: 'Runda {round}: poängen räknas…',
  statusFinalRound: '{name} har inga nedvända kort kvar: alla andra får ett sista drag!',
  statusFinalTurns: {
    one: 'Sista varvet: {count} drag kvar.',
    other: 'Sista varvet: {count} drag kvar.',
  },
  statusRoundOver: 'Runda {round} är slut.',
  statusGameOver: 'Spelet är slut.',
  statusReplay: 'Repris: drag {step} av {total}, runda {round}.',
  'replay.dealt': 'Runda {round} är given: tolv kort var, och slänghögen börjar med {card}.',
  'replay.reveal': '{name} vände upp kolumn {column}, rad {row}: {card}.',
  'replay.take':
    '{name} tog kortet {card} från slänghögen och lade det i kolumn {column}, rad {row}; kortet {replaced} där hamnade på slänghögen.',
  'replay.swap':
    '{name} drog ett kort ({card}) och lade det i kolumn {column}, rad {row}; kortet {replaced} där hamnade på slänghögen.',
  'replay.discardTurn':
    '{name} drog ett kort ({card}), slängde det och vände upp kolumn {column}, rad {row}: {revealed}.',
  'replay.column': 'Tre lika kort ({value}) i en kolumn: {name} rensar bort den.',
  'replay.reshuffled': 'Slänghögen blandas till en ny draghög.',
  'replay.roundOver': 'Runda {round} är slut: alla kort vänds upp och räknas.',
  'replay.row': 'Lika kort ({value}) i en rad: {name} rensar bort den.',
  roundTitle: 'Runda {round}',
  roundOverTitle: 'Runda {round} är slut',
  player: 'Spelare',
  total: 'Summa',
  roundEnder: '{name} avslutade rundan.',
  roundEnderYou: 'Du avslutade rundan.',
  doubled:
    '{name} avslutade med {score}, men {other} fick mindre ({otherScore}): den som avslutar måste vara ensam lägst, så {name} får {doubledScore}.',
  notDoubledLowest: '{name} avslutade med {score}, lägre än alla andra: ingen dubblering.',
  notDoubledNotPositive: '{name} avslutade med {score}: noll eller mindre dubblas aldrig.',
  doubledTie:
    '{name} avslutade med {score}, och {other} fick lika mycket: den som avslutar måste vara ensam lägst, så {name} får {doubledScore}.',
  doubledYou:
    'Du avslutade med {score}, men {other} fick mindre ({otherScore}): den som avslutar måste vara ensam lägst, så du får {doubledScore}.',
  doubledTieYou:
    'Du avslutade med {score}, och {other} fick lika mycket: den som avslutar måste vara ensam lägst, så du får {doubledScore}.',
  doubledByYou:
    '{name} avslutade med {score}, men du fick mindre ({otherScore}): den som avslutar måste vara ensam lägst, så {name} får {doubledScore}.',
  doubledTieByYou:
    '{name} avslutade med {score}, och du fick lika mycket: den som avslutar måste vara ensam lägst, så {name} får {doubledScore}.',
  notDoubledLowestYou: 'Du avslutade med {score}, lägre än alla andra: ingen dubblering.',
  notPenalisedLowest: '{name} avslutade med {score}, lägre än alla andra: inget straff.',
  notPenalisedLowestYou: 'Du avslutade med {score}, lägre än alla andra: inget straff.',
  notPenalisedNotPositive: '{name} avslutade med {score}: noll eller mindre får aldrig straff.',
  notPenalisedNotPositiveYou: 'Du avslutade med {score}: noll eller mindre får aldrig straff.',
  notDoubledNotPositiveYou: 'Du avslutade med {score}: noll eller mindre dubblas aldrig.',
  nextRound: 'Dela ut nästa runda',
  gameOverTitle: 'Spelet är slut',
  winnerOne: '{names} vinner med {points}!',
  winnerShared: '{names} delar segern med {points}!',
  points: { one: '{count} poäng', other: '{count} poäng' },
  'callout.rowClear': 'Rad rensad!',
  'callout.columnStreak': { one: '{count} kolumn i rad!', other: '{count} kolumner i rad!' },
  'callout.bigSwing': { one: '−{count} poäng!', other: '−{count} poäng!' },
  'callout.roundStreak': {
    one: '{count} vunnen runda i rad!',
    other: '{count} vunna rundor i rad!',
  },
  'callout.goingOut': '{name} går ut!',
  'callout.youGoOut': 'Du går ut!',
  'callout.doubled': 'Dubblat!',
  'callout.penalty': 'Straff {penalty}!',
  hint: 'Tips',
  menu: 'Meny',
  skip: 'Hoppa över',
  skipAnimation: 'Hoppa över animationen',
  exportGame: 'Exportera',
  hintTitle: 'Föreslaget drag',
  hintThinking: 'Letar efter ett bra drag …',
  hintClose: 'Andra drag är ungefär lika bra.',
  hintMore: 'Mer',
  hintLess: 'Mindre',
  hintBestCost: '(bäst)',
  hintEqualCost: '(lika bra, ± {interval})',
  hintCost: '(+{count} poäng, ± {interval})',
  hintSearched: {
    one: 'Vägde {count} drag i {rollouts} simulerade rundor på {seconds} s.',
    other: 'Vägde {count} drag i {rollouts} simulerade rundor på {seconds} s.',
  },
  hintUnavailable: 'Inget tips just nu: det är inte ditt drag.',
  hintOpening: 'Inget tips för öppningen: varje dolt kort är lika bra som ett annat.',
  'reason.avoids-ending':
    'Det håller rundan igång: avslutar du den nu får du ungefär {score} poäng, och med ungefär {percent} % chans har någon lika få – då får du {penalised}.',
  'reason.going-out-risks-doubling':
    'Det avslutar rundan med ungefär {score} poäng för dig: med ungefär {percent} % chans har någon lika få, och då får du {penalised}.',
  'reason.goes-out-lowest':
    'Det avslutar rundan medan du med stor sannolikhet ligger lägst: ungefär {score} poäng mot {nextLowest}; risken för straff är ungefär {percent} %.',
  'reason.leaves-round-open':
    'Det låter rundan fortsätta, fast du med stor sannolikhet skulle ligga lägst om du avslutade nu (ungefär {score} poäng mot {nextLowest}): de andra får fler drag att komma ikapp.',
  'reason.completes-column': 'Det fullbordar en kolumn med tre {value}, som lämnar ditt rutnät.',
  'reason.misses-column':
    'Det lämnar din kolumn med {value} ofullbordad, fast detta {value} skulle rensa den.',
  'reason.feeds-opponent-column':
    'Det lämnar {value} på slänghögen åt {name}, som spelar härnäst och skulle rensa en kolumn med det.',
  'reason.denies-opponent-column':
    'Det håller {value} borta från slänghögen: {name}, som spelar härnäst, skulle rensa en kolumn med det.',
  'reason.builds-column': {
    one: 'Det bildar ett par med {value} i sin kolumn: ett tredje {value} rensar kolumnen, och {count} är ännu osett.',
    other:
      'Det bildar ett par med {value} i sin kolumn: ett tredje {value} rensar kolumnen, och {count} är ännu osedda.',
  },
  'reason.keeps-pair': {
    one: 'Det behåller ditt par {value} i en kolumn: ett tredje {value} rensar det, och {count} är ännu osett.',
    other:
      'Det behåller ditt par {value} i en kolumn: ett tredje {value} rensar det, och {count} är ännu osedda.',
  },
  'reason.clears-beside-pair': {
    one: 'Det lämnar ditt {card} bredvid ditt par {value}: ett tredje {value} rensar alla tre, och {count} är ännu osett.',
    other:
      'Det lämnar ditt {card} bredvid ditt par {value}: ett tredje {value} rensar alla tre, och {count} är ännu osedda.',
  },
  'reason.covers-beside-pair':
    'Det sänker {card} bredvid ditt par {value}, som ett tredje {value} ändå skulle rensa.',
  'reason.breaks-column': 'Det bryter upp ditt par {value} i en kolumn.',
  'reason.completes-column.row':
    'Det fullbordar en rad med {length} {value}{where}, som lämnar ditt rutnät.',
  'reason.completes-column.column':
    'Det fullbordar en kolumn med {length} {value}{where}, som lämnar ditt rutnät.',
  'reason.misses-column.row':
    'Det lämnar din rad med {value}{where} ofullbordad, fast detta {value} skulle rensa den.',
  'reason.misses-column.column':
    'Det lämnar din kolumn med {value}{where} ofullbordad, fast detta {value} skulle rensa den.',
  'reason.feeds-opponent-column.row':
    'Det lämnar {value} på slänghögen åt {name}, som spelar härnäst och skulle rensa en rad{where} med det.',
  'reason.feeds-opponent-column.column':
    'Det lämnar {value} på slänghögen åt {name}, som spelar härnäst och skulle rensa en kolumn{where} med det.',
  'reason.denies-opponent-column.row':
    'Det håller {value} borta från slänghögen: {name}, som spelar härnäst, skulle rensa en rad{where} med det.',
  'reason.denies-opponent-column.column':
    'Det håller {value} borta från slänghögen: {name}, som spelar härnäst, skulle rensa en kolumn{where} med det.',
  'reason.builds-column.row': {
    one: 'Det matchar ett {value} i sin rad med {cards}{where}: raden rensas när varje kort i den är ett {value}, och {count} är ännu osett.',
    other:
      'Det matchar ett {value} i sin rad med {cards}{where}: raden rensas när varje kort i den är ett {value}, och {count} är ännu osedda.',
  },
  'reason.builds-column.column': {
    one: 'Det matchar ett {value} i sin kolumn med {cards}{where}: kolumnen rensas när varje kort i den är ett {value}, och {count} är ännu osett.',
    other:
      'Det matchar ett {value} i sin kolumn med {cards}{where}: kolumnen rensas när varje kort i den är ett {value}, och {count} är ännu osedda.',
  },
  'reason.keeps-pair.row': {
    one: 'Det håller ihop dina {value} i en rad med {cards}{where}: ett {value} till rensar den, och {count} är ännu osett.',
    other:
      'Det håller ihop dina {value} i en rad med {cards}{where}: ett {value} till rensar den, och {count} är ännu osedda.',
  },
  'reason.keeps-pair.column': {
    one: 'Det håller ihop dina {value} i en kolumn med {cards}{where}: ett {value} till rensar den, och {count} är ännu osett.',
    other:
      'Det håller ihop dina {value} i en kolumn med {cards}{where}: ett {value} till rensar den, och {count} är ännu osedda.',
  },
  'reason.clears-beside-pair.row': {
    one: 'Det lämnar ditt {card} bredvid dina {value} i en rad med {cards}{where}: ett {value} till rensar dem alla, och {count} är ännu osett.',
    other:
      'Det lämnar ditt {card} bredvid dina {value} i en rad med {cards}{where}: ett {value} till rensar dem alla, och {count} är ännu osedda.',
  },
  'reason.clears-beside-pair.column': {
    one: 'Det lämnar ditt {card} bredvid dina {value} i en kolumn med {cards}{where}: ett {value} till rensar dem alla, och {count} är ännu osett.',
    other:
      'Det lämnar ditt {card} bredvid dina {value} i en kolumn med {cards}{where}: ett {value} till rensar dem alla, och {count} är ännu osedda.',
  },
  'reason.covers-beside-pair.row':
    'Det sänker {card} bredvid dina {value} i en rad med {cards}{where}, som ett {value} till ändå skulle rensa.',
  'reason.covers-beside-pair.column':
    'Det sänker {card} bredvid dina {value} i en kolumn med {cards}{where}, som ett {value} till ändå skulle rensa.',
  'reason.breaks-column.row': 'Det bryter upp dina lika {value} i en rad med {cards}{where}.',
  'reason.breaks-column.column': 'Det bryter upp dina lika {value} i en kolumn med {cards}{where}.',
  'reason.length-2': 'två',
  'reason.length-3': 'tre',
  'reason.length-4': 'fyra',
  'reason.length-5': 'fem',
  'reason.length-6': 'sex',
  'reason.cards-2': 'två kort',
  'reason.cards-3': 'tre kort',
  'reason.cards-4': 'fyra kort',
  'reason.cards-5': 'fem kort',
  'reason.cards-6': 'sex kort',
  'reason.in-grid-1': ' i det första rutnätet',
  'reason.in-grid-2': ' i det andra rutnätet',

  'reason.keeps-face-down': {
    one: 'Det behåller ditt nedvända kort (värt {expected} i snitt): ett senare lågt kort kan fortfarande ersätta det osett.',
    other:
      'Det behåller dina {count} nedvända kort (värda {expected} vart i snitt): senare låga kort kan fortfarande ersätta dem osedda.',
  },
  'reason.turns-unseen-card':
    'Det vänder ett nedvänt kort i stället för att täcka ett osett: du får veta dess värde ({expected} i snitt), och ett högt kort kan fortfarande bytas ut senare.',
  'reason.covers-unseen-card':
    'Det täcker ett nedvänt kort osett: med {percent} % chans är det kortet lägre än {placed}.',
  'reason.replaces-card': {
    one: 'Det ersätter ditt uppvända {from} med {to}: {count} poäng mindre.',
    other: 'Det ersätter ditt uppvända {from} med {to}: {count} poäng mindre.',
  },
  'reason.raises-card': {
    one: 'Det ersätter ditt uppvända {from} med {to}: {count} poäng mer.',
    other: 'Det ersätter ditt uppvända {from} med {to}: {count} poäng mer.',
  },
  'reason.gains-more-now.highest': {
    one: 'Det tar bort ditt högsta kort, {from}: {count} poäng mindre i ditt rutnät nu, {ahead} mer än {rival}.',
    other:
      'Det tar bort ditt högsta kort, {from}: {count} poäng mindre i ditt rutnät nu, {ahead} mer än {rival}.',
  },
  'reason.gains-more-now.face-up': {
    one: 'Det tar bort ditt {from}: {count} poäng mindre i ditt rutnät nu, {ahead} mer än {rival}.',
    other:
      'Det tar bort ditt {from}: {count} poäng mindre i ditt rutnät nu, {ahead} mer än {rival}.',
  },
  'reason.gains-more-now.face-down': {
    one: '{placed} är lägre än de {expected} ett nedvänt kort är värt i snitt: ungefär {count} poäng mindre i ditt rutnät nu, {ahead} mer än {rival}.',
    other:
      '{placed} är lägre än de {expected} ett nedvänt kort är värt i snitt: ungefär {count} poäng mindre i ditt rutnät nu, {ahead} mer än {rival}.',
  },
  'reason.gains-more-now.least': {
    one: '{placed} höjer ditt rutnät minst här: {count} poäng mindre än {rival}.',
    other: '{placed} höjer ditt rutnät minst här: {count} poäng mindre än {rival}.',
  },
  'reason.gains-more-now.discard': {
    one: 'Att slänga {card} lämnar ditt rutnät som det är: {count} poäng bättre nu än {rival}.',
    other: 'Att slänga {card} lämnar ditt rutnät som det är: {count} poäng bättre nu än {rival}.',
  },
  'reason.rival.draw': 'att dra från högen',
  'reason.rival.face-up': 'att lägga det på ditt {rivalFrom}',
  'reason.rival.face-down': 'att lägga det på ett nedvänt kort',
  'reason.rival.turn': 'att slänga det och vända ett kort',
  'reason.keeps-grid':
    'Det lägger {value} på ditt uppvända {value}: rutnätet förblir som det är, så du står bara över draget.',
  'reason.replaces-face-down': 'Det lägger {placed} på ett nedvänt kort värt {expected} i snitt.',
  'reason.reveals-card': 'Det vänder ett nedvänt kort värt {expected} i snitt.',
  'reason.nowhere-to-keep':
    '{card} skulle höja ditt rutnät var det än hamnade: inget uppvänt kort är högre, och ett nedvänt kort är värt {expected} i snitt.',
  'reason.unseen-of-value': {
    one: '{count} kort med värdet {value} är ännu osett.',
    other: '{count} kort med värdet {value} är ännu osedda.',
  },
  'reason.draw-at-most-chance':
    'Nästa kort är {atMost} eller lägre, lågt nog att behålla, med {percent} % chans.',
  'reason.pays-off-later': {
    one: 'Det lönar sig under de drag som återstår: i de simulerade rundorna ligger det {count} poäng före.',
    other:
      'Det lönar sig under de drag som återstår: i de simulerade rundorna ligger det {count} poäng före.',
  },
  'reason.costs-later': {
    one: 'Det kostar under de drag som återstår: i de simulerade rundorna ligger det {count} poäng efter.',
    other:
      'Det kostar under de drag som återstår: i de simulerade rundorna ligger det {count} poäng efter.',
  },
  'reason.final-turn': 'Det här är ditt sista drag i rundan: nedvända kort räknas med sitt snitt.',
  'move.draw': 'Dra ett kort från draghögen.',
  'move.take-discard': 'Ta {card} från slänghögen och lägg det i kolumn {column}, rad {row}.',
  'move.draw-swap': 'Lägg det dragna kortet i kolumn {column}, rad {row}.',
  'move.draw-discard': 'Släng det dragna kortet och vänd kolumn {column}, rad {row}.',
  'move.reveal': 'Vänd upp kolumn {column}, rad {row}.',
  'move.take-discard-in-grid':
    'Ta {card} från slänghögen och lägg det i rutnät {grid}, kolumn {column}, rad {row}.',
  'move.draw-swap-in-grid': 'Lägg det dragna kortet i rutnät {grid}, kolumn {column}, rad {row}.',
  'move.draw-discard-in-grid':
    'Släng det dragna kortet och vänd rutnät {grid}, kolumn {column}, rad {row}.',
  'move.reveal-in-grid': 'Vänd upp rutnät {grid}, kolumn {column}, rad {row}.',
  'move.keeps-grid': '(Ditt rutnät förblir som det är.)',
  'review.label.best': 'bäst',
  'review.label.good': 'bra',
  'review.label.inaccuracy': 'onoggrannhet',
  'review.label.mistake': 'misstag',
  'review.label.blunder': 'grovt misstag',
  'fact.unseen-mean': {
    one: '{count} osett kort är värt {mean} i snitt.',
    other: '{count} osedda kort är värda {mean} i snitt.',
  },
  'fact.unseen-at-least': {
    one: '{count} kort på {value} eller mer är ännu osett.',
    other: '{count} kort på {value} eller mer är ännu osedda.',
  },
  'fact.draw-pile-known': {
    one: 'Dragbunten har blandats om: dess {count} kort är känt.',
    other: 'Dragbunten har blandats om: dess {count} kort är kända.',
  },
  reviewGame: 'Analysera partiet',
  reviewRound: 'Analysera omgång {round}',
  reviewTitle: 'Partianalys',
  reviewScopeGame: '{name}, hela partiet',
  reviewScopeRound: '{name}, omgång {round}',
  reviewSeat: 'Vems beslut',
  reviewStart: 'Analysera',
  reviewCancel: 'Avbryt analysen',
  reviewCancelled: 'Analysen avbröts efter {done} av {count} beslut.',
  reviewFailed: 'Det här partiet kan inte analyseras: {message}',
  reviewProgress: 'Experten väger beslut {done} av {total} …',
  reviewIntro:
    'Experten väger varje beslut mot det bästa draget, bara utifrån det som var känt just då. En kostnad är i poäng per omgång, plus minus det som sökningen inte kan vara säker på.',
  reviewAccuracy: 'Precision {percent} %',
  reviewAccuracyHelp: 'Andelen beslut som experten bedömer som bäst eller bra.',
  reviewCostliest: 'De dyraste ögonblicken',
  reviewNoCostly: 'Inget beslut kostade poäng: vart och ett var lika bra som det bästa.',
  reviewShowOnTable: 'Visa vid bordet',
  reviewAccuracyCaption: 'precision',
  reviewLostCaption: { one: 'poäng förlorad per omgång', other: 'poäng förlorade per omgång' },
  reviewStory: 'Beslut för beslut',
  reviewStoryHelp:
    'Ett märke för varje beslut; ju högre stapel, desto mer kostade det. Välj ett för att se det vid bordet.',
  reviewRoundName: 'Omgång {round}',
  reviewRoundCost: { one: '{count} poäng förlorad', other: '{count} poäng förlorade' },
  reviewMarkName: 'Omgång {round}, {when}, {kind}: {label}',
  reviewLegend: 'Bedömningar',
  reviewDecisionCount: { one: 'beslut vägt', other: 'beslut vägda' },
  reviewLostByRound: 'Förlorade poäng i varje omgång',
  reviewPileDraw: 'Draghög',
  reviewPileDiscard: 'Släng',
  reviewPileDrawn: 'Draget',
  reviewDecisions: 'Alla beslut',
  reviewColRound: 'Omgång',
  reviewColTurn: 'Drag',
  reviewColPlayed: 'Spelat',
  reviewColBest: 'Bäst',
  reviewColCost: 'Kostnad',
  reviewColLabel: 'Bedömning',
  reviewSetupTurn: 'start',
  reviewTurn: 'drag {turn}',
  reviewMomentTitle: 'Omgång {round}, {when}: {label}',
  reviewCost: '{count} poäng, plus minus {interval}',
  reviewPlayedMove: 'Spelat: {move}',
  reviewBestMove: 'Bäst: {move}',
  reviewShowPlayed: 'Det spelade draget',
  reviewShowBest: 'Det bästa draget',
  reviewBack: 'Tillbaka till analysen',
  'review.kind.setup': 'vilket kort som vänds i starten',
  'review.kind.pile': 'vilken hög',
  'review.kind.drawn': 'det dragna kortet',
  resumeGame: 'Fortsätt spela',
  watchReplay: 'Se reprisen',
  importError: 'Protokollet kan inte läsas: {message}',
  importErrorRound: 'Protokollet kan inte läsas i omgång {round}: {message}',
  importErrorMove: 'Protokollet kan inte läsas vid omgång {round}, drag {move}: {message}',
  importBadPosition:
    'ett drag anger en kortplats som rutnätet inte har (dess platser går från 0 till {last})',
  replayTitle: 'Repris',
  stepBack: 'Steg bakåt',
  stepForward: 'Steg framåt',
  play: 'Spela upp',
  pause: 'Pausa',
  replayRoundStart: 'Till rundans giv (eller rundan före)',
  replayNextRound: 'Till nästa rundas giv',
  replayRound: 'Runda {round} av {rounds}',
  leaveReplay: 'Lämna reprisen',
  damagedSave:
    'Det sparade spelet kunde inte läsas, så det lades undan och du kan börja om. Dina inställningar finns kvar.',
  illegalMove: 'Det går inte just nu.',
  computerMoveReplaced:
    '{name} kunde inte göra draget den valde och gjorde ett annat tillåtet drag i stället.',
  gameStuck:
    'Spelet kan inte fortsätta: inget drag är tillåtet för {name}. Exportera protokollet (det visar felet) och börja ett nytt spel.',
  damagedSaveKept:
    'Det sparade spelet kunde inte läsas. Webbläsarens lagring har inte plats att lägga det åt sidan, så det behålls som det är tills du börjar ett nytt spel. Dina inställningar behålls.',
  importTooLarge: 'Protokollet är för stort: {size} kB; ett protokoll får vara högst {max} kB.',
  importNotSaved:
    'Spelet kan inte sparas i den här webbläsaren: lagringen är full. Det återupptogs inte, och ditt sparade spel behålls. Du kan fortfarande titta på det.',
  saveFailed:
    'Spelet kan inte längre sparas i den här webbläsaren: lagringen är full. Om du lämnar sidan går dragen sedan senaste sparningen förlorade.',
  credits: 'Tack till',
  creditsFont: 'Typsnitt: Rubik av The Rubik Project Authors, under SIL Open Font License 1.1.',
  creditsIcons:
    'Platsemblem, avatarer och reaktioner från game-icons.net, under Creative Commons Erkännande 3.0: av Delapouite ”person”, ”bear head”, ”rabbit head”, ”penguin”, ”duck”, ”unicorn”, ”hummingbird”, ”whale tail”, ”thumb up”, ”shaking hands”, ”star struck”, ”party popper”; av Lorc ”vintage robot”, ”fox head”, ”frog”, ”wolf head”, ”cat”, ”turtle”, ”octopus”, ”surprised”, ”hourglass”, ”imp laugh”, ”ringing bell”; av Caro Asercion ”barn owl”.',
  keysHelp:
    'Tangenter: D dra · T ta från slänghögen · X släng det dragna kortet · {pick} · Enter bekräfta · H tips · Mellanslag hoppa över · Esc avbryt',
  'keysPick.card': 'pilar eller 1–9, 0, -, = välj kort',
  'keysPick.column': 'pilar välj kort · {keys} hoppa till en kolumn (igen: nästa kort nedåt)',
  'keysPick.columnDual':
    'pilar välj kort · {first} hoppa till en kolumn i det första rutnätet, {second} i det andra (igen: nästa kort nedåt)',
  solverFallback:
    'Datorspelarna hickade till: de spelar vidare, kanske lite långsammare. Ditt spel är i säkerhet.',
  solverFallbackHint:
    'Tipset hickade till: det räknar vidare, kanske lite långsammare. Ditt spel är i säkerhet.',
  tutorialOffer: 'Ny på SKYJO? Lär dig spelet i en guidad runda.',
  tutorialStart: 'Spela den guidade rundan',
  tutorialDecline: 'Nej tack',
  statistics: 'Statistik',
  cancel: 'Avbryt',
  scoreChart: 'Summor efter varje runda',
  newGameConfirm:
    'Ett parti pågår. Vill du börja ett nytt i stället? Det pågående partiet går då förlorat.',
  newGameConfirmYes: 'Börja ett nytt parti',
  showScores: 'Poäng',
  viewTable: 'Visa bordet',
  playAgain: 'Spela igen',
  youWinTitle: 'Du vann!',
  winnerTitle: '{name} vinner!',
  sharedWinTitle: '{names} delar segern!',
  youWin: 'Du slutar på {points}, den lägsta summan vid bordet.',
  placeYou: 'Du kom på {place} plats av {count}, med {points}.',
  placeSeat: '{name} kom på {place} plats av {count}, med {points}.',
  bestRoundYou: 'Din bästa runda var runda {round}, med {points}.',
  bestRoundSeat: 'Den bästa rundan för {name} var runda {round}, med {points}.',
  placeColumn: 'Placering',
  placeOf: 'av {count}',
  bestRoundLabel: 'Din bästa runda',
  allRounds: 'Alla rundor',
  closeHint: 'Stäng tipset',
  ...onlineSv,
  ...reactionsSv,
  ...seatHoldSv,
  ...publicTablesSv,
  ...menusSv,
  ...houseRulesSv,
};
