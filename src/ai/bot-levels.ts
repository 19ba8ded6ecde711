/** The computer players' levels, weakest first. */
export const BOT_LEVELS = ['easy', 'medium', 'hard', 'expert'] as const;

/** A computer player's level. */
export type BotLevel = (typeof BOT_LEVELS)[number];

/** Whether `name` names a level. */
export function isBotLevel(name: unknown): name is BotLevel {
  return (BOT_LEVELS as readonly unknown[]).includes(name);
}
