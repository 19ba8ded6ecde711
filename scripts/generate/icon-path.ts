/**
 * SVG path data with its coordinates rounded to whole units (game-icons draws on a 512 × 512 box
 * with up to three decimals; half a unit is a 1 024th of the icon: a fifth of a device pixel on an
 * icon 200 device pixels wide, and the avatar tokens are 40 CSS pixels). A relative coordinate
 * is taken from the rounded point before it, so the rounding never adds up along a path: every
 * point lies within 0.5 of where it was.
 */

/** How many parameters each command takes, in the order they come. */
const ARITY: Readonly<Record<string, number>> = {
  m: 2,
  l: 2,
  t: 2,
  h: 1,
  v: 1,
  c: 6,
  s: 4,
  q: 4,
  a: 7,
  z: 0,
};

const NUMBER = /[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/y;
const SPACE = /[\s,]*/y;

/** The commands of `d` with their parameters (an arc's two flags read as one digit each). */
function parse(d: string): { command: string; values: number[] }[] {
  const commands: { command: string; values: number[] }[] = [];
  let at = 0;
  const skip = () => {
    SPACE.lastIndex = at;
    SPACE.exec(d);
    at = SPACE.lastIndex;
  };
  skip();
  while (at < d.length) {
    const command = d[at]!;
    if (!(command.toLowerCase() in ARITY)) throw new Error(`path: "${command}" at ${at}`);
    at++;
    const values: number[] = [];
    const arity = ARITY[command.toLowerCase()]!;
    for (;;) {
      skip();
      if (at >= d.length || /[a-zA-Z]/.test(d[at]!)) break;
      const flag = command.toLowerCase() === 'a' && [3, 4].includes(values.length % arity);
      if (flag) {
        values.push(Number(d[at]));
        at++;
        continue;
      }
      NUMBER.lastIndex = at;
      const match = NUMBER.exec(d);
      if (match === null) throw new Error(`path: no number at ${at}`);
      values.push(Number(match[0]));
      at = NUMBER.lastIndex;
    }
    if (arity === 0 ? values.length > 0 : values.length === 0 || values.length % arity !== 0)
      throw new Error(`path: ${values.length} parameters for "${command}"`);
    commands.push({ command, values });
  }
  return commands;
}

/** A whole number as text (never "-0"). */
function text(units: number): string {
  return String(units + 0);
}

/** `values` written one after another, a separator only where the next one needs it. */
function join(values: readonly string[]): string {
  let out = '';
  for (const value of values) {
    const glued =
      out === '' || value.startsWith('-') || (value.startsWith('.') && /\.\d*$/.test(out));
    out += glued ? value : ` ${value}`;
  }
  return out;
}

/** `d` with every coordinate rounded to a whole unit, without the rounding adding up (see above). */
export function roundedPath(d: string): string {
  const round = (value: number) => Math.round(value);
  // The exact current point and the start of the subpath, and the rounded current point.
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let shownX = 0;
  let shownY = 0;
  let out = '';
  for (const { command, values } of parse(d)) {
    const lower = command.toLowerCase();
    const relative = command === lower;
    const arity = ARITY[lower]!;
    if (arity === 0) {
      [x, y, shownX, shownY] = [startX, startY, round(startX), round(startY)];
      out += command;
      continue;
    }
    const written: string[] = [];
    for (let i = 0; i < values.length; i += arity) {
      const group = values.slice(i, i + arity);
      // A point of this segment: its exact place, and its rounded units as written.
      const point = (dx: number, dy: number): [number, number] => {
        const px = relative ? x + dx : dx;
        const py = relative ? y + dy : dy;
        const [rx, ry] = [round(px), round(py)];
        written.push(text(relative ? rx - shownX : rx), text(relative ? ry - shownY : ry));
        return [px, py];
      };
      let end: [number, number];
      if (lower === 'h') {
        const px = relative ? x + group[0]! : group[0]!;
        written.push(text(relative ? round(px) - shownX : round(px)));
        end = [px, y];
      } else if (lower === 'v') {
        const py = relative ? y + group[0]! : group[0]!;
        written.push(text(relative ? round(py) - shownY : round(py)));
        end = [x, py];
      } else if (lower === 'a') {
        written.push(...group.slice(0, 3).map((value) => text(round(value))));
        written.push(String(group[3]), String(group[4]));
        end = point(group[5]!, group[6]!);
      } else {
        end = [0, 0];
        for (let j = 0; j < arity; j += 2) end = point(group[j]!, group[j + 1]!);
      }
      [x, y] = end;
      [shownX, shownY] = [round(x), round(y)];
      if (lower === 'm' && i === 0) [startX, startY] = [x, y];
    }
    out += command + join(written);
  }
  return out;
}

/** The end point of every segment of `d`, in absolute coordinates (for checking a rounding). */
export function pathPoints(d: string): [number, number][] {
  const points: [number, number][] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  for (const { command, values } of parse(d)) {
    const lower = command.toLowerCase();
    const relative = command === lower;
    const arity = ARITY[lower]!;
    if (arity === 0) [x, y] = [startX, startY];
    for (let i = 0; i < values.length; i += arity) {
      const group = values.slice(i, i + arity);
      if (lower === 'h') x = relative ? x + group[0]! : group[0]!;
      else if (lower === 'v') y = relative ? y + group[0]! : group[0]!;
      else {
        const [dx, dy] = group.slice(arity - 2);
        [x, y] = relative ? [x + dx!, y + dy!] : [dx!, dy!];
      }
      if (lower === 'm' && i === 0) [startX, startY] = [x, y];
      points.push([x, y]);
    }
    if (arity === 0) points.push([x, y]);
  }
  return points;
}
