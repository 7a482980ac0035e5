// Site-wide maintenance (spec §8 subCode 8), set by a PlatformAdmin in the staff console and kept in
// the database so every instance agrees. Every API request asks whether it is on: the answer is
// cached for a few seconds (an instance that did not make the change follows within that time).
import type { MaintenanceWindow } from '../../../contract/api/admin.ts';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../clock.ts';

const key = 'site-maintenance';
const cacheMs = 5_000;

export class SiteMaintenance {
  readonly #db: Db;
  readonly #clock: Clock;
  #cached: { window: MaintenanceWindow | null; loadedAtMs: number } | null = null;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  async window(): Promise<MaintenanceWindow | null> {
    const now = this.#clock.now();
    if (this.#cached && now - this.#cached.loadedAtMs < cacheMs && now >= this.#cached.loadedAtMs) return this.#cached.window;
    const row = await this.#db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst();
    const window = row ? (JSON.parse(row.value) as MaintenanceWindow) : null;
    this.#cached = { window, loadedAtMs: now };
    return window;
  }

  async isActive(): Promise<boolean> {
    const window = await this.window();
    const now = this.#clock.now();
    return window !== null && Date.parse(window.startsAtUtc) <= now && now < Date.parse(window.endsAtUtc);
  }

  /** Writes the window (null: none) with the caller's transaction. */
  async save(trx: Db, window: MaintenanceWindow | null): Promise<void> {
    await trx.deleteFrom('app_meta').where('key', '=', key).execute();
    if (window)
      await trx
        .insertInto('app_meta')
        .values({ key, value: JSON.stringify(window) })
        .execute();
  }

  invalidate(): void {
    this.#cached = null;
  }
}
