import type { Translator } from '../../i18n';
import { type TabPage, tabs, type TabsControl } from '../ui/controls';
import type { RuleFields } from './rule-fields';

/**
 * The pages beside a new game's table (issue 27: the setup never scrolls like a web form): the
 * rule sheet first, then the grids' and the ender's penalty's house rules, then `extra` pages (the online room's options), then
 * the look of the seat picked, when there is one.
 */
export function setupPages(
  t: Translator,
  rules: RuleFields,
  look: HTMLElement | undefined | null,
  extra: readonly TabPage[] = [],
): TabsControl {
  return tabs(t.t('setupPages'), [
    { id: 'rules', label: t.t('setupTab.rules'), content: rules.sheet },
    { id: 'grid', label: t.t('setupTab.grid'), content: rules.grid },
    { id: 'penalty', label: t.t('setupTab.penalty'), content: rules.penalty },
    ...extra,
    ...(look ? [{ id: 'look', label: t.t('setupTab.look'), content: look }] : []),
  ]);
}
