import type { Rules } from '../../engine';
import type { Translator } from '../../i18n';

/** One option of the table rules: its control, and how it writes and shows its value. */
export interface RuleOption {
  readonly element: HTMLElement;
  /** `rules` with this option's value as its control says. */
  read(rules: Rules): Rules;
  /** Shows `rules`' value of this option (a rule set was chosen). */
  show(rules: Rules): void;
}

/** Makes one option's control in `t`'s words from `rules`; `changed` hears every change. */
export type RuleOptionMaker = (t: Translator, rules: Rules, changed: () => void) => RuleOption;
