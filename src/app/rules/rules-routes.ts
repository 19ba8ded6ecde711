import type { AppContext, Routes } from '../context';
import { pageScreen } from '../screens/navigation';
import { rulesScreen } from './rules-screen';

declare module '../context' {
  /** This feature's routes. */
  interface Routes {
    rules(): void;
  }
}

/** The rules screen's route; Escape on it goes back to the start. */
export function rulesRoutes(app: AppContext): Pick<Routes, 'rules'> {
  return {
    rules() {
      const back = () => app.to.start();
      const screen = rulesScreen(app.translator(), app.keys(), {
        onBack: back,
        onTutorial: () => app.to.tutorial(),
      });
      app.navigation.go(pageScreen('rules', screen, back));
    },
  };
}
