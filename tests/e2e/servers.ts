/**
 * Where the browser tests find the game: a preview of the build (which proxies the game server
 * at /online) on E2E_PORT, its game server 1600 below unless E2E_GAME_PORT says otherwise, and
 * beside them a second pair, one port above each, whose game server lets a dropped person keep
 * their seat only `SHORT_AWAY_SECONDS` (for the tests that wait out the reconnection window).
 */
export const e2ePort = Number(process.env.E2E_PORT ?? 4173);
/** The game server behind the preview on `e2ePort`. */
export const e2eGamePort = Number(process.env.E2E_GAME_PORT ?? e2ePort - 1600);
/** The preview whose game server has the short reconnection window. */
export const shortAwayPort = e2ePort + 1;
/** The game server with the short reconnection window. */
export const shortAwayGamePort = e2eGamePort + 1;
/**
 * Seconds a dropped person keeps their seat on the short window's game server: long enough for
 * nobody to drop that long at a busy machine's pace (a step takes well under a second) and for a
 * test to see the away countdown and take its screenshots (a closed page is seen gone within 2 s),
 * short enough that a test waits seconds for a computer to take a seat, not a minute.
 */
export const SHORT_AWAY_SECONDS = 12;
/** The address the tests on the short window's game server open the game at. */
export const shortAwayURL = `http://127.0.0.1:${shortAwayPort}`;
