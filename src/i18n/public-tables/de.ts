import type { Message } from '../catalog';
import type { publicTablesEn } from './en';

/** German texts of public tables and spectators. */
export const publicTablesDe: Record<keyof typeof publicTablesEn, Message> = {
  playWithAnyone: 'Mit allen spielen',
  publicTablesTitle: 'Mit allen spielen',
  publicTablesIntro:
    'Setz dich an einen Tisch, den andere geöffnet haben, oder lass das Schnellspiel den vollsten für dich wählen.',
  quickMatch: 'Schnellspiel',
  quickMatchNote: 'Setzt dich an den vollsten offenen Tisch oder öffnet einen neuen für andere.',
  publicTablesEmpty: 'Gerade ist kein Tisch offen. Ein Schnellspiel öffnet einen für die Nächsten.',
  publicTablesLoading: 'Offene Tische werden gesucht …',
  publicTablesFailed: 'Die Tische konnten nicht aufgelistet werden: {reason}',
  publicTableHost: 'Tisch von {name}',
  publicTableFree: { one: '{count} Platz frei', other: '{count} Plätze frei' },
  publicTableOf: { one: 'von {count} Platz', other: 'von {count} Plätzen' },
  publicTableSit: 'Hinsetzen',
  publicTableSitAt: 'An den Tisch von {name} setzen',
  publicTableTimer: { one: '{count} s pro Zug', other: '{count} s pro Zug' },
  publicTableNoHints: 'keine Tipps',
  refreshTables: 'Aktualisieren',
  publicTable: 'Öffentlicher Tisch',
  publicTableNote: 'Andere finden ihn unter „Mit allen spielen“; sein Code bleibt privat.',
  nobodyCame: 'Noch hat sich niemand gesetzt.',
  fillAndStart: 'Mit Computern auffüllen und starten',
  watch: 'Zuschauen',
  watchers: { one: '{count} schaut zu', other: '{count} schauen zu' },
  watchersLabel: { one: '{count} Person schaut zu', other: '{count} Personen schauen zu' },
  watchersFull: 'Diesem Tisch schauen schon {count} Personen zu: versuch es später noch einmal.',
  watchEnded: 'Der Tisch, dem du zugeschaut hast, ist geschlossen.',
};
