import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/** How many of the slowest tests the end of a run names on standard error. */
const SLOWEST_SHOWN = 15;

/** One finished test: where it is, its title and how long it took. */
interface Timing {
  readonly place: string;
  readonly title: string;
  readonly seconds: number;
  readonly status: string;
}

/**
 * Writes every browser test's seconds to a file (`E2E_TIMINGS`, default
 * `test-results/timings.tsv`: seconds, status, file:line, title; slowest first), and names the
 * slowest tests and each spec file's total on standard error at the end of the run, so that the
 * suite's time can be measured and its cost placed.
 */
export default class TimingReporter implements Reporter {
  private readonly timings: Timing[] = [];

  /** Keeps the test's place, title and duration. */
  onTestEnd(test: TestCase, result: TestResult): void {
    const file = relative(process.cwd(), test.location.file);
    this.timings.push({
      place: `${file}:${test.location.line}`,
      title: test.titlePath().slice(3).join(' › '),
      seconds: result.duration / 1000,
      status: result.status,
    });
  }

  /** Writes the file and the summary. */
  onEnd(result: FullResult): void {
    if (this.timings.length === 0) return;
    const slowest = [...this.timings].sort((a, b) => b.seconds - a.seconds);
    const file = process.env.E2E_TIMINGS ?? 'test-results/timings.tsv';
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(
      file,
      slowest
        .map((t) => `${t.seconds.toFixed(1)}\t${t.status}\t${t.place}\t${t.title}`)
        .join('\n') + '\n',
    );
    const perFile = new Map<string, number>();
    for (const t of this.timings) {
      const spec = t.place.replace(/:\d+$/, '');
      perFile.set(spec, (perFile.get(spec) ?? 0) + t.seconds);
    }
    const total = this.timings.reduce((sum, t) => sum + t.seconds, 0);
    const lines = [
      `timings (${result.status}): ${this.timings.length} tests, ${total.toFixed(0)} s of test time; all in ${file}`,
      'slowest tests:',
      ...slowest.slice(0, SLOWEST_SHOWN).map((t) => `  ${t.seconds.toFixed(1)} s  ${t.place}`),
      'slowest files:',
      ...[...perFile]
        .sort((a, b) => b[1] - a[1])
        .slice(0, SLOWEST_SHOWN)
        .map(([spec, seconds]) => `  ${seconds.toFixed(0)} s  ${spec}`),
    ];
    process.stderr.write(lines.join('\n') + '\n');
  }

  /** This reporter writes nothing to standard output of its own. */
  printsToStdio(): boolean {
    return false;
  }
}
