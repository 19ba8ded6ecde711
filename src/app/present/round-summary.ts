import './summary.css';
import './summary-motion.css';
import type { RoundResult } from '../../engine';
import type { Translator } from '../../i18n';
import type { TableSnapshot } from '../../view';
import { h } from '../page/dom';
import { placeOf } from '../../engine';
import { bestRound } from './standings';
import { disclosure, scrollRegion } from '../ui/controls';
import { scoreChart, seriesColour } from '../ui/stats-chart';
import { type RankingLine, roundRanking } from './summary-ranking';
import { houseRuleLines } from './house-rules-text';
import { icon } from '../ui/icons';
import { isOfficialPenalty, penaltySigns } from '../../view/penalty-signs';
import type { EmblemKind } from '../../view/palette';
import type { SeatLook } from '../../online/looks';
import { seatToken } from '../ui/seat-token';
import { svgShape } from '../ui/svg';

/** What the round summary's buttons do. */
export interface SummaryActions {
  readonly onNextRound: () => void;
  readonly onPlayAgain: () => void;
  readonly onMenu: () => void;
  readonly onViewTable: () => void;
  readonly onExport: () => void;
  readonly onReplay: () => void;
  /** Reviews the whole game once it is over (absent: no review, e.g. the guided round). */
  readonly onReviewGame?: () => void;
  /** Reviews round `round` (zero-based) at its summary (absent: no review of a single round). */
  readonly onReviewRound?: (round: number) => void;
  /** Shown above the buttons once the game is over (online: who asks to play again). */
  readonly afterGame?: () => HTMLElement | null;
}

/** What the summary shows: the table after a round, the target, and who plays at this screen. */
export interface SummaryInput {
  /** The table once the round is scored; its player names as shown. */
  readonly shown: TableSnapshot;
  readonly targetScore: number;
  /** The seats played at this screen. */
  readonly people: readonly number[];
  /** Who each seat's plate shows (a person, a friend elsewhere, a computer's level), by seat. */
  readonly emblems: readonly EmblemKind[];
  /** The avatar and colour each person picked, by seat (`null` or absent: the plain emblem). */
  readonly looks: readonly (SeatLook | null)[];
}

/**
 * Why the ender's score was or was not doubled (R5.3), as the engine decided it: a tie named as
 * one, a lower score as lower; `you` is the one person at this screen, spoken to as "you".
 */
export function doublingExplanation(
  t: Translator,
  players: readonly string[],
  result: RoundResult,
  you: number | null = null,
): string {
  const { reason, enderScore: score, rival, rivalScore } = result.doubling;
  const name = players[result.ender] ?? '';
  const byYou = rival === you;
  const enderYou = result.ender === you;
  switch (reason) {
    case 'not-strictly-lowest': {
      const tie = rivalScore === score;
      const key = enderYou
        ? tie
          ? 'doubledTieYou'
          : 'doubledYou'
        : byYou
          ? tie
            ? 'doubledTieByYou'
            : 'doubledByYou'
          : tie
            ? 'doubledTie'
            : 'doubled';
      return t.t(key, {
        name,
        score,
        other: players[rival] ?? '',
        otherScore: rivalScore,
        doubledScore: result.scores[result.ender]!,
      });
    }
    case 'strictly-lowest':
    case 'not-positive': {
      // Under a house penalty (R9.4) the score is not "doubled": it takes no penalty.
      const word = isOfficialPenalty(result.doubling.penalty) ? 'notDoubled' : 'notPenalised';
      const key = `${word}${reason === 'strictly-lowest' ? 'Lowest' : 'NotPositive'}` as const;
      return t.t(enderYou ? `${key}You` : key, { name, score });
    }
  }
}

/** Who ended the round, the one person at this screen (`you`) spoken to as "you". */
export function enderText(
  t: Translator,
  players: readonly string[],
  result: RoundResult,
  you: number | null,
): string {
  return result.ender === you
    ? t.t('roundEnderYou')
    : t.t('roundEnder', { name: players[result.ender] ?? '' });
}

/**
 * The title of a finished game: "You win!" when the one person at this screen wins alone; the
 * winner named when people play at this screen together (pass-and-play) and one of them wins, or
 * when the win is shared; "Game over" when no person here won.
 */
export function gameOverTitle(
  t: Translator,
  shown: TableSnapshot,
  people: readonly number[],
): string {
  if (!personWins(shown, people)) return t.t('gameOverTitle');
  const winners = shown.winners.map((seat) => shown.players[seat] ?? '');
  if (winners.length > 1) return t.t('sharedWinTitle', { names: t.list(winners) });
  return people.length === 1 ? t.t('youWinTitle') : t.t('winnerTitle', { name: winners[0]! });
}

/** Whether a person at this screen is among the winners of a finished game. */
export function personWins(shown: TableSnapshot, people: readonly number[]): boolean {
  return shown.phase === 'game-over' && shown.winners.some((seat) => people.includes(seat));
}

/** The one person at this screen who did not win, if there is exactly one person. */
function soleLoser(input: SummaryInput): number | null {
  const [person, ...others] = input.people;
  if (person === undefined || others.length > 0) return null;
  return input.shown.winners.includes(person) ? null : person;
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

/**
 * A lost game's quiet moment for the one person at this screen: their place, large, and, after
 * two rounds or more, their best round as a plaque (the sentence beside it says the same in words).
 */
function lossPlaque(t: Translator, input: SummaryInput, seat: number): HTMLElement {
  const { shown } = input;
  const best = bestRound(shown.results, seat);
  return h(
    'div',
    { class: 'loss-plaque', 'aria-hidden': 'true' },
    h(
      'div',
      { class: 'plaque-place' },
      h('span', { class: 'plaque-big' }, t.ordinal(placeOf(shown.totals, seat))),
      h('span', { class: 'plaque-small' }, t.t('placeOf', { count: shown.players.length })),
    ),
    best === null
      ? null
      : h(
          'div',
          { class: 'plaque-best' },
          h('span', { class: 'plaque-small' }, t.t('bestRoundLabel')),
          h('span', { class: 'plaque-big' }, t.number(best.score)),
          h('span', { class: 'plaque-small' }, t.t('roundTitle', { round: best.round + 1 })),
        ),
  );
}

/**
 * The house rules the game was played under (RULES.md section 9), named as the setup's presets
 * and the table's chip name them, one chip each; `null` for the official game.
 */
function houseRulesLine(t: Translator, shown: TableSnapshot): HTMLElement | null {
  const lines = houseRuleLines(t, shown.rules);
  if (lines.length === 0) return null;
  return h(
    'p',
    {
      class: 'summary-house-rules',
      'aria-label': t.t('hudHouseRulesList', { list: lines.join(', ') }),
    },
    h(
      'span',
      { class: 'house-rules-title', 'aria-hidden': 'true' },
      icon('star'),
      t.t('hudHouseRules'),
    ),
    ...lines.map((line) => h('span', { class: 'house-rule', 'aria-hidden': 'true' }, line)),
  );
}

/** A trophy drawn in SVG, for a person's win. */
function trophy(): SVGElement {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  svg.setAttribute('viewBox', '0 0 64 64');
  svg.setAttribute('class', 'trophy');
  svg.setAttribute('aria-hidden', 'true');
  const shapes: [string, Record<string, string>][] = [
    ['path', { d: 'M18 8h28v14a14 14 0 0 1-28 0z', class: 'cup' }],
    ['path', { d: 'M18 12H9a9 9 0 0 0 11 13M46 12h9a9 9 0 0 1-11 13', class: 'handles' }],
    ['path', { d: 'M28 35h8v9h-8z', class: 'cup' }],
    ['path', { d: 'M20 46h24l3 9H17z', class: 'base' }],
    ['path', { d: 'M25 12c0 8 2 13 6 16', class: 'shine' }],
  ];
  for (const [tag, attributes] of shapes) {
    const shape = document.createElementNS(ns, tag);
    for (const [name, value] of Object.entries(attributes)) shape.setAttribute(name, value);
    svg.append(shape);
  }
  return svg;
}

/** Sparks that burst from the title of a won game (CSS animates them once). */
function sparks(): HTMLElement {
  return h(
    'div',
    { class: 'sparks', 'aria-hidden': 'true' },
    ...Array.from({ length: 12 }, (_, i) =>
      h('span', { style: `--angle: ${i * 30 + (i % 2) * 12}deg; --reach: ${70 + (i % 3) * 26}px` }),
    ),
  );
}

/** The game's outcome: who won, and for a loss the persons' places and best rounds. */
function outcome(t: Translator, input: SummaryInput): (HTMLElement | null)[] {
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
  const loser = soleLoser(input);
  return [
    h('p', { class: 'winners' }, headline),
    ...losses(t, input),
    loser === null ? null : lossPlaque(t, input, loser),
  ];
}

/** Seat `seat`'s token as its plate on the table shows it, ringed in its line's colour in the chart. */
function plateToken(input: SummaryInput, seat: number, className = 'plate-token'): HTMLElement {
  return h(
    'span',
    { class: className, style: `--seat: ${seriesColour(seat)}`, 'aria-hidden': 'true' },
    seatToken(input.emblems[seat] ?? 'person', input.looks[seat]),
  );
}

/** A crown, over the leader's place (the winner's at the game's end). */
function crown(): SVGElement {
  return svgShape(
    'svg',
    { viewBox: '0 0 24 16', class: 'crown', 'aria-hidden': 'true', focusable: 'false' },
    svgShape('path', { d: 'M2 14 1 3l6 5 5-7 5 7 6-5-1 11z', class: 'crown-body' }),
    svgShape('circle', { cx: 12, cy: 9.5, r: 1.8, class: 'crown-jewel' }),
  );
}

/**
 * The round's ranking, lowest total first, as the table's plates: each line's place (a medal for
 * the first three at the game's end, a crown over the leader), the seat's token and name, the
 * round's score as a chip (the ender's penalty stamped on it) and the total, large. It stays a
 * table for screen readers (its column names read aloud, not shown). Each line carries where it
 * stood before the round (`--shift`, in lines) and its totals before and after (`--from`, `--to`):
 * the screen's CSS plays the round's scores popping in, the totals counting up and the lines
 * sliding to their new places; without motion the ranking simply stands.
 */
function rankingTable(t: Translator, input: SummaryInput, lines: RankingLine[]): HTMLElement {
  const { shown, people } = input;
  const last = shown.results[shown.results.length - 1];
  const stamp = last === undefined ? '' : penaltySigns(last.doubling.penalty);
  const over = shown.phase === 'game-over';
  const ordered = lines.slice().sort((a, b) => a.index - b.index);
  const row = (line: RankingLine) => {
    const moved = line.indexBefore - line.index;
    const crowned = over ? shown.winners.includes(line.seat) : line.place === 1;
    const classes = [
      'plate',
      over && shown.winners.includes(line.seat) ? 'winner' : '',
      crowned ? 'crowned' : '',
      people.includes(line.seat) ? 'person' : '',
      shown.results.length > 1 && moved > 0 ? 'up' : '',
      shown.results.length > 1 && moved < 0 ? 'down' : '',
    ];
    return h(
      'tr',
      {
        class: classes.filter(Boolean).join(' '),
        'data-seat': line.seat,
        'data-place': line.place,
        style: `--shift: ${moved}; --line: ${line.indexBefore}; --seat: ${seriesColour(line.seat)}`,
      },
      h(
        'td',
        { class: 'place' },
        crowned ? crown() : null,
        h('span', { class: 'place-badge' }, String(line.place)),
      ),
      h(
        'th',
        { scope: 'row', class: 'name' },
        h(
          'span',
          { class: 'plate-who' },
          plateToken(input, line.seat),
          h('span', { class: 'plate-name' }, shown.players[line.seat] ?? ''),
        ),
      ),
      h(
        'td',
        { class: line.doubled ? 'round-score doubled' : 'round-score' },
        h(
          'span',
          { class: 'score-chip' },
          h('span', { class: 'pop' }, t.number(line.roundScore)),
          line.doubled ? h('span', { class: 'times-two', 'aria-hidden': 'true' }, stamp) : null,
        ),
      ),
      h(
        'td',
        { class: 'total' },
        h(
          'span',
          { class: 'count', style: `--from: ${line.totalBefore}; --to: ${line.total}` },
          t.number(line.total),
        ),
      ),
    );
  };
  return h(
    'table',
    { class: 'scores ranking' },
    h(
      'thead',
      {},
      h(
        'tr',
        {},
        h(
          'th',
          { scope: 'col', class: 'place' },
          h('span', { class: 'visually-hidden' }, t.t('placeColumn')),
        ),
        h(
          'th',
          { scope: 'col', class: 'name' },
          h('span', { class: 'visually-hidden' }, t.t('player')),
        ),
        h(
          'th',
          { scope: 'col', class: 'round-score' },
          t.t('roundTitle', { round: shown.results.length }),
        ),
        h('th', { scope: 'col', class: 'total' }, t.t('total')),
      ),
    ),
    h('tbody', {}, ...ordered.map(row)),
  );
}

/**
 * The game's end: the first three on a podium (the winner in the middle, highest), each with
 * their token, name, total and medal. Decorative: the ranking beside it says the same in words.
 */
function podium(t: Translator, input: SummaryInput, lines: RankingLine[]): HTMLElement {
  const { shown } = input;
  const top = lines
    .slice()
    .sort((a, b) => a.index - b.index)
    .slice(0, 3);
  return h(
    'ol',
    { class: 'podium', 'aria-hidden': 'true', 'data-steps': top.length },
    ...top.map((line, index) =>
      h(
        'li',
        {
          class: input.people.includes(line.seat) ? 'podium-step person' : 'podium-step',
          'data-place': line.place,
          'data-step': index + 1,
          'data-seat': line.seat,
        },
        shown.winners.includes(line.seat) ? crown() : null,
        plateToken(input, line.seat, 'podium-token'),
        h('span', { class: 'podium-name' }, shown.players[line.seat] ?? ''),
        h('span', { class: 'podium-total' }, t.number(line.total)),
        h(
          'span',
          { class: 'podium-block' },
          h('span', { class: 'podium-medal' }, String(line.place)),
        ),
      ),
    ),
  );
}

/** Every round's scores, seat by seat (a doubled ender's score marked), behind a disclosure. */
function allRounds(t: Translator, input: SummaryInput): HTMLElement {
  const { shown } = input;
  const table = h(
    'table',
    { class: 'rounds-table' },
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
          { class: input.people.includes(seat) ? 'person' : undefined },
          h('th', { scope: 'row' }, name),
          ...shown.results.map((result) =>
            h(
              'td',
              { class: result.doubled && result.ender === seat ? 'doubled' : undefined },
              t.number(result.scores[seat]!),
            ),
          ),
          h('td', {}, t.number(shown.totals[seat]!)),
        ),
      ),
    ),
  );
  return disclosure(
    { label: t.t('allRounds'), className: 'all-rounds', action: 'all-rounds' },
    scrollRegion(t.t('allRounds'), table),
  ).element;
}

/**
 * The round's end: the ranking animating into its new order beside the chart of the totals, who
 * ended the round and why it was or was not doubled, every round's scores on demand, and what
 * comes next. At the game's end, a person's win is celebrated (a trophy, sparks, the confetti on
 * the table behind); a loss is told quietly, with the person's place and best round.
 */
export function roundSummary(t: Translator, input: SummaryInput, actions: SummaryActions) {
  const { shown } = input;
  const over = shown.phase === 'game-over';
  const won = personWins(shown, input.people);
  const you = input.people.length === 1 ? input.people[0]! : null;
  const last = shown.results[shown.results.length - 1]!;
  const loser = over ? soleLoser(input) : null;
  const best = loser === null ? null : bestRound(shown.results, loser);
  const ranking = roundRanking(shown.results);
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
      'data-seats': shown.players.length,
      'aria-labelledby': 'summary-title',
    },
    h(
      'header',
      { class: 'summary-head' },
      won ? sparks() : null,
      won ? trophy() : null,
      h(
        'h2',
        { id: 'summary-title' },
        over
          ? gameOverTitle(t, shown, input.people)
          : t.t('roundOverTitle', { round: shown.results.length }),
      ),
      ...(over ? outcome(t, input) : []),
      houseRulesLine(t, shown),
    ),
    h(
      'div',
      { class: 'summary-body' },
      rankingTable(t, input, ranking),
      h(
        'div',
        { class: 'summary-side' },
        scoreChart(
          t,
          { players: shown.players, results: shown.results, targetScore: input.targetScore },
          loser !== null && best !== null ? { seat: loser, round: best.round } : null,
          (seat) => seatToken(input.emblems[seat] ?? 'person', input.looks[seat]),
        ),
        over ? podium(t, input, ranking) : null,
      ),
    ),
    h(
      'p',
      { class: 'round-notes' },
      enderText(t, shown.players, last, you),
      ' ',
      h('span', { class: 'doubling' }, doublingExplanation(t, shown.players, last, you)),
    ),
    allRounds(t, input),
    over ? (actions.afterGame?.() ?? null) : null,
    h(
      'div',
      { class: 'buttons' },
      button('view-table', t.t('viewTable'), actions.onViewTable),
      over && actions.onReviewGame
        ? button('review', t.t('reviewGame'), actions.onReviewGame)
        : null,
      !over && actions.onReviewRound
        ? button('review', t.t('reviewRound', { round: shown.results.length }), () =>
            actions.onReviewRound!(shown.results.length - 1),
          )
        : null,
      over ? button('replay', t.t('watchReplay'), actions.onReplay) : null,
      button('export', t.t('exportGame'), actions.onExport),
      over ? button('menu', t.t('menu'), actions.onMenu) : null,
      over
        ? button('play-again', t.t('playAgain'), actions.onPlayAgain, true)
        : button('next-round', t.t('nextRound'), actions.onNextRound, true),
    ),
  );
}
