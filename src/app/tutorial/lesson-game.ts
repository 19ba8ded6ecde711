import {
  type GameState,
  recordedGame,
  startRecordedRound,
  withRandomReshuffles,
} from '../../engine';
import { lessonDeck } from './lesson-deck';
import { LESSON_RULES } from './lesson-script';

/** The guided round dealt by the real engine from the lesson's deck, for `learner` and `opponent`. */
export function lessonGame(learner: string, opponent: string): GameState {
  const game = recordedGame([learner, opponent], LESSON_RULES);
  const dealt = game.ok
    ? startRecordedRound(game.state, { deck: lessonDeck(), reshuffles: [] })
    : game;
  if (!dealt.ok) throw new Error(`the lesson cannot be dealt: ${dealt.message}`);
  return withRandomReshuffles(dealt.state, 1);
}
