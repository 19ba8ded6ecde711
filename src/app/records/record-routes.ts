import { loadScreenTexts } from '../../i18n';
import { type GameRecord, refusalOf, replayRecord, toRecord } from '../../engine';
import type { SeatKind } from '../../master';
import { people, reviewSeats } from '../review/review-routes';
import { recordSeatKinds } from '../game/record-seats';
import type { AppContext, Routes } from '../context';
import { recordOnTable } from '../replay/record-on-table';
import { replayStates } from '../replay/replay-states';
import { openLazily } from '../screens/open-lazily';
import { unlessInProgress, gameInProgress } from './replace-game';
import { pageScreen } from '../screens/navigation';
import { type ImportFeedback, tooLargeMessage } from './import-feedback';
import { importGame, type ImportProblem } from './import-record';
import { readRecordText } from './record-text';
import { SAVE_KEY } from './saves';
import { writeQuietly } from '../../storage';

declare module '../context' {
  /** This feature's routes. */
  interface Routes {
    /** The import screen (resume, replay or review a record); `link`: a game link to open in it. */
    importRecord(link?: string): void;
    /** Replays a record's text; what the import dialog says when it cannot. */
    replay(text: string): ImportFeedback | null;
  }
}

/** What the import dialog says about `problem`. */
function importFeedback(app: AppContext, problem: ImportProblem): ImportFeedback {
  const t = app.translator();
  if (problem.kind === 'record') return problem.refusal;
  if (problem.kind === 'not-saved') return { notice: t.t('importNotSaved') };
  return { notice: tooLargeMessage(t, problem.chars) };
}

/** The document in a record's text, or what to tell the player when it cannot be read. */
function readDocument(
  app: AppContext,
  text: string,
):
  | { readonly ok: true; readonly document: unknown }
  | { readonly ok: false; readonly problem: ImportFeedback } {
  const read = readRecordText(text);
  if (read.ok) return read;
  const problem = read.tooLarge
    ? importFeedback(app, { kind: 'too-large', chars: read.chars })
    : read.refusal;
  return { ok: false, problem };
}

/** Plays on from an imported record; what to tell the player when it cannot. */
function resumeImported(
  app: AppContext,
  text: string,
  chosen: readonly SeatKind[],
): ImportFeedback | null {
  // importGame saves the game at once (to find out whether it fits): the save it replaces is
  // kept aside and put back if the player keeps the game in progress.
  const before = app.store.getItem(SAVE_KEY);
  const inProgress = gameInProgress(app);
  const imported = importGame(text, chosen, app.seed(), app.store);
  if (!imported.ok) return importFeedback(app, imported.problem);
  unlessInProgress(app, () => app.to.play(imported.game), {
    yes: app.translator().t('resumeGame'),
    inProgress,
    onKeep: () => {
      if (before !== null) writeQuietly(app.store, SAVE_KEY, before);
    },
  });
  return null;
}

/** The record a document holds, every action written out, or null when it does not replay. */
function recordOf(document: unknown): GameRecord | null {
  const replayed = replayRecord(document);
  return replayed.ok ? toRecord(replayed.state) : null;
}

/** Reviews an imported record's decisions; what to tell the player when it cannot. */
function reviewImported(
  app: AppContext,
  text: string,
  kinds: readonly SeatKind[],
): ImportFeedback | null {
  const read = readDocument(app, text);
  if (!read.ok) return read.problem;
  const replayed = replayRecord(read.document);
  if (!replayed.ok) return refusalOf(replayed);
  const record = toRecord(replayed.state);
  app.to.review(record, reviewSeats(record, people(kinds)), null, () => app.to.importRecord());
  return null;
}

/** The seats' emblems of a record replayed: its own `seats`, else everyone a person. */
function replayEmblems(document: unknown, players: number): SeatKind[] {
  return recordSeatKinds(document) ?? Array.from({ length: players }, () => 'person' as const);
}

/**
 * Records in the browser: the import screen (its code loaded when it opens; a game link's record
 * unpacked first), the replay on the table with the record's seats on its plates (its code loaded
 * when a replay is first asked for).
 */
export function recordRoutes(app: AppContext): Pick<Routes, 'importRecord' | 'replay'> {
  return {
    importRecord(link?: string) {
      const back = () => app.to.start();
      /** The screen's code, and the record the link holds (unpacked by that code). */
      const load = async () => {
        const [code] = await Promise.all([
          import('./import-screen'),
          loadScreenTexts(app.translator().language),
        ]);
        return [code, link === undefined ? null : await code.recordFromLink(link)] as const;
      };
      openLazily(app, load, ([{ importScreen, linkProblem }, linked]) => {
        const t = app.translator();
        const initial =
          linked === null
            ? {}
            : linked.ok
              ? { text: linked.text }
              : { problem: linkProblem(t, linked) };
        const screen = importScreen(
          t,
          {
            onResume: (text, seats) => resumeImported(app, text, seats),
            onReplay: (text) => app.to.replay(text),
            onReview: (text, seats) => reviewImported(app, text, seats),
            onBack: back,
          },
          (players) => app.names(players),
          initial,
        );
        app.navigation.go({
          ...pageScreen('import', screen.element, back),
          hide: screen.dispose,
        });
      });
    },

    replay(text) {
      const read = readDocument(app, text);
      if (!read.ok) return read.problem;
      const replayed = replayStates(read.document);
      if (!replayed.ok) return replayed.refusal;
      // The replay's code loads when a replay is first asked for (not with the first screen).
      openLazily(
        app,
        () => import('../replay/replay-controller'),
        ({ ReplayController }) => {
          void app.view.set({
            emblems: replayEmblems(read.document, replayed.states[0]!.players.length),
          });
          const replay = new ReplayController(
            {
              ...recordOnTable(app),
              wait: (ms) => app.clock.wait(ms),
              skip: () => app.skip(),
              onLeave: () => app.to.start(),
              onReview: () => {
                const record = recordOf(read.document);
                if (record === null) return;
                const seats = reviewSeats(record, people(recordSeatKinds(read.document) ?? []));
                app.to.review(record, seats, null, () => app.to.replay(text));
              },
              onStep: () => app.publish(),
              onHide: () => app.relayout(),
            },
            replayed.states,
            replayed.events,
          );
          app.navigation.go(replay);
          app.relayout();
        },
      );
      return null;
    },
  };
}
