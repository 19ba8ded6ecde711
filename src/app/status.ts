import { type GameState, seatsToAct, SETUP_REVEALS } from '../engine';
import type { Translator } from '../i18n';
import type { ChoiceMode } from './choices';

/** The status line for `state`: who acts and what they may do; `person` is the seat at the screen. */
export function statusText(
  t: Translator,
  state: GameState,
  person: number | null,
  mode: ChoiceMode,
): string {
  const { round } = state;
  const name = (seat: number) => state.players[seat] ?? '';
  if (state.phase === 'game-over') return t.t('statusGameOver');
  if (state.phase === 'round-over') return t.t('statusRoundOver', { round: round.index + 1 });
  if (person === null) {
    const seat = seatsToAct(state)[0];
    if (seat === undefined) return '';
    if (state.phase === 'setup')
      return t.t('statusSetup', {
        name: name(seat),
        count: SETUP_REVEALS - round.setupReveals[seat]!,
      });
    return finalTurns(t, state) ?? t.t('statusComputer', { name: name(seat) });
  }
  if (state.phase === 'setup')
    return t.t('statusSetup', {
      name: name(person),
      count: SETUP_REVEALS - round.setupReveals[person]!,
    });
  const top = round.discardPile[round.discardPile.length - 1] ?? 0;
  const prefix = finalTurns(t, state);
  const line =
    round.drawn !== null
      ? mode === 'discard-drawn'
        ? t.t('statusDiscard', { name: name(person) })
        : t.t('statusDrawn', { name: name(person), card: round.drawn.card ?? 0 })
      : mode === 'take'
        ? t.t('statusTake', { name: name(person), card: top })
        : t.t('statusTurn', { name: name(person), card: top });
  return prefix === null ? line : `${prefix} ${line}`;
}

function finalTurns(t: Translator, state: GameState): string | null {
  const { ender, finalTurnsLeft } = state.round;
  return ender === null ? null : t.t('statusFinalTurns', { count: finalTurnsLeft });
}
