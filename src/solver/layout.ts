// Generated from assembly/layout.ts by scripts/generate/kernel.ts: edit that file, then run
// `npm run -s make:kernel` (tests/unit/solver/one-source.test.ts checks this copy).
// The one place that owns the solver's memory layout: every offset, size, code and sentinel that
// crosses the WebAssembly boundary. scripts/generate/kernel.ts writes its TypeScript copy,
// src/solver/layout.ts, and a unit test checks the module's exported globals against that copy.
// Word offsets count 32-bit integers from the start of their block; ADDR_* are byte addresses.

// ---- Cards and grids (RULES.md R1, R2; the engine's constants, checked equal by a unit test) ----

/** The lowest card value (R1.1). */
export const MIN_CARD = -2;
/** The highest card value (R1.1). */
export const MAX_CARD = 12;
/** How many distinct card values there are. */
export const CARD_KINDS = 15;
/** Cards in the deck (R1.1). */
export const DECK_SIZE = 150;
/** The most seats a game has (R1.2). */
export const MAX_PLAYERS = 8;
/** Rows of the official grid (R2.1): the kernel's fast path plays this shape. */
export const OFFICIAL_ROWS = 3;
/** Columns of the official grid (R2.1). */
export const OFFICIAL_COLUMNS = 4;
/** Positions of the official grid, `pos = column * 3 + row`. */
export const OFFICIAL_CARDS = 12;
/** The most rows a grid has (R9.1). */
export const MAX_ROWS = 4;
/** The most columns a grid has (R9.1). */
export const MAX_COLUMNS = 6;
/** The most cards a seat is dealt: two grids of 4 × 6 (R9.1, R9.5). */
export const MAX_SEAT_CARDS = 48;
/**
 * Grid positions of all seats together, seat-major (`seat × cards per seat + pos`): a deal leaves
 * at least 20 cards in the draw pile and one on the discard pile (R9.1), so at most 129.
 */
export const ALL_SLOTS = 129;

// ---- Sentinels ----

/** A card nobody has seen: `null` in a public record. */
export const UNKNOWN_CARD = -99;
/** No card at all: nothing drawn, or a position of a removed line in a result grid. */
export const NO_CARD = -100;
/** A view's grid position holding a face-down card. */
export const SLOT_FACE_DOWN = 100;
/** A view's grid position in a removed line (R4.4, R9.3). */
export const SLOT_REMOVED = 101;

/** A game-state slot: face-down card. */
export const STATE_FACE_DOWN = 0;
/** A game-state slot: face-up card. */
export const STATE_FACE_UP = 1;
/** A game-state slot: removed with its line (R4.1, R9.3). */
export const STATE_REMOVED = 2;

// ---- Codes ----

/** Phase: set-up reveals (R2.3). */
export const PHASE_SETUP = 0;
/** Phase: turns (R3). */
export const PHASE_TURNS = 1;
/** Phase: the round is over. */
export const PHASE_ROUND_OVER = 2;
/** Phase: the game is over (R7). */
export const PHASE_GAME_OVER = 3;

/** `nextRoundStarter` option: the previous ender starts (R2.5). */
export const STARTER_ENDER = 0;
/** `nextRoundStarter` option: the previous round's lowest score starts (R2.5). */
export const STARTER_ROUND_WINNER = 1;
/** `nextRoundStarter` option: R2.4 every round. */
export const STARTER_HIGHEST_REVEAL = 2;

/** `tie` option: tied lowest totals share the win (R7.2). */
export const TIE_SHARED = 0;
/** `tie` option: play rounds until the lowest total is unique (R7.2). */
export const TIE_EXTRA_ROUND = 1;

/** `enderPenaltyOrder` option: the score is multiplied, then the flat is added (R9.4). */
export const PENALTY_MULTIPLY_FIRST = 0;
/** `enderPenaltyOrder` option: the flat is added, then the sum is multiplied (R9.4). */
export const PENALTY_ADD_FIRST = 1;

/** Action type: set-up reveal (R2.3). */
export const ACTION_REVEAL = 0;
/** Action type: take the discard top and swap it in (R3.1). */
export const ACTION_TAKE_DISCARD = 1;
/** Action type: (draw and) swap the drawn card in (R3.2a). */
export const ACTION_DRAW_SWAP = 2;
/** Action type: (draw and) discard the drawn card, turn a face-down card (R3.2b). */
export const ACTION_DRAW_DISCARD = 3;
/** Action type: draw and look, decide later (interactive play). */
export const ACTION_DRAW = 4;
/** Action type in an encoded record: the action failed the schema; replay stops here. */
export const ACTION_SCHEMA_STOP = -1;
/** An action code is `type << ACTION_TYPE_SHIFT | pos` (positions up to MAX_SEAT_CARDS − 1). */
export const ACTION_TYPE_SHIFT = 6;
/** The bits of an action code that hold the position. */
export const ACTION_POS_MASK = 63;
/** A kernel step's code also names the seat: `seat << STEP_SEAT_SHIFT | action code`. */
export const STEP_SEAT_SHIFT = 9;

// ---- Error codes (the TypeScript side turns them into messages) ----

/** No error. */
export const OK = 0;
/** `unknown-action`: not an action type. */
export const ERR_UNKNOWN_ACTION = 1;
/** `game-over`: the game is over. */
export const ERR_GAME_OVER = 2;
/** `round-over`: the round is over. */
export const ERR_ROUND_OVER = 3;
/** `bad-player`: no such seat. */
export const ERR_BAD_PLAYER = 4;
/** `bad-position`: not a grid position. */
export const ERR_BAD_POSITION = 5;
/** `setup-not-finished`: a turn during set-up (R2.3). */
export const ERR_SETUP_NOT_FINISHED = 6;
/** `already-revealed-two`: a third set-up reveal (R2.3). */
export const ERR_ALREADY_REVEALED_TWO = 7;
/** `setup-finished`: a reveal after set-up (R2.3). */
export const ERR_SETUP_FINISHED = 8;
/** `not-your-turn`; detail: the seat to move. */
export const ERR_NOT_YOUR_TURN = 9;
/** `card-already-drawn` (R3.2). */
export const ERR_CARD_ALREADY_DRAWN = 10;
/** `position-removed` (R4.4); detail: the position. */
export const ERR_POSITION_REMOVED = 11;
/** `card-not-face-down`; detail: the position. */
export const ERR_CARD_NOT_FACE_DOWN = 12;
/** `unknown-card`: a grid card turned up is unknown; detail: the position. */
export const ERR_UNKNOWN_GRID_CARD = 13;
/** `unknown-card`: the drawn card is unknown. */
export const ERR_UNKNOWN_DRAWN_CARD = 14;
/** `unknown-card`: a card of the final reveal (R5.2) is unknown; details: seat, position. */
export const ERR_UNKNOWN_FINAL_CARD = 15;
/** `unknown-card`: the first discard card is unknown. */
export const ERR_UNKNOWN_DISCARD_START = 16;
/** `missing-reshuffle` (R6.1); detail: the reshuffle index. */
export const ERR_MISSING_RESHUFFLE = 17;
/** `bad-reshuffle` (R6.1); details: the reshuffle index, the cards under the discard top. */
export const ERR_BAD_RESHUFFLE = 18;
/** `bad-deck`: more cards of a value than R1.1 has; details: the value's index, its count. */
export const ERR_BAD_DECK = 19;
/** `bad-deck`: an entry that is not a card; detail: its index in the deck. */
export const ERR_BAD_CARD = 20;
/** `round-over` for a deal: the current round is not over yet. */
export const ERR_ROUND_NOT_OVER = 21;
/** Replay: the game is over but the record goes on. */
export const ERR_RECORD_GOES_ON = 22;
/** Replay: an action after the end of its round. */
export const ERR_ROUND_ALREADY_OVER = 23;
/** Replay: a round stops before it is over and another follows. */
export const ERR_ROUND_STOPS_EARLY = 24;
/** Replay: a round leaves reshuffles unused; detail: how many. */
export const ERR_UNUSED_RESHUFFLES = 25;
/** Replay: the record failed the schema here (the TypeScript side holds the message). */
export const ERR_SCHEMA = 26;
/** `already-revealed-two`: a set-up reveal in a grid whose reveals are made (R9.2, R9.5); detail: the grid. */
export const ERR_ALREADY_REVEALED_IN_GRID = 27;

// ---- Byte addresses of the fixed blocks ----

/** Where the solver's blocks start (above the module's static data). */
export const ADDR_BASE = 65536;
/** The error block. */
export const ADDR_ERROR = ADDR_BASE;
/** The rollout policy parameters. */
export const ADDR_POLICY = ADDR_BASE + 256;
/** The candidate action codes of an evaluation. */
export const ADDR_CANDIDATES = ADDR_BASE + 512;
/** Per candidate two f64: the sum and the sum of squares of the rollout objectives. */
export const ADDR_STATS = ADDR_BASE + 1024;
/** Per seat an f64: round scores summed over play-outs. */
export const ADDR_SCORES = ADDR_BASE + 3072;
/** The rules-engine game state. */
export const ADDR_GAME = ADDR_BASE + 4096;
/** A copy of the game state taken before each action, restored when the action is refused. */
export const ADDR_GAME_BACKUP = ADDR_BASE + 8192;
/** The encoded view (or full state) the kernel starts from. */
export const ADDR_VIEW = ADDR_BASE + 12288;
/** The kernel's determinized start position, copied for every candidate. */
export const ADDR_KERNEL_BASE = ADDR_BASE + 16384;
/** The kernel's working position. */
export const ADDR_KERNEL_WORK = ADDR_BASE + 20480;
/**
 * Per pair of candidates (c, d), c < d, an f64 at `(c * MAX_CANDIDATES + d) * 8`: the sum over the
 * rollouts of the product of their objectives (with the sums of ADDR_STATS, the paired variance).
 */
export const ADDR_PAIRS = ADDR_BASE + 24576;
/** Per candidate an i32: its objective in the rollout being played. */
export const ADDR_OBJECTIVES = ADDR_BASE + 57344;
/**
 * Per card kind (value − MIN_CARD) an i32: the action code (draw-swap or draw-discard) a `draw`
 * candidate plays once it has drawn that card; any other code lets the rollout policy place it.
 */
export const ADDR_DRAW_RESPONSES = ADDR_BASE + 57600;
/** Where an encoded game record starts; the replay's result rows may follow it. */
export const ADDR_RECORD = ADDR_BASE + 65536;
/** The most candidates one evaluation takes. */
export const MAX_CANDIDATES = 64;

// ---- Rules block (words; the house rules of RULES.md R9, in a game state, a view and a record) ----

/** The `rows` option (R9.1). */
export const RULE_ROWS = 0;
/** The `columns` option (R9.1). */
export const RULE_COLUMNS = 1;
/** The `dualHands` option as 0 or 1 (R9.5). */
export const RULE_DUAL_HANDS = 2;
/** The `columnClears` option as 0 or 1 (R9.3). */
export const RULE_COLUMN_CLEARS = 3;
/** The `rowClears` option as 0 or 1 (R9.3). */
export const RULE_ROW_CLEARS = 4;
/** The `setupReveals` option: reveals per grid in set-up (R9.2). */
export const RULE_SETUP_REVEALS = 5;
/** The `enderMultiplier` option (R9.4). */
export const RULE_ENDER_MULTIPLIER = 6;
/** The `enderFlat` option (R9.4). */
export const RULE_ENDER_FLAT = 7;
/** The `enderPenaltyOrder` option, a PENALTY_* code (R9.4). */
export const RULE_PENALTY_ORDER = 8;
/** Words of a rules block. */
export const RULE_WORDS = 9;

// ---- Error block (words) ----

/** The error code. */
export const E_CODE = 0;
/** Replay: the round index of the error, or -1. */
export const E_ROUND = 1;
/** Replay: the action index of the error, or -1. */
export const E_ACTION = 2;
/** First detail of the error. */
export const E_DETAIL = 3;
/** Second detail of the error. */
export const E_DETAIL2 = 4;

// ---- Rollout policy (words; one block of POLICY_WORDS per seat, seat-major) ----

/** Keep a card at most this high (or one that completes a line). */
export const P_KEEP_THRESHOLD = 0;
/** Also swap a higher card over the highest face-up card when it gains at least this much. */
export const P_SWAP_GAIN = 1;
/** Go out only when one's score is lower than every opponent's estimate by more than this. */
export const P_ENDER_MARGIN = 2;
/** A drawn card that would complete a line of the next seat is kept up to threshold + this. */
export const P_DENY_BONUS = 3;
/**
 * A kept low card goes over the highest face-up card only when that is above the unseen mean by
 * more than this; otherwise over a face-down card.
 */
export const P_COVER_MARGIN = 4;
/**
 * The share, in percent, of the opponents' mean score the searching seat's objective subtracts
 * from its own score (100: its score relative to theirs; 0: its own score alone).
 */
export const P_RIVAL_WEIGHT = 5;
/** Words of one seat's policy. */
export const POLICY_WORDS = 6;
/** The rival weight's unit: the kernel's objective is scaled by this (and by n − 1) to stay whole. */
export const OBJECTIVE_PERCENT = 100;

// ---- Encoded player view (words; `encodeView` / `encodeState` write it) ----

/** Number of seats. */
export const V_PLAYERS = 0;
/** The seat whose view this is (the objective's seat). */
export const V_SEAT = 1;
/** PHASE_SETUP or PHASE_TURNS. */
export const V_PHASE = 2;
/** The seat to move, or -1 during set-up. */
export const V_TO_MOVE = 3;
/** During set-up, the seat R2.5 names to start, or -1 for R2.4. */
export const V_NEXT_STARTER = 4;
/** The ender (R5.1), or -1. */
export const V_ENDER = 5;
/** Final turns still to come once there is an ender. */
export const V_FINAL_TURNS_LEFT = 6;
/** The `doubleOnlyPositive` option as 0 or 1 (R5.3). */
export const V_DOUBLE_ONLY_POSITIVE = 7;
/** The seat holding a drawn card it has not yet placed, or -1. */
export const V_DRAWING_SEAT = 8;
/** That drawn card when the view may see it (its own), else NO_CARD. */
export const V_DRAWN = 9;
/** Cards in the draw pile. */
export const V_DRAW_PILE_SIZE = 10;
/** 1 after a reshuffle (the draw pile's multiset is public, R8.1), else 0. */
export const V_DRAW_PILE_KNOWN = 11;
/** Cards in the discard pile. */
export const V_DISCARD_SIZE = 12;
/** 1 when the hidden blocks below hold every card (a full state, not a view), else 0. */
export const V_HIDDEN_KNOWN = 13;
/** Set-up reveals made per seat. */
export const V_SETUP_REVEALS = 16;
/** Counts per value (index value + 2) of the cards the seat has not seen. */
export const V_UNSEEN = 24;
/** After a reshuffle, counts per value of the draw pile (with a card drawn but not shown). */
export const V_KNOWN_DRAW = 40;
/** The house rules (a rules block, RULE_* words, RULES.md R9). */
export const V_RULES = 56;
/**
 * Grid positions, seat-major (`seat × cards per seat + pos`): a face-up value, SLOT_FACE_DOWN or
 * SLOT_REMOVED.
 */
export const V_GRIDS = V_RULES + 16;
/** The discard pile, bottom first. */
export const V_DISCARD = V_GRIDS + ALL_SLOTS;
/** Full state only: the value under each face-down position. */
export const V_HIDDEN_GRIDS = V_DISCARD + DECK_SIZE;
/** Full state only: the draw pile, bottom first. */
export const V_HIDDEN_DRAW = V_HIDDEN_GRIDS + ALL_SLOTS;
/** Full state only: the card another seat has drawn and not yet placed. */
export const V_HIDDEN_DRAWN = V_HIDDEN_DRAW + DECK_SIZE;
/** Words of an encoded view. */
export const VIEW_WORDS = V_HIDDEN_DRAWN + 1;

// ---- Kernel position (words) ----

/** Number of seats. */
export const K_PLAYERS = 0;
/** The seat whose objective is measured. */
export const K_SEAT = 1;
/** The seat to move. */
export const K_TO_MOVE = 2;
/** The ender, or -1. */
export const K_ENDER = 3;
/** Final turns still to come. */
export const K_FINAL_TURNS_LEFT = 4;
/** The `doubleOnlyPositive` option as 0 or 1. */
export const K_DOUBLE_ONLY_POSITIVE = 5;
/** A drawn card the seat to move has yet to place, or NO_CARD. */
export const K_DRAWN = 6;
/** Cards in the draw pile. */
export const K_DRAW_SIZE = 7;
/** Cards in the discard pile. */
export const K_DISCARD_SIZE = 8;
/** PHASE_SETUP, PHASE_TURNS or PHASE_ROUND_OVER. */
export const K_PHASE = 9;
/** During set-up, the seat R2.5 names to start, or -1 for R2.4. */
export const K_NEXT_STARTER = 10;
/** Ten times the mean value of an unseen card (public, for the policy's estimates). */
export const K_FACE_DOWN_ESTIMATE = 11;
/** The last card drawn from the draw pile. */
export const K_LAST_DRAWN = 12;
/**
 * 1 when each seat draws from its own share of the draw pile (a determinized pile, see
 * `drawCard`); 0 when every draw takes the top (a full state, played as it lies).
 */
export const K_SEAT_SHARES = 13;
/** How many cards the draw pile held when it was last made (dealt, sampled or reshuffled). */
export const K_DRAW_MADE = 14;
/** Set-up reveals made per seat. */
export const K_SETUP_REVEALS = 16;
/** Face-down cards per seat. */
export const K_FACE_DOWN_COUNT = 24;
/** Sum of the face-up cards per seat. */
export const K_KNOWN_SUM = 32;
/** Per seat, bit (value + 2) is set when a card of that value would complete a line (R9.3). */
export const K_COMPLETERS = 40;
/** Round scores per seat once the round is over (after the ender's penalty, R5.3, R9.4). */
export const K_SCORES = 48;
/**
 * Per seat, the next card of its share of the draw pile, counted from the top of the pile as it
 * was made: the share of seat s is every n-th card from the s-th.
 */
export const K_SHARE_NEXT = 56;
/**
 * Per seat its highest face-up card (MIN_CARD − 1 when none), kept with its completers whenever
 * its grid changes (`scanSeat`): the policy reads it each turn instead of scanning the grid.
 */
export const K_HIGHEST = 64;
/** Per seat the position of `K_HIGHEST` (the first on ties), or -1. */
export const K_HIGHEST_POS = 72;
/** Per seat its first face-down position, or -1. */
export const K_FIRST_FACE_DOWN = 80;
/**
 * On the official shape, per seat and column (`seat × OFFICIAL_COLUMNS + column`), the completers
 * of that column alone: `K_COMPLETERS` is their union, so that a turn reads its one column anew.
 */
export const K_COLUMN_COMPLETERS = 88;
/**
 * Grid positions as the players see them (`seat × cards per seat + pos`): a face-up value,
 * SLOT_FACE_DOWN or SLOT_REMOVED.
 */
export const K_VISIBLE = K_COLUMN_COMPLETERS + MAX_PLAYERS * OFFICIAL_COLUMNS;
/** The value under each face-down position (read only when it is turned up). */
export const K_HIDDEN = K_VISIBLE + ALL_SLOTS;
/** The draw pile, bottom first. */
export const K_DRAW = K_HIDDEN + ALL_SLOTS;
/** The discard pile, bottom first. */
export const K_DISCARD = K_DRAW + DECK_SIZE;
/** Words of a kernel position (what is copied per candidate). */
export const KERNEL_WORDS = K_DISCARD + DECK_SIZE;

// ---- Rules-engine game state (words) ----

/** Number of seats. */
export const G_PLAYERS = 0;
/** The `targetScore` option (R7.1). */
export const G_TARGET = 1;
/** The `doubleOnlyPositive` option as 0 or 1 (R5.3). */
export const G_DOUBLE_ONLY_POSITIVE = 2;
/** The `nextRoundStarter` option, a STARTER_* code (R2.5). */
export const G_NEXT_ROUND_STARTER = 3;
/** The `tie` option, a TIE_* code (R7.2). */
export const G_TIE = 4;
/** A PHASE_* code. */
export const G_PHASE = 5;
/** Zero-based index of the current round, -1 before the first. */
export const G_ROUND_INDEX = 6;
/** Byte address of the current round's encoded record (deck, reshuffles). */
export const G_ROUND_ADDR = 7;
/** The seat that took the first turn, or -1. */
export const G_STARTER = 8;
/** The seat to move, or -1. */
export const G_TO_MOVE = 9;
/** The ender (R5.1), or -1. */
export const G_ENDER = 10;
/** Final turns still to come once there is an ender. */
export const G_FINAL_TURNS_LEFT = 11;
/** Reshuffles used this round (R6.1). */
export const G_RESHUFFLES_USED = 12;
/** The drawn card not yet placed: a value, UNKNOWN_CARD, or NO_CARD when nothing is drawn. */
export const G_DRAWN = 13;
/** 1 after a reshuffle this round (G_KNOWN_DRAW is valid), else 0. */
export const G_KNOWN_DRAW_VALID = 14;
/** Rounds finished. */
export const G_ROUNDS_DONE = 15;
/** 1 once some total has reached the target (R7.2), else 0. */
export const G_TARGET_REACHED = 16;
/** Bit per seat sharing the win once the game is over. */
export const G_WINNERS = 17;
/** The last finished round's starter. */
export const G_LAST_STARTER = 18;
/** The last finished round's ender. */
export const G_LAST_ENDER = 19;
/** 1 when R5.3 doubled the last finished round's ender. */
export const G_LAST_DOUBLED = 20;
/** Cards in the draw pile. */
export const G_DRAW_SIZE = 21;
/** Cards in the discard pile. */
export const G_DISCARD_SIZE = 22;
/** The public draw-pile multiset after a reshuffle (R8.1), counts per value. */
export const G_KNOWN_DRAW = 24;
/** Set-up reveals made per seat. */
export const G_SETUP_REVEALS = 40;
/** Game totals per seat (R5.4). */
export const G_TOTALS = 48;
/** The last finished round's scores per seat, after the ender's penalty. */
export const G_LAST_SCORES = 56;
/** The house rules (a rules block, RULE_* words). */
export const G_RULES = 64;
/** Card per grid position, seat-major: a value, UNKNOWN_CARD, or NO_CARD once removed. */
export const G_CARDS = G_RULES + 16;
/** State per grid position: STATE_FACE_DOWN, STATE_FACE_UP or STATE_REMOVED (with its line). */
export const G_SLOTS = G_CARDS + ALL_SLOTS;
/** The draw pile, bottom first (its top is the last card). */
export const G_DRAW = G_SLOTS + ALL_SLOTS;
/** The discard pile, bottom first. */
export const G_DISCARD = G_DRAW + DECK_SIZE;
/** Words of the game state. */
export const GAME_WORDS = G_DISCARD + DECK_SIZE;

// ---- Encoded game record (words from ADDR_RECORD) ----

/** Number of seats. */
export const REC_PLAYERS = 0;
/** The `targetScore` option. */
export const REC_TARGET = 1;
/** The `doubleOnlyPositive` option as 0 or 1. */
export const REC_DOUBLE_ONLY_POSITIVE = 2;
/** The `nextRoundStarter` option code. */
export const REC_NEXT_ROUND_STARTER = 3;
/** The `tie` option code. */
export const REC_TIE = 4;
/** How many rounds the record holds (encoded or not). */
export const REC_ROUNDS = 5;
/** How many rounds follow, encoded (the encoding stops at the first schema failure). */
export const REC_ROUNDS_ENCODED = 6;
/** The house rules (a rules block, RULE_* words). */
export const REC_RULES = 8;
/** Words of the record header; the first round follows. */
export const REC_HEADER_WORDS = REC_RULES + 16;

/** 1 when this round failed the schema (nothing of it follows but this header), else 0. */
export const R_SCHEMA_STOP = 0;
/** Number of reshuffle orders. */
export const R_RESHUFFLES = 1;
/** Number of actions encoded (the last may be an ACTION_SCHEMA_STOP). */
export const R_ACTIONS = 2;
/** Words of the whole encoded round; the next round follows. */
export const R_WORDS = 3;
/** The 150 cards in dealing order (UNKNOWN_CARD for null). */
export const R_DECK = 4;
/** The body: each reshuffle as its length then its cards (top first), then the actions. */
export const R_BODY = R_DECK + DECK_SIZE;
/** Words of an encoded action: seat, type, position. */
export const ACTION_WORDS = 3;

// ---- Replay result row, one per finished round (words) ----

/** The seat that started the round (R2.4, R2.5). */
export const ROW_STARTER = 0;
/** The seat that ended the round: the first with no face-down card left (R5.1). */
export const ROW_ENDER = 1;
/** 1 when R5.3's condition held: the ender took the penalty (R9.4). */
export const ROW_DOUBLED = 2;
/** Round scores per seat after the ender's penalty. */
export const ROW_SCORES = 3;
/** Totals per seat after the round. */
export const ROW_TOTALS = ROW_SCORES + MAX_PLAYERS;
/** Final grids, seat-major (`seat × cards per seat + pos`); NO_CARD where a line was removed. */
export const ROW_GRIDS = ROW_TOTALS + MAX_PLAYERS;
/** Words of a result row. */
export const ROW_WORDS = ROW_GRIDS + ALL_SLOTS;
