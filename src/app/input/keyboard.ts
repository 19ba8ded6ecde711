import type { TableKey } from '../../view';
import { PICK_KEYS } from '../../view/pick-keys';

/** What a key asks for at the table: a key for the move (the table's), a hint, or a skip. */
export type KeyCommand = TableKey | { readonly kind: 'hint' | 'skip' };

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
  const pick = (PICK_KEYS as readonly string[]).indexOf(key);
  if (pick >= 0) return { kind: 'pick', index: pick };
  return COMMAND_KEYS[key] ?? null;
}
