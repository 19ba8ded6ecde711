import { ENDER_PENALTY_ORDERS, type HouseRuleKey, RULE_RANGES } from '../../engine';
import { segmentedChoice, stepper, switchControl } from '../ui/controls';
import {
  addFirstPicture,
  columnClearPicture,
  columnsPicture,
  dualHandsPicture,
  flatPicture,
  multiplierPicture,
  multiplyFirstPicture,
  rowClearPicture,
  rowsPicture,
  setupRevealsPicture,
} from './house-rule-pictures';
import type { RuleOptionMaker } from './rule-option';

/** The integer house rules, each a stepper. */
type NumberKey = Extract<
  HouseRuleKey,
  'rows' | 'columns' | 'setupReveals' | 'enderMultiplier' | 'enderFlat'
>;

/** The most cards a grid has (R9.1): the upper bound of the set-up reveals' stepper. */
const MOST_GRID_CARDS = RULE_RANGES.rows.max * RULE_RANGES.columns.max;

const NUMBER_RANGES: Record<NumberKey, { min: number; max: number; step: number }> = {
  rows: { ...RULE_RANGES.rows, step: 1 },
  columns: { ...RULE_RANGES.columns, step: 1 },
  setupReveals: { min: 0, max: MOST_GRID_CARDS - 1, step: 1 },
  enderMultiplier: { ...RULE_RANGES.enderMultiplier, step: 1 },
  enderFlat: { ...RULE_RANGES.enderFlat, step: 5 },
};

/** Each stepper's picture; the ender's penalty's show the number their stepper says. */
const NUMBER_PICTURES: Record<NumberKey, (value: number) => SVGElement> = {
  rows: rowsPicture,
  columns: columnsPicture,
  setupReveals: setupRevealsPicture,
  enderMultiplier: multiplierPicture,
  enderFlat: flatPicture,
};

/** A stepper for the integer house rule `key` (R9.1, R9.2, R9.4) with its note. */
const numberOption =
  (key: NumberKey): RuleOptionMaker =>
  (t, rules, changed) => {
    const label = t.t(`house.${key}`);
    const control = stepper({
      name: key,
      label,
      note: t.t(`house.${key}.note`),
      picture: NUMBER_PICTURES[key](rules[key]),
      value: rules[key],
      ...NUMBER_RANGES[key],
      lower: t.t('house.lower', { name: label }),
      raise: t.t('house.raise', { name: label }),
      onChange: (value) => {
        redraw(value);
        changed();
      },
    });
    // The picture follows the stepper (it said ×3 while the stepper said 2).
    const redraw = (value: number) =>
      control.element.querySelector('.ctl-picture')?.replaceChildren(NUMBER_PICTURES[key](value));
    return {
      element: control.element,
      read: (current) => ({ ...current, [key]: control.value() }),
      show: (current) => {
        control.set(current[key]);
        redraw(current[key]);
      },
    };
  };

/** The on/off house rules, each a switch. */
type SwitchKey = Extract<HouseRuleKey, 'columnClears' | 'rowClears' | 'dualHands'>;

const SWITCH_PICTURES: Record<SwitchKey, () => SVGElement> = {
  columnClears: columnClearPicture,
  rowClears: rowClearPicture,
  dualHands: dualHandsPicture,
};

/** A switch for the house rule `key` (R9.3, R9.5) with its note. */
const switchOption =
  (key: SwitchKey): RuleOptionMaker =>
  (t, rules, changed) => {
    const control = switchControl({
      name: key,
      label: t.t(`house.${key}`),
      note: t.t(`house.${key}.note`),
      picture: SWITCH_PICTURES[key](),
      checked: rules[key],
      onChange: changed,
    });
    return {
      element: control.element,
      read: (current) => ({ ...current, [key]: control.checked() }),
      show: (current) => control.set(current[key]),
    };
  };

const ORDER_PICTURES = {
  'multiply-first': multiplyFirstPicture,
  'add-first': addFirstPicture,
} as const;

/** Whether the ender's multiplier or addition applies first (R9.4). */
const penaltyOrderOption: RuleOptionMaker = (t, rules, changed) => {
  const control = segmentedChoice({
    name: 'enderPenaltyOrder',
    label: t.t('house.enderPenaltyOrder'),
    describe: (value) => t.t(`house.order.${value}.note`),
    options: ENDER_PENALTY_ORDERS.map((value) => ({
      value,
      label: t.t(`house.order.${value}`),
      picture: ORDER_PICTURES[value](),
    })),
    value: rules.enderPenaltyOrder,
    onChange: changed,
  });
  return {
    element: control.element,
    read: (current) => ({
      ...current,
      enderPenaltyOrder: control.value() ?? current.enderPenaltyOrder,
    }),
    show: (current) => control.set(current.enderPenaltyOrder),
  };
};

/**
 * The house rules of RULES.md section 9 about the grids, in the order their page lists them: the
 * grid, the set-up, the lines that clear, two grids per player.
 */
export const GRID_RULE_OPTIONS: readonly RuleOptionMaker[] = [
  numberOption('rows'),
  numberOption('columns'),
  numberOption('setupReveals'),
  switchOption('columnClears'),
  switchOption('rowClears'),
  switchOption('dualHands'),
];

/** The house rules of the ender's penalty (R9.4), listed after the rule sheet's doubling. */
export const PENALTY_RULE_OPTIONS: readonly RuleOptionMaker[] = [
  numberOption('enderMultiplier'),
  numberOption('enderFlat'),
  penaltyOrderOption,
];
