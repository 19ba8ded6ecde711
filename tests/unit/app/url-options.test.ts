import { describe, expect, test } from 'vitest';
import { urlOptions } from '../../../src/app/page/url-options';

describe('url options', () => {
  test('R9 house rules for the demo game are read as a JSON object, a person seat on request', () => {
    const rules = encodeURIComponent(JSON.stringify({ rows: 4, columns: 4, rowClears: true }));
    const options = urlOptions(`?demo=3&person=1&rules=${rules}`);
    expect(options.demoSeats).toBe(3);
    expect(options.demoPerson).toBe(true);
    expect(options.rules).toEqual({ rows: 4, columns: 4, rowClears: true });
  });

  test.each(['', '?rules=', '?rules=%5B1%5D', '?rules=7', '?rules=%7Bbroken'])(
    '%j gives no rules and no person',
    (search) => {
      const options = urlOptions(search);
      expect(options.rules).toBeNull();
      expect(options.demoPerson).toBe(false);
    },
  );
});
