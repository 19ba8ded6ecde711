import type { CoachCatalogue } from './catalogue';

/** The coach of the guided round, in Swedish. */
export const svCoach: CoachCatalogue = {
  title: 'Guidad runda',
  opponentName: 'Sam',
  skip: 'Hoppa över den guidade rundan',
  finish: 'Klar',
  revealFirst:
    'Välkommen till SKYJO! Du och {name} har tolv kort med baksidan upp var, och minst poäng vinner. Börja med att vända upp det markerade kortet.',
  revealSecond: 'Vänd nu upp det andra markerade kortet.',
  drawFirst:
    'Två 8:or i samma kolumn: kom ihåg det. Din tur! Slänghögen bjuder på en {card}, som är för hög, så dra hellre ett kort från draghögen.',
  swapDrawn:
    'Du drog en {card}. Låga kort är bra: byt ut det markerade dolda kortet mot den. Kortet du byter ut hamnar med framsidan upp på slänghögen.',
  takeColumn:
    '{name} slängde en 8:a. Ta den från slänghögen och lägg den under dina två 8:or: tre lika uppvända kort i en kolumn lämnar rutnätet.',
  columnGone:
    'Kolumnen är borta! Dina två 8:or räknas inte längre: 16 poäng mindre i din synliga summa, och den dolda 11:an du bytte bort hamnade på slänghögen, under de tre 8:orna. Dra ett kort.',
  discardTurn:
    'En {card} är för hög. Lägg den på slänghögen och vänd sedan upp det markerade dolda kortet.',
  takeLow:
    '{name} slängde en {card}. Låga kort är värda att ta: lägg den på det markerade dolda kortet.',
  drawPlain: 'Dra ett kort.',
  swapLow: 'En {card} är låg: byt ut det markerade kortet mot den.',
  discardHigh: 'En {card} är hög: släng den och vänd upp det markerade kortet i stället.',
  swapGamble:
    'Att byta den här {card} mot ett dolt kort är en liten chansning: du vet inte vad du ger bort.',
  afterGamble: 'Det lönade sig: det dolda kortet var en 12:a. Dra igen.',
  lastCard:
    'Ett dolt kort kvar. När du inte har några kvar går du ut: alla andra får en sista tur, sedan vänds alla kort och räknas. Dra ett kort.',
  goOut:
    'Lägg {card} på ditt sista dolda kort för att gå ut. Se upp: har någon sedan lika få poäng som du eller färre, räknas dina dubbelt. Du visar {mine}, {name} visar {theirs}: kör!',
  watch: '{name} spelar. Håll ögonen på slänghögen: det andra slänger kan hjälpa dig.',
  refuse: 'Inte det: det här steget övar det markerade draget.',
  finished:
    'Rundan är slut! Du fick {mine}, {name} {theirs}. Du gick ut med minst poäng, så inget dubblades; hade {name} fått {mine} eller mindre hade dina {mine} räknats som {doubled}. Ett spel fortsätter runda efter runda tills någon når 100; lägsta summan vinner.',
};
