// Issue 20's reported expert weakness, checked over many positions of its kind: two players, early
// in the round, a −2 on offer, the seat to decide has a face-up 8 and 4 (its set-up reveals, at
// random places, and up to two other low cards); is taking the −2 over the 8 or the 4 clearly
// better than over a face-down card? Engine rollouts (src/engine, the verifier's two policies,
// independent of the search kernels) from the deciding seat's view, every distinct move on the same
// determinizations; beside it, what the expert plays and what the judge says of the 8.
import { createBot, Judge } from '../../src/ai';
import { type Action, Random } from '../../src/engine';
import { moveName } from '../../tests/unit/ai/obvious/moves';
import { casePosition, type CasePosition } from '../../tests/unit/ai/obvious/suite';
import { builtKernel } from '../built-solver';
import { runScript, type ScriptLine, wholeNumber } from '../command-line';
import { distinctFamilies } from './obvious/elimination';
import { Paired } from './obvious/paired';
import { ROLLOUT_POLICIES } from './obvious/policies';
import { rollout, rolloutDeal } from './obvious/rollout';

const HELP = `Usage: npx tsx scripts/studies/minus-two-check.ts [--positions N] [--rollouts N] [--json]

Builds N two-player positions early in a round (the first, second or third turn of the seat to
decide) with a −2 on offer and the seat's face-up 8 and 4 (its set-up reveals, at random places;
on later turns one or two more face-up cards from 0 to 3; the other seat's face-up cards at
random). For each, under each engine rollout policy (${ROLLOUT_POLICIES.map((p) => p.name).join(', ')}), every distinct move is
played to the round's end from the same R rollouts (determinized from the seat's own view), and
it prints how far the −2 over the 8, and over the 4, is ahead of the best −2 over a face-down card
(positive: the face-up card is better), in the own round score and relative to the other seat,
with 95% intervals; what the expert plays there; and the judge's cost of the 8 (its difference to
the judge's best). A summary counts the positions where the 8 is ≥ 1.4 ahead under both policies.
Progress on standard error.

Options:
  --positions N   how many positions (default 24)
  --rollouts N    engine rollouts per move and policy (default 600)
  --json          one JSON line per position instead of the table
  -h, --help      this help`;

/** A random table of the kind: seat 0 to decide, the −2 on offer. */
function tableOf(index: number): { seats: string[]; turn: number } {
  const random = new Random(0x2d2d + index * 7919);
  const turn = index % 3;
  const own: (string | null)[] = new Array(12).fill(null);
  const places = random.shuffled([...Array(12).keys()]);
  own[places[0]!] = '8*';
  own[places[1]!] = '4*';
  for (let extra = 0; extra < turn; extra++) own[places[2 + extra]!] = String(random.below(4));
  const other: (string | null)[] = new Array(12).fill(null);
  const otherPlaces = random.shuffled([...Array(12).keys()]);
  for (let up = 0; up < 2 + turn; up++) other[otherPlaces[up]!] = String(random.below(13));
  const rows = (grid: (string | null)[]) =>
    [0, 1, 2]
      .map((row) => [0, 1, 2, 3].map((column) => grid[column * 3 + row] ?? '.').join(' '))
      .join(' / ');
  return { seats: [rows(own), rows(other)], turn };
}

/** How far a face-up card is ahead of the best face-down move: mean and 95% interval. */
interface Lead {
  readonly mean: number;
  readonly low: number;
  readonly high: number;
  /** The face-down move it is compared with (the one nearest to it). */
  readonly versus: string;
}

/** The leads of the 8 and the 4 under one policy, per objective. */
interface PolicyLeads {
  readonly policy: string;
  /** The 8 against the mean of the face-down moves (no selection among noisy estimates). */
  readonly eightOverAverage: { own: Lead; relative: Lead };
  readonly eight: { own: Lead; relative: Lead };
  readonly four: { own: Lead; relative: Lead };
}

const OBJECTIVES = ['own', 'relative'] as const;

function leadsUnder(
  position: CasePosition,
  moves: readonly Action[],
  policy: (typeof ROLLOUT_POLICIES)[number],
  rollouts: number,
): PolicyLeads {
  const { view } = position;
  const grid = view.grids[view.seat]!;
  const faceUp = (card: number) =>
    moves.findIndex(
      (move) =>
        move.t === 'take-discard' && grid[move.pos]?.up === true && grid[move.pos]?.card === card,
    );
  const eight = faceUp(8);
  const four = faceUp(4);
  const down = moves.flatMap((move, i) =>
    move.t === 'take-discard' && grid[move.pos]?.up === false ? [i] : [],
  );
  const pairs = () =>
    Object.fromEntries(
      OBJECTIVES.map((objective) => [objective, down.map(() => new Paired())]),
    ) as Record<(typeof OBJECTIVES)[number], Paired[]>;
  const versusEight = pairs();
  const versusFour = pairs();
  const averageEight = { own: new Paired(), relative: new Paired() };
  for (let i = 0; i < rollouts; i++) {
    const { state, bots } = rolloutDeal(position, policy, i);
    const score = (index: number) => rollout(state, position.seat, moves[index]!, bots);
    const up8 = score(eight);
    const up4 = score(four);
    const sums = { own: 0, relative: 0 };
    down.forEach((index, d) => {
      const mine = score(index);
      for (const objective of OBJECTIVES) {
        versusEight[objective][d]!.add(mine[objective] - up8[objective]);
        versusFour[objective][d]!.add(mine[objective] - up4[objective]);
        sums[objective] += mine[objective];
      }
    });
    for (const objective of OBJECTIVES)
      averageEight[objective].add(sums[objective] / down.length - up8[objective]);
  }
  const nearest = (pairsOf: Paired[]): Lead => {
    let at = 0;
    pairsOf.forEach((pair, d) => {
      if (pair.mean < pairsOf[at]!.mean) at = d;
    });
    const [low, high] = pairsOf[at]!.interval(1.96);
    return { mean: pairsOf[at]!.mean, low, high, versus: moveName(moves[down[at]!]!) };
  };
  const average = (pair: Paired): Lead => {
    const [low, high] = pair.interval(1.96);
    return { mean: pair.mean, low, high, versus: 'the face-down moves on average' };
  };
  return {
    policy: policy.name,
    eightOverAverage: { own: average(averageEight.own), relative: average(averageEight.relative) },
    eight: { own: nearest(versusEight.own), relative: nearest(versusEight.relative) },
    four: { own: nearest(versusFour.own), relative: nearest(versusFour.relative) },
  };
}

/** What a move is, in the terms of this check. */
function kindOf(position: CasePosition, action: Action): string {
  if (action.t === 'draw') return 'draw';
  const slot = position.view.grids[position.view.seat]![action.pos]!;
  return slot.up ? `over the ${slot.card}` : 'over a face-down card';
}

/** The command line's options besides --help and --json. */
const OPTIONS = {
  positions: { type: 'string', default: '24' },
  rollouts: { type: 'string', default: '600' },
} as const;

async function main({ values }: ScriptLine<typeof OPTIONS>): Promise<number> {
  const count = wholeNumber(values.positions, '--positions');
  const rollouts = wholeNumber(values.rollouts, '--rollouts', 10);
  const kernel = await builtKernel();
  const fixed = (value: number) => (value >= 0 ? '+' : '') + value.toFixed(2);
  const leadText = (lead: Lead) =>
    `${fixed(lead.mean)} [${lead.low.toFixed(2)}, ${lead.high.toFixed(2)}]`;
  let clear = 0;
  const averageLeads: Record<string, number[]> = {};
  let built = 0;
  const expertPlays: Record<string, number> = {};
  for (let index = 0; built < count && index < count * 3; index++) {
    const table = tableOf(index);
    let position: CasePosition;
    try {
      position = casePosition({
        name: `minus-two-${index}`,
        reason: 'issue 20',
        seats: table.seats,
        offer: -2,
        right: ['take =8', 'take =4'],
      });
    } catch {
      continue;
    }
    built++;
    process.stderr.write(`position ${built}/${count}\n`);
    const moves = distinctFamilies(position);
    const leads = ROLLOUT_POLICIES.map((policy) => leadsUnder(position, moves, policy, rollouts));
    const expert = createBot('expert', { seed: 1, kernel, timeMs: Infinity }).decide(position.view);
    const judge = new Judge(position.view, { kernel, seed: 1 });
    while (!judge.done) judge.step();
    const judgedEight = judge
      .moves()
      .find((move) => kindOf(position, move.action) === 'over the 8')!;
    const expertKind = kindOf(position, expert);
    expertPlays[expertKind] = (expertPlays[expertKind] ?? 0) + 1;
    const eightClear = leads.every(
      (lead) => lead.eight.own.mean >= 1.4 && lead.eight.relative.mean >= 1.4,
    );
    if (eightClear) clear++;
    for (const lead of leads)
      for (const objective of OBJECTIVES)
        (averageLeads[`${lead.policy} ${objective}`] ??= []).push(
          lead.eightOverAverage[objective].mean,
        );
    const result = {
      index,
      turn: table.turn + 1,
      seats: table.seats,
      leads,
      expert: `${moveName(expert)} (${expertKind})`,
      judge: {
        best: `${moveName(judge.best().action)} (${kindOf(position, judge.best().action)})`,
        eightCost: Math.round(judgedEight.versusBest.mean * 100) / 100,
        eightInterval: Math.round(judgedEight.versusBest.interval * 100) / 100,
      },
      eightClear,
    };
    if (values.json) {
      console.log(JSON.stringify(result));
      continue;
    }
    console.log(`#${index} turn ${result.turn}: ${table.seats[0]}  |  other: ${table.seats[1]}`);
    for (const lead of leads)
      console.log(
        `  ${lead.policy.padEnd(11)} the 8 ahead of the face-down average: own ${leadText(lead.eightOverAverage.own)} rel ${leadText(lead.eightOverAverage.relative)}; of the nearest: own ${leadText(lead.eight.own)} rel ${leadText(lead.eight.relative)}; the 4: own ${leadText(lead.four.own)} rel ${leadText(lead.four.relative)}`,
      );
    console.log(
      `  expert: ${result.expert}; judge best ${result.judge.best}, the 8 costs ${result.judge.eightCost} ± ${result.judge.eightInterval}`,
    );
  }
  if (!values.json) {
    console.log(
      `${built} positions: the 8 at least 1.4 ahead of every face-down move (mean, both objectives, both policies) in ${clear}; the expert played ${Object.entries(
        expertPlays,
      )
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ')}`,
    );
    for (const [name, leads] of Object.entries(averageLeads))
      console.log(
        `  ${name}: the 8 ahead of the face-down average by ${fixed(leads.reduce((a, b) => a + b, 0) / leads.length)} on average over the positions (smallest ${fixed(Math.min(...leads))}, largest ${fixed(Math.max(...leads))})`,
      );
  }
  return 0;
}

await runScript({ name: 'minus-two-check', help: HELP, options: OPTIONS, json: true }, main);
