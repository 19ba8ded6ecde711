import type { enCoach } from './en';

/** A key of the coach's words. */
export type CoachKey = keyof typeof enCoach;

/** The coach's words in one language: every English key, `{placeholders}` kept. */
export type CoachCatalogue = Readonly<Record<CoachKey, string>>;
