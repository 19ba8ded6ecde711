import { parseArgs } from 'node:util';
import type { HintReason } from '../ai';
import {
  type Action,
  columnOf,
  type GameRecord,
  type GridShape,
  gridOf,
  gridShape,
  hasHouseRules,
  jsonLine,
  replayText,
  rowOf,
  toRecord,
  withDefaults,
} from '../engine';
import { factText, labelText, loadLanguage, reasonText, Translator } from '../i18n';
import {
  decisionsOf,
  GameReview,
  LABEL_THRESHOLDS,
  REVIEW_LABELS,
  REVIEW_ROLLOUTS,
  type ReviewedDecision,
  ReviewRecordError,
  type ReviewSummary,
} from '../review';
import { KERNEL_NAMES, loadNodeKernel } from '../solver/node-kernel';
import { integerOption } from './play-command';
import { readRecordFile } from './replay-command';
import { CommandError, UsageError } from './usage';

const HELP = `Usage: npm run -s skyjo -- review FILE --seat N [options]

Reviews every decision seat N made in the game record FILE (GAME-RECORD.md; a public record,
such as an online game's export, works too): which pile, where to put the card, which card to
turn, the set-up reveals. Each is weighed with the expert's search against the best move, from
what the seat knew at that moment only (its player view then). Prints one line per decision —
round, turn, decision, the move played, the best move, its cost in points per round against the
best with the half-width of its 95% interval, and its label — then a summary: the accuracy, the
points lost per round, and the three costliest moments with their reasons (first what decides:
why the best move is better, why the move played is worse) and card counts.

Labels: best (the best move, or one as good: the interval of the difference includes 0 and is
narrower than ±0.5); else the worst label whose threshold the lower end of the cost's interval
reaches: blunder ${LABEL_THRESHOLDS.blunder}, mistake ${LABEL_THRESHOLDS.mistake}, inaccuracy ${LABEL_THRESHOLDS.inaccuracy} points per round; good below that.
Accuracy: the share of decisions rated best or good.

Options:
  --seat N        the seat to review, 0 for the first player
  --round R       review round R only (1 for the first)
  --json          one JSON object: {"seat", "player", "decisions": [...], "summary": {...}}
  --rollouts N    the most rollouts per move and decision (default ${REVIEW_ROLLOUTS})
  --seed S        seed of the rollouts (default 1)
  --kernel K      rollout kernel: wasm (default; ts if it is missing) or ts
  -h, --help      this help

Progress goes to standard error. Exit codes: 0 reviewed, 1 the file or the record failed, 2 a
wrong command line.`;

/**
 * A move of `decision` in a line's short notation: `reveal r1c3`, `take 7 > r2c1`, `draw`,
 * `keep 5 > r1c4`, `discard 5, turn r3c2` (row and column as the grid lies; with two grids,
 * R9.5, the grid first: `g2r1c3`).
 */
function notation(shape: GridShape, decision: ReviewedDecision, action: Action): string {
  if (action.t === 'draw') return 'draw';
  const grid = shape.grids > 1 ? `g${gridOf(shape, action.pos) + 1}` : '';
  const where = `${grid}r${rowOf(shape, action.pos) + 1}c${columnOf(shape, action.pos) + 1}`;
  switch (action.t) {
    case 'reveal':
      return `reveal ${where}`;
    case 'take-discard':
      return `take ${decision.offer} > ${where}`;
    case 'draw-swap':
      return `keep ${decision.drawn} > ${where}`;
    case 'draw-discard':
      return `discard ${decision.drawn}, turn ${where}`;
  }
}

const fixed = (value: number): string => value.toFixed(1);

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      seat: { type: 'string' },
      round: { type: 'string' },
      json: { type: 'boolean', default: false },
      rollouts: { type: 'string', default: String(REVIEW_ROLLOUTS) },
      seed: { type: 'string', default: '1' },
      kernel: { type: 'string', default: 'wasm' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  if (positionals.length !== 1) throw new UsageError('review needs exactly one FILE');
  if (values.seat === undefined) throw new UsageError('review needs --seat N');
  const seat = integerOption('seat', values.seat, 0, 7);
  const round = values.round === undefined ? null : integerOption('round', values.round, 1, 1000);
  const rollouts = integerOption('rollouts', values.rollouts, 128, 100_000);
  const seed = integerOption('seed', values.seed, 0, 0xffffffff);
  if (!(KERNEL_NAMES as readonly string[]).includes(values.kernel))
    throw new UsageError(
      `--kernel must be one of ${KERNEL_NAMES.join(', ')}, not ${values.kernel}`,
    );
  const record = readRecord(positionals[0]!);
  if (hasHouseRules(record.rules))
    throw new CommandError(
      `${positionals[0]}: the review weighs games of the official rules only; this one has house rules (RULES.md R9)`,
    );
  const shape = gridShape(withDefaults(record.rules));
  let decisions;
  try {
    decisions = decisionsOf(record, seat).filter((d) => round === null || d.round === round - 1);
  } catch (error) {
    if (error instanceof ReviewRecordError) throw new CommandError(error.message);
    throw error;
  }
  if (round !== null && decisions.length === 0)
    throw new CommandError(`seat ${seat} made no decision in round ${round}`);
  const kernel = await loadNodeKernel(values.kernel);
  const review = new GameReview(decisions, { kernel, seed, rollouts });
  const started = performance.now();
  const progress = (): void => {
    process.stderr.write(
      `\rreviewing decision ${Math.min(review.reviewed().length + 1, decisions.length)} of ${decisions.length}`,
    );
  };
  while (!review.done) if (review.step() !== null) progress();
  process.stderr.write(
    `\rreviewed ${decisions.length} decisions in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  const summary = review.summary();
  const player = record.players[seat]!;
  if (values.json) {
    process.stdout.write(`${jsonLine({ seat, player, decisions: review.reviewed(), summary })}\n`);
    return 0;
  }
  printDecisions(shape, review.reviewed());
  await loadLanguage('en');
  printSummary(shape, seat, player, record, summary);
  return 0;
}

function readRecord(file: string): GameRecord {
  const text = readRecordFile(file);
  if (typeof text !== 'string') throw new CommandError(text.message);
  const outcome = replayText(text);
  if (!outcome.ok) {
    const { round, action, message } = outcome.error;
    const where =
      round === null
        ? ''
        : ` (round ${round + 1}${action === null ? '' : `, action ${action + 1}`})`;
    throw new CommandError(`${file}: ${message}${where}`);
  }
  return toRecord(outcome.state);
}

function printDecisions(shape: GridShape, reviewed: readonly ReviewedDecision[]): void {
  const rows = [
    ['round', 'turn', 'decision', 'played', 'best', 'cost', '±', 'label'],
    ...reviewed.map((d) => [
      String(d.round + 1),
      d.turn === 0 ? 'set-up' : String(d.turn),
      d.kind,
      notation(shape, d, d.played),
      notation(shape, d, d.best),
      fixed(d.cost),
      fixed(d.interval),
      d.label,
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    console.log(
      row
        .map((cell, column) => cell.padEnd(widths[column]!))
        .join('  ')
        .trimEnd(),
    );
}

function printSummary(
  shape: GridShape,
  seat: number,
  player: string,
  record: GameRecord,
  summary: ReviewSummary,
): void {
  const t = new Translator('en');
  const percent = Math.round(100 * summary.accuracy);
  console.log('');
  console.log(
    `Seat ${seat} (${player}): ${summary.decisions} decisions in ${summary.rounds} round${summary.rounds === 1 ? '' : 's'}.`,
  );
  console.log(`Accuracy ${percent} %: the share of decisions rated best or good.`);
  console.log(
    `Points lost against the best moves: ${fixed(summary.costPerRound)} per round (${summary.costPerDecision.toFixed(2)} per decision).`,
  );
  console.log(
    `Labels: ${REVIEW_LABELS.map((label) => `${label} ${summary.labels[label]}`).join(', ')}.`,
  );
  if (summary.costliest.length === 0) return;
  console.log('Costliest moments:');
  summary.costliest.forEach((d, i) => {
    const when = d.turn === 0 ? 'set-up' : `turn ${d.turn}`;
    console.log(
      `${i + 1}. Round ${d.round + 1}, ${when}: ${notation(shape, d, d.played)} cost ${fixed(d.cost)} ± ${fixed(d.interval)} points (${labelText(t, d.label)}); best: ${notation(shape, d, d.best)}.`,
    );
    // The first reason of each move names what decides between them (issue 27).
    const said = (reason: HintReason) => reasonText(t, reason, record.players);
    const [why, ...more] = d.bestReasons;
    const [weakness, ...rest] = d.playedReasons;
    if (why !== undefined) console.log(`   why the best: ${said(why)}`);
    if (weakness !== undefined) console.log(`   why not played: ${said(weakness)}`);
    for (const reason of more) console.log(`   best: ${said(reason)}`);
    for (const reason of rest) console.log(`   played: ${said(reason)}`);
    for (const fact of d.facts) console.log(`   cards: ${factText(t, fact)}`);
  });
}

/** `review`: weighs every decision of one seat in a record; returns the exit code. */
export function reviewCommand(argv: string[]): Promise<number> {
  return main(argv);
}
