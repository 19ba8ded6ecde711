import { LANGUAGE_NAMES, LANGUAGES, type Translator } from '../../i18n';
import { h } from '../page/dom';
import { CARD_PALETTES } from '../../view';
import { ANIMATION_SPEEDS, type Settings, TEXT_SIZES } from '../page/settings';

/** The settings form; every change is applied at once through `onChange`. */
export function settingsScreen(
  t: Translator,
  settings: Settings,
  onChange: (settings: Settings) => void,
  onBack: () => void,
): HTMLElement {
  let current = settings;
  const change = (patch: Partial<Settings>) => {
    current = { ...current, ...patch };
    onChange(current);
  };
  const checkbox = (name: 'sound' | 'music' | 'reducedMotion' | 'highContrast', label: string) =>
    h(
      'label',
      { class: 'check' },
      h('input', {
        type: 'checkbox',
        name,
        checked: current[name],
        onchange: (event) => change({ [name]: (event.target as HTMLInputElement).checked }),
      }),
      h('span', {}, label),
    );
  /** A drop-down list for the setting `name`, its options given as values and their texts. */
  const choice = <K extends 'language' | 'speed' | 'cardPalette' | 'textSize'>(
    name: K,
    label: string,
    options: readonly (readonly [Settings[K], string])[],
  ) =>
    h(
      'label',
      {},
      h('span', {}, label),
      h(
        'select',
        {
          name,
          onchange: (event) =>
            change({ [name]: (event.target as HTMLSelectElement).value } as Partial<Settings>),
        },
        ...options.map(([value, text]) =>
          h('option', { value, selected: value === current[name] }, text),
        ),
      ),
    );
  return h(
    'section',
    { class: 'screen settings-screen', 'data-screen': 'settings' },
    h('h2', {}, t.t('settings')),
    choice(
      'language',
      t.t('language'),
      LANGUAGES.map((language) => [language, LANGUAGE_NAMES[language]] as const),
    ),
    checkbox('sound', t.t('sound')),
    checkbox('music', t.t('music')),
    h(
      'label',
      {},
      h('span', {}, t.t('volume')),
      h('input', {
        type: 'range',
        name: 'volume',
        min: 0,
        max: 1,
        step: 0.05,
        value: current.volume,
        oninput: (event) => change({ volume: Number((event.target as HTMLInputElement).value) }),
      }),
    ),
    checkbox('reducedMotion', t.t('reducedMotion')),
    choice(
      'speed',
      t.t('animationSpeed'),
      ANIMATION_SPEEDS.map((speed) => [speed, t.t(`speed.${speed}`)] as const),
    ),
    choice(
      'cardPalette',
      t.t('cardPalette'),
      CARD_PALETTES.map((palette) => [palette, t.t(`palette.${palette}`)] as const),
    ),
    checkbox('highContrast', t.t('highContrast')),
    choice(
      'textSize',
      t.t('textSize'),
      TEXT_SIZES.map((size) => [size, t.t(`textSize.${size}`)] as const),
    ),
    h('div', { class: 'buttons' }, h('button', { type: 'button', onclick: onBack }, t.t('back'))),
  );
}
