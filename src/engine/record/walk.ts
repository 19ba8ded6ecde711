import type { RecordAction } from '../actions';
import type { Card } from '../cards';
import type { GameEvent } from '../events';
import { recordedGame, startRecordedRound } from '../game';
import type { Grid } from '../grid';
import type { Rules } from '../rules';
import type { GameState, RoundRecord } from '../state';
import { apply } from '../turn';

/** A turn of a public record as everybody saw it (R8.1). */
export interface RecordedTurn {
  /** The acting seat's grid just before the turn (face-down cards `card: null` or unknown). */
  readonly grid: Grid;
  /** The top of the discard pile just before the turn. */
  readonly discardTop: Card;
  readonly action: RecordAction;
  /** What the turn did (a `drew` event's card is the card drawn, public once placed, R8.2). */
  readonly events: readonly GameEvent[];
}

/** A walk through the rounds of a (public) game record, which can go on with the next rounds. */
export interface RecordWalk {
  /** Every turn of the rounds walked, set-up reveals aside, in order. */
  readonly turns: readonly RecordedTurn[];
  /** This walk gone on through `rounds`, the record's next rounds (this walk is unchanged). */
  walk(rounds: readonly RoundRecord[]): RecordWalk;
}

/**
 * A walk through a game record of `players` under `rules`, replayed by the engine: it stops at
 * the first round or action the engine refuses. Walking a public record (`PlayerView.record`)
 * shows only what every seat saw.
 */
export function recordWalk(players: readonly string[], rules?: Partial<Rules>): RecordWalk {
  const created = recordedGame(players, rules);
  return created.ok ? walkFrom(created.state, []) : stopped([]);
}

function walkFrom(state: GameState, turns: readonly RecordedTurn[]): RecordWalk {
  return {
    turns,
    walk(rounds) {
      let current = state;
      const more = turns.slice();
      for (const round of rounds) {
        const dealt = startRecordedRound(current, round);
        if (!dealt.ok) return stopped(more);
        current = dealt.state;
        for (const action of round.actions) {
          const next = apply(current, action);
          if (!next.ok) return stopped(more);
          if (action.t !== 'reveal') {
            const { grids, discardPile } = current.round;
            more.push({
              grid: grids[action.p]!,
              discardTop: discardPile[discardPile.length - 1]!,
              action,
              events: next.events,
            });
          }
          current = next.state;
        }
      }
      return walkFrom(current, more);
    },
  };
}

function stopped(turns: readonly RecordedTurn[]): RecordWalk {
  return { turns, walk: () => stopped(turns) };
}
