import type { SoundBoard } from '../../audio';

/**
 * Every button answers with a sound: a tap when pressed (by pointer, key or touch), a light tick
 * when the mouse comes onto a menu's button. The game's controls (src/app/ui/controls) count as
 * buttons: a switch or a choice taps as it flips, a slider when it is let go, and each of their
 * rows ticks under the mouse. The table's own controls (its cards and piles, for the keyboard)
 * have the table's sounds.
 */
export function playButtonSounds(sound: SoundBoard): void {
  // A click on a control's label reaches its input too: the input alone taps.
  const pressable = 'button, summary, input:is([type="checkbox"], [type="radio"])';
  document.addEventListener('click', (event) => {
    const target = (event.target as Element | null)?.closest(pressable);
    if (!target || target.closest('.table-controls') || (target as HTMLButtonElement).disabled)
      return;
    sound.play('tap');
  });
  document.addEventListener('change', (event) => {
    if ((event.target as Element | null)?.matches('input[type="range"]')) sound.play('tap');
  });
  const hoverable = '.overlay :is(button, .ctl-segment, .ctl-switch-row)';
  document.addEventListener('pointerover', (event) => {
    if (event.pointerType !== 'mouse') return;
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>(hoverable);
    const from = (event.relatedTarget as Element | null)?.closest(hoverable);
    if (button && button !== from && !button.disabled) sound.play('hover');
  });
}
