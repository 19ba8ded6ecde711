import type { GameRecord, GameState } from '../../engine';
import type { SeatKind } from '../../master';
import type { ReviewedDecision } from '../../review';
import type { AppContext, Routes } from '../context';
import { recordOnTable } from '../replay/record-on-table';
import { pageScreen, type Screen } from '../screens/navigation';
import type { ReviewMoment } from './review-moment';

declare module '../context' {
  /** This feature's routes. */
  interface Routes {
    /**
     * The review of `record`'s decisions for one of `seats` (the first at once when it is the only
     * one, else the player chooses): round `round`, or the whole game; `back` leaves it.
     */
    review(
      record: GameRecord,
      seats: readonly number[],
      round: number | null,
      back: () => void,
    ): void;
  }
}

/** The seats people play, of `kinds` (who plays each seat). */
export function people(kinds: readonly SeatKind[]): number[] {
  return kinds.flatMap((kind, seat) => (kind === 'person' ? [seat] : []));
}

/** `chosen` first, then every other seat of `record`. */
export function reviewSeats(record: GameRecord, chosen: readonly number[]): number[] {
  const others = record.players.map((_, seat) => seat).filter((seat) => !chosen.includes(seat));
  return [...chosen, ...others];
}

/** One reviewed decision on the table, made by `seat` in `state`; back to `list` after. */
function showMoment(
  Moment: typeof ReviewMoment,
  app: AppContext,
  list: Screen,
  decision: ReviewedDecision,
  state: GameState,
  seat: number,
): void {
  const moment = new Moment(
    {
      ...recordOnTable(app),
      onBack: () => app.navigation.go(list),
    },
    state,
    decision,
    seat,
  );
  app.navigation.go({
    name: 'review-moment',
    table: true,
    element: () => null,
    back: () => app.navigation.go(list),
    show: () => moment.start(),
    update: () => moment.relabel(),
    hide: () => {
      moment.stop();
      app.relayout();
    },
  });
  app.relayout();
}

/**
 * The game review (issue 20): a page over the table, each moment opened on the table. Its screens
 * load when a review is opened, not with the first screen.
 */
export function reviewRoutes(app: AppContext): Pick<Routes, 'review'> {
  return {
    review(record, seats, round, back) {
      void Promise.all([import('./review-session'), import('./review-moment')]).then(
        ([{ ReviewSession }, { ReviewMoment }]) => {
          let list: Screen | null = null;
          const session = new ReviewSession(
            {
              solver: app.solver,
              store: app.store,
              translator: () => app.translator(),
              names: (players) => app.names(players),
              onShow: (decision, state, seat) =>
                showMoment(ReviewMoment, app, list!, decision, state, seat),
              onBack: back,
            },
            record,
            seats.length > 0 ? seats : record.players.map((_, seat) => seat),
            round,
          );
          list = pageScreen('review', session.page.element, () => {
            session.cancel();
            back();
          });
          app.navigation.go(list);
          if (seats.length === 1) void session.start(seats[0]!);
          else session.page.focus();
        },
      );
    },
  };
}
