import { setupRevealsPerSeat } from '../../engine';
import type { MessageKey, MessageParams, Translator } from '../../i18n';
import type { ChoiceMode, Choices, TableSnapshot } from '../../view';

/** The seats that may act on the table `shown`: in set-up all still to reveal, else the mover. */
function seatsToAct(shown: TableSnapshot): number[] {
  if (shown.phase === 'setup') {
    const perSeat = setupRevealsPerSeat(shown.rules);
    return shown.setupReveals.flatMap((count, seat) => (count < perSeat ? [seat] : []));
  }
  return shown.phase === 'turns' && shown.toMove !== null ? [shown.toMove] : [];
}

/**
 * Why a seat's own person is not playing it now: away (`seconds` before a computer stands in,
 * the game waiting for them meanwhile), or a computer standing in.
 */
export type SeatAbsence =
  { readonly kind: 'away'; readonly seconds: number } | { readonly kind: 'stand-in' };

/** How the status line speaks: with the keyboard's letters or not, to "you" or by name. */
export interface StatusStyle {
  /** Names the keys (not on touch screens). */
  readonly keys: boolean;
  /** Speaks to the one person at this screen as "you" (by name in pass-and-play). */
  readonly you: boolean;
  /** By seat, whose person is away or played by a computer standing in (online). */
  readonly absent?: readonly (SeatAbsence | null)[];
}

/** What the status says of `seat` when its own person is not playing it now, if so. */
export function absenceText(
  t: Translator,
  name: string,
  absence: SeatAbsence | null | undefined,
): string | null {
  if (absence === null || absence === undefined) return null;
  return absence.kind === 'away'
    ? t.t('statusAway', { name, count: absence.seconds })
    : t.t('statusStandIn', { name });
}

/**
 * The status line for the table `shown`: who acts and what they may do; `person` is the seat
 * choosing at this screen, `allowed` what it may choose now (the guided round narrows it to the
 * step it teaches): a pile it may not use is not offered.
 */
export function statusText(
  t: Translator,
  shown: TableSnapshot,
  person: number | null,
  mode: ChoiceMode,
  style: StatusStyle,
  allowed: Choices | null = null,
): string {
  const name = (seat: number) => shown.players[seat] ?? '';
  if (shown.phase === 'game-over') return t.t('statusGameOver');
  if (shown.phase === 'round-over') return t.t('statusRoundOver', { round: shown.roundIndex + 1 });
  const seat = person ?? seatsToAct(shown)[0];
  if (seat === undefined) return '';
  const you = person !== null && style.you;
  const params = { name: name(seat), card: shown.discardPile.at(-1) ?? 0 };
  const absent = person === null ? absenceText(t, params.name, style.absent?.[seat]) : null;
  if (absent !== null && shown.phase === 'setup') return absent;
  if (shown.phase === 'setup')
    return t.t(you ? 'statusSetupYou' : 'statusSetup', {
      ...params,
      count: setupRevealsPerSeat(shown.rules) - shown.setupReveals[seat]!,
    });
  const prefix = finalTurns(t, shown);
  if (absent !== null) return prefix === null ? absent : `${prefix} ${absent}`;
  if (person === null) return prefix ?? t.t('statusComputer', params);
  const key = (letter: string) => (style.keys ? ` (${letter})` : '');
  const may = (pile: 'draw' | 'discard') => allowed === null || allowed.piles.includes(pile);
  const keeps = allowed === null || allowed.positions.length > 0;
  const says = (plain: MessageKey, toYou: MessageKey, extra: MessageParams = {}) =>
    t.t(you ? toYou : plain, { ...params, ...extra });
  let line: string;
  if (shown.drawn !== null) {
    const drawn = { card: shown.drawn, keyDiscard: key('X') };
    line =
      mode === 'discard-drawn'
        ? says('statusDiscard', 'statusDiscardYou')
        : !may('discard')
          ? says('statusDrawnKeep', 'statusDrawnKeepYou', drawn)
          : !keeps
            ? says('statusDrawnDiscard', 'statusDrawnDiscardYou', drawn)
            : says('statusDrawn', 'statusDrawnYou', drawn);
  } else if (mode === 'take') {
    line = says('statusTake', 'statusTakeYou');
  } else {
    const keys = { keyDraw: key('D'), keyTake: key('T') };
    line = !may('discard')
      ? says('statusTurnDraw', 'statusTurnDrawYou', keys)
      : !may('draw')
        ? says('statusTurnTake', 'statusTurnTakeYou', keys)
        : says('statusTurn', 'statusTurnYou', keys);
  }
  return prefix === null ? line : `${prefix} ${line}`;
}

function finalTurns(t: Translator, shown: TableSnapshot): string | null {
  return shown.ender === null ? null : t.t('statusFinalTurns', { count: shown.finalTurnsLeft });
}
