import { SETUP_REVEALS } from '../engine';
import type { Translator } from '../i18n';
import type { TableSnapshot } from '../view/snapshot';
import type { ChoiceMode } from './choices';

/** The seats that may act on the table `shown`: in set-up all still to reveal, else the mover. */
function seatsToAct(shown: TableSnapshot): number[] {
  if (shown.phase === 'setup')
    return shown.setupReveals.flatMap((count, seat) => (count < SETUP_REVEALS ? [seat] : []));
  return shown.phase === 'turns' && shown.toMove !== null ? [shown.toMove] : [];
}

/**
 * The status line for the table `shown`: who acts and what they may do; `person` is the seat
 * choosing at this screen; `keys` adds the keyboard's letters (not on touch screens).
 */
export function statusText(
  t: Translator,
  shown: TableSnapshot,
  person: number | null,
  mode: ChoiceMode,
  keys: boolean,
): string {
  const name = (seat: number) => shown.players[seat] ?? '';
  if (shown.phase === 'game-over') return t.t('statusGameOver');
  if (shown.phase === 'round-over') return t.t('statusRoundOver', { round: shown.roundIndex + 1 });
  const seat = person ?? seatsToAct(shown)[0];
  if (seat === undefined) return '';
  if (shown.phase === 'setup')
    return t.t('statusSetup', {
      name: name(seat),
      count: SETUP_REVEALS - shown.setupReveals[seat]!,
    });
  const prefix = finalTurns(t, shown);
  if (person === null) return prefix ?? t.t('statusComputer', { name: name(seat) });
  const top = shown.discardPile[shown.discardPile.length - 1] ?? 0;
  const key = (letter: string) => (keys ? ` (${letter})` : '');
  const line =
    shown.drawn !== null
      ? mode === 'discard-drawn'
        ? t.t('statusDiscard', { name: name(person) })
        : t.t('statusDrawn', { name: name(person), card: shown.drawn, keyDiscard: key('X') })
      : mode === 'take'
        ? t.t('statusTake', { name: name(person), card: top })
        : t.t('statusTurn', {
            name: name(person),
            card: top,
            keyDraw: key('D'),
            keyTake: key('T'),
          });
  return prefix === null ? line : `${prefix} ${line}`;
}

function finalTurns(t: Translator, shown: TableSnapshot): string | null {
  return shown.ender === null ? null : t.t('statusFinalTurns', { count: shown.finalTurnsLeft });
}
