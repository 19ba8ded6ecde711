import { type PlayerView, Random } from '../engine';

/**
 * A fingerprint of the public position a view shows (seat, round, grids, piles, drawn card), so a
 * bot's random choices depend on its seed and the position only, never on earlier calls.
 */
export function viewFingerprint(view: PlayerView): number {
  let hash = 0x811c9dc5;
  const mix = (value: number): void => {
    hash = Math.imul(hash ^ (value & 0xffff), 0x01000193);
  };
  mix(view.seat);
  mix(view.roundIndex);
  for (const grid of view.grids) {
    for (const slot of grid) mix(slot === null ? 99 : slot.up ? 50 + slot.card! : 98);
  }
  mix(view.discardPile.length);
  mix(view.discardPile[view.discardPile.length - 1] ?? 97);
  mix(view.drawPileSize);
  mix(view.drawn ?? 96);
  for (const count of view.setupReveals) mix(count);
  return hash >>> 0;
}

/** The random generator of one decision: seeded by the bot's seed and the position. */
export function decisionRandom(seed: number, view: PlayerView): Random {
  return new Random((Math.imul(seed >>> 0, 0x9e3779b1) ^ viewFingerprint(view)) >>> 0);
}
