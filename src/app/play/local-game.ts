import { type GameState, publicRecord, toRecord } from '../../engine';
import { GameMaster, localLink, type SeatKind } from '../../master';
import { gameOutcome, recordGame } from '../../stats';
import { SolverComputers } from '../../worker';
import { GameClient } from '../client/game-client';
import type { AppContext, Routes } from '../context';
import { pageScheduler } from '../page/scheduler';
import { openExport } from '../records/open-export';
import { withSeats } from '../game/record-seats';
import { loadGame, saveGame, type SavedGame } from '../records/saves';
import { people } from '../review/review-routes';
import { playOnTable } from '../game/game-screen';
import type { Lesson } from '../tutorial/lesson';
import { localLooks, storedLook, storedSeatLooks } from '../look/look-store';

/** Counts a finished game in the statistics (never the guided round). */
function countGame(app: AppContext, state: GameState, seats: readonly SeatKind[]): void {
  const outcome = gameOutcome(state, seats);
  if (outcome !== null) recordGame(app.store, outcome);
}

/**
 * The export screen over a game on this device (its code loaded when it opens): during a round
 * the public record (nothing nobody has seen: no face-down card, no draw pile), once the round is
 * over the whole record; both with the seats.
 */
function exportGame(app: AppContext, state: GameState, seats: readonly SeatKind[]): void {
  const complete = state.phase !== 'setup' && state.phase !== 'turns';
  const record = withSeats(complete ? toRecord(state) : publicRecord(state), seats);
  openExport(app, record, complete);
}

/**
 * Plays `saved` on this device (a `lesson` steers it: the guided round): a game master in this
 * page with the solver's computers (the lesson's scripted one), saved after every move, presented
 * by the one client. Loaded when a game starts (play/local-play.ts), not with the first screen;
 * `routes` are the local play's own (the way back from a review).
 */
export function playLocalGame(
  app: AppContext,
  saved: SavedGame,
  lesson: Lesson | undefined,
  routes: Pick<Routes, 'play'>,
): void {
  const store = lesson?.store ?? app.store;
  let unsavedTold = false;
  const master = new GameMaster(saved.state, saved.seats, {
    table: 'one-device',
    scheduler: pageScheduler,
    computers:
      lesson?.computers ?? new SolverComputers(app.solver, () => app.tellFallback('computers')),
    onState: (state, previous) => {
      // A full store keeps the save before; the player hears once that moves now go unsaved.
      if (!saveGame(store, { seats: saved.seats, state }) && !unsavedTold) {
        unsavedTold = true;
        app.hud.toast(app.translator().t('saveFailed'));
      }
      if (lesson === undefined && state.phase === 'game-over' && previous.phase !== 'game-over')
        countGame(app, state, saved.seats);
    },
  });
  const seats = () => saved.seats;
  /** Reviews this game (round `round`, or all of it); back to the game afterwards. */
  const reviewHere = (round: number | null) => {
    const record = toRecord(master.state);
    app.to.review(record, people(saved.seats), round, () => {
      const kept = loadGame(app.store);
      if (kept.status === 'ok') routes.play(kept.game);
      else app.to.start();
    });
  };
  playOnTable(app, {
    source: new GameClient(localLink(master), {
      seats,
      clock: app.clock,
      looks: () => localLooks(saved.seats, storedLook(app.store), storedSeatLooks(app.store)),
    }),
    targetScore: saved.state.rules.targetScore,
    ...(lesson ? { guide: lesson.guide, docked: lesson.panel } : {}),
    seats,
    actions: {
      onPlayAgain: () => {
        const { players, rules } = master.state;
        app.to.newGame({
          seats: saved.seats.map((kind, seat) => ({ kind, name: players[seat]! })),
          rules,
        });
      },
      onMenu: () => app.to.start(),
      onExport: () => exportGame(app, master.state, saved.seats),
      onReplay: () => app.to.replay(JSON.stringify(withSeats(toRecord(master.state), saved.seats))),
      ...(lesson === undefined
        ? {
            onReviewGame: () => reviewHere(null),
            onReviewRound: (round: number) => reviewHere(round),
          }
        : {}),
    },
    buttons: { hint: lesson === undefined, export: lesson === undefined },
    record: () => toRecord(master.state),
    export: () => exportGame(app, master.state, saved.seats),
    onHide: () => lesson?.end(),
  });
}
