import type { GameState, RoundResult } from '../../engine';
import type { Translator } from '../../i18n';
import { h } from '../dom';
import { scoreChart } from './stats-chart';

/** What the round summary's buttons do. */
export interface SummaryActions {
  readonly onNextRound: () => void;
  readonly onNewGame: () => void;
  readonly onExport: () => void;
  readonly onReplay: () => void;
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

/** The table of round scores and totals, their chart, the doubling explained, and what comes next. */
export function roundSummary(
  t: Translator,
  state: GameState,
  actions: SummaryActions,
): HTMLElement {
  const over = state.phase === 'game-over';
  const last = state.results[state.results.length - 1]!;
  const winners = state.winners.map((seat) => state.players[seat]!);
  const best = state.totals[state.winners[0] ?? 0] ?? 0;
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
        ...state.results.map((_, i) =>
          h('th', { scope: 'col' }, t.t('roundTitle', { round: i + 1 })),
        ),
        h('th', { scope: 'col' }, t.t('total')),
      ),
    ),
    h(
      'tbody',
      {},
      ...state.players.map((name, seat) =>
        h(
          'tr',
          { class: state.winners.includes(seat) ? 'winner' : undefined },
          h('th', { scope: 'row' }, name),
          ...state.results.map((result) =>
            h(
              'td',
              { class: result.doubled && result.ender === seat ? 'doubled' : undefined },
              String(result.scores[seat]),
            ),
          ),
          h('td', { class: 'total' }, String(state.totals[seat])),
        ),
      ),
    ),
  );
  const points = t.t('points', { count: best });
  return h(
    'section',
    {
      class: 'screen summary-screen',
      'data-screen': over ? 'game-over' : 'round-over',
      'aria-labelledby': 'summary-title',
    },
    h(
      'h2',
      { id: 'summary-title' },
      over ? t.t('gameOverTitle') : t.t('roundOverTitle', { round: state.results.length }),
    ),
    over
      ? h(
          'p',
          { class: 'winners' },
          winners.length === 1
            ? t.t('winnerOne', { names: winners[0]!, points })
            : t.t('winnerShared', { names: t.list(winners), points }),
        )
      : null,
    h('p', {}, t.t('roundEnder', { name: state.players[last.ender] ?? '' })),
    h('p', { class: 'doubling' }, doublingExplanation(t, state.players, last)),
    h('div', { class: 'table-scroll' }, table),
    scoreChart(t, state),
    h(
      'div',
      { class: 'buttons' },
      over
        ? h(
            'button',
            { type: 'button', 'data-action': 'replay', onclick: actions.onReplay },
            t.t('watchReplay'),
          )
        : null,
      h(
        'button',
        { type: 'button', 'data-action': 'export', onclick: actions.onExport },
        t.t('exportGame'),
      ),
      over
        ? h(
            'button',
            {
              type: 'button',
              class: 'primary',
              'data-action': 'new-game',
              onclick: actions.onNewGame,
              autofocus: true,
            },
            t.t('newGame'),
          )
        : h(
            'button',
            {
              type: 'button',
              class: 'primary',
              'data-action': 'next-round',
              onclick: actions.onNextRound,
              autofocus: true,
            },
            t.t('nextRound'),
          ),
    ),
  );
}
