import type { RoundResult } from '../../engine';
import type { Translator } from '../../i18n';
import type { TableSnapshot } from '../../view';
import { h } from '../page/dom';
import { bestRound, placeOf } from './standings';
import { scoreChart } from './stats-chart';

/** What the round summary's buttons do. */
export interface SummaryActions {
  readonly onNextRound: () => void;
  readonly onPlayAgain: () => void;
  readonly onMenu: () => void;
  readonly onViewTable: () => void;
  readonly onExport: () => void;
  readonly onReplay: () => void;
}

/** What the summary shows: the table after a round, the target, and who plays at this screen. */
export interface SummaryInput {
  /** The table once the round is scored; its player names as shown. */
  readonly shown: TableSnapshot;
  readonly targetScore: number;
  /** The seats played at this screen. */
  readonly people: readonly number[];
}

/** Why the ender's score was or was not doubled (R5.3), as the engine decided it. */
export function doublingExplanation(
  t: Translator,
  players: readonly string[],
  result: RoundResult,
): string {
  const { reason, enderScore: score, rival, rivalScore } = result.doubling;
  const name = players[result.ender] ?? '';
  switch (reason) {
    case 'not-strictly-lowest':
      return t.t('doubled', {
        name,
        score,
        other: players[rival] ?? '',
        otherScore: rivalScore,
        doubledScore: result.scores[result.ender]!,
      });
    case 'strictly-lowest':
      return t.t('notDoubledLowest', { name, score });
    case 'not-positive':
      return t.t('notDoubledNotPositive', { name, score });
  }
}

/** Whether a person at this screen is among the winners of a finished game. */
export function personWins(shown: TableSnapshot, people: readonly number[]): boolean {
  return shown.phase === 'game-over' && shown.winners.some((seat) => people.includes(seat));
}

/** How each person at this screen who did not win fared: their place and their best round. */
function losses(t: Translator, input: SummaryInput): HTMLElement[] {
  const { shown, people } = input;
  const alone = people.length === 1;
  return people
    .filter((seat) => !shown.winners.includes(seat))
    .map((seat) => {
      const name = shown.players[seat] ?? '';
      const place = {
        name,
        place: t.ordinal(placeOf(shown.totals, seat)),
        count: shown.players.length,
        points: t.t('points', { count: shown.totals[seat] ?? 0 }),
      };
      const best = bestRound(shown.results, seat);
      const round = best && {
        name,
        round: best.round + 1,
        points: t.t('points', { count: best.score }),
      };
      return h(
        'p',
        { class: 'standing', 'data-seat': seat },
        t.t(alone ? 'placeYou' : 'placeSeat', place),
        round ? ` ${t.t(alone ? 'bestRoundYou' : 'bestRoundSeat', round)}` : '',
      );
    });
}

/** The game's outcome: who won, and for a loss the persons' places and best rounds. */
function outcome(t: Translator, input: SummaryInput): HTMLElement[] {
  const { shown } = input;
  const winners = shown.winners.map((seat) => shown.players[seat]!);
  const points = t.t('points', { count: shown.totals[shown.winners[0] ?? 0] ?? 0 });
  const alone = input.people.length === 1;
  const won = personWins(shown, input.people);
  const headline =
    won && alone && winners.length === 1
      ? t.t('youWin', { points })
      : winners.length === 1
        ? t.t('winnerOne', { names: winners[0]!, points })
        : t.t('winnerShared', { names: t.list(winners), points });
  return [h('p', { class: 'winners' }, headline), ...losses(t, input)];
}

/** The scores of every round and the totals, the doubling explained, and what comes next. */
export function roundSummary(t: Translator, input: SummaryInput, actions: SummaryActions) {
  const { shown } = input;
  const over = shown.phase === 'game-over';
  const won = personWins(shown, input.people);
  const last = shown.results[shown.results.length - 1]!;
  const table = h(
    'table',
    { class: 'scores' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h('th', { scope: 'col' }, t.t('player')),
        ...shown.results.map((_, i) =>
          h('th', { scope: 'col' }, t.t('roundTitle', { round: i + 1 })),
        ),
        h('th', { scope: 'col' }, t.t('total')),
      ),
    ),
    h(
      'tbody',
      {},
      ...shown.players.map((name, seat) =>
        h(
          'tr',
          {
            class: [
              shown.winners.includes(seat) ? 'winner' : '',
              input.people.includes(seat) ? 'person' : '',
            ]
              .join(' ')
              .trim(),
          },
          h('th', { scope: 'row' }, name),
          ...shown.results.map((result) =>
            h(
              'td',
              { class: result.doubled && result.ender === seat ? 'doubled' : undefined },
              String(result.scores[seat]),
            ),
          ),
          h('td', { class: 'total' }, String(shown.totals[seat])),
        ),
      ),
    ),
  );
  const button = (action: string, label: string, onclick: () => void, primary = false) =>
    h(
      'button',
      {
        type: 'button',
        class: primary ? 'primary' : undefined,
        'data-action': action,
        onclick,
        autofocus: primary,
      },
      label,
    );
  return h(
    'section',
    {
      class: 'screen summary-screen',
      'data-screen': over ? 'game-over' : 'round-over',
      'data-outcome': over ? (won ? 'won' : 'lost') : undefined,
      'aria-labelledby': 'summary-title',
    },
    h(
      'h2',
      { id: 'summary-title' },
      over
        ? t.t(won ? 'youWinTitle' : 'gameOverTitle')
        : t.t('roundOverTitle', { round: shown.results.length }),
    ),
    ...(over ? outcome(t, input) : []),
    h('p', {}, t.t('roundEnder', { name: shown.players[last.ender] ?? '' })),
    h('p', { class: 'doubling' }, doublingExplanation(t, shown.players, last)),
    h('div', { class: 'table-scroll' }, table),
    scoreChart(t, {
      players: shown.players,
      results: shown.results,
      targetScore: input.targetScore,
    }),
    h(
      'div',
      { class: 'buttons' },
      button('view-table', t.t('viewTable'), actions.onViewTable),
      over ? button('replay', t.t('watchReplay'), actions.onReplay) : null,
      button('export', t.t('exportGame'), actions.onExport),
      over ? button('menu', t.t('menu'), actions.onMenu) : null,
      over
        ? button('play-again', t.t('playAgain'), actions.onPlayAgain, true)
        : button('next-round', t.t('nextRound'), actions.onNextRound, true),
    ),
  );
}
