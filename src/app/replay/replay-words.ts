import type { GameEvent } from '../../engine';
import type { Translator } from '../../i18n';

/** A grid position's column and row as people count them (from 1; `pos = column * 3 + row`). */
function place(pos: number): { column: number; row: number } {
  return { column: Math.floor(pos / 3) + 1, row: (pos % 3) + 1 };
}

/**
 * What one step of a replay did, in words, from the engine's `events` of that step: the deal,
 * or the seat's action ("Robot 2 took the 5 from the discard pile and put it in column 3, row
 * 1; …"), then what followed it (a reshuffle, a column cleared, the last turns, the round's end).
 */
export function replayWords(
  t: Translator,
  names: readonly string[],
  events: readonly GameEvent[],
): string {
  const name = (seat: number) => names[seat] ?? '';
  const words: string[] = [];
  let discarded: number | null = null;
  for (const event of events) {
    switch (event.kind) {
      case 'dealt':
        words.push(t.t('replay.dealt', { round: event.round + 1, card: event.discard }));
        break;
      case 'reshuffled':
        words.push(t.t('replay.reshuffled'));
        break;
      case 'discarded':
        discarded = event.card;
        break;
      case 'revealed': {
        const seat = { name: name(event.seat), ...place(event.pos) };
        words.push(
          event.cause === 'turn' && discarded !== null
            ? t.t('replay.discardTurn', { ...seat, card: discarded, revealed: event.card })
            : t.t('replay.reveal', { ...seat, card: event.card }),
        );
        break;
      }
      case 'replaced':
        words.push(
          t.t(event.from === 'discard' ? 'replay.take' : 'replay.swap', {
            name: name(event.seat),
            ...place(event.pos),
            card: event.card,
            replaced: event.replaced,
          }),
        );
        break;
      case 'line-cleared':
        words.push(
          t.t(event.line === 'row' ? 'replay.row' : 'replay.column', {
            name: name(event.seat),
            value: event.value,
          }),
        );
        break;
      case 'round-ending':
        words.push(t.t('statusFinalRound', { name: name(event.ender) }));
        break;
      case 'round-scored':
        words.push(t.t('replay.roundOver', { round: event.round + 1 }));
        break;
      case 'game-over':
        words.push(t.t('statusGameOver'));
        break;
      default:
        break;
    }
  }
  return words.join(' ');
}
