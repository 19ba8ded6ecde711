import './controls.css';

/** The game's controls: switch, stepper, choice, slider, cycle button, tabs, tile, disclosure, pop toast and scrolling region (issue 27). */
export { announcer, type CycleControl, type CycleOptions, cycleButton } from './cycle-button';
export {
  type ChoiceControl,
  type ChoiceOption,
  type ChoiceOptions,
  segmentedChoice,
} from './segmented';
export { disclosure, type DisclosureControl, type DisclosureOptions } from './disclosure';
export { controlId } from './parts';
export { type PopToast, popToast } from './pop-toast';
export { scrollRegion } from './scroll-region';
export { slider, type SliderControl, type SliderOptions } from './slider';
export { stepper, type StepperControl, type StepperOptions } from './stepper';
export { switchControl, type SwitchControl, type SwitchOptions } from './switch';
export { type TabPage, tabs, type TabsControl } from './tabs';
export { tileButton, type TileOptions } from './tile-button';
