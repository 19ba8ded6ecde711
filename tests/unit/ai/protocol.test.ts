import { spawn } from 'node:child_process';
import { beforeAll, describe, expect, test } from 'vitest';
import { type Answer, answerQuery, BOT_LEVELS, type Bot, createBot, step } from '../../../src/ai';
import {
  apply,
  type GameRecord,
  type GameState,
  newGame,
  publicRecord,
  replayRecord,
  toRecord,
} from '../../../src/engine';
import type { RolloutKernel } from '../../../src/solver';
import { REPO_ROOT } from '../helpers/cli';
import { reshuffledRecord } from '../helpers/records';
import { wasmKernel } from './kernel';
import { playedPositions } from './positions';

let kernel: RolloutKernel;
beforeAll(async () => {
  kernel = await wasmKernel();
});
const bot = (level: (typeof BOT_LEVELS)[number], seed = 3): Bot =>
  createBot(level, { seed, kernel, rollouts: 6, timeMs: Infinity });

const positions = playedPositions(5, 2, 13).filter((p) => p.state.round.drawn === null);
const setup = positions.find((p) => p.state.phase === 'setup')!;
const turn = positions.find((p) => p.state.phase === 'turns')!;

function query(fields: Record<string, unknown>): string {
  return JSON.stringify({
    id: 7,
    seat: turn.seat,
    drawn: null,
    record: publicRecord(turn.state),
    ...fields,
  });
}

/** A game just after its first round ended. */
function roundOver(): GameState {
  const bots = [0, 1, 2].map((seat) => bot('medium', seat));
  let state = newGame({ players: ['A', 'B', 'C'], seed: 9 });
  while (state.phase !== 'round-over') state = step(state, bots);
  return state;
}

function isError(answer: Answer): answer is Extract<Answer, { error: string }> {
  return 'error' in answer;
}

/** The public record of a round whose draw pile is empty: the next draw reshuffles (R6.1). */
function emptyDrawPile(): { record: GameRecord; seat: number; under: readonly number[] } {
  const { record, drawIndex } = reshuffledRecord();
  const round = record.rounds[0]!;
  const cut = {
    ...record,
    rounds: [{ ...round, reshuffles: [], actions: round.actions.slice(0, drawIndex) }],
  };
  const replayed = replayRecord(cut);
  if (!replayed.ok) throw new Error(replayed.error.message);
  const { state } = replayed;
  expect(state.round.drawPile).toHaveLength(0);
  return {
    record: publicRecord(state),
    seat: state.round.toMove!,
    under: state.round.discardPile.slice(0, -1),
  };
}

describe('BOT-PROTOCOL.md answers', () => {
  test.each(BOT_LEVELS)('%s answers every valid query with a legal action, id echoed', (level) => {
    for (const { state, seat } of positions) {
      const answer = answerQuery(
        JSON.stringify({ id: { any: 'json' }, seat, drawn: null, record: publicRecord(state) }),
        bot(level),
        false,
      );
      if (isError(answer)) throw new Error(answer.error);
      expect(answer.id).toEqual({ any: 'json' });
      const action =
        answer.action.t === 'draw'
          ? { p: seat, t: 'draw' as const }
          : { p: seat, ...answer.action };
      expect(apply(state, action as Parameters<typeof apply>[1]).ok).toBe(true);
    }
  });

  test('a drawn card is placed: draw-swap or draw-discard', () => {
    const drawnCard = turn.state.round.drawPile.at(-1)!;
    for (const level of BOT_LEVELS) {
      const answer = answerQuery(query({ drawn: drawnCard }), bot(level), false);
      if (isError(answer)) throw new Error(answer.error);
      expect(['draw-swap', 'draw-discard']).toContain(answer.action.t);
    }
  });

  test('a draw that reshuffles the discard pile (R6.1) is answered', () => {
    const { record, seat, under } = emptyDrawPile();
    const ask = (drawn: number): Answer =>
      answerQuery(JSON.stringify({ id: 1, seat, drawn, record }), bot('hard'), false);
    const possible = ask(under[0]!);
    expect(isError(possible) ? possible.error : possible.action.t).toMatch(/^draw-(swap|discard)$/);
  });

  test('a record that also lists the order of the reshuffle the query draws from is answered', () => {
    const { record, seat, under } = emptyDrawPile();
    const pending = { ...record.rounds[0]!, reshuffles: [under.map(() => null)] };
    const line = JSON.stringify({
      id: 2,
      seat,
      drawn: under[0],
      record: { ...record, rounds: [pending] },
    });
    const answer = answerQuery(line, bot('hard'), false);
    expect(isError(answer) ? answer.error : answer.action.t).toMatch(/^draw-(swap|discard)$/);
    const noDraw = answerQuery(
      JSON.stringify({ ...JSON.parse(line), drawn: null }),
      bot('hard'),
      false,
    );
    expect(noDraw).toEqual({
      id: 2,
      error: expect.stringMatching(/never uses 1 of its reshuffles/),
    });
  });

  test('--analysis lists the weighed candidates best first, the answer first', () => {
    const answer = answerQuery(query({}), bot('expert'), true);
    if (isError(answer) || answer.analysis === undefined) throw new Error('no analysis');
    expect(answer.analysis[0]!.action).toEqual(answer.action);
    for (const candidate of answer.analysis) {
      expect(Number.isFinite(candidate.score)).toBe(true);
      expect(candidate.interval).toBeGreaterThanOrEqual(0);
    }
    const remaining = answer.analysis.slice(0, 2).map((candidate) => candidate.score);
    expect(remaining[0]).toBeLessThanOrEqual(remaining[1] ?? Infinity);
    for (const level of ['easy', 'medium', 'hard'] as const) {
      const rule = answerQuery(query({}), bot(level), true);
      if (isError(rule) || rule.analysis === undefined) throw new Error('no analysis');
      expect(rule.analysis, `${level} weighs only its rule's choice`).toEqual([
        { action: rule.action, score: expect.any(Number), interval: 0 },
      ]);
    }
  });
});

describe('BOT-PROTOCOL.md errors: the line is answered with an error', () => {
  const overRecord = toRecord(roundOver());
  const setupDrawn = JSON.stringify({
    id: 4,
    seat: setup.seat,
    drawn: 5,
    record: publicRecord(setup.state),
  });
  const cases: [string, string, unknown, RegExp][] = [
    ['not JSON', '{"id": 1, "seat"', null, /not JSON/],
    ['not an object', '[1, 2]', null, /JSON object/],
    ['a bad record', query({ record: { format: 'skyjo-record', version: 2 } }), 7, /bad record/],
    ['no record', query({ record: undefined }), 7, /^record is missing$/],
    [
      'a seat not to act',
      query({ seat: (turn.seat + 1) % turn.state.players.length }),
      7,
      /not to act/,
    ],
    ['a seat that does not exist', query({ seat: 9 }), 7, /seat index/],
    ['drawn in set-up', setupDrawn, 4, /set-up/],
    ['drawn not a card', query({ drawn: 13 }), 7, /card value/],
  ];
  cases.push(['the round over', query({ record: overRecord }), 7, /no round in progress/]);

  test.each(cases)('%s', (_, line, id, message) => {
    for (const level of BOT_LEVELS) {
      const answer = answerQuery(line, bot(level), false);
      expect(answer).toEqual({ id, error: expect.stringMatching(message) });
    }
  });
});

/** Runs `skyjo bot ARGS` with `lines` on its standard input; resolves with its output lines. */
function runBot(
  args: readonly string[],
  lines: readonly string[],
): Promise<{ code: number | null; answers: unknown[] }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'bot', ...args], {
      cwd: REPO_ROOT,
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      resolve({
        code,
        answers: stdout
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line) as unknown),
      }),
    );
    child.stdin.end(lines.map((line) => `${line}\n`).join(''));
  });
}

describe('the bot command', () => {
  test.each(['medium', 'expert'])(
    '%s: one answer per line, in order, bad and blank lines included',
    async (level) => {
      const good = query({ id: 'a' });
      const lines = [
        good,
        'garbage',
        query({ id: 'b', seat: 99 }),
        '',
        good.replace('"id":"a"', '"id":"c"'),
      ];
      const { code, answers } = await runBot(
        ['--level', level, '--seed', '4', '--rollouts', '8', '--time-ms', '0'],
        lines,
      );
      expect(code).toBe(0);
      expect(answers).toHaveLength(5);
      expect(answers[0]).toMatchObject({ id: 'a', action: { t: expect.any(String) } });
      expect(answers[1]).toEqual({ id: null, error: expect.stringMatching(/not JSON/) });
      expect(answers[2]).toEqual({ id: 'b', error: expect.any(String) });
      expect(answers[3]).toEqual({ id: null, error: expect.stringMatching(/empty line/) });
      expect(answers[4]).toMatchObject({
        id: 'c',
        action: (answers[0] as { action: unknown }).action,
      });
    },
  );
});
