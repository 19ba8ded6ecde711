/** A message with forms for each plural category (Intl.PluralRules); `{count}` selects the form. */
export interface PluralMessage {
  readonly zero?: string;
  readonly one?: string;
  readonly two?: string;
  readonly few?: string;
  readonly many?: string;
  readonly other: string;
}

/** A message: plain text with `{name}` placeholders, or plural forms. */
export type Message = string | PluralMessage;
