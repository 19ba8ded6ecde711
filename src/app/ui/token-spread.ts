/**
 * Places the seats' tokens at the right of a chart's lines so that none covers another: each
 * token as near its line's end as the others leave it, in the lines' order from top to bottom.
 */

/** Where one token goes: its centre, and the column it sits in (0 nearest the lines). */
export interface TokenPlace {
  readonly y: number;
  readonly column: number;
}

/**
 * The places of tokens `size` high whose lines end at heights `ends`, inside `top`…`bottom`
 * (their centres): one column where they fit, spread apart as little as they must (a group of
 * close ends centred on their middle); else two columns, neighbours in the lines' order taking
 * turns, so each token needs only half a token's height from the next.
 */
export function spreadTokens(
  ends: readonly number[],
  size: number,
  top: number,
  bottom: number,
): TokenPlace[] {
  const order = ends.map((_, index) => index).sort((a, b) => ends[a]! - ends[b]! || a - b);
  const room = bottom - top;
  const columns = (order.length - 1) * size <= room ? 1 : 2;
  const gap = Math.min(size / columns, order.length > 1 ? room / (order.length - 1) : size);
  const centres = spread(
    order.map((index) => ends[index]!),
    gap,
    top,
    bottom,
  );
  const places: TokenPlace[] = [];
  order.forEach((index, rank) => (places[index] = { y: centres[rank]!, column: rank % columns }));
  return places;
}

/** `wanted` (sorted) moved apart to at least `gap` from each other, clusters centred, in bounds. */
function spread(wanted: readonly number[], gap: number, top: number, bottom: number): number[] {
  type Cluster = { start: number; items: number[] };
  const clusters: Cluster[] = [];
  const place = (cluster: Cluster) => {
    const middle = cluster.items.reduce((sum, y) => sum + y, 0) / cluster.items.length;
    const span = (cluster.items.length - 1) * gap;
    cluster.start = Math.min(Math.max(middle - span / 2, top), Math.max(top, bottom - span));
  };
  for (const y of wanted) {
    const cluster: Cluster = { start: y, items: [y] };
    place(cluster);
    clusters.push(cluster);
    while (clusters.length > 1) {
      const last = clusters.at(-1)!;
      const before = clusters.at(-2)!;
      if (before.start + before.items.length * gap <= last.start + 1e-9) break;
      clusters.pop();
      before.items.push(...last.items);
      place(before);
    }
  }
  return clusters.flatMap((cluster) => cluster.items.map((_, i) => cluster.start + i * gap));
}
