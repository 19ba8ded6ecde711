import './controls.css';

/** The game's controls: switch, stepper, choice, slider, cycle button and tile (issue 27). */
export { announcer, type CycleControl, type CycleOptions, cycleButton } from './cycle-button';
export {
  type ChoiceControl,
  type ChoiceOption,
  type ChoiceOptions,
  segmentedChoice,
} from './segmented';
export { controlId } from './parts';
export { slider, type SliderControl, type SliderOptions } from './slider';
export { stepper, type StepperControl, type StepperOptions } from './stepper';
export { switchControl, type SwitchControl, type SwitchOptions } from './switch';
export { tileButton, type TileOptions } from './tile-button';
