import { DEFAULT_RULES, rulesProblem, withDefaults } from '../engine';
import type { AppContext } from './context';
import { currentRoom } from './online/online-store';
import { loadGame } from './records/saves';

/** Whether the page's address carries a game (a link made by the export screen: `#game=…`). */
function gameLinked(): boolean {
  return new URLSearchParams(location.hash.slice(1)).has('game');
}

/** Opens the game a link carries in the import screen, the address left without it. */
function openGameLink(app: AppContext): void {
  const link = location.href;
  history.replaceState(null, '', `${location.pathname}${location.search}`);
  app.to.importRecord(link);
}

/**
 * Opens the page's first screen: a demo table (`?demo=`), a game link (`#game=`, in the import
 * screen), a friend's link (`?room=`), the online room of a reload, the saved game in progress,
 * or the start screen. A game link opened while the page runs goes to the import screen too.
 */
export function openFirstScreen(app: AppContext): void {
  window.addEventListener('hashchange', () => {
    if (gameLinked()) openGameLink(app);
  });
  const saved = loadGame(app.store);
  if (saved.status === 'damaged') {
    console.warn(`saved game unreadable: ${saved.problem}`);
    app.notice = app.translator().t(saved.putAside ? 'damagedSave' : 'damagedSaveKept');
  }
  const room = currentRoom(app.store);
  if (app.options.demoSeats !== null) {
    const { demoSeats, demoPerson } = app.options;
    const seats = Array.from({ length: demoSeats }, (_, i) =>
      i === 0 && demoPerson
        ? { kind: 'person' as const, name: app.translator().t('defaultPersonName', { n: 1 }) }
        : {
            kind: 'medium' as const,
            name: app.translator().t('defaultComputerName', { n: i + 1 }),
          },
    );
    // House rules from the address when the engine takes them for these seats (R9), else none.
    const asked = withDefaults(app.options.rules ?? {});
    const rules = rulesProblem(asked, demoSeats) === null ? asked : DEFAULT_RULES;
    if (rules !== asked && app.options.rules !== null)
      console.warn(`rules in the address refused: ${rulesProblem(asked, demoSeats)}`);
    app.to.newGame({ seats, rules });
  } else if (gameLinked()) {
    app.to.start();
    openGameLink(app);
  } else if (app.options.room !== null) {
    app.to.arriveByLink(app.options.room);
  } else if (room !== null) {
    // A reload in an online room: back to the seat with the token this browser kept.
    app.to.start();
    app.to.rejoin(room);
  } else if (saved.status === 'ok' && saved.game.state.phase !== 'game-over') {
    app.to.play(saved.game);
  } else {
    app.to.start();
  }
}
