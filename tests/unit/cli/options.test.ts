import { describe, expect, it } from 'vitest';
import { integerOption } from '../../../src/cli/play-command';
import { UsageError } from '../../../src/cli/usage';

describe('integer options of the command line', () => {
  it.each(['0', '7', '4294967295'])('accepts the plain integer %j', (text) => {
    expect(integerOption('seed', text, 0, 0xffffffff)).toBe(Number(text));
  });

  it.each(['', ' 7', '7 ', '1.5', '1e3', '0x10', '+3', 'three', '-1', '4294967296'])(
    'refuses %j as a usage error naming the option',
    (text) => {
      expect(() => integerOption('seed', text, 0, 0xffffffff)).toThrow(UsageError);
      expect(() => integerOption('seed', text, 0, 0xffffffff)).toThrow(/--seed/);
    },
  );

  it('refuses a missing value', () => {
    expect(() => integerOption('players', undefined, 2, 8)).toThrow(/--players/);
  });
});
