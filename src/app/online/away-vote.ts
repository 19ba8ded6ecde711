import type { Translator } from '../../i18n';
import type { RoomInfo } from '../../online/protocol';
import { h, replaceChildren } from '../page/dom';

/** An away seat the people present may vote on, as the vote bar shows it. */
export interface AwayBallot {
  readonly seat: number;
  readonly name: string;
  readonly yes: number;
  readonly needed: number;
  /** Whether the person looking voted yes. */
  readonly mine: boolean;
}

/** The votes `info` holds, seen from seat `me` (who never votes on their own seat). */
function awayBallots(info: RoomInfo, me: number, names: readonly string[]): AwayBallot[] {
  return info.seats.flatMap((seat, index): AwayBallot[] => {
    const vote = seat.vote ?? null;
    if (vote === null || index === me) return [];
    const { yes, needed } = vote;
    return [
      { seat: index, name: names[index] ?? '', yes: yes.length, needed, mine: yes.includes(me) },
    ];
  });
}

/**
 * Under the status bar in an online game: for each person away past the reconnection window,
 * the question whether a computer should play their seat to the end, the votes so far, and
 * this person's yes, or, once given, "wait" to take it back.
 */
export class AwayVote {
  /** The bar's element (empty while there is nothing to vote on). */
  readonly element = h('div', { class: 'away-vote', 'data-away-vote': '' });

  /** A bar in `t()`'s language; `vote` sends this person's vote on a seat. */
  constructor(
    private readonly t: () => Translator,
    private readonly vote: (seat: number, keep: boolean) => void,
  ) {}

  /** Shows the votes of `info` from seat `me`, the players' names as shown (`names`). */
  update(info: RoomInfo, me: number, names: readonly string[]): void {
    const t = this.t();
    const ballots = info.phase === 'playing' ? awayBallots(info, me, names) : [];
    this.element.hidden = ballots.length === 0;
    replaceChildren(
      this.element,
      ...ballots.map((ballot) =>
        h(
          'p',
          { class: 'away-ballot', role: 'group', 'data-seat': ballot.seat },
          h('span', { class: 'away-question' }, t.t('voteQuestion', { name: ballot.name })),
          h(
            'span',
            { class: 'away-count' },
            t.t('voteCount', { yes: ballot.yes, count: ballot.needed }),
          ),
          ...(ballot.mine
            ? [
                h('span', { class: 'away-mine' }, t.t('voteYours')),
                h(
                  'button',
                  {
                    type: 'button',
                    'data-action': 'vote-no',
                    onclick: () => this.vote(ballot.seat, false),
                  },
                  t.t('voteNo', { name: ballot.name }),
                ),
              ]
            : [
                h(
                  'button',
                  {
                    type: 'button',
                    class: 'primary',
                    'data-action': 'vote-yes',
                    onclick: () => this.vote(ballot.seat, true),
                  },
                  t.t('voteYes'),
                ),
              ]),
        ),
      ),
    );
  }
}
