import type { Message } from '../catalog';
import type { publicTablesEn } from './en';

/** Swedish texts of public tables and spectators. */
export const publicTablesSv: Record<keyof typeof publicTablesEn, Message> = {
  playWithAnyone: 'Spela med vem som helst',
  publicTablesTitle: 'Spela med vem som helst',
  publicTablesIntro:
    'Slå dig ner vid ett bord som andra har öppnat, eller låt snabbmatchen välja det fullaste åt dig.',
  quickMatch: 'Snabbmatch',
  quickMatchNote: 'Sätter dig vid det fullaste öppna bordet, eller öppnar ett nytt för andra.',
  publicTablesEmpty: 'Inget bord är öppet just nu. En snabbmatch öppnar ett åt nästa spelare.',
  publicTablesLoading: 'Letar efter öppna bord …',
  publicTablesFailed: 'Borden kunde inte listas: {reason}',
  publicTableHost: '{name}s bord',
  publicTableFree: { one: '{count} ledig plats', other: '{count} lediga platser' },
  publicTableOf: { one: 'av {count} plats', other: 'av {count} platser' },
  publicTableSit: 'Slå dig ner',
  publicTableSitAt: 'Slå dig ner vid {name}s bord',
  publicTableTimer: { one: '{count} s per drag', other: '{count} s per drag' },
  publicTableNoHints: 'inga tips',
  refreshTables: 'Uppdatera',
  publicTable: 'Offentligt bord',
  publicTableNote: 'Andra hittar det under ”Spela med vem som helst”; koden förblir privat.',
  nobodyCame: 'Ingen har satt sig än.',
  fillAndStart: 'Fyll på med datorer och starta',
  watch: 'Titta på',
  watchers: { one: '{count} tittar', other: '{count} tittar' },
  watchersLabel: { one: '{count} åskådare tittar', other: '{count} åskådare tittar' },
  watchersFull: 'Det här bordet har redan {count} åskådare: försök igen senare.',
  watchEnded: 'Bordet du tittade på har stängts.',
};
