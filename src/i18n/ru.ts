import type { Message } from './catalog';
import { DEFAULT_NAMES } from './default-names';
import type { en } from './en';
import { houseRulesRu } from './house-rules/ru';
import { menusRu } from './menus/ru';
import { onlineRu } from './online/ru';
import { reactionsRu } from './reactions/ru';
import { seatHoldRu } from './online/seat-hold-ru';
import { publicTablesRu } from './public-tables/ru';

/** Russian (plural forms one / few / many). */
export const ru: Record<keyof typeof en, Message> = {
  title: 'SKYJO',
  tagline: 'Набирайте поменьше очков, убирайте столбцы, заканчивайте раунд первым.',
  newGame: 'Новая игра',
  continueGame: 'Продолжить сохранённую игру',
  rules: 'Правила',
  settings: 'Настройки',
  importGame: 'Загрузить игру',
  back: 'Назад',
  close: 'Закрыть',
  seats: 'Места',
  seatCount: {
    one: '{count} место',
    few: '{count} места',
    many: '{count} мест',
    other: '{count} места',
  },
  addSeat: 'Добавить место',
  removeSeat: 'Убрать место {n}',
  seatName: 'Имя на месте {n}',
  person: 'Человек',
  'level.easy': 'Компьютер: лёгкий',
  'level.medium': 'Компьютер: средний',
  'level.hard': 'Компьютер: сильный',
  'level.expert': 'Компьютер: эксперт',
  defaultPersonName: DEFAULT_NAMES.ru.person,
  defaultComputerName: DEFAULT_NAMES.ru.computer,
  youName: DEFAULT_NAMES.ru.you,
  targetScore: 'Игра заканчивается, когда сумма достигает',
  doubleOnlyPositive: 'Удваивать очки закончившего, только если они больше нуля',
  nextRoundStarter: 'Кто начинает следующий раунд',
  'starter.ender': 'Тот, кто закончил прошлый раунд',
  'starter.round-winner': 'Тот, у кого меньше всех очков за прошлый раунд',
  'starter.highest-reveal': 'Две старшие открытые карты, каждый раунд',
  tie: 'Ничья за победу',
  'tie.shared': 'победа делится',
  'tie.extra-round': 'решается дополнительными раундами',
  startGame: 'Раздать карты',
  sound: 'Звуковые эффекты',
  music: 'Музыка',
  volume: 'Громкость',
  language: 'Язык',
  reducedMotion: 'Меньше движения',
  animationSpeed: 'Скорость анимации',
  'speed.slow': 'Медленно',
  'speed.normal': 'Обычно',
  'speed.fast': 'Быстро',
  cardPalette: 'Цвета карт',
  'palette.classic': 'Классические',
  'palette.colour-blind': 'Для дальтоников',
  highContrast: 'Высокий контраст',
  textSize: 'Размер текста',
  'textSize.normal': 'Обычный',
  'textSize.large': 'Крупный',
  'textSize.larger': 'Очень крупный',
  drawPile: 'Колода, карт: {count}',
  discardPile: 'Сброс: {card}',
  drawnCard: 'Взятая карта: {card}',
  faceDown: 'рубашкой вверх',
  yourCard: 'Ваша карта, столбец {column}, ряд {row}, {face}',
  seatCard: 'Карта игрока {name}, столбец {column}, ряд {row}, {face}',
  yourGridCard: 'Ваша карта, раскладка {grid}, столбец {column}, ряд {row}, {face}',
  seatGridCard: 'Карта игрока {name}, раскладка {grid}, столбец {column}, ряд {row}, {face}',
  seatLabel: '{name}: {total}',
  seatSummary: {
    one: '{name}, сумма {total}. Открыты: {cards}. Закрыта {count} карта.',
    few: '{name}, сумма {total}. Открыты: {cards}. Закрыты {count} карты.',
    many: '{name}, сумма {total}. Открыты: {cards}. Закрыто {count} карт.',
    other: '{name}, сумма {total}. Открыты: {cards}. Закрыто {count} карты.',
  },
  statusSetup: {
    one: '{name}: откройте ещё {count} карту.',
    few: '{name}: откройте {count} карты.',
    many: '{name}: откройте {count} карт.',
    other: '{name}: откройте {count} карты.',
  },
  statusTurn: '{name}, ваш ход: возьмите карту из колоды{keyDraw} или {card} из сброса{keyTake}.',
  statusDrawn:
    '{name}: положите {card} в свою раскладку или сбросьте её{keyDiscard} и откройте карту.',
  statusTake: '{name}: выберите карту, которую заменит {card}.',
  statusDiscard: '{name}: выберите закрытую карту, чтобы открыть её.',
  statusSetupYou: {
    one: 'Откройте ещё {count} карту.',
    few: 'Откройте {count} карты.',
    many: 'Откройте {count} карт.',
    other: 'Откройте {count} карты.',
  },
  statusTurnYou: 'Ваш ход: возьмите карту из колоды{keyDraw} или {card} из сброса{keyTake}.',
  statusDrawnYou: 'Положите {card} в свою раскладку или сбросьте её{keyDiscard} и откройте карту.',
  statusDrawnKeep: '{name}: положите {card} в свою раскладку.',
  statusDrawnKeepYou: 'Положите {card} в свою раскладку.',
  statusDrawnDiscard: '{name}: сбросьте {card}{keyDiscard} и откройте карту.',
  statusDrawnDiscardYou: 'Сбросьте {card}{keyDiscard} и откройте карту.',
  statusTurnDraw: '{name}, ваш ход: возьмите карту из колоды{keyDraw}.',
  statusTurnDrawYou: 'Ваш ход: возьмите карту из колоды{keyDraw}.',
  statusTurnTake: '{name}, ваш ход: возьмите {card} из сброса{keyTake}.',
  statusTurnTakeYou: 'Ваш ход: возьмите {card} из сброса{keyTake}.',
  statusTakeYou: 'Выберите карту, которую заменит {card}.',
  statusDiscardYou: 'Выберите закрытую карту, чтобы открыть её.',
  statusFinalRoundYou: 'У вас не осталось закрытых карт: у остальных последний ход!',
  statusComputer: 'Ходит {name}.',
  statusAway: {
    one: '{name} отключился: игра ждёт, через {count} секунду ход перейдёт к компьютеру.',
    few: '{name} отключился: игра ждёт, через {count} секунды ход перейдёт к компьютеру.',
    many: '{name} отключился: игра ждёт, через {count} секунд ход перейдёт к компьютеру.',
    other: '{name} отключился: игра ждёт, через {count} секунды ход перейдёт к компьютеру.',
  },
  statusStandIn: 'За игрока {name} играет компьютер.',
  seatAwayStandIn: '{name}: игрок отключился, за него играет компьютер.',
  statusYouPlaying: 'Ваш ход выполняется.',
  statusDealing: 'Раздача, раунд {round}…',
  statusScoring: 'Раунд {round}: подсчёт очков…',
  statusFinalRound: 'У игрока {name} не осталось закрытых карт: у остальных последний ход!',
  statusFinalTurns: {
    one: 'Последний круг: остался {count} ход.',
    few: 'Последний круг: осталось {count} хода.',
    many: 'Последний круг: осталось {count} ходов.',
    other: 'Последний круг: осталось {count} хода.',
  },
  statusRoundOver: 'Раунд {round} окончен.',
  statusGameOver: 'Игра окончена.',
  statusReplay: 'Повтор: ход {step} из {total}, раунд {round}.',
  'replay.dealt': 'Раунд {round} роздан: по двенадцать карт, сброс начинается с карты {card}.',
  'replay.reveal': '{name}: открыта карта в столбце {column}, ряду {row}: {card}.',
  'replay.take':
    '{name}: карта {card} взята из сброса и положена в столбец {column}, ряд {row}; лежавшая там карта {replaced} ушла в сброс.',
  'replay.swap':
    '{name}: из колоды взята карта {card} и положена в столбец {column}, ряд {row}; лежавшая там карта {replaced} ушла в сброс.',
  'replay.discardTurn':
    '{name}: из колоды взята карта {card} и сброшена, открыта карта в столбце {column}, ряду {row}: {revealed}.',
  'replay.column': '{name}: три одинаковые карты ({value}) в столбце уходят из раскладки.',
  'replay.reshuffled': 'Сброс перемешан и стал новой колодой.',
  'replay.roundOver': 'Раунд {round} окончен: все карты открываются и подсчитываются.',
  'replay.row': '{name}: одинаковые карты ({value}) в ряду уходят из раскладки.',
  roundTitle: 'Раунд {round}',
  roundOverTitle: 'Раунд {round} окончен',
  player: 'Игрок',
  total: 'Сумма',
  roundEnder: 'Раунд закончил(а) {name}.',
  roundEnderYou: 'Раунд закончили вы.',
  doubled:
    '{name} закончил(а) с {score}, но у игрока {other} меньше ({otherScore}): закончивший должен быть единственным с наименьшей суммой, поэтому {name} получает {doubledScore}.',
  notDoubledLowest: '{name} закончил(а) с {score} — меньше всех: удвоения нет.',
  notDoubledNotPositive: '{name} закончил(а) с {score}: ноль и меньше никогда не удваиваются.',
  doubledTie:
    '{name} закончил(а) с {score}, а у игрока {other} столько же: закончивший должен быть единственным с наименьшей суммой, поэтому {name} получает {doubledScore}.',
  doubledYou:
    'Вы закончили с {score}, но у игрока {other} меньше ({otherScore}): закончивший должен быть единственным с наименьшей суммой, поэтому вы получаете {doubledScore}.',
  doubledTieYou:
    'Вы закончили с {score}, а у игрока {other} столько же: закончивший должен быть единственным с наименьшей суммой, поэтому вы получаете {doubledScore}.',
  doubledByYou:
    '{name} закончил(а) с {score}, но у вас меньше ({otherScore}): закончивший должен быть единственным с наименьшей суммой, поэтому {name} получает {doubledScore}.',
  doubledTieByYou:
    '{name} закончил(а) с {score}, а у вас столько же: закончивший должен быть единственным с наименьшей суммой, поэтому {name} получает {doubledScore}.',
  notDoubledLowestYou: 'Вы закончили с {score} — меньше всех: удвоения нет.',
  notPenalisedLowest: '{name} закончил(а) с {score} — меньше всех: штрафа нет.',
  notPenalisedLowestYou: 'Вы закончили с {score} — меньше всех: штрафа нет.',
  notPenalisedNotPositive: '{name} закончил(а) с {score}: ноль и меньше никогда не штрафуются.',
  notPenalisedNotPositiveYou: 'Вы закончили с {score}: ноль и меньше никогда не штрафуются.',
  notDoubledNotPositiveYou: 'Вы закончили с {score}: ноль и меньше никогда не удваиваются.',
  nextRound: 'Раздать следующий раунд',
  gameOverTitle: 'Конец игры',
  winnerOne: 'Побеждает {names}: {points}!',
  winnerShared: 'Победу делят {names}: {points}!',
  points: {
    one: '{count} очко',
    few: '{count} очка',
    many: '{count} очков',
    other: '{count} очка',
  },
  'callout.rowClear': 'Ряд убран!',
  'callout.columnStreak': {
    one: '{count} столбец подряд!',
    few: '{count} столбца подряд!',
    many: '{count} столбцов подряд!',
    other: '{count} столбца подряд!',
  },
  'callout.bigSwing': {
    one: '−{count} очко!',
    few: '−{count} очка!',
    many: '−{count} очков!',
    other: '−{count} очка!',
  },
  'callout.roundStreak': {
    one: '{count} победа подряд!',
    few: '{count} победы подряд!',
    many: '{count} побед подряд!',
    other: '{count} победы подряд!',
  },
  'callout.goingOut': '{name} завершает раунд!',
  'callout.youGoOut': 'Вы завершаете раунд!',
  'callout.doubled': 'Удвоение!',
  'callout.penalty': 'Штраф {penalty}!',
  hint: 'Подсказка',
  menu: 'Меню',
  skip: 'Пропустить',
  skipAnimation: 'Пропустить анимацию',
  exportGame: 'Сохранить запись',
  hintTitle: 'Предлагаемый ход',
  hintThinking: 'Ищу хороший ход…',
  hintClose: 'Другие ходы примерно так же хороши.',
  hintMore: 'Подробнее',
  hintLess: 'Свернуть',
  hintBestCost: '(лучший)',
  hintEqualCost: '(так же хорош, ± {interval})',
  hintCost: {
    one: '(+{count} очко, ± {interval})',
    few: '(+{count} очка, ± {interval})',
    many: '(+{count} очков, ± {interval})',
    other: '(+{count} очка, ± {interval})',
  },
  hintSearched: {
    one: 'Взвешен {count} ход в {rollouts} смоделированных раундах за {seconds} с.',
    few: 'Взвешены {count} хода в {rollouts} смоделированных раундах за {seconds} с.',
    many: 'Взвешено {count} ходов в {rollouts} смоделированных раундах за {seconds} с.',
    other: 'Взвешено {count} хода в {rollouts} смоделированных раундах за {seconds} с.',
  },
  hintUnavailable: 'Сейчас подсказки нет: ход не ваш.',
  hintOpening: 'Для начальных карт подсказки нет: любая закрытая карта не хуже другой.',
  'reason.avoids-ending':
    'Раунд продолжается: если закончить его сейчас, у вас будет около {score}, и с вероятностью около {percent} % у кого-то окажется столько же или меньше — тогда вы получите {penalised}.',
  'reason.going-out-risks-doubling':
    'Ход заканчивает раунд, а у вас около {score}: с вероятностью около {percent} % у кого-то столько же или меньше, и вы получите {penalised}.',
  'reason.goes-out-lowest':
    'Ход заканчивает раунд, и у вас, скорее всего, меньше всех: около {score} против {nextLowest}; вероятность штрафа — около {percent} %.',
  'reason.leaves-round-open':
    'Раунд продолжается, хотя, закончив его сейчас, вы почти наверняка оказались бы ниже всех (около {score} против {nextLowest}): у остальных будет больше ходов, чтобы догнать вас.',
  'reason.completes-column': 'Карта завершает столбец из трёх {value}, и он уходит из раскладки.',
  'reason.misses-column':
    'Столбец из {value} остаётся незавершённым, хотя эта {value} убрала бы его.',
  'reason.feeds-opponent-column':
    'В сбросе останется {value}: ею игрок {name}, который ходит следующим, уберёт столбец.',
  'reason.denies-opponent-column':
    '{value} не попадёт в сброс: ею игрок {name}, который ходит следующим, убрал бы столбец.',
  'reason.builds-column': {
    one: 'Карта образует пару с {value} в своём столбце: третья {value} уберёт столбец, а ещё не видна {count} такая карта.',
    few: 'Карта образует пару с {value} в своём столбце: третья {value} уберёт столбец, а ещё не видны {count} такие карты.',
    many: 'Карта образует пару с {value} в своём столбце: третья {value} уберёт столбец, а ещё не видно {count} таких карт.',
    other:
      'Карта образует пару с {value} в своём столбце: третья {value} уберёт столбец, а ещё не видно {count} таких карты.',
  },
  'reason.keeps-pair': {
    one: 'Ваша пара {value} в столбце сохраняется: третья {value} уберёт её, а ещё не видна {count} такая карта.',
    few: 'Ваша пара {value} в столбце сохраняется: третья {value} уберёт её, а ещё не видны {count} такие карты.',
    many: 'Ваша пара {value} в столбце сохраняется: третья {value} уберёт её, а ещё не видно {count} таких карт.',
    other:
      'Ваша пара {value} в столбце сохраняется: третья {value} уберёт её, а ещё не видно {count} таких карты.',
  },
  'reason.clears-beside-pair': {
    one: 'Ваша {card} остаётся рядом с парой {value}: третья {value} уберёт все три карты, а ещё не видна {count} такая карта.',
    few: 'Ваша {card} остаётся рядом с парой {value}: третья {value} уберёт все три карты, а ещё не видны {count} такие карты.',
    many: 'Ваша {card} остаётся рядом с парой {value}: третья {value} уберёт все три карты, а ещё не видно {count} таких карт.',
    other:
      'Ваша {card} остаётся рядом с парой {value}: третья {value} уберёт все три карты, а ещё не видно {count} таких карты.',
  },
  'reason.covers-beside-pair':
    'Ход снижает {card} рядом с парой {value}, хотя третья {value} и так убрала бы её.',
  'reason.breaks-column': 'Ход разбивает вашу пару {value} в столбце.',
  'reason.completes-column.row':
    'Карта завершает ряд из {length} {value}{where}, и он уходит из раскладки.',
  'reason.completes-column.column':
    'Карта завершает столбец из {length} {value}{where}, и он уходит из раскладки.',
  'reason.misses-column.row':
    'Ряд из {value}{where} остаётся незавершённым, хотя эта {value} убрала бы его.',
  'reason.misses-column.column':
    'Столбец из {value}{where} остаётся незавершённым, хотя эта {value} убрала бы его.',
  'reason.feeds-opponent-column.row':
    'В сбросе останется {value}: ею игрок {name}, который ходит следующим, уберёт ряд{where}.',
  'reason.feeds-opponent-column.column':
    'В сбросе останется {value}: ею игрок {name}, который ходит следующим, уберёт столбец{where}.',
  'reason.denies-opponent-column.row':
    '{value} не попадёт в сброс: ею игрок {name}, который ходит следующим, убрал бы ряд{where}.',
  'reason.denies-opponent-column.column':
    '{value} не попадёт в сброс: ею игрок {name}, который ходит следующим, убрал бы столбец{where}.',
  'reason.builds-column.row': {
    one: 'Карта совпадает с {value} в своём ряду из {cards}{where}: ряд уйдёт, когда все его карты будут {value}, а ещё не видна {count} такая карта.',
    few: 'Карта совпадает с {value} в своём ряду из {cards}{where}: ряд уйдёт, когда все его карты будут {value}, а ещё не видны {count} такие карты.',
    many: 'Карта совпадает с {value} в своём ряду из {cards}{where}: ряд уйдёт, когда все его карты будут {value}, а ещё не видно {count} таких карт.',
    other:
      'Карта совпадает с {value} в своём ряду из {cards}{where}: ряд уйдёт, когда все его карты будут {value}, а ещё не видно {count} таких карты.',
  },
  'reason.builds-column.column': {
    one: 'Карта совпадает с {value} в своём столбце из {cards}{where}: столбец уйдёт, когда все его карты будут {value}, а ещё не видна {count} такая карта.',
    few: 'Карта совпадает с {value} в своём столбце из {cards}{where}: столбец уйдёт, когда все его карты будут {value}, а ещё не видны {count} такие карты.',
    many: 'Карта совпадает с {value} в своём столбце из {cards}{where}: столбец уйдёт, когда все его карты будут {value}, а ещё не видно {count} таких карт.',
    other:
      'Карта совпадает с {value} в своём столбце из {cards}{where}: столбец уйдёт, когда все его карты будут {value}, а ещё не видно {count} таких карты.',
  },
  'reason.keeps-pair.row': {
    one: 'Ваши {value} в ряду из {cards}{where} остаются вместе: ещё одна {value} уберёт его, а ещё не видна {count} такая карта.',
    few: 'Ваши {value} в ряду из {cards}{where} остаются вместе: ещё одна {value} уберёт его, а ещё не видны {count} такие карты.',
    many: 'Ваши {value} в ряду из {cards}{where} остаются вместе: ещё одна {value} уберёт его, а ещё не видно {count} таких карт.',
    other:
      'Ваши {value} в ряду из {cards}{where} остаются вместе: ещё одна {value} уберёт его, а ещё не видно {count} таких карты.',
  },
  'reason.keeps-pair.column': {
    one: 'Ваши {value} в столбце из {cards}{where} остаются вместе: ещё одна {value} уберёт его, а ещё не видна {count} такая карта.',
    few: 'Ваши {value} в столбце из {cards}{where} остаются вместе: ещё одна {value} уберёт его, а ещё не видны {count} такие карты.',
    many: 'Ваши {value} в столбце из {cards}{where} остаются вместе: ещё одна {value} уберёт его, а ещё не видно {count} таких карт.',
    other:
      'Ваши {value} в столбце из {cards}{where} остаются вместе: ещё одна {value} уберёт его, а ещё не видно {count} таких карты.',
  },
  'reason.clears-beside-pair.row': {
    one: 'Ваша {card} остаётся рядом с вашими {value} в ряду из {cards}{where}: ещё одна {value} уберёт их все, а ещё не видна {count} такая карта.',
    few: 'Ваша {card} остаётся рядом с вашими {value} в ряду из {cards}{where}: ещё одна {value} уберёт их все, а ещё не видны {count} такие карты.',
    many: 'Ваша {card} остаётся рядом с вашими {value} в ряду из {cards}{where}: ещё одна {value} уберёт их все, а ещё не видно {count} таких карт.',
    other:
      'Ваша {card} остаётся рядом с вашими {value} в ряду из {cards}{where}: ещё одна {value} уберёт их все, а ещё не видно {count} таких карты.',
  },
  'reason.clears-beside-pair.column': {
    one: 'Ваша {card} остаётся рядом с вашими {value} в столбце из {cards}{where}: ещё одна {value} уберёт их все, а ещё не видна {count} такая карта.',
    few: 'Ваша {card} остаётся рядом с вашими {value} в столбце из {cards}{where}: ещё одна {value} уберёт их все, а ещё не видны {count} такие карты.',
    many: 'Ваша {card} остаётся рядом с вашими {value} в столбце из {cards}{where}: ещё одна {value} уберёт их все, а ещё не видно {count} таких карт.',
    other:
      'Ваша {card} остаётся рядом с вашими {value} в столбце из {cards}{where}: ещё одна {value} уберёт их все, а ещё не видно {count} таких карты.',
  },
  'reason.covers-beside-pair.row':
    'Ход снижает {card} рядом с вашими {value} в ряду из {cards}{where}, хотя ещё одна {value} и так убрала бы её.',
  'reason.covers-beside-pair.column':
    'Ход снижает {card} рядом с вашими {value} в столбце из {cards}{where}, хотя ещё одна {value} и так убрала бы её.',
  'reason.breaks-column.row': 'Ход разбивает ваши одинаковые {value} в ряду из {cards}{where}.',
  'reason.breaks-column.column':
    'Ход разбивает ваши одинаковые {value} в столбце из {cards}{where}.',
  'reason.length-2': 'двух',
  'reason.length-3': 'трёх',
  'reason.length-4': 'четырёх',
  'reason.length-5': 'пяти',
  'reason.length-6': 'шести',
  'reason.cards-2': 'двух карт',
  'reason.cards-3': 'трёх карт',
  'reason.cards-4': 'четырёх карт',
  'reason.cards-5': 'пяти карт',
  'reason.cards-6': 'шести карт',
  'reason.in-grid-1': ' в первой раскладке',
  'reason.in-grid-2': ' во второй раскладке',

  'reason.keeps-face-down':
    'Закрытые карты остаются на месте — их у вас {count}, в среднем каждая стоит {expected}: позже их ещё можно заменить низкими картами, не открывая.',
  'reason.turns-unseen-card':
    'Закрытая карта открывается, а не накрывается вслепую: вы узнаёте её значение (в среднем {expected}), а высокую карту можно будет заменить позже.',
  'reason.covers-unseen-card':
    'Закрытая карта накрывается вслепую: с вероятностью {percent} % она меньше, чем {placed}.',
  'reason.replaces-card': {
    one: 'Открытая {from} заменяется на {to}: на {count} очко меньше.',
    few: 'Открытая {from} заменяется на {to}: на {count} очка меньше.',
    many: 'Открытая {from} заменяется на {to}: на {count} очков меньше.',
    other: 'Открытая {from} заменяется на {to}: на {count} очка меньше.',
  },
  'reason.raises-card': {
    one: 'Открытая {from} заменяется на {to}: на {count} очко больше.',
    few: 'Открытая {from} заменяется на {to}: на {count} очка больше.',
    many: 'Открытая {from} заменяется на {to}: на {count} очков больше.',
    other: 'Открытая {from} заменяется на {to}: на {count} очка больше.',
  },
  'reason.gains-more-now.highest': {
    one: 'Из раскладки уходит ваша самая высокая карта, {from}: сразу на {count} очко меньше, на {ahead} больше, чем если {rival}.',
    few: 'Из раскладки уходит ваша самая высокая карта, {from}: сразу на {count} очка меньше, на {ahead} больше, чем если {rival}.',
    many: 'Из раскладки уходит ваша самая высокая карта, {from}: сразу на {count} очков меньше, на {ahead} больше, чем если {rival}.',
    other:
      'Из раскладки уходит ваша самая высокая карта, {from}: сразу на {count} очка меньше, на {ahead} больше, чем если {rival}.',
  },
  'reason.gains-more-now.face-up': {
    one: 'Из раскладки уходит ваша {from}: сразу на {count} очко меньше, на {ahead} больше, чем если {rival}.',
    few: 'Из раскладки уходит ваша {from}: сразу на {count} очка меньше, на {ahead} больше, чем если {rival}.',
    many: 'Из раскладки уходит ваша {from}: сразу на {count} очков меньше, на {ahead} больше, чем если {rival}.',
    other:
      'Из раскладки уходит ваша {from}: сразу на {count} очка меньше, на {ahead} больше, чем если {rival}.',
  },
  'reason.gains-more-now.face-down': {
    one: '{placed} ниже, чем в среднем стоит закрытая карта ({expected}): сразу примерно на {count} очко меньше, на {ahead} больше, чем если {rival}.',
    few: '{placed} ниже, чем в среднем стоит закрытая карта ({expected}): сразу примерно на {count} очка меньше, на {ahead} больше, чем если {rival}.',
    many: '{placed} ниже, чем в среднем стоит закрытая карта ({expected}): сразу примерно на {count} очков меньше, на {ahead} больше, чем если {rival}.',
    other:
      '{placed} ниже, чем в среднем стоит закрытая карта ({expected}): сразу примерно на {count} очка меньше, на {ahead} больше, чем если {rival}.',
  },
  'reason.gains-more-now.least': {
    one: '{placed} здесь повышает раскладку меньше всего: на {count} очко меньше, чем если {rival}.',
    few: '{placed} здесь повышает раскладку меньше всего: на {count} очка меньше, чем если {rival}.',
    many: '{placed} здесь повышает раскладку меньше всего: на {count} очков меньше, чем если {rival}.',
    other:
      '{placed} здесь повышает раскладку меньше всего: на {count} очка меньше, чем если {rival}.',
  },
  'reason.gains-more-now.discard': {
    one: 'Если сбросить {card}, раскладка остаётся как есть: на {count} очко лучше, чем если {rival}.',
    few: 'Если сбросить {card}, раскладка остаётся как есть: на {count} очка лучше, чем если {rival}.',
    many: 'Если сбросить {card}, раскладка остаётся как есть: на {count} очков лучше, чем если {rival}.',
    other:
      'Если сбросить {card}, раскладка остаётся как есть: на {count} очка лучше, чем если {rival}.',
  },
  'reason.rival.draw': 'взять карту из колоды',
  'reason.rival.face-up': 'положить её на вашу {rivalFrom}',
  'reason.rival.face-down': 'положить её на закрытую карту',
  'reason.rival.turn': 'сбросить её и открыть карту',
  'reason.keeps-grid':
    'На открытую {value} ложится такая же {value}: раскладка не меняется, вы просто пропускаете ход.',
  'reason.replaces-face-down':
    '{placed} ложится на закрытую карту, которая в среднем стоит {expected}.',
  'reason.reveals-card': 'Открывается закрытая карта, которая в среднем стоит {expected}.',
  'reason.nowhere-to-keep':
    '{card} повысит раскладку, куда её ни положи: открытых карт выше нет, а закрытая в среднем стоит {expected}.',
  'reason.unseen-of-value': {
    one: 'Ещё не видна {count} карта со значением {value}.',
    few: 'Ещё не видны {count} карты со значением {value}.',
    many: 'Ещё не видно {count} карт со значением {value}.',
    other: 'Ещё не видно {count} карты со значением {value}.',
  },
  'reason.draw-at-most-chance':
    'Следующая карта с вероятностью {percent} % будет {atMost} или меньше — достаточно низкой, чтобы её оставить.',
  'reason.pays-off-later': {
    one: 'Это окупится в оставшихся ходах: в смоделированных раундах этот ход впереди на {count} очко.',
    few: 'Это окупится в оставшихся ходах: в смоделированных раундах этот ход впереди на {count} очка.',
    many: 'Это окупится в оставшихся ходах: в смоделированных раундах этот ход впереди на {count} очков.',
    other:
      'Это окупится в оставшихся ходах: в смоделированных раундах этот ход впереди на {count} очка.',
  },
  'reason.costs-later': {
    one: 'Это скажется в оставшихся ходах: в смоделированных раундах этот ход отстаёт на {count} очко.',
    few: 'Это скажется в оставшихся ходах: в смоделированных раундах этот ход отстаёт на {count} очка.',
    many: 'Это скажется в оставшихся ходах: в смоделированных раундах этот ход отстаёт на {count} очков.',
    other:
      'Это скажется в оставшихся ходах: в смоделированных раундах этот ход отстаёт на {count} очка.',
  },
  'reason.final-turn': 'Это ваш последний ход в раунде: закрытые карты считаются по среднему.',
  'move.draw': 'Возьмите карту из колоды.',
  'move.take-discard': 'Возьмите {card} из сброса и положите в столбец {column}, ряд {row}.',
  'move.draw-swap': 'Положите взятую карту в столбец {column}, ряд {row}.',
  'move.draw-discard': 'Сбросьте взятую карту и откройте столбец {column}, ряд {row}.',
  'move.reveal': 'Откройте столбец {column}, ряд {row}.',
  'move.take-discard-in-grid':
    'Возьмите {card} из сброса и положите в раскладку {grid}, столбец {column}, ряд {row}.',
  'move.draw-swap-in-grid':
    'Положите взятую карту в раскладку {grid}, столбец {column}, ряд {row}.',
  'move.draw-discard-in-grid':
    'Сбросьте взятую карту и откройте в раскладке {grid} столбец {column}, ряд {row}.',
  'move.reveal-in-grid': 'Откройте в раскладке {grid} столбец {column}, ряд {row}.',
  'move.keeps-grid': '(Раскладка не меняется.)',
  'review.label.best': 'лучший',
  'review.label.good': 'хороший',
  'review.label.inaccuracy': 'неточность',
  'review.label.mistake': 'ошибка',
  'review.label.blunder': 'грубая ошибка',
  'fact.unseen-mean': {
    one: '{count} невиданная карта стоит в среднем {mean}.',
    few: '{count} невиданные карты стоят в среднем {mean}.',
    many: '{count} невиданных карт стоят в среднем {mean}.',
    other: '{count} невиданной карты стоят в среднем {mean}.',
  },
  'fact.unseen-at-least': {
    one: 'Ещё не видна {count} карта со значением {value} или выше.',
    few: 'Ещё не видны {count} карты со значением {value} или выше.',
    many: 'Ещё не видно {count} карт со значением {value} или выше.',
    other: 'Ещё не видно {count} карты со значением {value} или выше.',
  },
  'fact.draw-pile-known': {
    one: 'Колода перемешана заново: её {count} карта известна.',
    few: 'Колода перемешана заново: её {count} карты известны.',
    many: 'Колода перемешана заново: её {count} карт известны.',
    other: 'Колода перемешана заново: её {count} карты известны.',
  },
  reviewGame: 'Разбор партии',
  reviewRound: 'Разбор раунда {round}',
  reviewTitle: 'Разбор партии',
  reviewScopeGame: '{name}, вся партия',
  reviewScopeRound: '{name}, раунд {round}',
  reviewSeat: 'Чьи решения',
  reviewStart: 'Разобрать',
  reviewCancel: 'Остановить разбор',
  reviewCancelled: {
    one: 'Разбор остановлен после {done} из {count} решения.',
    few: 'Разбор остановлен после {done} из {count} решений.',
    many: 'Разбор остановлен после {done} из {count} решений.',
    other: 'Разбор остановлен после {done} из {count} решения.',
  },
  reviewFailed: 'Эту партию нельзя разобрать: {message}',
  reviewProgress: 'Эксперт взвешивает решение {done} из {total}…',
  reviewIntro:
    'Эксперт взвешивает каждое решение против лучшего хода — только по тому, что было известно в тот момент. Цена — в очках за раунд, плюс-минус то, в чём поиск не может быть уверен.',
  reviewAccuracy: 'Точность {percent} %',
  reviewAccuracyHelp: 'Доля решений, которые эксперт оценивает как лучшие или хорошие.',
  reviewCostliest: 'Самые дорогие моменты',
  reviewNoCostly: 'Ни одно решение не стоило очков: каждое было не хуже лучшего.',
  reviewShowOnTable: 'Показать на столе',
  reviewAccuracyCaption: 'точность',
  reviewLostCaption: {
    one: 'очко потеряно за раунд',
    few: 'очка потеряно за раунд',
    many: 'очков потеряно за раунд',
    other: 'очка потеряно за раунд',
  },
  reviewStory: 'Решение за решением',
  reviewStoryHelp:
    'По знаку на каждое решение; чем выше столбик, тем дороже оно обошлось. Выберите знак, чтобы увидеть момент на столе.',
  reviewRoundName: 'Раунд {round}',
  reviewRoundCost: {
    one: 'потеряно {count} очко',
    few: 'потеряно {count} очка',
    many: 'потеряно {count} очков',
    other: 'потеряно {count} очка',
  },
  reviewMarkName: 'Раунд {round}, {when}, {kind}: {label}',
  reviewLegend: 'Оценки',
  reviewDecisionCount: {
    one: 'решение взвешено',
    few: 'решения взвешено',
    many: 'решений взвешено',
    other: 'решения взвешено',
  },
  reviewLostByRound: 'Потеряно очков в каждом раунде',
  reviewPileDraw: 'Колода',
  reviewPileDiscard: 'Сброс',
  reviewPileDrawn: 'Взята',
  reviewDecisions: 'Все решения',
  reviewColRound: 'Раунд',
  reviewColTurn: 'Ход',
  reviewColPlayed: 'Сыграно',
  reviewColBest: 'Лучший',
  reviewColCost: 'Цена',
  reviewColLabel: 'Оценка',
  reviewSetupTurn: 'начало',
  reviewTurn: 'ход {turn}',
  reviewMomentTitle: 'Раунд {round}, {when}: {label}',
  reviewCost: {
    one: '{count} очко, плюс-минус {interval}',
    few: '{count} очка, плюс-минус {interval}',
    many: '{count} очков, плюс-минус {interval}',
    other: '{count} очка, плюс-минус {interval}',
  },
  reviewPlayedMove: 'Сыграно: {move}',
  reviewBestMove: 'Лучше всего: {move}',
  reviewShowPlayed: 'Сыгранный ход',
  reviewShowBest: 'Лучший ход',
  reviewBack: 'Назад к разбору',
  'review.kind.setup': 'какую карту открыть в начале',
  'review.kind.pile': 'какую стопку',
  'review.kind.drawn': 'взятую карту',
  resumeGame: 'Продолжить игру',
  watchReplay: 'Смотреть повтор',
  importError: 'Запись не читается: {message}',
  importErrorRound: 'Запись не читается в раунде {round}: {message}',
  importErrorMove: 'Запись не читается: раунд {round}, ход {move}: {message}',
  importBadPosition:
    'ход указывает место карты, которого нет в раскладке (места идут от 0 до {last})',
  replayTitle: 'Повтор',
  stepBack: 'Шаг назад',
  stepForward: 'Шаг вперёд',
  play: 'Воспроизвести',
  pause: 'Пауза',
  replayRoundStart: 'К раздаче этого раунда (или предыдущего)',
  replayNextRound: 'К раздаче следующего раунда',
  replayRound: 'Раунд {round} из {rounds}',
  leaveReplay: 'Выйти из повтора',
  damagedSave:
    'Сохранённую игру не удалось прочитать; она отложена, можно начать заново. Ваши настройки сохранены.',
  illegalMove: 'Сейчас так нельзя.',
  computerMoveReplaced:
    '{name} не может сделать выбранный ход и делает вместо него другой допустимый ход.',
  gameStuck:
    'Игру нельзя продолжить: у игрока {name} нет допустимого хода. Экспортируйте запись (по ней видно ошибку) и начните новую игру.',
  damagedSaveKept:
    'Сохранённую игру не удалось прочитать. В хранилище браузера нет места, чтобы отложить её, поэтому она остаётся как есть, пока вы не начнёте новую игру. Настройки сохранены.',
  importTooLarge: 'Запись слишком велика: {size} КБ; допускается не более {max} КБ.',
  importNotSaved:
    'Эту игру нельзя сохранить в этом браузере: хранилище заполнено. Она не продолжена, ваша сохранённая игра не тронута. Посмотреть её всё равно можно.',
  saveFailed:
    'Эту игру больше нельзя сохранять в этом браузере: хранилище заполнено. Если вы покинете страницу, ходы после последнего сохранения будут потеряны.',
  credits: 'Благодарности',
  creditsFont:
    'Шрифт: Rubik, авторы — The Rubik Project Authors, по лицензии SIL Open Font License 1.1.',
  creditsIcons:
    'Значки мест, аватары и реакции с game-icons.net, по лицензии Creative Commons Attribution 3.0: автор Delapouite — «person», «bear head», «rabbit head», «penguin», «duck», «unicorn», «hummingbird», «whale tail», «thumb up», «shaking hands», «star struck», «party popper»; автор Lorc — «vintage robot», «fox head», «frog», «wolf head», «cat», «turtle», «octopus», «surprised», «hourglass», «imp laugh», «ringing bell»; автор Caro Asercion — «barn owl».',
  keysHelp:
    'Клавиши: D взять из колоды · T взять из сброса · X сбросить взятую карту · {pick} · Enter подтвердить · H подсказка · Пробел пропустить · Esc отмена',
  'keysPick.card': 'стрелки или 1–9, 0, -, = выбрать карту',
  'keysPick.column':
    'стрелки выбрать карту · {keys} перейти к столбцу (ещё раз: следующая карта ниже)',
  'keysPick.columnDual':
    'стрелки выбрать карту · {first} перейти к столбцу первой раскладки, {second} — второй (ещё раз: следующая карта ниже)',
  solverFallback:
    'У компьютерных игроков случилась заминка: они играют дальше, возможно, чуть медленнее. Ваша игра в сохранности.',
  solverFallbackHint:
    'У подсказки случилась заминка: она считает дальше, возможно, чуть медленнее. Ваша игра в сохранности.',
  tutorialOffer: 'Впервые в SKYJO? Освойте игру за один учебный раунд.',
  tutorialStart: 'Сыграть учебный раунд',
  tutorialDecline: 'Нет, спасибо',
  statistics: 'Статистика',
  cancel: 'Отмена',
  scoreChart: 'Суммы после каждого раунда',
  newGameConfirm: 'Идёт игра. Начать вместо неё новую? Текущая игра будет потеряна.',
  newGameConfirmYes: 'Начать новую игру',
  showScores: 'Очки',
  viewTable: 'Посмотреть на стол',
  playAgain: 'Сыграть ещё',
  youWinTitle: 'Победа!',
  winnerTitle: 'Побеждает {name}!',
  sharedWinTitle: 'Победу делят {names}!',
  youWin: 'Ваш итог — {points}, это меньше всех за столом.',
  placeYou: 'Вы заняли {place} место из {count}: {points}.',
  placeSeat: '{name}: {place} место из {count}, {points}.',
  bestRoundYou: 'Ваш лучший раунд — {round}-й: {points}.',
  bestRoundSeat: 'Лучший раунд игрока {name} — {round}-й: {points}.',
  placeColumn: 'Место',
  placeOf: 'из {count}',
  bestRoundLabel: 'Ваш лучший раунд',
  allRounds: 'Все раунды',
  closeHint: 'Закрыть подсказку',
  ...onlineRu,
  ...reactionsRu,
  ...seatHoldRu,
  ...publicTablesRu,
  ...menusRu,
  ...houseRulesRu,
};
