import { describe, expect, test } from 'vitest';
import { playerFactory, selfPlay } from '../../../src/ai';
import { publicRecord, recordWalk } from '../../../src/engine';

const bots = [1, 2, 3].map((seed) => playerFactory('t4guard')!(seed));
const state = selfPlay({ players: ['a', 'b', 'c'], seed: 4 }, bots);
const record = publicRecord(state);

describe('a walk through a public record', () => {
  test('every turn but the set-up reveals, with the grid and the discard top before it', () => {
    const { turns } = recordWalk(record.players, record.rules).walk(record.rounds);
    const actions = record.rounds.flatMap((round) => round.actions);
    expect(turns.map((turn) => turn.action)).toEqual(
      actions.filter((action) => action.t !== 'reveal'),
    );
    for (const { grid, discardTop, action, events } of turns) {
      expect(grid).toHaveLength(12);
      if (action.t === 'take-discard')
        expect(events).toContainEqual(
          expect.objectContaining({ kind: 'replaced', card: discardTop }),
        );
    }
  });

  test('walked round by round or at once, the same turns; a refused round stops it', () => {
    const start = recordWalk(record.players, record.rules);
    const stepwise = record.rounds.reduce((walk, round) => walk.walk([round]), start);
    expect(stepwise.turns).toEqual(start.walk(record.rounds).turns);
    const first = start.walk(record.rounds.slice(0, 1));
    expect(first.walk([{ ...record.rounds[1]!, deck: [] }]).turns).toEqual(first.turns);
  });
});
