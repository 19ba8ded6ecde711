/** Sparks of a cleared column: gold, white and the table's cyan. */
export const SPARK_COLOURS: readonly number[] = [0xffc83d, 0xffffff, 0x35e0ff, 0xfff1b8];

/** Confetti: bright paper colours that stand out on the dark table. */
export const CONFETTI_COLOURS: readonly number[] = [
  0xffc83d, 0xff5ce1, 0x35e0ff, 0x7dffb0, 0xf0584f, 0xffffff, 0x9b6bff,
];

/** The flash over a cleared column. */
export const FLASH_COLOUR = 0xffffff;

/** The glow around a winner's seat. */
export const CHAMPION_COLOUR = 0xffc83d;

/** Callout letters and their outline. */
export const CALLOUT_COLOURS = { fill: 0xffe27a, stroke: 0x13203f, shadow: 0x5b2aa8 } as const;

/** The ring that spreads from a cleared column. */
export const SHOCKWAVE_COLOUR = 0x7de8ff;
