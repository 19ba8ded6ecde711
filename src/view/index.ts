/**
 * The PixiJS table (README.md here): `TableView` takes snapshots (`tableSnapshot`, a projection of
 * a seat's player view), plays the engine's events, and reports what the player points at.
 */
export { CLOCK_MARK } from './frame-mark';
export type { CountdownShown, SeatCountdown } from './countdown';
export type { MeasuredFrame } from './frame-meter';
export { loadDisplayFont, scriptSample, whenFontsArrive } from './fonts';
export { overlaps, type Rect } from './geometry';
export { nextTask } from './next-task';
export { CARD_PALETTES, type CardPaletteName, tableTheme } from './palette';
export { type ShownSlot, type TableSnapshot, tableSnapshot } from './snapshot';
export * from './table-types';
export { type TableInspection, TableView, type TableViewOptions } from './table-view';
