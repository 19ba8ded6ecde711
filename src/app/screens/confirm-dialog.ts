import { h } from '../page/dom';

/** What a question asks and what its two answers do. */
export interface Question {
  readonly title: string;
  readonly question: string;
  readonly yes: string;
  readonly no: string;
  readonly onYes: () => void;
  readonly onNo: () => void;
}

/** A yes-or-no question in a dialog; "no" is the safe answer and has the focus. */
export function confirmDialog(question: Question): HTMLElement {
  return h(
    'section',
    {
      class: 'screen dialog confirm-dialog',
      'data-screen': 'confirm',
      role: 'alertdialog',
      'aria-labelledby': 'confirm-title',
      'aria-describedby': 'confirm-question',
    },
    h('h2', { id: 'confirm-title', class: 'screen-title' }, question.title),
    h('p', { id: 'confirm-question' }, question.question),
    h(
      'div',
      { class: 'buttons' },
      h(
        'button',
        { type: 'button', 'data-action': 'no', onclick: question.onNo, autofocus: true },
        question.no,
      ),
      h(
        'button',
        { type: 'button', class: 'primary', 'data-action': 'yes', onclick: question.onYes },
        question.yes,
      ),
    ),
  );
}
