import { LANGUAGE_NAMES, LANGUAGES, type Language, type Translator } from '../../i18n';
import { h } from '../dom';
import { ANIMATION_SPEEDS, type AnimationSpeed, type Settings } from '../settings';

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
  const checkbox = (name: 'sound' | 'music' | 'reducedMotion', label: string) =>
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
  return h(
    'section',
    { class: 'screen settings-screen', 'data-screen': 'settings' },
    h('h2', {}, t.t('settings')),
    h(
      'label',
      {},
      h('span', {}, t.t('language')),
      h(
        'select',
        {
          name: 'language',
          onchange: (event) =>
            change({ language: (event.target as HTMLSelectElement).value as Language }),
        },
        ...LANGUAGES.map((language) =>
          h(
            'option',
            { value: language, selected: language === current.language },
            LANGUAGE_NAMES[language],
          ),
        ),
      ),
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
    h(
      'label',
      {},
      h('span', {}, t.t('animationSpeed')),
      h(
        'select',
        {
          name: 'speed',
          onchange: (event) =>
            change({ speed: (event.target as HTMLSelectElement).value as AnimationSpeed }),
        },
        ...ANIMATION_SPEEDS.map((speed) =>
          h('option', { value: speed, selected: speed === current.speed }, t.t(`speed.${speed}`)),
        ),
      ),
    ),
    h('div', { class: 'buttons' }, h('button', { type: 'button', onclick: onBack }, t.t('back'))),
  );
}
