import type { Message } from '../catalog';
import type { houseRulesEn } from './en';

/** Swedish texts of the house rules (RULES.md section 9). */
export const houseRulesSv: Record<keyof typeof houseRulesEn, Message> = {
  houseRules: 'Husregler',
  houseRulesNote: 'Varianter som många bord spelar; det officiella spelet lämnar dem som de är.',
  'preset.rows': 'Även rader',
  'preset.rows.note': 'Tre lika i en rad försvinner',
  'preset.big': 'Stort rutnät',
  'preset.big.note': 'Fyra rader om fyra',
  'preset.dual': 'Dubbla händer',
  'preset.dual.note': 'Två spelare, två rutnät var',
  'house.lower': 'Minska: {name}',
  'house.raise': 'Öka: {name}',
  'house.rows': 'Rader i rutnätet',
  'house.rows.note': 'Kort i varje kolumn (3 i det officiella spelet).',
  'house.columns': 'Kolumner i rutnätet',
  'house.columns.note': 'Kolumner i varje rutnät (4 i det officiella spelet).',
  'house.setupReveals': 'Kort som vänds vid start',
  'house.setupReveals.note': 'Hur många kort i varje rutnät som börjar uppvända (officiellt 2).',
  'house.columnClears': 'Kolumner med ett värde försvinner',
  'house.columnClears.note': 'Av: en kolumn med lika kort ligger kvar och räknas.',
  'house.rowClears': 'Rader med ett värde försvinner också',
  'house.rowClears.note': 'En hel rad med lika uppvända kort försvinner som en kolumn.',
  'house.enderMultiplier': 'Avslutarens straff: gånger',
  'house.enderMultiplier.note': 'När avslutaren inte är ensam lägst (officiellt ×2).',
  'house.enderFlat': 'Avslutarens straff: plus',
  'house.enderFlat.note': 'Poäng som läggs till (inga officiellt).',
  'house.enderPenaltyOrder': 'Vad som gäller först',
  'house.order.multiply-first': 'Gånger, sedan plus',
  'house.order.add-first': 'Plus, sedan gånger',
  'house.order.multiply-first.note': 'Poängen multipliceras, sedan läggs poängen till.',
  'house.order.add-first.note': 'Poängen läggs till, sedan multipliceras summan.',
  'house.dualHands': 'Dubbla händer',
  'house.dualHands.note': 'Bara två spelare: var och en spelar två rutnät som räknas ihop.',
  'house.line.grid': 'Rutnät {rows} × {columns}',
  'house.line.dualHands': 'Två rutnät var',
  'house.line.setupReveals': {
    one: '{count} kort vänds vid start',
    other: '{count} kort vänds vid start',
  },
  'house.line.rowClears': 'Även rader försvinner',
  'house.line.noColumnClears': 'Kolumner försvinner aldrig',
  'house.line.penalty': 'Avslutarens straff {penalty}',
  'house.line.target': { one: 'Spel till {count} poäng', other: 'Spel till {count} poäng' },
  'house.line.starter': 'Nästa omgång börjar: {who}',
  'house.problem.setupReveals': {
    one: 'Ett rutnät med {cards} kort tillåter högst {count} uppvänt kort vid start: ett förblir nedvänt.',
    other:
      'Ett rutnät med {cards} kort tillåter högst {count} uppvända kort vid start: ett förblir nedvänt.',
  },
  'house.problem.dualHands': {
    one: 'Dubbla händer kräver exakt 2 spelare, inte {count}.',
    other: 'Dubbla händer kräver exakt 2 spelare, inte {count}.',
  },
  'house.problem.deck': {
    one: 'Med {cards} kort var får högst {most} spelare plats: draghögen måste behålla 20 kort (nu {count} plats).',
    other:
      'Med {cards} kort var får högst {most} spelare plats: draghögen måste behålla 20 kort (nu {count} platser).',
  },
  hudHouseRules: 'Husregler',
  hudHouseRulesList: 'Husregler: {list}',
  lobbyRules: 'Bordets regler',
  statsOfficialGames: 'Officiella regler',
  reviewHouseRules:
    'Genomgången bedömer bara spel med de officiella reglerna, och det här har husregler. Du kan ändå fortsätta eller titta på det.',
  statsHouseGames: 'Husregler',
};
