import { MAX_RECORD_CHARS } from './record-text';

/** The ending of a game file's name. */
export const RECORD_FILE_ENDING = '.skyjo.json';

/** What a file chosen or dropped holds: its text, or why it is not read. */
export type ChosenFile =
  | { readonly ok: true; readonly name: string; readonly text: string }
  | { readonly ok: false; readonly reason: 'too-large'; readonly size: number }
  | { readonly ok: false; readonly reason: 'unreadable' };

/** The name a game's file is saved under: `skyjo-<date>-<time>.skyjo.json`, in local time. */
export function recordFileName(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
  return `skyjo-${date}-${two(now.getHours())}${two(now.getMinutes())}${RECORD_FILE_ENDING}`;
}

/** Saves `text` as a download named `name` (the browser's own saving: no server is asked). */
export function saveRecordFile(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * The text of a chosen or dropped file; a file larger than any record is never read (it could
 * freeze the page), nor one the browser cannot read.
 */
export async function readChosenFile(file: File): Promise<ChosenFile> {
  // A character of a record takes at least one byte: a file beyond this is too large whatever it holds.
  if (file.size > MAX_RECORD_CHARS) return { ok: false, reason: 'too-large', size: file.size };
  try {
    return { ok: true, name: file.name, text: await file.text() };
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
}
