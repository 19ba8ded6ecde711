import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/** The messages lint gives `code` as if it were the file `path` of src/app. */
async function lintAs(path: string, code: string): Promise<string[]> {
  const eslint = new ESLint();
  const [result] = await eslint.lintText(code, { filePath: path });
  return result!.messages.map((message) => `${message.ruleId}: ${message.message}`);
}

describe("src/app's floors (eslint.config.js, APP_FLOORS)", () => {
  it('fails an import from a lower floor up to a higher one', async () => {
    const messages = await lintAs(
      'src/app/page/dom.ts',
      "import type { AppContext } from '../context';\nexport type Context = AppContext;\n",
    );
    expect(messages).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*src\/app\/page stands on floor 2/),
    ]);
  });

  it('fails an import() up a floor, and one beside it on the same floor', async () => {
    const up = await lintAs(
      'src/app/ui/controls/keys.ts',
      "export const later = () => import('../../menus/menus');\n",
    );
    expect(up).toEqual([expect.stringMatching(/^no-restricted-syntax: .*src\/app\/ui stands/)]);
    const beside = await lintAs(
      'src/app/records/saves.ts',
      "import { statisticsScreen } from '../stats/stats-screen';\nexport const shown = statisticsScreen;\n",
    );
    expect(beside).toEqual([expect.stringMatching(/^no-restricted-imports: .*src\/app\/records/)]);
  });

  it('keeps context.ts below every feature, and lets imports run down', async () => {
    const context = await lintAs(
      'src/app/context.ts',
      "import type { Lesson } from './tutorial/lesson';\nexport type Steering = Lesson;\n",
    );
    expect(context).toEqual([expect.stringMatching(/^no-restricted-imports: .*floor 5/)]);
    const down = await lintAs(
      'src/app/online/lobby-screen.ts',
      "import { h } from '../page/dom';\nimport type { AppContext } from '../context';\nimport { engine } from '../../online';\nexport const parts = [h, engine] as const;\nexport type Context = AppContext;\n",
    );
    expect(down).toEqual([]);
  });
});
