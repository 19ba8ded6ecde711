/** The message of the error a cancelled request rejects with (the client tells it from a failure). */
export const CANCELLED = 'cancelled';
