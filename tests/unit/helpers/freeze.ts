/**
 * Freezes `value` and everything reachable from it, so that any attempt to change it throws.
 * Objects already frozen are taken as frozen throughout (this makes refreezing a state that shares
 * most of its parts with a frozen one cheap).
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Reflect.ownKeys(value)) {
    deepFreeze((value as Record<PropertyKey, unknown>)[key]);
  }
  return value;
}
