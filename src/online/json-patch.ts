/**
 * What changed between two JSON values, as a list of operations, and the same operations played
 * on a copy of the first: what a room sends a client that holds the value before.
 */

/** A key of an object or an index of a list on the way to a changed value. */
export type PathKey = string | number;

/** One change: the value at `at` becomes `to`, or the list at `at` is cut to `length`. */
export type PatchOp =
  | { readonly at: readonly PathKey[]; readonly to: unknown }
  | { readonly at: readonly PathKey[]; readonly length: number };

type Json = unknown;

const isList = Array.isArray;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !isList(value);
}

/** Whether two JSON values are the same (same reference, or equal all the way down). */
function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (isList(a)) return isList(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => key in b && sameJson(a[key], b[key]))
  );
}

/**
 * The operations that make `before` into `after`: lists are changed element by element (a list
 * that grew gets its new elements, one that shrank is cut), objects with the same keys key by
 * key, anything else replaced whole.
 */
export function jsonPatch(before: Json, after: Json, at: readonly PathKey[] = []): PatchOp[] {
  const ops: PatchOp[] = [];
  // One path, grown and shrunk on the way down and up; an operation takes a copy of it.
  const path: PathKey[] = [...at];
  const walk = (a: Json, b: Json) => {
    if (a === b) return;
    if (isList(a) && isList(b)) {
      const common = Math.min(a.length, b.length);
      for (let i = 0; i < common; i++) {
        path.push(i);
        walk(a[i], b[i]);
        path.pop();
      }
      for (let i = common; i < b.length; i++) ops.push({ at: [...path, i], to: b[i] });
      if (b.length < a.length) ops.push({ at: [...path], length: b.length });
      return;
    }
    if (isRecord(a) && isRecord(b)) {
      const keys = Object.keys(b);
      if (keys.length === Object.keys(a).length && keys.every((key) => key in a)) {
        for (const key of keys) {
          path.push(key);
          walk(a[key], b[key]);
          path.pop();
        }
        return;
      }
    }
    if (!sameJson(a, b)) ops.push({ at: [...path], to: b });
  };
  walk(before, after);
  return ops;
}

/** Keys a patch may never name: writing them would change an object's prototype. */
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * `value` with `ops` played on a copy (`value` itself is left as it was), or `null` when an
 * operation does not fit it: a path through something that is not a list or an object, an index
 * past a list's end, a forbidden key, a cut that lengthens. What comes out must still be checked
 * by the caller's schema.
 */
export function applyJsonPatch(value: Json, ops: readonly PatchOp[]): Json | null {
  let root: Json = value;
  const copied = new Set<Json>();
  const own = (container: Json): Json => {
    if (copied.has(container)) return container;
    const copy = isList(container) ? container.slice() : { ...(container as object) };
    copied.add(copy);
    return copy;
  };
  for (const op of ops) {
    if (op.at.length === 0) {
      if (!('to' in op)) return null;
      root = op.to;
      continue;
    }
    root = own(root);
    let container = root as Record<PathKey, Json>;
    for (const [depth, key] of op.at.entries()) {
      const fits = isList(container)
        ? typeof key === 'number' && Number.isInteger(key) && key >= 0 && key <= container.length
        : isRecord(container) && typeof key === 'string' && !FORBIDDEN.has(key);
      if (!fits) return null;
      if (depth === op.at.length - 1) {
        if ('to' in op) container[key] = op.to;
        else {
          const list = container[key];
          if (!isList(list) || op.length > list.length) return null;
          container[key] = list.slice(0, op.length);
        }
      } else {
        const next = container[key];
        if (!isList(next) && !isRecord(next)) return null;
        container[key] = own(next);
        container = container[key] as Record<PathKey, Json>;
      }
    }
  }
  return root;
}
