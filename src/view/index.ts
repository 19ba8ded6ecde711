/**
 * The PixiJS table (README.md here): `TableView.set` takes what the table shows (snapshots, a
 * projection of a seat's player view, and the engine's events to play), and the table hands on
 * the moves a person makes among the actions it is given.
 */
export { CLOCK_MARK } from './frame-mark';
export type { CountdownShown, SeatCountdown } from './countdown';
export { secondsLeft } from './countdown';
export type { MeasuredFrame } from './frame-meter';
export { loadDisplayFont, scriptSample, whenFontsArrive } from './fonts';
export { overlaps, type Rect } from './geometry';
export { nextTask } from './next-task';
export { isOfficialPenalty, penaltySigns } from './penalty-signs';
export { CARD_PALETTES, type CardPaletteName, tableTheme } from './palette';
export { loadSeatIcons } from './seat-icons';
export { type ShownSlot, type TableSnapshot, tableSnapshot } from './snapshot';
export type { SeatThinking, TableConfig, TableMargins } from './table-config';
export type { PlateLook } from './plate-emblem';
export type { BubbleContent, BubbleShown } from './reaction-bubble';
export type { ChoiceMode, Choices, TableChooser, TableChoosing, TableKey } from './table-input';
export { choicesFor } from './table-input';
export type { TableInspection } from './table-inspection';
export * from './table-types';
export { TableView, type TableViewOptions } from './table-view';
