import type { TableView } from '../../view';

/**
 * Behind the menus the table shows the title's fan of cards: in the place the start screen
 * leaves for it (`.title-art` in `overlay`), behind the middle of any other menu; over a game
 * (`gameShown`), none.
 */
export function placeTitle(view: TableView, overlay: HTMLElement, gameShown: boolean): void {
  if (gameShown) return void view.set({ title: null });
  const art = overlay.querySelector('.title-art')?.getBoundingClientRect();
  const { innerWidth: width, innerHeight: height } = window;
  void view.set({
    title:
      art !== undefined && art.width > 0 && art.height > 0
        ? { x: art.x, y: art.y, width: art.width, height: art.height }
        : { x: width * 0.1, y: height * 0.12, width: width * 0.8, height: height * 0.6 },
  });
}

/** The title's fan follows the pointer while the menus show (the table away). */
export function followPointer(view: TableView): void {
  window.addEventListener('pointermove', (event) => {
    if (document.body.classList.contains('table-away'))
      view.titlePointer(event.clientX, event.clientY);
  });
}
