import type { Message } from '../catalog';

/** Русские тексты стола, который держится вместе: ещё партия, удаление игрока, голосование. */
export const seatHoldRu = {
  rematchTitle: 'Ещё партию за этим столом?',
  rematchCount: {
    one: 'готовы: {ready} из {count} игрока',
    few: 'готовы: {ready} из {count} игроков',
    many: 'готовы: {ready} из {count} игроков',
    other: 'готовы: {ready} из {count} игрока',
  },
  rematchReady: 'Готов',
  rematchNotYet: 'Ещё нет',
  rematchGone: 'Ушёл',
  rematchCancel: 'Всё-таки не готов',
  rematchStartHere: 'Новая партия с теми, кто здесь',
  rematchStartHereHelp: 'Назад в комнату: свободные места можно отдать компьютерам или друзьям.',
  rematchWaiting: 'Вы готовы. Партия начнётся, когда будут готовы все.',
  rematchNewGame: 'Партия {n} за этим столом: карты розданы.',
  lobbyRemove: 'Удалить: {name}',
  lobbyRemoveSure: 'Удалить {name}? Нажмите ещё раз',
  onlineRemoved:
    'Хозяин удалил вас из комнаты. Чтобы снова играть вместе, попросите его открыть новую комнату.',
  onlineGivenToComputer:
    'Пока вас не было, остальные отдали ваше место компьютеру до конца партии.',
  voteQuestion: '{name} давно не в сети. Пусть компьютер доиграет за это место?',
  voteYes: 'Да, пусть играет компьютер',
  voteNo: 'Подождать: {name}',
  voteCount: {
    one: '{yes} из {count} голоса',
    few: '{yes} из {count} голосов',
    many: '{yes} из {count} голосов',
    other: '{yes} из {count} голоса',
  },
  voteYours: 'Вы проголосовали «да»',
  voteGivenNotice: 'До конца партии за место игрока {name} играет компьютер.',
} satisfies Record<string, Message>;
