import type { Message } from '../catalog';
import type { publicTablesEn } from './en';

/** Russian texts of public tables and spectators. */
export const publicTablesRu: Record<keyof typeof publicTablesEn, Message> = {
  playWithAnyone: 'Играть с кем угодно',
  publicTablesTitle: 'Играть с кем угодно',
  publicTablesIntro:
    'Садитесь за стол, открытый другими игроками, или пусть быстрая игра выберет самый полный.',
  quickMatch: 'Быстрая игра',
  quickMatchNote: 'Сажает за самый полный открытый стол или открывает новый для других.',
  publicTablesEmpty: 'Сейчас нет открытых столов. Быстрая игра откроет стол для следующих игроков.',
  publicTablesLoading: 'Ищем открытые столы…',
  publicTablesFailed: 'Не удалось получить список столов: {reason}',
  publicTableHost: 'Стол игрока {name}',
  publicTableFree: {
    one: '{count} место свободно',
    few: '{count} места свободно',
    many: '{count} мест свободно',
    other: '{count} места свободно',
  },
  publicTableOf: {
    one: 'из {count} места',
    few: 'из {count} мест',
    many: 'из {count} мест',
    other: 'из {count} места',
  },
  publicTableSit: 'Сесть',
  publicTableSitAt: 'Сесть за стол игрока {name}',
  publicTableTimer: {
    one: '{count} с на ход',
    few: '{count} с на ход',
    many: '{count} с на ход',
    other: '{count} с на ход',
  },
  publicTableNoHints: 'без подсказок',
  refreshTables: 'Обновить',
  publicTable: 'Открытый стол',
  publicTableNote: 'Его найдут в разделе «Играть с кем угодно»; код останется скрытым.',
  nobodyCame: 'Пока никто не сел.',
  fillAndStart: 'Добавить компьютеры и начать',
  watch: 'Смотреть',
  watchers: {
    one: '{count} зритель',
    few: '{count} зрителя',
    many: '{count} зрителей',
    other: '{count} зрителя',
  },
  watchersLabel: {
    one: 'Смотрит {count} зритель',
    few: 'Смотрят {count} зрителя',
    many: 'Смотрят {count} зрителей',
    other: 'Смотрят {count} зрителя',
  },
  watchersFull: 'За этим столом уже {count} зрителей: попробуйте позже.',
  watchEnded: 'Стол, за которым вы наблюдали, закрыт.',
};
