import type { Translator } from '../../i18n';
import { JoinRefused } from '../../online/online-session';
import { CLOSE_CODES, MAX_WATCHERS } from '../../online/protocol';

/** Why joining a room failed, in the player's words, and whether the room can be watched. */
export interface JoinRefusal {
  readonly problem: string;
  /** The room has no seat to give (its game started, or every seat is taken): watch it instead. */
  readonly watchable: boolean;
}

/**
 * What `error` (a join of room `code` that failed) means for people: the room is unknown, full,
 * being restored, watched by too many; the seat's window or device kept the seat; or the server
 * is unreachable.
 */
export function joinRefusal(t: Translator, error: unknown, code: string | null): JoinRefusal {
  const said = (problem: string, watchable = false): JoinRefusal => ({ problem, watchable });
  if (error instanceof JoinRefused && error.code === CLOSE_CODES.kept)
    return said(t.t('onlineSeatKept'));
  if (error instanceof JoinRefused && error.code === CLOSE_CODES.replaced)
    return said(t.t('onlineReplaced'));
  const { code: status, message = '' } = error as { code?: number; message?: string };
  if (status === CLOSE_CODES.removed) return said(t.t('onlineRemoved'));
  if (status === CLOSE_CODES.givenToComputer) return said(t.t('onlineGivenToComputer'));
  if (status === 4404 || /no room|no such room/.test(message))
    return said(t.t('noSuchRoom', { code: code ?? '' }));
  if (status === 4409 && /restored/.test(message)) return said(t.t('roomRestoring'));
  if (status === 4409 && /started/.test(message)) return said(t.t('roomStarted'), true);
  if (status === 4409) return said(t.t('roomFull'), /every seat/.test(message));
  if (status === 4429 && /spectators/.test(message))
    return said(t.t('watchersFull', { count: MAX_WATCHERS }));
  if (typeof status === 'number' && status >= 4000 && message) return said(message);
  return said(t.t('onlineUnavailable', { reason: message || String(error) }));
}
