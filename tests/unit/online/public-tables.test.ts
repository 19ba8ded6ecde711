import { describe, expect, test } from 'vitest';
import type { PublicTable } from '../../../src/online/public-tables';
import { fetchPublicTables } from '../../../src/online/public-list';
import { computer, joinRoom, openRoom, PERSON, serverPerFile, settingsOf } from './harness';
import { joinPublic } from './public-harness';

const server = serverPerFile();

const httpOf = (endpoint: string) => endpoint.replace(/^ws/, 'http');

/** The list as a stranger reads it: the answer's status and raw text. */
async function rawList(endpoint: string): Promise<{ status: number; text: string }> {
  const answer = await fetch(`${httpOf(endpoint)}/online/tables`);
  return { status: answer.status, text: await answer.text() };
}

/**
 * The list once `ready` holds of it: one reading serves every request for a second, so a change
 * shows within about a second (read again every 100 ms, for 5 s at most).
 */
async function listWhen(
  endpoint: string,
  ready: (tables: readonly PublicTable[]) => boolean,
): Promise<readonly PublicTable[]> {
  for (let tries = 0; ; tries++) {
    const tables = await fetchPublicTables(endpoint);
    if (ready(tables) || tries >= 50) return tables;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The listed table of host `host`, once the list shows it. */
async function listed(endpoint: string, host: string): Promise<PublicTable | undefined> {
  const tables = await listWhen(endpoint, (all) => all.some((table) => table.host === host));
  return tables.find((table) => table.host === host);
}

const PUBLIC_FOUR = settingsOf([PERSON, PERSON, PERSON, computer('easy')], {
  rules: { targetScore: 50 },
  turnSeconds: 30,
  listed: true,
});

describe('public tables: the list', () => {
  test('a listed lobby shows its host, seats, free seats and house rules, and never its code', async () => {
    const host = await openRoom(server.endpoint, PUBLIC_FOUR, 'Listed Ada');
    const code = host.session.code!;
    await host.heard.until(() => host.heard.info?.listed === true, 'listed');
    const table = await listed(server.endpoint, 'Listed Ada');
    expect(table).toMatchObject({
      host: 'Listed Ada',
      seats: 4,
      free: 2,
      rules: { targetScore: 50 },
      hints: true,
      turnSeconds: 30,
    });
    expect(table!.id).toMatch(/^[\w-]{16}$/);
    const { status, text } = await rawList(server.endpoint);
    expect(status).toBe(200);
    expect(text).not.toContain(code);
    expect(text).not.toMatch(/token|device|opener|roomId|processId/);
    await host.session.leave();
  });

  test('a private room, a full table and a game under way are not listed', async () => {
    const privateHost = await openRoom(server.endpoint, settingsOf([PERSON, PERSON]), 'Private Bo');
    const fullHost = await openRoom(
      server.endpoint,
      settingsOf([PERSON, PERSON], { listed: true }),
      'Full Cy',
    );
    await fullHost.heard.until(() => fullHost.heard.info?.listed === true, 'listed');
    expect(await listed(server.endpoint, 'Full Cy')).toBeDefined();
    const dee = await joinRoom(server.endpoint, fullHost.session.code!, 'Dee');
    await fullHost.heard.until(() => fullHost.heard.info.seats[1]!.taken, 'Dee seated');
    const startedHost = await openRoom(
      server.endpoint,
      settingsOf([PERSON, computer('easy')], { listed: true }),
      'Started Ed',
    );
    startedHost.session.start();
    await startedHost.heard.until(() => startedHost.heard.last !== null, 'the game');
    // Once the list no longer shows Cy's table, now full, nor Ed's (its game started).
    const tables = await listWhen(server.endpoint, (all) =>
      all.every((table) => table.host !== 'Full Cy' && table.host !== 'Started Ed'),
    );
    const hosts = tables.map((table) => table.host);
    expect(hosts).not.toContain('Private Bo');
    expect(hosts).not.toContain('Full Cy');
    expect(hosts).not.toContain('Started Ed');
    for (const seat of [privateHost, fullHost, dee, startedHost]) await seat.session.leave();
  });

  test('the host lists and unlists the lobby; a table no longer listed cannot be joined by its id', async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON, PERSON]), 'Toggle Fa');
    host.session.publish(true);
    await host.heard.until(() => host.heard.info?.listed === true, 'listed');
    const table = await listed(server.endpoint, 'Toggle Fa');
    expect(table).toBeDefined();
    host.session.publish(false);
    await host.heard.until(() => host.heard.info.listed === false, 'unlisted');
    await expect(joinPublic(server.endpoint, { table: table!.id }, 'Gus')).rejects.toThrow(
      /no longer open/,
    );
    // An id nobody listed, and a malformed one.
    await expect(joinPublic(server.endpoint, { table: 'AAAAAAAAAAAAAAAA' }, 'Gus')).rejects.toThrow(
      /no longer open/,
    );
    await expect(joinPublic(server.endpoint, { table: 'x' }, 'Gus')).rejects.toThrow(/table id/);
    await host.session.leave();
  });

  test('a stranger joins a listed table by its id, without its code', async () => {
    const host = await openRoom(server.endpoint, PUBLIC_FOUR, 'Host Hal');
    await host.heard.until(() => host.heard.info?.listed === true, 'listed');
    const table = await listed(server.endpoint, 'Host Hal');
    const ivy = await joinPublic(server.endpoint, { table: table!.id }, 'Ivy');
    expect(ivy.session.code).toBe(host.session.code);
    expect(ivy.session.seat).toBe(1);
    await host.heard.until(() => host.heard.info.seats[1]!.name === 'Ivy', 'Ivy seated');
    for (const seat of [ivy, host]) await seat.session.leave();
  });

  test('only the host lists the table', async () => {
    const host = await openRoom(server.endpoint, settingsOf([PERSON, PERSON]), 'Host Jo');
    const kim = await joinRoom(server.endpoint, host.session.code!, 'Kim');
    kim.session.publish(true);
    await kim.heard.until(() => kim.heard.refusals.length > 0, 'a refusal');
    expect(kim.heard.refusals[0]!.code).toBe('not-host');
    for (const seat of [kim, host]) await seat.session.leave();
  });
});

describe('public tables: a quick match', () => {
  test('two strangers meet: the first opens a public table, the second joins it; then the fullest is joined', async () => {
    const quick = settingsOf([PERSON, PERSON, PERSON], { rules: { targetScore: 40 } });
    const lea = await joinPublic(server.endpoint, { quick }, 'Lea');
    expect(lea.session.seat).toBe(0);
    await lea.heard.until(() => lea.heard.info?.listed === true, 'opened listed');
    // A second listed table with fewer people: the quick match picks the fuller one.
    const other = await openRoom(
      server.endpoint,
      settingsOf([PERSON, PERSON, PERSON, PERSON], { listed: true }),
      'Other Mo',
    );
    const ned = await joinPublic(server.endpoint, { quick }, 'Ned');
    expect(ned.session.code).toBe(lea.session.code);
    const ola = await joinPublic(server.endpoint, { quick }, 'Ola');
    expect(ola.session.code).toBe(lea.session.code);
    // Lea's table is full now: the next stranger goes to the other table.
    await lea.heard.until(() => lea.heard.info.seats.every((seat) => seat.taken), 'full');
    const pia = await joinPublic(server.endpoint, { quick }, 'Pia');
    expect(pia.session.code).toBe(other.session.code);
    for (const seat of [pia, ola, ned, lea, other]) await seat.session.leave();
  });
});
