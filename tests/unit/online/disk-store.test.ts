import { readdirSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DiskStore } from '../../../src/server/room-store';

let folder: string | null = null;

afterEach(async () => {
  if (folder !== null) await rm(folder, { recursive: true, force: true });
  folder = null;
});

describe('rooms stored on disk', () => {
  it('two writes of one room at once both land, leaving one whole document and no temporary file', async () => {
    folder = await mkdtemp(join(tmpdir(), 'skyjo-disk-store-'));
    const store = new DiskStore(folder);
    const documents = Array.from({ length: 8 }, (_, n) => JSON.stringify({ n }));
    await Promise.all(documents.map((document) => store.save('ABCD2345', document)));
    expect(documents).toContain(await store.load('ABCD2345'));
    expect((await readdir(folder)).sort()).toEqual(['ABCD2345.json', 'ABCD2345.json.copy']);
    await store.close();
  });

  it('a room never stored loads as null, and a removed room is gone', async () => {
    folder = await mkdtemp(join(tmpdir(), 'skyjo-disk-store-'));
    const store = new DiskStore(folder);
    expect(await store.load('ZZZZ2345')).toBeNull();
    await store.save('ZZZZ2345', '{}');
    await store.remove('ZZZZ2345');
    expect(await store.load('ZZZZ2345')).toBeNull();
    expect(await readdir(folder)).toEqual([]);
  });

  it('a shorter document replaces a longer one whole (padded, still JSON), and the next process reads it', async () => {
    folder = await mkdtemp(join(tmpdir(), 'skyjo-disk-store-'));
    const store = new DiskStore(folder);
    await store.save('LONG2345', JSON.stringify({ text: 'x'.repeat(5000) }));
    await store.save('LONG2345', JSON.stringify({ text: 'y'.repeat(6000) }));
    await store.save('LONG2345', JSON.stringify({ text: 'z'.repeat(7000) }));
    await store.save('LONG2345', JSON.stringify({ n: 1 }));
    expect(JSON.parse((await store.load('LONG2345'))!)).toEqual({ n: 1 });
    const files = await Promise.all(
      ['LONG2345.json', 'LONG2345.json.copy'].map((name) => readFile(join(folder!, name), 'utf8')),
    );
    // Each file is whole JSON: one holds the newest save, the other the one before.
    expect(files.map((text) => JSON.parse(text) as unknown)).toContainEqual({ n: 1 });
    expect(files.map((text) => JSON.parse(text) as unknown)).toContainEqual({
      text: 'z'.repeat(7000),
    });
    await store.close();
    // A store of the next process reads what this one wrote.
    expect(JSON.parse((await new DiskStore(folder).load('LONG2345'))!)).toEqual({ n: 1 });
  });

  it('a save of an open room writes one file, by turns: a crash that cuts either write short loads the save before it, never an older one', async () => {
    folder = await mkdtemp(join(tmpdir(), 'skyjo-disk-store-'));
    const main = join(folder, 'CUTS2345.json');
    const copy = `${main}.copy`;
    const doc = (v: number) => JSON.stringify({ v, pad: String(v).repeat(9000) });
    const loaded = async () =>
      (JSON.parse((await new DiskStore(folder!).load('CUTS2345'))!) as { v: number }).v;
    const texts = () => Promise.all([main, copy].map((file) => readFile(file, 'utf8')));
    const store = new DiskStore(folder);
    for (let v = 1; v <= 5; v++) {
      const before = await texts().catch(() => null);
      await store.save('CUTS2345', doc(v));
      const after = await texts();
      // From the second save on, exactly one file changes, and not the same one twice in a row.
      if (before !== null) expect(after.filter((text, n) => text !== before[n])).toHaveLength(1);
    }
    await store.close();
    const saved = await texts();
    const newest = saved.findIndex((text) => text.startsWith(doc(5)));
    expect(saved[1 - newest]!.startsWith(doc(4))).toBe(true);
    expect(await loaded()).toBe(5);
    // The write of save 5 stopped after its first page: save 4 is whole in the other file.
    const cut = (n: number) => saved[n]!.slice(0, 4096) + saved[1 - n]!.slice(4096);
    await writeFile([main, copy][newest]!, cut(newest));
    expect(await loaded()).toBe(4);
    // Had the crash come during save 4's write instead, save 3 would be the one before it...
    await writeFile([main, copy][newest]!, saved[newest]!);
    await writeFile([main, copy][1 - newest]!, cut(1 - newest));
    expect(await loaded()).toBe(5);
    // ...and a process that goes on with the room writes over the broken file, not save 5.
    const next = new DiskStore(folder);
    await next.save('CUTS2345', doc(6));
    await writeFile(
      [main, copy][1 - newest]!,
      (await readFile([main, copy][1 - newest]!, 'utf8')).slice(0, 4096),
    );
    await next.close();
    expect(await loaded()).toBe(5);
  });

  it('a room stored by the version before (its seal the checksum alone) loads, and saves go on from it', async () => {
    folder = await mkdtemp(join(tmpdir(), 'skyjo-disk-store-'));
    const fnv1a = (text: string) => {
      let hash = 0x811c9dc5;
      for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
      return hash >>> 0;
    };
    const document = JSON.stringify({ v: 7 });
    const bits = fnv1a(document).toString(2).padStart(32, '0');
    const old = `${document}\n${bits.replaceAll('0', ' ').replaceAll('1', '\t')}`;
    const file = join(folder, 'OLDS2345.json');
    await writeFile(file, old);
    await writeFile(`${file}.copy`, old);
    const store = new DiskStore(folder);
    expect(await store.load('OLDS2345')).toBe(document);
    await store.save('OLDS2345', JSON.stringify({ v: 8 }));
    await store.close();
    expect(await new DiskStore(folder).load('OLDS2345')).toBe(JSON.stringify({ v: 8 }));
    // A broken old seal is no seal: the copy's document is taken.
    await writeFile(file, old.replace('7', '9'));
    await writeFile(`${file}.copy`, old);
    expect(await new DiskStore(folder).load('OLDS2345')).toBe(document);
  });

  it("also seen: files stay open only for rooms in play, within the store's budget: 600 rooms saved twice hold at most 100 rooms' files, a released room's are closed, and none after close", async () => {
    folder = await mkdtemp(join(tmpdir(), 'skyjo-disk-store-'));
    const store = new DiskStore(folder, 100);
    const open = () => readdirSync('/proc/self/fd').length;
    const before = open();
    const codes = Array.from({ length: 600 }, (_, n) => `R${String(n).padStart(7, '0')}`);
    for (const code of codes) await store.save(code, JSON.stringify({ code, v: 1 }));
    expect(open() - before).toBeLessThan(16);
    // Every room at once: the descriptors open meanwhile, counted at every turn of the loop.
    let most = 0;
    let saving = true;
    const count = () => {
      most = Math.max(most, open() - before);
      if (saving) setImmediate(count);
    };
    count();
    await Promise.all(codes.map((code) => store.save(code, JSON.stringify({ code, v: 2 }))));
    await Promise.all(codes.map((code) => store.save(code, JSON.stringify({ code, v: 3 }))));
    saving = false;
    // The budget, plus the pairs being opened (16 at once) and those let go but not closed yet.
    expect(most).toBeLessThan(2 * 100 + 4 * 16);
    const held = open() - before;
    expect(held).toBeGreaterThanOrEqual(2 * 100);
    expect(held).toBeLessThan(2 * 100 + 16);
    const loaded = await Promise.all(codes.map((code) => store.load(code)));
    expect(loaded.every((text, n) => text === JSON.stringify({ code: codes[n], v: 3 }))).toBe(true);
    // The rooms that close let go of their files; a released room saves and loads as before.
    await Promise.all(codes.map((code) => store.release(code)));
    expect(open() - before).toBeLessThan(16);
    await store.save(codes[599]!, JSON.stringify({ v: 4 }));
    expect(await store.load(codes[599]!)).toBe(JSON.stringify({ v: 4 }));
    await store.close();
    expect(open() - before).toBeLessThan(16);
    expect(await new DiskStore(folder).load(codes[599]!)).toBe(JSON.stringify({ v: 4 }));
  });
});
