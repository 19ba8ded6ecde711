import { GameMaster } from '../../../src/master';
import { SECURE_SHUFFLES } from '../../../src/server/secure-deck';
import type { Table } from '../../../src/server/table';
import { BotComputers, testScheduler } from '../master/helpers';

/**
 * The game master of `table`'s game as the room makes it (online, CSPRNG shuffles; every seat a
 * person's here), telling the table each new state as the room does.
 */
export function tableMaster(table: Table): GameMaster {
  const master: GameMaster = new GameMaster(
    table.game!,
    table.seats.map(() => 'person' as const),
    {
      table: 'online',
      computers: new BotComputers(),
      scheduler: testScheduler,
      shuffles: SECURE_SHUFFLES,
      onState: (state) => table.follow(state, master.v),
    },
    table.v,
  );
  master.start();
  return master;
}
