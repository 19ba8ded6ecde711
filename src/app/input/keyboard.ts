import { columnOf, OFFICIAL_SHAPE, positionAt, rowOf } from '../../engine';

/** What a key asks for at the table. */
export type KeyCommand =
  | { readonly kind: 'draw' | 'take' | 'discard' | 'confirm' | 'hint' | 'skip' | 'cancel' }
  | { readonly kind: 'move'; readonly columns: number; readonly rows: number }
  | { readonly kind: 'pick'; readonly pos: number };

/** Keys that pick a card in reading order (row by row): 1–9, then 0, - and =. */
const PICK_KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0', '-', '='];

const COMMAND_KEYS: Readonly<Record<string, KeyCommand>> = {
  d: { kind: 'draw' },
  t: { kind: 'take' },
  x: { kind: 'discard' },
  h: { kind: 'hint' },
  ' ': { kind: 'skip' },
  Enter: { kind: 'confirm' },
  Escape: { kind: 'cancel' },
  ArrowLeft: { kind: 'move', columns: -1, rows: 0 },
  ArrowRight: { kind: 'move', columns: 1, rows: 0 },
  ArrowUp: { kind: 'move', columns: 0, rows: -1 },
  ArrowDown: { kind: 'move', columns: 0, rows: 1 },
};

/** The table command of a key press, or `null` for keys the table does not use. */
export function keyCommand(event: {
  readonly key: string;
  readonly ctrlKey: boolean;
  readonly metaKey: boolean;
  readonly altKey: boolean;
}): KeyCommand | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  const pick = PICK_KEYS.indexOf(key);
  if (pick >= 0) {
    const { columns } = OFFICIAL_SHAPE;
    return {
      kind: 'pick',
      pos: positionAt(OFFICIAL_SHAPE, 0, pick % columns, Math.floor(pick / columns)),
    };
  }
  return COMMAND_KEYS[key] ?? null;
}

/**
 * The choosable position nearest to `from` in the direction (`columns`, `rows`); `from` itself
 * when there is none that way, the first choosable when there is no cursor yet.
 */
export function moveCursor(
  from: number | null,
  columns: number,
  rows: number,
  choosable: readonly number[],
): number | null {
  if (choosable.length === 0) return null;
  if (from === null) return choosable[0]!;
  const column = columnOf(OFFICIAL_SHAPE, from);
  const row = rowOf(OFFICIAL_SHAPE, from);
  let best: number | null = null;
  let bestDistance = Infinity;
  for (const pos of choosable) {
    const dc = columnOf(OFFICIAL_SHAPE, pos) - column;
    const dr = rowOf(OFFICIAL_SHAPE, pos) - row;
    const along = dc * columns + dr * rows;
    if (along <= 0) continue;
    const across = Math.abs(columns !== 0 ? dr : dc);
    const distance = along + across * 2;
    if (distance < bestDistance) {
      best = pos;
      bestDistance = distance;
    }
  }
  return best ?? from;
}
