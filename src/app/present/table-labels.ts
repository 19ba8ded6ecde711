import type { Translator } from '../../i18n';
import type { TableLabels } from '../../view';
import { isOfficialPenalty, penaltySigns } from '../../view/penalty-signs';

/** The table's texts in the translator's language; `viewer` is the seat called "your". */
export function tableLabels(
  translator: Translator,
  players: readonly string[],
  viewer: number | null,
): TableLabels {
  const t = translator.t.bind(translator);
  return {
    drawPile: (count) => t('drawPile', { count }),
    discardPile: (top) => t('discardPile', { card: top === null ? '—' : top }),
    drawn: (card) => t('drawnCard', { card: card === 'down' ? t('faceDown') : card }),
    card: (seat, place, face) => {
      const params = {
        name: players[seat] ?? '',
        grid: place.grid + 1,
        column: place.column + 1,
        row: place.row + 1,
        face: face === 'down' || face === null ? t('faceDown') : translator.number(face),
      };
      if (place.grids > 1)
        return seat === viewer ? t('yourGridCard', params) : t('seatGridCard', params);
      return seat === viewer ? t('yourCard', params) : t('seatCard', params);
    },
    seat: (seat, total) => t('seatLabel', { name: players[seat] ?? '', total }),
    seatSummary: (seat, total, faceUp, faceDown) =>
      t('seatSummary', {
        name: players[seat] ?? '',
        total,
        cards: faceUp.length === 0 ? '—' : faceUp.join(', '),
        count: faceDown,
      }),
    standIn: (seat) => t('seatAwayStandIn', { name: players[seat] ?? '' }),
    callout: (callout) => {
      switch (callout.kind) {
        case 'column-streak':
          return t('callout.columnStreak', { count: callout.count });
        case 'row-clear':
          return t('callout.rowClear');
        case 'big-swing':
          return t('callout.bigSwing', { count: callout.points });
        case 'round-streak':
          return t('callout.roundStreak', { count: callout.count });
        case 'going-out':
          return callout.seat === viewer
            ? t('callout.youGoOut')
            : t('callout.goingOut', { name: players[callout.seat] ?? '' });
        case 'doubled':
          return isOfficialPenalty(callout.penalty)
            ? t('callout.doubled')
            : t('callout.penalty', { penalty: penaltySigns(callout.penalty) });
      }
    },
  };
}
