import type { ClientMessage } from '../online/protocol';
import type { ReactionNews } from '../online/reaction-ids';
import { RoomReactions } from './reactions';
import type { Refusal, Table } from './table';

/** What the reactions need of their room. */
export interface ReactionDesk {
  readonly table: Table;
  /** How long a seat must have been to move before it may be nudged (ms). */
  readonly nudgeAfterMs: number;
  /** Sends `news` to everyone at the room (after what was stored so far). */
  broadcast(news: ReactionNews): void;
}

/**
 * A room's reactions: a person's `react` message, checked against their pace and the nudge's
 * turn (`RoomReactions`), goes to everyone at the table, who each mute whom they like.
 */
export class ReactionRelay {
  private readonly reactions: RoomReactions;

  /** The reactions of the room `desk` serves. */
  constructor(private readonly desk: ReactionDesk) {
    this.reactions = new RoomReactions(Date.now, desk.nudgeAfterMs);
  }

  /** The seat to move now (`null`: nobody alone), which may be nudged once it thought a while. */
  follow(toMove: number | null): void {
    this.reactions.follow(toMove);
  }

  /** The person at `seat` reacts with `request`: passed on, or why it is refused. */
  handle(seat: number, request: ClientMessage<'react'>): Refusal | null {
    const { table } = this.desk;
    const news = this.reactions.react(seat, request, {
      phase: table.phase,
      seats: table.seats.length,
    });
    if ('ok' in news) return news;
    this.desk.broadcast(news);
    return null;
  }
}
