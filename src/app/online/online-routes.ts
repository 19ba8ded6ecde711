import { loadScreenTexts } from '../../i18n';
import { normalizeRoomCode } from '../../online/room-code';
import type { AppContext, Routes } from '../context';
import { openExport } from '../records/open-export';
import { withSeats } from '../game/record-seats';
import { people } from '../review/review-routes';
import { confirmDialog } from '../screens/confirm-dialog';
import { openLazily } from '../screens/open-lazily';
import { pageScreen, type Screen } from '../screens/navigation';
import type * as GameScreenCode from '../game/game-screen';
import type * as OnlineClientCode from './online-client';
import type { Entry, OnlineHost, OnlinePlay } from './online-play';
import type { OnlineChoice } from './online-setup-screen';
import { currentRoom, lastOnlineName, rememberRoom, StoredTokens } from './online-store';

declare module '../context' {
  /** This feature's routes. */
  interface Routes {
    /** "Play online": the host's choices (with why the last attempt failed, if it did). */
    online(problem?: string | null): void;
    /** A friend's link, as typed or followed (`?room=`). */
    arriveByLink(code: string): void;
    /** Back to room `code` with the seat token this browser kept. */
    rejoin(code: string): void;
    /**
     * The room this browser sits in but does not show, to go back to ("Back to room …"), and
     * whether its seat is played elsewhere now (then going back takes it back).
     */
    backToRoom(): {
      readonly code: string;
      readonly go: () => void;
      readonly takeBack?: boolean;
    } | null;
  }
}

/**
 * Online play (colyseus.js loads on demand): the host's choices, joining by code or link, coming
 * back to a room after a reload, the lobby, and the room's game on the table — the same game
 * screen as a game on this device.
 */
export function onlineRoutes(
  app: AppContext,
): Pick<Routes, 'online' | 'arriveByLink' | 'rejoin' | 'backToRoom'> {
  /** The room this page sits in, if any (its lobby or its game). */
  let online: OnlinePlay | null = null;
  /** What the host chose last (none yet: the online screen's defaults). */
  let choice: OnlineChoice | null = null;
  /**
   * The room's client and seats, loaded with the online code (not on the first screen): set
   * before any room is entered, so every play below has it.
   */
  let client: typeof OnlineClientCode | null = null;
  /** The game screen's code, loaded with the online code. */
  let gameScreen: typeof GameScreenCode | null = null;
  /** The room whose seat this page lost to another window or device, to offer it back. */
  let replacedIn: string | null = null;
  /** The question "let another device play your seat?" while it is shown. */
  let asking: Screen | null = null;
  const back = () => app.to.start();

  /** Closes the seat's question, if it is shown. */
  function closeQuestion(): void {
    if (asking !== null && app.navigation.current === asking) app.navigation.close();
    asking = null;
  }

  /** Leaves the room, if any; `forget`: the start screen no longer offers to go back. */
  async function leave(forget: boolean): Promise<void> {
    const play = online;
    online = null;
    app.hud.setOnline(null);
    await play?.leave(forget);
  }

  /**
   * Enters a room (loading the online code first); `failed` hears why it could not, and whether
   * the room can be watched instead (it has no seat to give).
   */
  async function enter(
    entry: Entry,
    failed: (problem: string, watchable: boolean) => void,
  ): Promise<void> {
    const connecting = app.translator().t('onlineConnecting');
    app.hud.toast(connecting);
    await leave(false);
    try {
      const [{ OnlinePlay }, loaded, screenCode] = await Promise.all([
        import('./online-play'),
        import('./online-client'),
        import('../game/game-screen'),
      ]);
      client = loaded;
      gameScreen = screenCode;
      online = await OnlinePlay.enter(host, entry);
      replacedIn = null;
    } catch (error) {
      failed((error as Error).message, (error as { watchable?: boolean }).watchable === true);
    } finally {
      app.hud.dismissToast(connecting);
    }
  }

  /**
   * "Join a room": the code (from a link) and a name (the screen's code loaded when it opens).
   * After a refusal: `problem` says why, `retry` keeps the name typed and says whether the room
   * turned out to have no seat to give (watching comes first then).
   */
  function join(
    code: string,
    problem: string | null = null,
    retry: { readonly name: string; readonly watchFirst: boolean } | null = null,
  ): void {
    openLazily(
      app,
      () =>
        Promise.all([import('./join-screen'), loadScreenTexts(app.translator().language)]).then(
          ([code]) => code,
        ),
      ({ joinScreen }) => {
        const screen = joinScreen(
          app.translator(),
          {
            code,
            name: retry?.name ?? lastOnlineName(app.store),
            watchFirst: retry?.watchFirst ?? false,
          },
          {
            onJoin: (room, name) =>
              void enter({ join: room, name }, (why, watchFirst) =>
                join(room, why, { name, watchFirst }),
              ),
            onWatch: (room) => void enter({ watch: room }, (why) => join(room, why)),
            onBack: back,
          },
          problem,
          app.store,
        );
        app.navigation.go(pageScreen('join', screen, back));
      },
    );
  }

  /** "Play with anyone": the open public tables and the quick match (its code loaded on demand). */
  function anyone(problem: string | null = null): void {
    openLazily(
      app,
      () =>
        Promise.all([
          import('./public-tables-screen'),
          import('../../online/public-list'),
          import('./online-setup-screen'),
          import('./online-play'),
        ]).then(([screen, list, setup, play]) => ({ ...screen, ...list, ...setup, ...play })),
      (loaded) => {
        const { publicTablesScreen, fetchPublicTables, roomSettingsOf, onlineEndpoint } = loaded;
        const { DEFAULT_ONLINE_CHOICE } = loaded;
        const t = app.translator();
        const quick = roomSettingsOf(t, { ...(choice ?? DEFAULT_ONLINE_CHOICE), listed: true });
        const screen = publicTablesScreen(
          t,
          lastOnlineName(app.store),
          {
            list: () => fetchPublicTables(onlineEndpoint()),
            onQuick: (name) => void enter({ quick, name }, (why) => anyone(why)),
            onSit: (table, name) => void enter({ table, name }, (why) => anyone(why)),
            onBack: () => routes.online(),
          },
          problem,
        );
        app.navigation.go(pageScreen('public-tables', screen, () => routes.online()));
      },
    );
  }

  /** The export screen of an online game: the public record as this seat knows it. */
  function exportRecord(play: OnlinePlay): void {
    const record = play.record;
    if (record === null) return;
    openExport(app, withSeats(record, client!.onlineSeats(play.session)), false);
  }

  /** Plays the room's game on the table, presented like a game on this device. */
  function playGame(play: OnlinePlay): void {
    const { onlineClient, onlineSeats } = client!;
    gameScreen!.playOnTable(app, {
      source: onlineClient(play.session, app.clock),
      targetScore: play.targetScore,
      hintsAllowed: () => play.hints,
      seats: () => onlineSeats(play.session),
      actions: {
        // Another game at the same table: this person asks; the room deals once everyone has.
        onPlayAgain: () => play.again(),
        afterGame: () => play.rematch.element,
        onMenu: () => void leave(true).then(back),
        onExport: () => exportRecord(play),
        onReplay: () => {
          const record = play.record;
          if (record !== null)
            app.to.replay(JSON.stringify(withSeats(record, onlineSeats(play.session))));
        },
        // After the game only: leaving the table leaves the room.
        onReviewGame: () => {
          const record = play.record;
          if (record !== null) app.to.review(record, people(onlineSeats(play.session)), null, back);
        },
      },
      buttons: { hint: play.hints, export: !play.spectator },
      record: () => play.record,
      export: () => exportRecord(play),
      relabel: () => play.relabel(),
      onHide: () => {
        // Leaving the table leaves the room; mid-game "Back to room" returns to the seat.
        if (online === play && !play.changingScreens) void leave(play.over);
      },
    });
    app.hud.setOnline(play.bar);
  }

  /** What a room needs from the app. */
  const host: OnlineHost = {
    store: app.store,
    translator: () => app.translator(),
    names: (players) => app.names(players),
    showLobby: (element, goBack, relabel) =>
      app.navigation.go({ ...pageScreen('lobby', element, goBack), update: relabel }),
    playGame,
    react: (seat, content) => {
      app.view.react(seat, content);
      app.sound.play(content.id === 'nudge' ? 'nudge' : 'reaction');
    },
    shake: (seat) => app.view.shake(seat),
    readyMarks: (ready) => void app.view.set({ ready }),
    toast: (text) => app.hud.toast(text),
    left: (notice) => {
      void leave(true);
      app.notice = notice;
      back();
    },
    ask: (question) => {
      closeQuestion();
      if (question === null) return;
      const t = app.translator();
      const answer = (give: boolean) => {
        question.answer(give);
        closeQuestion();
      };
      const dialog = confirmDialog({
        title: t.t('onlineSeatAskedTitle'),
        question: t.t('onlineSeatAsked'),
        yes: t.t('onlineSeatGive'),
        no: t.t('onlineSeatKeep'),
        onYes: () => answer(true),
        onNo: () => answer(false),
      });
      asking = pageScreen('seat-asked', dialog, () => answer(false));
      app.navigation.open(asking);
    },
    replaced: () => {
      replacedIn = online?.code ?? null;
      // The room stays remembered: the start screen offers to take the seat back.
      void leave(false);
      app.notice = app.translator().t('onlineReplaced');
      back();
    },
  };

  const routes = {
    online(problem: string | null = null) {
      // The host's screen loads when it is first opened.
      openLazily(
        app,
        () => import('./online-setup-screen'),
        ({ DEFAULT_ONLINE_CHOICE, onlineSetupScreen }) => {
          const last = choice ?? DEFAULT_ONLINE_CHOICE;
          const shown = { ...last, name: last.name || lastOnlineName(app.store) };
          const screen = onlineSetupScreen(
            app.translator(),
            shown,
            {
              onOpen: (chosen, settings) => {
                choice = chosen;
                void enter({ open: settings, name: chosen.name }, (why) => routes.online(why));
              },
              onJoin: () => join(''),
              onAnyone: () => anyone(),
              onBack: back,
            },
            problem,
            app.store,
          );
          app.navigation.go(pageScreen('online', screen, back));
        },
      );
    },

    arriveByLink(typed: string) {
      history.replaceState(null, '', location.pathname);
      const code = normalizeRoomCode(typed);
      if (code !== null && new StoredTokens(app.store).get(code) !== null) {
        back();
        return routes.rejoin(code);
      }
      join(code ?? typed, code === null ? app.translator().t('badRoomCode') : null);
    },

    rejoin(code: string) {
      const name = new StoredTokens(app.store).get(code)?.name ?? lastOnlineName(app.store);
      void enter({ join: code, name: name || '?' }, (why) => {
        rememberRoom(app.store, null);
        app.notice = why;
        back();
      });
    },

    backToRoom() {
      const code = currentRoom(app.store);
      if (code === null || online !== null) return null;
      return {
        code: `${code.slice(0, 4)}-${code.slice(4)}`,
        go: () => routes.rejoin(code),
        takeBack: replacedIn === code,
      };
    },
  };
  return routes;
}
