import './stats.css';
import type { RoundResult } from '../../engine';
import type { Translator } from '../../i18n';
import { h } from '../page/dom';
import { spreadTokens } from './token-spread';

/** A colour and a dash pattern per seat, so that lines differ without colour too. */
const SERIES = [
  ['#ffc83d', ''],
  ['#35e0ff', '7 4'],
  ['#ff6b6b', '2 4'],
  ['#7dff8a', '10 4 2 4'],
  ['#c89bff', ''],
  ['#ff9f43', '7 4'],
  ['#ff5ce1', '2 4'],
  ['#e8eefc', '10 4 2 4'],
] as const;

/** The colour of `seat`'s line (the ranking beside the chart shows it as the seat's swatch). */
export function seriesColour(seat: number): string {
  return SERIES[seat % SERIES.length]![0];
}

const WIDTH = 480;
const HEIGHT = 200;
const LEFT = 40;
const RIGHT = 12;
const TOP = 10;
const BOTTOM = 24;
/** How wide a seat's token at the end of its line is, and how far apart two tokens' centres stay. */
const TOKEN = 22;
const TOKEN_STEP = TOKEN + 2;
/** The leader's length from a line's end to the nearest column of tokens. */
const LEADER = 8;

/** An SVG element with attributes. */
export function svg(
  tag: string,
  attributes: Readonly<Record<string, string | number>>,
): SVGElement {
  const element = document.createElementNS('http://www.w3.org/2000/svg', tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, String(value));
  return element;
}

/** A round step between grid lines (1, 2 or 5 times a power of ten) giving about four lines. */
export function gridStep(span: number): number {
  const rough = Math.max(1, span / 4);
  const power = 10 ** Math.floor(Math.log10(rough));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= rough)!;
}

/** A game's scores so far: the players, every finished round, and the target total. */
export interface ScoreHistory {
  readonly players: readonly string[];
  readonly results: readonly RoundResult[];
  readonly targetScore: number;
}

/** Every seat's total after each round, starting from 0 before the first. */
function totalsByRound(history: ScoreHistory): number[][] {
  return history.players.map((_, seat) => [0, ...history.results.map((r) => r.totals[seat]!)]);
}

/**
 * `token` of `seat` centred on (`cx`, `cy`), on a disc ringed in its line's colour, tied by a
 * leader in that colour to its line's end (`from`).
 */
function lineEnd(
  token: SVGElement,
  seat: number,
  from: { readonly x: number; readonly y: number },
  cx: number,
  cy: number,
): SVGElement {
  const size = TOKEN - 6;
  for (const [name, value] of Object.entries({
    x: cx - size / 2,
    y: cy - size / 2,
    width: size,
    height: size,
  }))
    token.setAttribute(name, String(value));
  const end = svg('g', { class: 'line-end', 'data-seat': seat });
  end.append(
    svg('line', {
      x1: from.x,
      y1: from.y,
      x2: cx,
      y2: cy,
      class: 'line-end-leader',
      stroke: seriesColour(seat),
    }),
    svg('circle', { cx, cy, r: TOKEN / 2, class: 'line-end-ring', stroke: seriesColour(seat) }),
    token,
  );
  return end;
}

/** A point of the chart to ring: a seat's total after a round (zero-based). */
export interface ChartHighlight {
  readonly seat: number;
  readonly round: number;
}

/** A seat's token, drawn where its line ends (the seat's emblem or avatar, as on its plate). */
export type SeatTokens = (seat: number) => SVGElement;

/**
 * Draws a chart's value scale on `chart`: from `low` to `high`, every `step`, a grid line from
 * x = `left` to `right` at `y(value)` and the value written left of it in the language of `t`.
 */
export function valueScale(
  t: Translator,
  chart: SVGElement,
  { low, high, step }: { readonly low: number; readonly high: number; readonly step: number },
  y: (value: number) => number,
  left: number,
  right: number,
): void {
  for (let value = low; value <= high; value += step) {
    chart.append(
      svg('line', { x1: left, x2: right, y1: y(value), y2: y(value), class: 'grid-line' }),
    );
    const label = svg('text', { x: left - 6, y: y(value) + 4, 'text-anchor': 'end' });
    label.textContent = t.number(value);
    chart.append(label);
  }
}

/**
 * A line chart of every seat's total round by round, with the target line when it is near;
 * `highlight` rings one seat's total after one round (a person's best round); `tokens` puts each
 * seat's token, ringed in its line's colour, at the end of its line.
 */
export function scoreChart(
  t: Translator,
  history: ScoreHistory,
  highlight: ChartHighlight | null = null,
  tokens: SeatTokens | null = null,
): HTMLElement {
  const series = totalsByRound(history);
  const all = series.flat();
  const target = history.targetScore;
  const highest = Math.max(1, ...all);
  const top = target <= highest * 1.5 ? Math.max(highest, target) : highest;
  const step = gridStep(top - Math.min(0, ...all));
  const low = Math.floor(Math.min(0, ...all) / step) * step;
  const high = Math.ceil(top / step) * step;
  const rounds = history.results.length;
  const y = (value: number) => TOP + ((high - value) / (high - low)) * (HEIGHT - TOP - BOTTOM);
  // The tokens stand in a column (two when they crowd) right of the lines, spread apart.
  const places = spreadTokens(
    series.map((totals) => y(totals.at(-1)!)),
    TOKEN_STEP,
    TOKEN / 2 + 1,
    HEIGHT - BOTTOM,
  );
  const columns = Math.max(1, ...places.map((place) => place.column + 1));
  const right = tokens === null ? RIGHT : LEADER + columns * TOKEN_STEP;
  const x = (round: number) => LEFT + (round / Math.max(1, rounds)) * (WIDTH - LEFT - right);
  const chart = svg('svg', {
    viewBox: `0 0 ${WIDTH} ${HEIGHT}`,
    class: 'score-chart',
    role: 'img',
    'aria-label': t.t('scoreChart'),
  });
  valueScale(t, chart, { low, high, step }, y, LEFT, WIDTH - RIGHT);
  for (let round = 0; round <= rounds; round++) {
    const label = svg('text', { x: x(round), y: HEIGHT - 6, 'text-anchor': 'middle' });
    label.textContent = t.number(round);
    chart.append(label);
  }
  if (target <= high)
    chart.append(
      svg('line', {
        x1: LEFT,
        x2: WIDTH - RIGHT,
        y1: y(target),
        y2: y(target),
        class: 'target-line',
      }),
    );
  series.forEach((totals, seat) => {
    const [colour, dash] = SERIES[seat % SERIES.length]!;
    const points = totals.map((total, round) => `${x(round)},${y(total)}`).join(' ');
    chart.append(
      svg('polyline', {
        points,
        fill: 'none',
        stroke: colour,
        'stroke-width': 2.5,
        'stroke-dasharray': dash,
      }),
    );
    for (const [round, total] of totals.entries())
      chart.append(svg('circle', { cx: x(round), cy: y(total), r: 3.5, fill: colour }));
  });
  if (tokens !== null)
    series.forEach((totals, seat) => {
      const place = places[seat]!;
      const cx = x(rounds) + LEADER + TOKEN / 2 + place.column * TOKEN_STEP;
      const end = { x: x(rounds), y: y(totals.at(-1)!) };
      chart.append(lineEnd(tokens(seat), seat, end, cx, place.y));
    });
  if (highlight !== null) {
    const total = series[highlight.seat]?.[highlight.round + 1];
    if (total !== undefined)
      chart.append(
        svg('circle', {
          cx: x(highlight.round + 1),
          cy: y(total),
          r: 9,
          class: 'highlight',
          stroke: seriesColour(highlight.seat),
        }),
      );
  }
  const legend = h(
    'ul',
    { class: 'chart-legend' },
    ...history.players.map((name, seat) =>
      h(
        'li',
        {},
        h('span', { class: 'swatch', style: `background: ${SERIES[seat % SERIES.length]![0]}` }),
        name,
      ),
    ),
  );
  return h('figure', { class: 'chart' }, h('figcaption', {}, t.t('scoreChart')), chart, legend);
}
