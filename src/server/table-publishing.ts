import type { IRoomCache } from '@colyseus/core';
import type { ClientMessage } from '../online/protocol';
import { newTableId, RoomListing } from './public-lobbies';
import type { Refusal, Table } from './table';

/** What listing a table needs of its room. */
export interface PublishingDesk {
  readonly table: Table;
  /** The room's entry in Colyseus's room cache, which the list of public tables reads. */
  readonly listing: IRoomCache;
  /** The seat whose person hosts now. */
  host(): number;
  /** The table's listing could not be saved. */
  failed(error: unknown): void;
}

/**
 * Whether a lobby is listed for strangers ("Play with anyone"): the host's `publish` message, and
 * the room's entry in the list, kept in step with its table under an id unrelated to its code.
 */
export class TablePublishing {
  private readonly entry: RoomListing;

  /** The listing of the room `desk` serves. */
  constructor(private readonly desk: PublishingDesk) {
    this.entry = new RoomListing(desk.listing, newTableId());
  }

  /** The person at `seat` lists the lobby or no longer; `true` once the table changed. */
  handle(seat: number, request: ClientMessage<'publish'>): Refusal | true {
    if (seat !== this.desk.host()) return refusal('only the host lists the table');
    const published = this.desk.table.publish(request.listed);
    return published.ok ? true : published;
  }

  /** The table changed: its entry in the list follows. */
  update(): void {
    this.entry.update(this.desk.table, (error) => this.desk.failed(error));
  }
}

const refusal = (message: string): Refusal => ({ ok: false, code: 'not-host', message });
