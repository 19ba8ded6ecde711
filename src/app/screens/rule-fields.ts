import { NEXT_ROUND_STARTERS, type Rules, TIE_RULES } from '../../engine';
import type { Translator } from '../../i18n';
import { h } from '../page/dom';

/** The rule options of a new game as form fields, and how to read them back. */
export interface RuleFields {
  /** The fieldset holding the fields. */
  readonly element: HTMLElement;
  /** The rules the fields say now (a target kept between 1 and 999; house rules as given). */
  read(): Rules;
}

/**
 * A choice among a few options as radio buttons whose labels wrap (a select would cut a long
 * option to its width on a phone); `value()` reads the chosen one.
 */
function choice<V extends string>(
  name: string,
  legend: string,
  options: readonly { readonly value: V; readonly label: string }[],
  initial: V,
): { element: HTMLElement; value: () => V } {
  const inputs = options.map((option) =>
    h('input', { type: 'radio', name, value: option.value, checked: option.value === initial }),
  );
  const element = h(
    'fieldset',
    { class: 'choice' },
    h('legend', {}, legend),
    ...options.map((option, i) =>
      h('label', { class: 'choice-option' }, inputs[i]!, h('span', {}, option.label)),
    ),
  );
  return {
    element,
    value: () => (inputs.find((input) => input.checked)?.value ?? initial) as V,
  };
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
  const starter = choice(
    'nextRoundStarter',
    t.t('nextRoundStarter'),
    NEXT_ROUND_STARTERS.map((value) => ({ value, label: t.t(`starter.${value}`) })),
    initial.nextRoundStarter,
  );
  const tie = choice(
    'tie',
    t.t('tie'),
    TIE_RULES.map((value) => ({ value, label: t.t(`tie.${value}`) })),
    initial.tie,
  );
  const element = h(
    'fieldset',
    {},
    h('legend', {}, t.t('ruleOptions')),
    h('label', {}, h('span', {}, t.t('targetScore')), target),
    h('label', { class: 'check' }, doubling, h('span', {}, t.t('doubleOnlyPositive'))),
    starter.element,
    tie.element,
  );
  return {
    element,
    read: () => ({
      ...initial,
      targetScore: Math.max(1, Math.min(999, Math.round(Number(target.value)) || 100)),
      doubleOnlyPositive: doubling.checked,
      nextRoundStarter: starter.value(),
      tie: tie.value(),
    }),
  };
}
