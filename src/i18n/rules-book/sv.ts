import type { RulesBookTexts } from './texts';

/** Regelboken på svenska, med projektets egna ord (../shared/RULES.md). */
export const svRulesBook: RulesBookTexts = {
  chapters: { official: 'Spelet', house: 'Husregler', more: 'Analys och tangenter' },
  pages: {
    aim: {
      heading: 'Målet: så få poäng som möjligt',
      text: [
        'De 150 korten går från −2 till 12. Varje kort som ligger kvar i ditt rutnät när en omgång slutar räknas med sitt värde.',
        'Spelet slutar efter den omgång där någon når 100 poäng totalt. Lägst summa vinner.',
      ],
      picture: 'Kort från −2 till 12: de låga är bra för dig, de höga dåliga.',
    },
    setup: {
      heading: 'Förberedelser',
      text: [
        'Alla får tolv nedvända kort i fyra kolumner om tre. Ingen känner till ett nedvänt kort, inte ens ägaren.',
        'Ett kort börjar slänghögen, resten är draghögen. Alla vänder upp två kort, och det högsta paret börjar första omgången.',
      ],
      picture:
        'Ett rutnät med tolv nedvända kort där en 7:a och en 2:a är uppvända, bredvid draghögen och slänghögen.',
    },
    'take-discard': {
      heading: 'Ditt drag: ta från slänghögen',
      text: [
        'Ta det översta kortet i slänghögen och byt det mot valfritt kort i ditt rutnät, uppvänt eller nedvänt.',
        'Kortet du byter ut läggs uppvänt på slänghögen. Kortet du tog får du inte lägga tillbaka direkt.',
      ],
      picture: 'Ettan på slänghögen byter plats med en 9:a i rutnätet; 9:an hamnar på slänghögen.',
    },
    draw: {
      heading: 'Ditt drag: dra ett kort',
      text: [
        'Eller dra det översta kortet i draghögen och titta på det. Byt sedan in det i rutnätet som med slänghögens kort,',
        'eller släng det och vänd upp ett av dina nedvända kort. Ett uppvänt kort vänds aldrig tillbaka.',
      ],
      picture:
        'En dragen 7:a: antingen inbytt i rutnätet, eller slängd medan ett nedvänt kort vänds upp och visar en 3:a.',
    },
    columns: {
      heading: 'Tre lika rensar en kolumn',
      text: [
        'När en kolumn har tre uppvända kort med samma värde lämnar hela kolumnen genast ditt rutnät och ger inga poäng.',
        'Bara kolumner räknas, inte rader eller diagonaler. De tre korten läggs på slänghögen.',
      ],
      picture:
        'En kolumn med 5, 5 och 11; en dragen 5:a ersätter 11:an och kolumnen med tre 5:or rensas.',
    },
    'round-end': {
      heading: 'När en omgång slutar',
      text: [
        'En omgång börjar ta slut när någon inte har något nedvänt kort kvar. Alla andra får då exakt ett drag till.',
        'Sedan vänds alla kort, kolumner med tre lika rensas och varje rutnät räknas ihop.',
      ],
      picture: 'Ett rutnät utan nedvända kort; de tre andra spelarna får ett drag till var.',
    },
    ender: {
      heading: 'Att avsluta är en risk: dubbla poäng',
      text: [
        'Den som avslutar omgången måste ha ensamt lägst. Om någon fick lika mycket eller mindre räknas avslutarens poäng dubbelt.',
        'Noll eller mindre dubbleras aldrig.',
      ],
      picture: 'Ana avslutar omgången med 12 poäng men Ben har 10: Anas 12 dubbleras till 24.',
    },
    'game-end': {
      heading: 'Poäng och spelets slut',
      text: [
        'Varje omgångs poäng läggs till din summa, och den som avslutade omgången börjar nästa. När en omgång slutar med en summa på 100 eller mer är spelet över.',
        'Lägst summa vinner; delad lägsta summa delar segern.',
      ],
      picture: 'Summor på 104, 71 och 88 mot målet 100: 71 vinner.',
    },
    reshuffle: {
      heading: 'När draghögen tar slut',
      text: [
        'Om någon måste dra och draghögen är tom blandas alla kort i slänghögen utom det översta till en ny draghög.',
        'Det översta kortet ligger kvar och kan fortfarande tas.',
      ],
      picture:
        'En tom draghög; slänghögen blandas till en ny draghög, dess översta kort, en 8:a, ligger kvar.',
    },
    options: {
      heading: 'Regelval',
      text: [
        'Före ett spel kan ni ändra målsumman, låta även noll och minuspoäng dubbleras, välja vem som börjar senare omgångar och bestämma om lika om segern delas eller avgörs i fler omgångar.',
      ],
      picture:
        'Fyra val: målsumman, dubblering av noll och mindre, vem som börjar och lika om segern.',
    },
    'grid-shape': {
      heading: 'Husregel: ett annat rutnät',
      text: [
        'Ett bord kan komma överens om andra rutnät: 2 till 4 rader och 2 till 6 kolumner. Alla får då så många kort.',
        'Minst 20 kort måste finnas kvar i draghögen, så stora rutnät kräver färre spelare.',
      ],
      picture:
        'Det vanliga rutnätet med 4 kolumner om 3, bredvid rutnät med 5 kolumner om 2 och 3 kolumner om 4.',
    },
    'setup-reveals': {
      heading: 'Husregel: vänd fler i starten',
      text: [
        'I stället för två vänder alla upp ett överenskommet antal kort i starten, från inget till alla utom ett.',
        'Vänds inget kort kan ingen jämföra: första platsen börjar.',
      ],
      picture: 'Ett rutnät med fyra kort uppvända i starten.',
    },
    lines: {
      heading: 'Husregel: rader rensas också',
      text: [
        'Med den här regeln rensas också en full rad uppvända kort med samma värde. Man kan också spela helt utan rensning.',
        'En linje rensas när minst två av dess kort finns kvar och alla är lika.',
      ],
      picture: 'En rad med fyra 7:or tvärs över rutnätet rensas.',
    },
    'ender-penalty': {
      heading: 'Husregel: ett annat straff',
      text: [
        'Avslutarens straff kan ändras: gånger 1 till 4 i stället för 2, och upp till 50 poäng till.',
        'Bordet bestämmer också ordningen: först gånger och sedan plus, eller först plus.',
      ],
      picture: 'En avslutares 12 med gånger 2 och plus 5: först gånger blir det 29, först plus 34.',
    },
    'dual-hands': {
      heading: 'Husregel: två rutnät var',
      text: [
        'Bara för två spelare: alla får två rutnät. Ett drag får använda ett kort i vilket som helst av dem, och kolumner rensas inom ett rutnät.',
        'Omgången tar slut när någon inte har något nedvänt kort i något av rutnäten; båda rutnäten räknas.',
      ],
      picture: 'En spelares två rutnät sida vid sida.',
    },
    review: {
      heading: 'Partianalysen',
      text: [
        'Efter ett parti eller en omgång väger expertens sökning varje beslut utifrån det spelaren visste då och säger hur många poäng per omgång det kostade mot det bästa draget, plus minus sökningens osäkerhet.',
        'En bedömning sämre än bra kräver att hela intervallet når dess gräns: onoggrannhet {inaccuracy}, misstag {mistake}, grovt misstag {blunder} poäng per omgång. Precisionen är andelen bäst eller bra.',
      ],
      picture:
        'De fem bedömningarna med sina märken: bäst, bra, onoggrannhet, misstag, grovt misstag.',
    },
    keys: {
      heading: 'Spela med tangentbordet',
      text: ['Varje drag har sin tangent, liksom tipset och animationerna.'],
      picture: 'Spelets tangenter.',
    },
  },
  words: {
    cardsRange: '150 kort, −2 till 12',
    lowGood: 'bra',
    highBad: 'dåligt',
    yourGrid: 'Ditt rutnät',
    drawPile: 'Draghög',
    discardPile: 'Släng',
    turnedTwo: '7 + 2 = 9',
    swap: 'byt',
    then: 'sedan',
    inHand: 'Draget',
    orSwap: 'byt in det',
    orDiscard: 'eller släng, vänd ett',
    turn: 'vänd',
    cleared: 'Rensad: 0 poäng',
    noneLeft: 'Inga nedvända kort kvar',
    oneMoreTurn: 'ett drag till',
    allTurned: 'sedan vänds alla',
    enderScore: '{name} avslutade: {points}',
    otherScore: '{name}: {points}',
    target: 'Mål {points}',
    wins: 'vinner',
    empty: 'Tom',
    shuffle: 'blanda',
    newDrawPile: 'Ny draghög',
    staysOnTop: 'Ligger kvar',
    optionTarget: 'Målsumma',
    optionDouble: 'Dubbla 0 och mindre',
    optionStarter: 'Vem börjar',
    optionTie: 'Lika om segern',
    gridShape: '{rows} × {columns}',
    revealed: { one: '{count} uppvänt i starten', other: '{count} uppvända i starten' },
    rowCleared: 'Rad rensad',
    multiplyFirst: '×2, sedan +5',
    addFirst: '+5, sedan ×2',
    gridNumber: 'Rutnät {n}',
    threshold: 'från {points}',
    belowThreshold: 'under {points}',
  },
  keys: {
    draw: 'dra',
    take: 'ta från slänghögen',
    discard: 'släng det dragna kortet',
    choose: 'gå till ett kort',
    pick: 'välj ett kort direkt',
    confirm: 'bekräfta',
    hint: 'tips',
    skip: 'hoppa över animationen',
    cancel: 'avbryt eller tillbaka',
  },
  keyCaps: { enter: 'Enter', space: 'Mellanslag', arrows: 'Piltangenter' },
  names: ['Ana', 'Ben', 'Cleo', 'Dan'],
  previous: 'Föregående sida',
  next: 'Nästa sida',
  pageOf: 'Sida {page} av {count}',
  pagesLabel: 'Sidor',
  chaptersLabel: 'Kapitel',
  turnHelp: 'Svep eller använd piltangenterna för att bläddra.',
};
