// Clinics (centers): row → contract object, site-address resolution and maintenance state.
// Center rows are cached for a few seconds because every member call checks maintenance.
import type { PublicOriginSettings } from '../config.ts';
import type { Center, CollectionSite, Country, MaintenanceDetails, OffsiteStorageInfo, State } from '../../contract/api/centers.ts';
import type { BusinessModel } from '../../contract/api/centers.ts';
import type { Db } from '../db/database.ts';
import {
  findCenterById,
  findCenterIdByHost,
  findCountryById,
  listCenterHosts,
  listCollectionSites,
  listCountries,
  listEnabledFlags,
  listStates,
} from '../db/repositories/centers-repository.ts';
import type { CentersTable } from '../db/tables.ts';
import { problems } from '../http-problem.ts';
import type { Clock } from './clock.ts';

const cacheTtlMs = 5_000;
export const logosPath = '/api/assets/logos';

export class CentersService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #origin: PublicOriginSettings;
  readonly #cache = new Map<number, { row: CentersTable; loadedAtMs: number }>();

  constructor(db: Db, clock: Clock, origin: PublicOriginSettings) {
    this.#origin = origin;
    this.#db = db;
    this.#clock = clock;
  }

  invalidate(): void {
    this.#cache.clear();
  }

  async findRow(centerId: number): Promise<CentersTable | undefined> {
    const now = this.#clock.now();
    const cached = this.#cache.get(centerId);
    if (cached && now - cached.loadedAtMs < cacheTtlMs && now >= cached.loadedAtMs) return cached.row;
    const row = await findCenterById(this.#db, centerId);
    // Only clinics that exist are remembered: ids a client makes up must not grow the cache.
    if (row) this.#cache.set(centerId, { row, loadedAtMs: now });
    return row;
  }

  async getCenter(centerId: number): Promise<Center> {
    const row = await this.findRow(centerId);
    if (!row) throw problems.notFound('The center was not found.');
    return this.toCenter(row);
  }

  /** `ivfCenterUrl` may be a host (`thames.localhost`), a host with port, or a full URL. */
  async findCenterIdFromUrl(ivfCenterUrl: string): Promise<number> {
    const host = hostOf(ivfCenterUrl);
    const centerId = host ? await findCenterIdByHost(this.#db, host) : undefined;
    if (centerId === undefined) throw problems.centerNotFound();
    return centerId;
  }

  async isInMaintenance(centerId: number): Promise<boolean> {
    const row = await this.findRow(centerId);
    return row ? maintenanceOf(row, this.#clock.now()).isInMaintenanceMode : false;
  }

  async assertNotInMaintenance(centerId: number): Promise<void> {
    if (await this.isInMaintenance(centerId)) throw problems.centerInMaintenance();
  }

  async getMaintenanceDetails(centerId: number): Promise<MaintenanceDetails> {
    const row = await this.findRow(centerId);
    if (!row) throw problems.notFound('The center was not found.');
    return maintenanceOf(row, this.#clock.now());
  }

  /**
   * The matching site's maintenance window when the clinic has one that has not ended, otherwise the
   * clinic's own (MemberIvfCenter/MatchingSiteMaintenanceModeDetails).
   */
  async getMatchingSiteMaintenanceDetails(centerId: number): Promise<MaintenanceDetails> {
    const row = await this.findRow(centerId);
    if (!row) throw problems.notFound('The center was not found.');
    const matching = matchingSiteMaintenanceOf(row, this.#clock.now());
    return matching.startMaintenanceDateTimeUtc === null ? maintenanceOf(row, this.#clock.now()) : matching;
  }

  /** The matching site's own window only (MatchingHome, and the refusal of matching-site changes). */
  async matchingSiteMaintenance(centerId: number): Promise<MaintenanceDetails> {
    const row = await this.findRow(centerId);
    return matchingSiteMaintenanceOf(row ?? { matching_maintenance_start_utc: null, matching_maintenance_end_utc: null }, this.#clock.now());
  }

  async getOffsiteStorageInfo(centerId: number): Promise<OffsiteStorageInfo> {
    const row = await this.findRow(centerId);
    if (!row) throw problems.notFound('The center was not found.');
    return {
      offsiteStorageModel: row.business_model as BusinessModel,
      fertPresEnabled: row.fert_pres_enabled === 1,
      collectionSites: await this.listCollectionSites(centerId),
    };
  }

  async listCollectionSites(centerId: number): Promise<CollectionSite[]> {
    const rows = await listCollectionSites(this.#db, centerId);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      addressLine1: row.address_line1,
      city: row.city,
      postalCode: row.postal_code,
      phone: row.phone,
    }));
  }

  async featureFlags(centerId: number, flagNames: readonly string[]): Promise<Record<string, boolean>> {
    const enabled = new Set(await listEnabledFlags(this.#db, centerId, flagNames));
    return Object.fromEntries(flagNames.map((name) => [name, enabled.has(name)]));
  }

  /** All countries; with `priority`, the center's own country first, then by priority and name. */
  async countries(centerId: number, priority: boolean): Promise<Country[]> {
    const row = await this.findRow(centerId);
    if (!row) throw problems.notFound('The center was not found.');
    const countries = await listCountries(this.#db);
    if (!priority) return [...countries].sort((a, b) => a.name.localeCompare(b.name));
    const ownCountry = row.country_code;
    return [...countries].sort((a, b) => Number(b.code === ownCountry) - Number(a.code === ownCountry) || b.priority - a.priority || a.name.localeCompare(b.name));
  }

  async states(countryId: number): Promise<State[]> {
    if (!(await findCountryById(this.#db, countryId))) throw problems.notFound('The country was not found.');
    return listStates(this.#db, countryId);
  }

  /**
   * The clinic's public origin for e-mailed links: its primary configured host name with the
   * environment's scheme and port. Never read from a request (Host, X-Forwarded-*): a link built
   * from a header would send a member's token wherever the header pointed.
   */
  async publicOrigin(centerId: number): Promise<string> {
    const hosts = await listCenterHosts(this.#db, centerId);
    const host = hosts[0]?.host;
    if (!host) throw new Error(`center ${centerId} has no site host configured`);
    const { scheme, port } = this.#origin;
    return `${scheme}://${host}${port === null ? '' : `:${port}`}`;
  }

  toCenter(row: CentersTable): Center {
    const maintenance = maintenanceOf(row, this.#clock.now());
    return {
      id: row.id,
      name: row.name,
      logo: `${logosPath}/${row.logo_file}`,
      currencyCultureInfo: row.currency_culture,
      currencySymbol: row.currency_symbol,
      currencyCode: row.currency_code,
      locale: row.locale,
      timeZone: row.time_zone,
      countryCode: row.country_code,
      businessModel: row.business_model as BusinessModel,
      isInMaintenanceMode: maintenance.isInMaintenanceMode,
      startMaintenanceDateTimeUtc: maintenance.startMaintenanceDateTimeUtc,
      colorScheme: { primary: row.color_primary, secondary: row.color_secondary, accent: row.color_accent },
      merchantAccountDetails: { vaultingOrderAmount: row.vaulting_order_cents / 100, currencyCode: row.currency_code },
      contact: {
        dispositionContactEmail: row.disposition_contact_email,
        billingContactPhone: row.billing_contact_phone,
        billingContactPhoneExt: row.billing_contact_phone_ext,
        phone: row.phone,
      },
    };
  }
}

/** A window that has ended is no longer announced; one without an end lasts until cleared. */
export function maintenanceOf(row: Pick<CentersTable, 'maintenance_start_utc' | 'maintenance_end_utc'>, nowMs: number): MaintenanceDetails {
  const start = row.maintenance_start_utc ? Date.parse(row.maintenance_start_utc) : null;
  const end = row.maintenance_end_utc ? Date.parse(row.maintenance_end_utc) : null;
  const over = end !== null && end <= nowMs;
  if (start === null || over) return { isInMaintenanceMode: false, startMaintenanceDateTimeUtc: null, endMaintenanceDateTimeUtc: null };
  return {
    isInMaintenanceMode: start <= nowMs,
    startMaintenanceDateTimeUtc: row.maintenance_start_utc,
    endMaintenanceDateTimeUtc: row.maintenance_end_utc,
  };
}

function matchingSiteMaintenanceOf(row: Pick<CentersTable, 'matching_maintenance_start_utc' | 'matching_maintenance_end_utc'>, nowMs: number): MaintenanceDetails {
  return maintenanceOf({ maintenance_start_utc: row.matching_maintenance_start_utc, maintenance_end_utc: row.matching_maintenance_end_utc }, nowMs);
}

/** Lower-cased host name without port, from a host, host:port or URL; null when unusable. */
export function hostOf(value: string): string | null {
  const text = value.trim().toLowerCase();
  if (!text) return null;
  try {
    const url = new URL(text.includes('://') ? text : `http://${text}`);
    return url.hostname.replace(/\.$/, '') || null;
  } catch {
    return null;
  }
}
