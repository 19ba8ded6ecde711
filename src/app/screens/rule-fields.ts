import { NEXT_ROUND_STARTERS, type Rules, TIE_RULES } from '../../engine';
import type { Translator } from '../../i18n';
import { h } from '../page/dom';

/** The rule options of a new game as form fields, and how to read them back. */
export interface RuleFields {
  /** The fieldset holding the fields. */
  readonly element: HTMLElement;
  /** The rules the fields say now (a target kept between 1 and 999). */
  read(): Rules;
}

/** The rule options of RULES.md as a fieldset: target total, doubling, next starter, ties. */
export function ruleFields(t: Translator, initial: Rules): RuleFields {
  const target = h('input', {
    type: 'number',
    name: 'targetScore',
    min: 1,
    max: 999,
    value: initial.targetScore,
  });
  const doubling = h('input', {
    type: 'checkbox',
    name: 'doubleOnlyPositive',
    checked: initial.doubleOnlyPositive,
  });
  const starter = h(
    'select',
    { name: 'nextRoundStarter' },
    ...NEXT_ROUND_STARTERS.map((value) =>
      h('option', { value, selected: value === initial.nextRoundStarter }, t.t(`starter.${value}`)),
    ),
  );
  const tie = h(
    'select',
    { name: 'tie' },
    ...TIE_RULES.map((value) =>
      h('option', { value, selected: value === initial.tie }, t.t(`tie.${value}`)),
    ),
  );
  const element = h(
    'fieldset',
    {},
    h('legend', {}, t.t('ruleOptions')),
    h('label', {}, h('span', {}, t.t('targetScore')), target),
    h('label', { class: 'check' }, doubling, h('span', {}, t.t('doubleOnlyPositive'))),
    h('label', {}, h('span', {}, t.t('nextRoundStarter')), starter),
    h('label', {}, h('span', {}, t.t('tie')), tie),
  );
  return {
    element,
    read: () => ({
      targetScore: Math.max(1, Math.min(999, Math.round(Number(target.value)) || 100)),
      doubleOnlyPositive: doubling.checked,
      nextRoundStarter: starter.value as Rules['nextRoundStarter'],
      tie: tie.value as Rules['tie'],
    }),
  };
}
