import { type GameEvent, lowestSeats, type RoundResult } from '../../engine';
import type { TableSnapshot } from '../snapshot';
import type { TableEffect, TimedEffect } from './table-effect';

/** What the effects remember between updates: the column clears of the round so far. */
export interface EffectMemory {
  /** The seat that cleared the round's last column during the turns, and how many in a row. */
  readonly clearStreak: { readonly seat: number; readonly count: number } | null;
}

/** The memory at the start of a round (or after a jump). */
export const FRESH_MEMORY: EffectMemory = { clearStreak: null };

/** A turn that lowers a seat's face-up sum by this many points or more earns a callout. */
const BIG_SWING = 10;

/** The effects chosen for one update of the table, and the memory for the next one. */
export interface EffectChoice {
  readonly effects: readonly TimedEffect[];
  readonly memory: EffectMemory;
}

/**
 * Which effects go with the engine's `events` leading from `prev` to `next`: sparks, a flash and
 * a shockwave for every line clear (a row's callout too), a shake for a doubled ender, glowing winners' seats at the game's
 * end, and callouts for streaks and big swings. Reduced motion chooses none (the memory still
 * follows).
 */
export function chooseEffects(
  events: readonly GameEvent[],
  prev: TableSnapshot,
  next: TableSnapshot,
  memory: EffectMemory,
  reduced: boolean,
): EffectChoice {
  const effects: TimedEffect[] = [];
  const add = (at: number, effect: TableEffect, late = false) =>
    effects.push(late ? { at, effect, late } : { at, effect });
  let streak = memory.clearStreak;
  for (const [at, event] of events.entries()) {
    switch (event.kind) {
      case 'dealt':
        streak = null;
        break;
      case 'line-cleared': {
        const { seat } = event;
        const line = { kind: event.line, positions: event.positions };
        add(at, { kind: 'burst', seat, line });
        add(at, { kind: 'flash', seat, line });
        add(at, { kind: 'shockwave', seat, line });
        // Lines cleared by the final reveal (R4.5) were not earned by a turn: no callout.
        if (event.atRoundEnd) break;
        if (event.line === 'row') {
          // A row (R9.3's house rule) has its own callout; the streak counts columns.
          add(at, { kind: 'callout', seat, callout: { kind: 'row-clear' } });
          break;
        }
        streak = { seat, count: streak?.seat === seat ? streak.count + 1 : 1 };
        if (streak.count >= 2)
          add(at, {
            kind: 'callout',
            seat,
            callout: { kind: 'column-streak', count: streak.count },
          });
        break;
      }
      case 'round-ending':
        add(at, {
          kind: 'callout',
          seat: event.ender,
          callout: { kind: 'going-out', seat: event.ender },
        });
        break;
      case 'round-scored':
        // The doubling shakes the table as its stamp lands, the streaks as the scores appear.
        for (const effect of roundEndEffects(event, next.results))
          add(
            at,
            effect,
            effect.kind === 'shake' ||
              (effect.kind === 'callout' && effect.callout.kind === 'doubled'),
          );
        break;
      case 'game-over':
        // Confetti is the app's to call (`TableView.celebrate`): only a person's win earns it.
        for (const seat of event.winners) add(at, { kind: 'champion', seat });
        break;
    }
  }
  const roundEnded = events.some((event) => event.kind === 'round-scored');
  const swing = roundEnded ? null : bigSwing(events, prev, next);
  if (swing !== null) add(events.length, swing);
  return { effects: reduced ? [] : effects, memory: { clearStreak: streak } };
}

/** A shake and a callout for a doubled ender, callouts for round-winning streaks. */
function roundEndEffects(
  scored: Extract<GameEvent, { kind: 'round-scored' }>,
  results: readonly RoundResult[],
): TableEffect[] {
  const effects: TableEffect[] = [];
  if (scored.doubling.doubled) {
    effects.push({ kind: 'shake', strength: 1 });
    effects.push({
      kind: 'callout',
      seat: scored.ender,
      callout: { kind: 'doubled', penalty: scored.doubling.penalty },
    });
  }
  for (const seat of scored.lowest) {
    const count = roundStreak(results, seat);
    if (count >= 2)
      effects.push({ kind: 'callout', seat, callout: { kind: 'round-streak', count } });
  }
  return effects;
}

/** How many rounds in a row, up to the last, `seat` has had the lowest score. */
function roundStreak(results: readonly RoundResult[], seat: number): number {
  let count = 0;
  for (let i = results.length - 1; i >= 0 && lowestSeats(results[i]!.scores).includes(seat); i--)
    count++;
  return count;
}

/** A callout when the turn's placement lowered its seat's face-up sum by `BIG_SWING` or more. */
function bigSwing(
  events: readonly GameEvent[],
  prev: TableSnapshot,
  next: TableSnapshot,
): TableEffect | null {
  const placement = events.find(
    (e) => e.kind === 'replaced' || (e.kind === 'revealed' && e.cause === 'turn'),
  );
  if (placement === undefined || !('seat' in placement)) return null;
  const { seat } = placement;
  const points = (prev.faceUpSums[seat] ?? 0) - (next.faceUpSums[seat] ?? 0);
  return points >= BIG_SWING
    ? { kind: 'callout', seat, callout: { kind: 'big-swing', points } }
    : null;
}
