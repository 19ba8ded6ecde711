/**
 * A short description of a JSON value for an error message: numbers, booleans and null as JSON,
 * strings quoted and cut at 40 characters, lists and objects by kind (never serialized: they may
 * be huge or nested too deeply to serialize), `undefined` as "missing".
 */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'missing';
  if (value === null || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (typeof value === 'string')
    return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return Array.isArray(value) ? 'a list' : 'an object';
}
