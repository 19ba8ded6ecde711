import { beforeAll, describe, expect, test } from 'vitest';
import { loadLanguage, Translator } from '../../../src/i18n';
import {
  localLooks,
  moveSeatLooks,
  storedLook,
  storedSeatLooks,
  storeLook,
  storeSeatLook,
} from '../../../src/app/look/look-store';
import { MutedSeats } from '../../../src/app/online/muted-seats';
import { isPhrase, reactionWords } from '../../../src/app/online/reaction-bar';
import { MemoryStore } from '../../../src/storage';

beforeAll(() => loadLanguage('de'));

describe('muting a seat is this screen’s own, remembered for the room', () => {
  test('a muted seat stays muted in its room on this device, and only there', () => {
    const store = new MemoryStore();
    new MutedSeats(store, 'ABCD2345').set(2, true);
    expect(new MutedSeats(store, 'ABCD2345').has(2)).toBe(true);
    expect(new MutedSeats(store, 'ABCD2345').has(1)).toBe(false);
    expect(new MutedSeats(store, 'WXYZ6789').has(2)).toBe(false);
    new MutedSeats(store, 'ABCD2345').set(2, false);
    expect(new MutedSeats(store, 'ABCD2345').has(2)).toBe(false);
  });

  test('a damaged list mutes nobody and breaks nothing', () => {
    const store = new MemoryStore();
    for (const text of ['{', '"2"', '[2.5, -1, 99, "x", null]', '{"2": true}']) {
      store.setItem('skyjo.muted.ABCD2345', text);
      const muted = new MutedSeats(store, 'ABCD2345');
      expect([0, 1, 2, 3, 4, 5, 6, 7].some((seat) => muted.has(seat))).toBe(false);
    }
  });
});

describe('the person’s look on this device', () => {
  test('a picked look is remembered; a forged or damaged one is none', () => {
    const store = new MemoryStore();
    expect(storedLook(store)).toBeNull();
    storeLook(store, { avatar: 'fox', colour: 'mint' });
    expect(storedLook(store)).toEqual({ avatar: 'fox', colour: 'mint' });
    for (const text of ['{', '{"avatar":"dragon","colour":"mint"}', '{"avatar":"fox"}', '"fox"'])
      expect(storedLook((store.setItem('skyjo.look', text), store))).toBeNull();
    storeLook(store, null);
    expect(store.getItem('skyjo.look')).toBeNull();
  });

  test('on this device the first person seat shows it; others and computers do not', () => {
    const look = { avatar: 'owl', colour: 'sky' } as const;
    expect(localLooks(['easy', 'person', 'person', 'hard'], look)).toEqual([
      null,
      look,
      null,
      null,
    ]);
    expect(localLooks(['easy', 'hard'], look)).toEqual([null, null]);
  });

  test('every other person seat shows the look kept for it on this device; computers never', () => {
    const store = new MemoryStore();
    const owl = { avatar: 'owl', colour: 'sky' } as const;
    const fox = { avatar: 'fox', colour: 'rose' } as const;
    storeSeatLook(store, 2, fox);
    storeSeatLook(store, 3, owl);
    const kept = storedSeatLooks(store);
    expect(kept.slice(0, 4)).toEqual([null, null, fox, owl]);
    expect(localLooks(['person', 'easy', 'person', 'hard'], owl, kept)).toEqual([
      owl,
      null,
      fox,
      null,
    ]);
    // The first person seat is the device's person, whatever was kept for its place.
    expect(localLooks(['easy', 'easy', 'person', 'person'], null, kept)).toEqual([
      null,
      null,
      null,
      owl,
    ]);
    storeSeatLook(store, 2, null);
    storeSeatLook(store, 3, null);
    expect(store.getItem('skyjo.seat-looks')).toBeNull();
  });

  test('moved seats keep their looks: one taken away, one added, the first person seat handed on', () => {
    const store = new MemoryStore();
    const owl = { avatar: 'owl', colour: 'sky' } as const;
    const fox = { avatar: 'fox', colour: 'rose' } as const;
    const cat = { avatar: 'cat', colour: 'mint' } as const;
    storeLook(store, owl);
    storeSeatLook(store, 1, fox);
    storeSeatLook(store, 2, cat);
    const shown = (kinds: string[]) => localLooks(kinds, storedLook(store), storedSeatLooks(store));
    // Seat 2 (the fox) taken away: the cat moves up with its seat.
    moveSeatLooks(store, ['person', 'person', 'person'], ['person', 'person'], [0, 2]);
    expect(shown(['person', 'person'])).toEqual([owl, cat]);
    // A seat added starts plain, whatever was kept at its place before.
    storeSeatLook(store, 2, fox);
    moveSeatLooks(store, ['person', 'person'], ['person', 'person', 'person'], [0, 1, null]);
    expect(shown(['person', 'person', 'person'])).toEqual([owl, cat, null]);
    // The first seat handed to a computer: the next person keeps the cat; back, the owl returns.
    moveSeatLooks(store, ['person', 'person', 'person'], ['easy', 'person', 'person'], [0, 1, 2]);
    expect(shown(['easy', 'person', 'person'])).toEqual([null, cat, null]);
    moveSeatLooks(store, ['easy', 'person', 'person'], ['person', 'person', 'person'], [0, 1, 2]);
    expect(shown(['person', 'person', 'person'])).toEqual([owl, cat, null]);
  });

  test('kept seat looks that are damaged or forged are the plain figure; a seat out of range is refused', () => {
    const store = new MemoryStore();
    for (const text of ['{', '"fox"', '[{"avatar":"dragon","colour":"mint"}]', '{"0":{}}'])
      expect(storedSeatLooks((store.setItem('skyjo.seat-looks', text), store))).toEqual(
        Array(8).fill(null),
      );
    storeSeatLook(store, 99, { avatar: 'fox', colour: 'mint' });
    storeSeatLook(store, -1, { avatar: 'fox', colour: 'mint' });
    expect(storedSeatLooks(store).every((look) => look === null)).toBe(true);
  });
});

describe('a reaction in the reader’s words', () => {
  test('a phrase and a nudge are said in the reader’s language; an emote is a picture', () => {
    const de = new Translator('de');
    const names = ['Ada', 'Bea'];
    expect(reactionWords(de, { seat: 0, id: 'nice', to: null }, names)).toBe('Guter Zug!');
    expect(reactionWords(de, { seat: 0, id: 'nudge', to: 1 }, names)).toBe('Bea, du bist dran!');
    expect(isPhrase('nice')).toBe(true);
    expect(isPhrase('party')).toBe(false);
  });
});
