import { badPositionLast, type RecordRefusal } from '../../engine';
import type { Translator } from '../../i18n';
import type { SeatKind } from '../../master/seats';
import { MAX_RECORD_CHARS } from './record-text';

/**
 * Why the import screen did not take a record: what is wrong with the record (the engine's
 * reason, shown as "This record cannot be read: …" in the player's language), or a whole message
 * to show as it is.
 */
export type ImportFeedback = RecordRefusal | { readonly notice: string };

/** What the import screen does with a record's text; each returns what to tell, or null if taken. */
export interface ImportActions {
  /** Resumes the record with `seats` saying who plays each of its players. */
  readonly onResume: (text: string, seats: readonly SeatKind[]) => ImportFeedback | null;
  readonly onReplay: (text: string) => ImportFeedback | null;
  /** Reviews the record's decisions of one of its seats (the people of `seats` offered first). */
  readonly onReview: (text: string, seats: readonly SeatKind[]) => ImportFeedback | null;
  readonly onBack: () => void;
}

/** The message for a record of `size` characters (or bytes), over the most the game reads. */
export function tooLargeMessage(t: Translator, size: number): string {
  const kb = (n: number) => String(Math.ceil(n / 1024));
  return t.t('importTooLarge', { size: kb(size), max: kb(MAX_RECORD_CHARS) });
}

/**
 * What the player reads for `feedback`: the engine's reason in the player's language, and where
 * in the record it is (round and move counted from 1, as a player counts them) when it says.
 */
export function feedbackText(t: Translator, feedback: ImportFeedback): string {
  if ('notice' in feedback) return feedback.notice;
  const { round, action, message } = feedback.error;
  const last = badPositionLast(message);
  const reason =
    feedback.reason === 'position' && last !== null
      ? t.t('importBadPosition', { last })
      : t.t(`record.reason.${feedback.reason}`);
  if (round === null) return t.t('importError', { message: reason });
  if (action === null) return t.t('importErrorRound', { round: round + 1, message: reason });
  return t.t('importErrorMove', { round: round + 1, move: action + 1, message: reason });
}
