import { describe, expect, test } from 'vitest';
import { presetOf, RULE_PRESETS, withPreset } from '../../../src/app/setup/rule-presets';
import { DEFAULT_RULES, type Rules, rulesProblem } from '../../../src/engine';

const preset = (id: string) => RULE_PRESETS.find((p) => p.id === id)!;

describe('the rule sets of the new game', () => {
  test('the official sheet is RULES.md’s defaults, whatever the target total', () => {
    expect(presetOf(DEFAULT_RULES)?.id).toBe('official');
    expect(presetOf({ ...DEFAULT_RULES, targetScore: 50 })?.id).toBe('official');
  });

  test('R2.5 and R7.2 the Russian edition: the round’s winner starts, a tie plays on', () => {
    const russian = withPreset({ ...DEFAULT_RULES, targetScore: 150 }, preset('russian'));
    expect(russian).toEqual({
      ...DEFAULT_RULES,
      targetScore: 150,
      nextRoundStarter: 'round-winner',
      tie: 'extra-round',
    });
    expect(presetOf(russian)?.id).toBe('russian');
  });

  test('R5.3 the fan guides: a score of zero or less is doubled too', () => {
    const fan = withPreset(DEFAULT_RULES, preset('fan'));
    expect(fan).toEqual({ ...DEFAULT_RULES, doubleOnlyPositive: false });
    expect(presetOf(fan)?.id).toBe('fan');
  });

  test('a mix no set has follows none', () => {
    expect(presetOf({ ...DEFAULT_RULES, nextRoundStarter: 'highest-reveal' })).toBeNull();
    expect(presetOf({ ...DEFAULT_RULES, tie: 'extra-round' })).toBeNull();
  });

  test('R9 a house rule is no official game: a grid of another shape follows no set, and a set chosen deals the official grid again', () => {
    const house = { ...DEFAULT_RULES, rows: 2, columns: 5 };
    expect(presetOf(house)).toBeNull();
    expect(withPreset(house, preset('russian'))).toMatchObject({ rows: 3, columns: 4 });
  });

  test.each([
    ['R9.3 rows clear too', 'rows', { rowClears: true }],
    ['R9.1 the big grid', 'big', { rows: 4, columns: 4 }],
    ['R9.5 dual hands', 'dual', { dualHands: true }],
  ] as const)('%s: the official game with that house rule', (_, id, house) => {
    const rules = withPreset({ ...DEFAULT_RULES, targetScore: 80, tie: 'extra-round' }, preset(id));
    expect(rules).toEqual({ ...DEFAULT_RULES, targetScore: 80, ...house });
    expect(presetOf(rules)?.id).toBe(id);
    expect(presetOf(withPreset(rules, preset('official')))?.id).toBe('official');
  });

  test('R9.1 the big grid fits every table of 2 to 8 seats; dual hands fits two', () => {
    for (let players = 2; players <= 8; players++)
      expect(rulesProblem(preset('big').rules, players)).toBeNull();
    expect(rulesProblem(preset('dual').rules, 2)).toBeNull();
    expect(rulesProblem(preset('dual').rules, 3)).toMatch(/dualHands needs exactly 2 players/);
  });

  test('choosing a set keeps the target total and any option the set does not name', () => {
    const rules = { ...DEFAULT_RULES, targetScore: 42, houseRule: 7 } as Rules;
    expect(withPreset(rules, preset('russian'))).toMatchObject({ targetScore: 42, houseRule: 7 });
  });

  test('every set names every option of the official sheet but the target total', () => {
    const options = Object.keys(DEFAULT_RULES).filter((key) => key !== 'targetScore');
    for (const set of RULE_PRESETS) expect(Object.keys(set.rules).sort()).toEqual(options.sort());
  });
});
