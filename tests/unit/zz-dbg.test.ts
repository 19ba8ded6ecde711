import { it } from 'vitest';
import { createBot } from '../../src/ai';
import { OBVIOUS_CASES } from './ai/obvious/cases';
import { casePosition } from './ai/obvious/suite';
import { moveName } from './ai/obvious/moves';
import { wasmKernel } from './ai/kernel';
it('x', async () => {
  const kernel = await wasmKernel();
  for (const name of ['final-8p-offer-minus1-over-11','final-8p-offer-0-over-12','last-8p-not-lowest-drawn-5','reshuffled-8p-last-card-not-lowest']) {
    const spec = OBVIOUS_CASES.find((c) => c.name === name)!;
    const { view, right } = casePosition(spec);
    const bot = createBot('expert', { seed: 1, kernel, timeMs: Infinity });
    const w = bot.weigh(view).slice(0, 5).map((c) => `${moveName(c.action)} ${c.score.toFixed(2)}±${c.interval.toFixed(2)}`);
    console.log(name, 'right', right.map(moveName).join(','), '| drawPileKnown', view.drawPileKnown !== null, 'ender', view.ender, '\n  ', w.join('\n   '));
  }
}, 120000);
