import { setupRevealsPerSeat } from '../../engine';
import type { Translator } from '../../i18n';
import type { TableSnapshot } from '../../view';
import type { ChoiceMode } from './choices';

/** The seats that may act on the table `shown`: in set-up all still to reveal, else the mover. */
function seatsToAct(shown: TableSnapshot): number[] {
  if (shown.phase === 'setup') {
    const perSeat = setupRevealsPerSeat(shown.rules);
    return shown.setupReveals.flatMap((count, seat) => (count < perSeat ? [seat] : []));
  }
  return shown.phase === 'turns' && shown.toMove !== null ? [shown.toMove] : [];
}

/** How the status line speaks: with the keyboard's letters or not, to "you" or by name. */
export interface StatusStyle {
  /** Names the keys (not on touch screens). */
  readonly keys: boolean;
  /** Speaks to the one person at this screen as "you" (by name in pass-and-play). */
  readonly you: boolean;
}

/**
 * The status line for the table `shown`: who acts and what they may do; `person` is the seat
 * choosing at this screen.
 */
export function statusText(
  t: Translator,
  shown: TableSnapshot,
  person: number | null,
  mode: ChoiceMode,
  style: StatusStyle,
): string {
  const name = (seat: number) => shown.players[seat] ?? '';
  if (shown.phase === 'game-over') return t.t('statusGameOver');
  if (shown.phase === 'round-over') return t.t('statusRoundOver', { round: shown.roundIndex + 1 });
  const seat = person ?? seatsToAct(shown)[0];
  if (seat === undefined) return '';
  const you = person !== null && style.you;
  const params = { name: name(seat), card: shown.discardPile.at(-1) ?? 0 };
  if (shown.phase === 'setup')
    return t.t(you ? 'statusSetupYou' : 'statusSetup', {
      ...params,
      count: setupRevealsPerSeat(shown.rules) - shown.setupReveals[seat]!,
    });
  const prefix = finalTurns(t, shown);
  if (person === null) return prefix ?? t.t('statusComputer', params);
  const key = (letter: string) => (style.keys ? ` (${letter})` : '');
  const line =
    shown.drawn !== null
      ? mode === 'discard-drawn'
        ? t.t(you ? 'statusDiscardYou' : 'statusDiscard', params)
        : t.t(you ? 'statusDrawnYou' : 'statusDrawn', {
            ...params,
            card: shown.drawn,
            keyDiscard: key('X'),
          })
      : mode === 'take'
        ? t.t(you ? 'statusTakeYou' : 'statusTake', params)
        : t.t(you ? 'statusTurnYou' : 'statusTurn', {
            ...params,
            keyDraw: key('D'),
            keyTake: key('T'),
          });
  return prefix === null ? line : `${prefix} ${line}`;
}

function finalTurns(t: Translator, shown: TableSnapshot): string | null {
  return shown.ender === null ? null : t.t('statusFinalTurns', { count: shown.finalTurnsLeft });
}
