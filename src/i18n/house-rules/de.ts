import type { Message } from '../catalog';
import type { houseRulesEn } from './en';

/** German texts of the house rules (RULES.md section 9). */
export const houseRulesDe: Record<keyof typeof houseRulesEn, Message> = {
  houseRulesNote:
    'Varianten, die viele Runden spielen; das offizielle Spiel lässt alle, wie sie sind.',
  'preset.rows': 'Auch Reihen',
  'preset.rows.note': 'Drei Gleiche in einer Reihe gehen',
  'preset.big': 'Großes Raster',
  'preset.big.note': 'Vier Reihen zu vier',
  'preset.dual': 'Doppelraster',
  'preset.dual.note': 'Zwei Spieler, je zwei Raster',
  'house.lower': 'Weniger: {name}',
  'house.raise': 'Mehr: {name}',
  'house.rows': 'Reihen im Raster',
  'house.rows.note': 'Karten in jeder Spalte (offiziell 3).',
  'house.columns': 'Spalten im Raster',
  'house.columns.note': 'Spalten jedes Rasters (offiziell 4).',
  'house.setupReveals': 'Aufgedeckte Karten zu Beginn',
  'house.setupReveals.note': 'Wie viele Karten jedes Rasters offen beginnen (offiziell 2).',
  'house.columnClears': 'Gleiche Spalten fallen weg',
  'house.columnClears.note': 'Aus: Eine Spalte gleicher Karten bleibt liegen und zählt.',
  'house.rowClears': 'Gleiche Reihen fallen auch weg',
  'house.rowClears.note': 'Eine volle Reihe gleicher offener Karten geht wie eine Spalte.',
  'house.enderMultiplier': 'Strafe für den Rundenbeender: mal',
  'house.enderMultiplier.note': 'Wenn der Rundenbeender nicht allein vorn liegt (offiziell ×2).',
  'house.enderFlat': 'Strafe für den Rundenbeender: plus',
  'house.enderFlat.note': 'Punkte, die dazukommen (offiziell keine).',
  'house.enderPenaltyOrder': 'Was zuerst gilt',
  'house.order.multiply-first': 'Erst mal, dann plus',
  'house.order.add-first': 'Erst plus, dann mal',
  'house.order.multiply-first.note': 'Die Wertung wird vervielfacht, dann kommen die Punkte dazu.',
  'house.order.add-first.note': 'Die Punkte kommen dazu, dann wird die Summe vervielfacht.',
  'house.dualHands': 'Doppelraster',
  'house.dualHands.note': 'Nur zu zweit: Jeder spielt zwei Raster, die zusammen zählen.',
  'house.line.grid': 'Raster {rows} × {columns}',
  'house.line.dualHands': 'Je zwei Raster',
  'house.line.setupReveals': {
    one: '{count} Karte zu Beginn offen',
    other: '{count} Karten zu Beginn offen',
  },
  'house.line.rowClears': 'Auch Reihen fallen weg',
  'house.line.noColumnClears': 'Spalten fallen nie weg',
  'house.line.penalty': 'Strafe für den Rundenbeender {penalty}',
  'house.line.target': { one: 'Spiel bis {count} Punkt', other: 'Spiel bis {count} Punkte' },
  'house.line.starter': 'Nächste Runde beginnt: {who}',
  'house.problem.setupReveals': {
    one: 'Ein Raster mit {cards} Karten erlaubt zu Beginn höchstens {count} offene Karte: Eine bleibt verdeckt.',
    other:
      'Ein Raster mit {cards} Karten erlaubt zu Beginn höchstens {count} offene Karten: Eine bleibt verdeckt.',
  },
  'house.problem.dualHands': {
    one: 'Doppelraster braucht genau 2 Spieler, nicht {count}.',
    other: 'Doppelraster braucht genau 2 Spieler, nicht {count}.',
  },
  'house.problem.deck': {
    one: 'Mit je {cards} Karten passen höchstens {most} Spieler: Der Nachziehstapel muss 20 Karten behalten (jetzt {count} Platz).',
    other:
      'Mit je {cards} Karten passen höchstens {most} Spieler: Der Nachziehstapel muss 20 Karten behalten (jetzt {count} Plätze).',
  },
  hudHouseRules: 'Hausregeln',
  hudHouseRulesList: 'Hausregeln: {list}',
  lobbyRules: 'Tischregeln',
  statsOfficialGames: 'Offizielle Regeln',
  statsHouseGames: 'Hausregeln',
};
