import { spawn } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { publicRecord } from '../../../src/engine';
import { REPO_ROOT } from '../helpers/cli';
import { playedPositions } from './positions';

const turn = playedPositions(5, 2, 13).find(
  (p) => p.state.phase === 'turns' && p.state.round.drawn === null,
)!;

/** A valid query line for `turn` with `fields` changed. */
function query(fields: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id: 1,
    seat: turn.seat,
    drawn: null,
    record: publicRecord(turn.state),
    ...fields,
  });
}

/** A JSON text nested `depth` lists deep. */
const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Runs `skyjo bot ARGS` with `input` (raw bytes) on its standard input. */
function runBot(
  args: readonly string[],
  input: Buffer,
): Promise<{ code: number | null; lines: string[]; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', 'bot', ...args], {
      cwd: REPO_ROOT,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, lines: stdout.split('\n').slice(0, -1), stderr }));
    child.stdin.end(input);
  });
}

describe('the bot answers every input line with exactly one line, whatever it holds', () => {
  test('deep nesting, blank lines, a byte-order mark, CR, bad UTF-8, a missing field', async () => {
    const lines: [Buffer, (answer: Record<string, unknown>) => void][] = [
      [
        Buffer.from(query({ id: 'first' })),
        (a) => expect(a).toMatchObject({ id: 'first', action: {} }),
      ],
      [
        Buffer.from(`{"id": ${deep(5000)}, "seat": 0}`),
        (a) => expect(a).toEqual({ id: null, error: expect.stringMatching(/^id /) }),
      ],
      [
        Buffer.from(''),
        (a) => expect(a).toEqual({ id: null, error: expect.stringMatching(/empty line/) }),
      ],
      [
        Buffer.from(' \t '),
        (a) => expect(a).toEqual({ id: null, error: expect.stringMatching(/empty line/) }),
      ],
      [
        Buffer.from(`\uFEFF${query({ id: 'bom' })}`),
        (a) => expect(a).toMatchObject({ id: 'bom', action: {} }),
      ],
      [
        Buffer.from(query({ id: 'cr' }).replace(',"seat"', ',\r"seat"')),
        (a) => expect(a).toMatchObject({ id: 'cr', action: {} }),
      ],
      [
        Buffer.from([0xff, 0xfe, 0x7b, 0x80]),
        (a) => expect(a).toEqual({ id: null, error: expect.stringMatching(/not JSON/) }),
      ],
      [
        Buffer.from(query({ id: 's', seat: 'DEEP' }).replace('"DEEP"', deep(5000))),
        (a) => expect(a).toEqual({ id: 's', error: expect.stringMatching(/^seat /) }),
      ],
      [
        Buffer.from(query({ id: 'd', drawn: 'DEEP' }).replace('"DEEP"', deep(5000))),
        (a) => expect(a).toEqual({ id: 'd', error: expect.stringMatching(/^drawn /) }),
      ],
      [
        Buffer.from(`{"id":"r","seat":0,"drawn":null,"record":${deep(100_000)}}`),
        (a) => expect(a).toEqual({ id: 'r', error: expect.stringMatching(/record/) }),
      ],
      [
        Buffer.from(JSON.stringify({ id: 'm', record: publicRecord(turn.state) })),
        (a) => expect(a).toEqual({ id: 'm', error: 'seat is missing' }),
      ],
      [
        Buffer.from(JSON.stringify({ id: 'n', seat: 0 })),
        (a) => expect(a).toEqual({ id: 'n', error: 'record is missing' }),
      ],
      [
        Buffer.from(`${query({ id: 'crlf' })}\r`),
        (a) => expect(a).toMatchObject({ id: 'crlf', action: {} }),
      ],
      [
        Buffer.from(query({ id: 'last' })),
        (a) => expect(a).toMatchObject({ id: 'last', action: {} }),
      ],
    ];
    const input = Buffer.concat(
      lines.flatMap(([line], i) => (i < lines.length - 1 ? [line, Buffer.from('\n')] : [line])),
    );
    const { code, lines: answers, stderr } = await runBot(['--level', 'medium'], input);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    expect(answers).toHaveLength(lines.length);
    answers.forEach((answer, i) => lines[i]![1](JSON.parse(answer) as Record<string, unknown>));
  });

  test('a line longer than 16 MiB is answered by an error, never held whole; the next line is answered', async () => {
    const long = Buffer.alloc(16 * 1024 * 1024 + 1, 0x20);
    const input = Buffer.concat([long, Buffer.from(`\n${query({ id: 'after' })}\n`)]);
    const { code, lines: answers } = await runBot(['--level', 'easy'], input);
    expect(code).toBe(0);
    expect(answers.map((line) => JSON.parse(line) as unknown)).toEqual([
      { id: null, error: 'the line is 16777217 bytes long; a query may hold at most 16 MiB' },
      { id: 'after', action: expect.any(Object) },
    ]);
  });
});
