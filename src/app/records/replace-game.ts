import type { AppContext } from '../context';
import { confirmDialog } from '../screens/confirm-dialog';
import { pageScreen } from '../screens/navigation';
import { loadGame } from './saves';

/** Whether a saved game is still being played (not over), so replacing it asks first. */
export function gameInProgress(app: AppContext): boolean {
  const saved = loadGame(app.store);
  return saved.status === 'ok' && saved.game.state.phase !== 'game-over';
}

/** How `unlessInProgress` asks. */
export interface ReplaceQuestion {
  /** The answer that replaces the game (default "start a new game"). */
  readonly yes?: string;
  /** Whether a game is in progress (default: read from the save now). */
  readonly inProgress?: boolean;
  /** Called when the player keeps the game in progress. */
  readonly onKeep?: () => void;
}

/**
 * Goes on to `replace` the saved game in progress only once the player agrees; at once when
 * there is none (or it is over).
 */
export function unlessInProgress(
  app: AppContext,
  replace: () => void,
  question: ReplaceQuestion = {},
): void {
  if (!(question.inProgress ?? gameInProgress(app))) return replace();
  const t = app.translator();
  const keep = () => {
    question.onKeep?.();
    app.navigation.close();
  };
  const dialog = confirmDialog({
    title: t.t('newGame'),
    question: t.t('newGameConfirm'),
    yes: question.yes ?? t.t('newGameConfirmYes'),
    no: t.t('cancel'),
    onYes: replace,
    onNo: keep,
  });
  app.navigation.open(pageScreen('confirm-new-game', dialog, keep));
}
