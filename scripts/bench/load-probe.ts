/**
 * The load test's probe of a reload under load (`load.ts`, `--rejoin-every`): a room of a person
 * and three computers whose person comes back again and again.
 */
import type { SeatStep } from '../../src/master';
import { deviceKeyOf, newDeviceKeyPair } from '../../src/online/device-key';
import { OnlineSession, type TokenKeeper } from '../../src/online/online-session';
import type { RoomSettings } from '../../src/online/room-settings';
import { MemoryTokens, openPatiently, SETTINGS } from './load-clients';

/**
 * One more room, of a person and three computers, whose person comes back as after a reload
 * every few seconds while the load runs: a new session with the same token and device key joins
 * while the one before is still connected. Counts how long from the join until its first step.
 */
export class RejoinProbe {
  readonly timesMs: number[] = [];
  private stopped = false;

  constructor(private readonly endpoint: string) {}

  async run(everyMs: number): Promise<void> {
    const pair = await newDeviceKeyPair();
    const device = pair === null ? null : await deviceKeyOf(pair);
    const tokens = new MemoryTokens();
    const keeper: TokenKeeper = {
      get: (c) => tokens.get(c),
      set: (c, t, n) => tokens.set(c, t, n),
      device: async () => device,
    };
    let stepped: () => void = () => undefined;
    const options = {
      endpoint: this.endpoint,
      tokens: keeper,
      listener: { game: (step: SeatStep) => step.jump && stepped() },
    };
    const computer = { kind: 'computer' as const, level: 'easy' as const };
    const settings: RoomSettings = {
      ...SETTINGS,
      rules: { targetScore: 999 },
      seats: [
        { kind: 'person' },
        { ...computer, name: 'A' },
        { ...computer, name: 'B' },
        { ...computer, name: 'C' },
      ],
    };
    let session = await openPatiently(() => OnlineSession.open(options, settings, 'Probe'));
    const code = session.code!;
    session.start();
    while (!this.stopped) {
      await new Promise((resolve) => setTimeout(resolve, everyMs));
      if (this.stopped) break;
      const started = performance.now();
      const first = new Promise<void>((resolve) => (stepped = resolve));
      const before = session;
      try {
        session = await OnlineSession.join(options, code, 'Probe');
        await first;
        this.timesMs.push(performance.now() - started);
      } catch {
        this.timesMs.push(NaN);
      }
      stepped = () => undefined;
      void before.leave();
    }
    await session.leave();
  }

  stop(): void {
    this.stopped = true;
  }
}
