import type { SoundBoard } from '../../audio';

/**
 * Every button answers with a sound: a tap when pressed (by pointer, key or touch), a light tick
 * when the mouse comes onto a menu's button. The table's own controls (its cards and piles, for
 * the keyboard) have the table's sounds.
 */
export function playButtonSounds(sound: SoundBoard): void {
  const pressable = 'button, summary, label.choice-option';
  document.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest(pressable);
    if (!target || target.closest('.table-controls') || (target as HTMLButtonElement).disabled)
      return;
    sound.play('tap');
  });
  document.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>('.overlay button');
    const from = (event.relatedTarget as Element | null)?.closest('.overlay button');
    if (button && button !== from && !button.disabled) sound.play('hover');
  });
}
