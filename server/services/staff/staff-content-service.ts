// What clinic staff decide and publish besides the work queue (issue 12): matching moderation
// (custom descriptions waiting for approval, medical reviews), banners (per clinic with a text per
// locale, or site-wide by a PlatformAdmin) and maintenance windows (per clinic, or site-wide).
// Each decision applies only to the state the admin saw (409 otherwise) and is audited.
import type { Banner, BannerInput, MaintenanceOverview, MaintenanceWindow, ModerationDecision, ModerationItem, ModerationQuery } from '../../../contract/api/admin.ts';
import type { Db } from '../../db/database.ts';
import { listCenters, setMaintenanceWindow } from '../../db/repositories/centers-repository.ts';
import { findMemberById } from '../../db/repositories/members-repository.ts';
import { HttpProblem, problems } from '../../http-problem.ts';
import type { CentersService } from '../centers-service.ts';
import { bannerTextsOf, defaultBannerText } from '../banner-texts.ts';
import { isoAt, type Clock } from '../clock.ts';
import type { MembersService } from '../members-service.ts';
import type { AuditTrail, RequestOrigin } from './audit-trail.ts';
import type { SiteMaintenance } from './site-maintenance.ts';
import { assertMayAct, assertMayRead, assertPlatformAdmin, clinicFilter, type StaffContext } from './staff-access.ts';

export interface StaffContentDeps {
  db: Db;
  clock: Clock;
  members: MembersService;
  centers: CentersService;
  audit: AuditTrail;
  siteMaintenance: SiteMaintenance;
}

const decidedMeanwhile = () =>
  new HttpProblem({
    status: 409,
    title: 'Decided meanwhile',
    detail: 'This was decided or changed by someone else in the meantime. Nothing was changed.',
    kind: 'moderation-changed',
  });
const bannerNotFound = () => problems.notFound('The banner was not found.');
const reasonRequired = () => problems.invalidFields({ 'body.reason': ['say why, so the member knows what to change'] });

export class StaffContentService {
  readonly #d: StaffContentDeps;

  constructor(deps: StaffContentDeps) {
    this.#d = deps;
  }

  // ---- moderation ----

  async moderation(staff: StaffContext, query: ModerationQuery): Promise<ModerationItem[]> {
    const { db, members } = this.#d;
    const clinics = clinicFilter(staff, query.clinicId);
    let descriptions = db
      .selectFrom('matching_profiles as mp')
      .innerJoin('members as m', 'm.id', 'mp.member_id')
      .innerJoin('centers as c', 'c.id', 'm.center_id')
      .select(['mp.member_id', 'mp.profile_code', 'mp.custom_description', 'mp.updated_at', 'm.pii', 'm.center_id', 'c.name as center_name'])
      .where('mp.custom_description_status_id', '=', 'EDCPND');
    let reviews = db
      .selectFrom('freeze_events as fe')
      .innerJoin('members as m', 'm.id', 'fe.member_id')
      .innerJoin('centers as c', 'c.id', 'm.center_id')
      .leftJoin('matching_profiles as mp', 'mp.member_id', 'm.id')
      .select(['fe.id as freeze_event_id', 'fe.description', 'fe.member_id', 'mp.profile_code', 'm.pii', 'm.center_id', 'c.name as center_name'])
      .where('fe.medical_review_pending', '=', 1)
      .where('fe.deleted_at', 'is', null);
    if (clinics !== null) {
      const ids = clinics.length > 0 ? [...clinics] : [-1];
      descriptions = descriptions.where('m.center_id', 'in', ids);
      reviews = reviews.where('m.center_id', 'in', ids);
    }
    const [descriptionRows, reviewRows] = await Promise.all([descriptions.orderBy('mp.updated_at').execute(), reviews.orderBy('fe.id').execute()]);
    const nameOf = (row: { pii: string }) => {
      const { profile } = members.personalData(row);
      return `${profile.firstName} ${profile.lastName}`.trim();
    };
    return [
      ...descriptionRows.map((row) => ({
        kind: 'customDescription' as const,
        memberId: row.member_id,
        memberName: nameOf(row),
        clinicId: row.center_id,
        clinicName: row.center_name,
        profileCode: row.profile_code,
        text: row.custom_description ?? '',
        freezeEventId: null,
        submittedAtUtc: row.updated_at,
      })),
      ...reviewRows.map((row) => ({
        kind: 'medicalReview' as const,
        memberId: row.member_id,
        memberName: nameOf(row),
        clinicId: row.center_id,
        clinicName: row.center_name,
        profileCode: row.profile_code,
        text: row.description,
        freezeEventId: row.freeze_event_id,
        submittedAtUtc: null,
      })),
    ];
  }

  /** EDCPND → ACC (recipients see it from now on), or EDCDEC with the reason the member reads. */
  async decideCustomDescription(staff: StaffContext, memberId: number, decision: ModerationDecision, origin: RequestOrigin): Promise<void> {
    const { db, audit } = this.#d;
    const member = await findMemberById(db, memberId);
    if (!member) throw problems.memberNotFound();
    assertMayAct(staff, member.center_id);
    const reason = reasonOf(decision);
    const status = decision.decision === 'approve' ? 'ACC' : 'EDCDEC';
    await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('matching_profiles')
        .set({ custom_description_status_id: status, custom_description_note: reason })
        .where('member_id', '=', memberId)
        .where('custom_description_status_id', '=', 'EDCPND')
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw decidedMeanwhile();
      await audit.append(trx, staff, origin, {
        action: `matching.custom-description.${decision.decision}`,
        centerId: member.center_id,
        memberId,
        before: { customDescriptionStatusId: 'EDCPND' },
        after: { customDescriptionStatusId: status, ...(reason ? { reason } : {}) },
      });
    });
  }

  /**
   * Clears a stored item's medical review (a couple's profile waiting as MEDPND becomes Current once
   * nothing else waits), or sends it back with a reason: the item stays under review and the member
   * reads why.
   */
  async decideMedicalReview(staff: StaffContext, freezeEventId: number, decision: ModerationDecision, origin: RequestOrigin): Promise<void> {
    const { db, audit } = this.#d;
    const item = await db
      .selectFrom('freeze_events')
      .select(['id', 'member_id', 'medical_review_pending'])
      .where('id', '=', freezeEventId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    const member = item ? await findMemberById(db, item.member_id) : undefined;
    if (!item || !member) throw problems.notFound('The stored item was not found.');
    assertMayAct(staff, member.center_id, () => problems.notFound('The stored item was not found.'));
    const reason = reasonOf(decision);
    await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('freeze_events')
        .set(decision.decision === 'approve' ? { medical_review_pending: 0, medical_review_note: null } : { medical_review_note: reason })
        .where('id', '=', freezeEventId)
        .where('medical_review_pending', '=', 1)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) throw decidedMeanwhile();
      if (decision.decision === 'approve') {
        const stillWaiting = await trx
          .selectFrom('freeze_events')
          .select('id')
          .where('member_id', '=', member.id)
          .where('medical_review_pending', '=', 1)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!stillWaiting) {
          const profile = await trx
            .updateTable('matching_profiles')
            .set({ completion_status_id: 'CURRNT' })
            .where('member_id', '=', member.id)
            .where('completion_status_id', '=', 'MEDPND')
            .executeTakeFirst();
          if (Number(profile.numUpdatedRows) === 1) {
            await trx
              .updateTable('members')
              .set((eb) => ({ matching_profile_status_id: 'Current', matching_version: eb('matching_version', '+', 1) }))
              .where('id', '=', member.id)
              .execute();
          }
        }
      }
      await audit.append(trx, staff, origin, {
        action: `matching.medical-review.${decision.decision}`,
        centerId: member.center_id,
        memberId: member.id,
        freezeEventId,
        before: { medicalReviewPending: true },
        after: { medicalReviewPending: decision.decision !== 'approve', ...(reason ? { reason } : {}) },
      });
    });
  }

  // ---- banners ----

  async banners(staff: StaffContext, clinicId: number | undefined): Promise<Banner[]> {
    const clinics = clinicFilter(staff, clinicId);
    let query = this.#d.db.selectFrom('banner_messages').selectAll().orderBy('starts_at', 'desc').orderBy('id', 'desc');
    // Site-wide banners are listed for everyone (they show on every clinic's pages), clinic ones in scope.
    if (clinics !== null) query = query.where((eb) => eb.or([eb('center_id', 'is', null), eb('center_id', 'in', clinics.length > 0 ? [...clinics] : [-1])]));
    return (await query.execute()).map(toBanner);
  }

  async saveBanner(staff: StaffContext, bannerId: number | null, input: BannerInput, origin: RequestOrigin): Promise<Banner> {
    const { db, audit } = this.#d;
    this.#assertMayPublish(staff, input.clinicId);
    if (input.endsAtUtc !== null && Date.parse(input.endsAtUtc) <= Date.parse(input.startsAtUtc)) {
      throw problems.invalidFields({ 'body.endsAtUtc': ['must be after the start'] });
    }
    const existing = bannerId === null ? undefined : await this.#ownBanner(staff, bannerId);
    // Changing a banner needs the right to publish where it shows now, not only where it will.
    if (existing) this.#assertMayPublish(staff, existing.clinicId);
    const values = {
      center_id: input.clinicId,
      text: defaultBannerText(input.texts),
      texts_json: JSON.stringify(input.texts),
      style_id: input.styleId,
      starts_at: new Date(input.startsAtUtc).toISOString(),
      ends_at: input.endsAtUtc === null ? null : new Date(input.endsAtUtc).toISOString(),
    };
    return db.transaction().execute(async (trx) => {
      let id: number;
      if (existing) {
        await trx.updateTable('banner_messages').set(values).where('id', '=', existing.id).execute();
        id = existing.id;
      } else {
        const inserted = await trx.insertInto('banner_messages').values(values).returning('id').executeTakeFirstOrThrow();
        id = inserted.id;
      }
      const saved = toBanner({ id, ...values });
      await audit.append(trx, staff, origin, { action: existing ? 'banner.update' : 'banner.create', centerId: input.clinicId, before: existing, after: saved });
      return saved;
    });
  }

  /** Ends a banner now (it stays in the list as ended). */
  async endBanner(staff: StaffContext, bannerId: number, origin: RequestOrigin): Promise<Banner> {
    const existing = await this.#ownBanner(staff, bannerId);
    this.#assertMayPublish(staff, existing.clinicId);
    const nowIso = isoAt(this.#d.clock.now());
    const ended = { ...existing, endsAtUtc: existing.endsAtUtc !== null && existing.endsAtUtc < nowIso ? existing.endsAtUtc : nowIso };
    await this.#d.db.transaction().execute(async (trx) => {
      await trx.updateTable('banner_messages').set({ ends_at: ended.endsAtUtc }).where('id', '=', bannerId).execute();
      await this.#d.audit.append(trx, staff, origin, { action: 'banner.end', centerId: existing.clinicId, before: existing, after: ended });
    });
    return ended;
  }

  async #ownBanner(staff: StaffContext, bannerId: number): Promise<Banner> {
    const row = await this.#d.db.selectFrom('banner_messages').selectAll().where('id', '=', bannerId).executeTakeFirst();
    if (!row) throw bannerNotFound();
    if (row.center_id !== null) assertMayRead(staff, row.center_id, bannerNotFound);
    return toBanner(row);
  }

  #assertMayPublish(staff: StaffContext, clinicId: number | null): void {
    if (clinicId === null) assertPlatformAdmin(staff);
    else assertMayAct(staff, clinicId, () => problems.notFound('The clinic was not found.'));
  }

  // ---- maintenance ----

  async maintenance(staff: StaffContext): Promise<MaintenanceOverview> {
    const centers = (await listCenters(this.#d.db)).filter((center) => center.id > 0 && (staff.readable === null || staff.readable.includes(center.id)));
    return {
      clinics: centers.map((center) => ({
        clinicId: center.id,
        clinicName: center.name,
        // A start without an end is maintenance until someone ends it (members are kept out meanwhile): shown, never hidden.
        window: center.maintenance_start_utc ? { startsAtUtc: center.maintenance_start_utc, endsAtUtc: center.maintenance_end_utc } : null,
      })),
      site: await this.#d.siteMaintenance.window(),
    };
  }

  /** Sets (or with null clears) a clinic's maintenance window: members are warned 60 minutes before and signed out during it. */
  async setClinicMaintenance(staff: StaffContext, clinicId: number, window: MaintenanceWindow | null, origin: RequestOrigin): Promise<MaintenanceOverview> {
    const { db, centers, audit } = this.#d;
    assertMayAct(staff, clinicId, () => problems.notFound('The clinic was not found.'));
    const checked = window ? checkedWindow(window) : null;
    const before = await centers.findRow(clinicId);
    if (!before) throw problems.notFound('The clinic was not found.');
    await db.transaction().execute(async (trx) => {
      await setMaintenanceWindow(trx, clinicId, checked?.startsAtUtc ?? null, checked?.endsAtUtc ?? null);
      await audit.append(trx, staff, origin, {
        action: checked ? 'maintenance.clinic.set' : 'maintenance.clinic.clear',
        centerId: clinicId,
        before: { startsAtUtc: before.maintenance_start_utc, endsAtUtc: before.maintenance_end_utc },
        after: checked,
      });
    });
    centers.invalidate();
    return this.maintenance(staff);
  }

  /** Site-wide maintenance (subCode 8 for every member call), PlatformAdmin only. */
  async setSiteMaintenance(staff: StaffContext, window: MaintenanceWindow | null, origin: RequestOrigin): Promise<MaintenanceOverview> {
    assertPlatformAdmin(staff);
    const checked = window ? checkedWindow(window) : null;
    const before = await this.#d.siteMaintenance.window();
    await this.#d.db.transaction().execute(async (trx) => {
      await this.#d.siteMaintenance.save(trx, checked);
      await this.#d.audit.append(trx, staff, origin, { action: checked ? 'maintenance.site.set' : 'maintenance.site.clear', centerId: null, before, after: checked });
    });
    this.#d.siteMaintenance.invalidate();
    return this.maintenance(staff);
  }
}

function reasonOf(decision: ModerationDecision): string | null {
  const reason = decision.reason?.normalize('NFC').trim() || null;
  if (decision.decision === 'sendBack' && !reason) throw reasonRequired();
  return decision.decision === 'sendBack' ? reason : null;
}

function checkedWindow(window: MaintenanceWindow): MaintenanceWindow {
  const start = Date.parse(window.startsAtUtc);
  const end = Date.parse(window.endsAtUtc);
  if (!Number.isFinite(start) || !Number.isFinite(end)) throw problems.invalidFields({ 'body.startsAtUtc': ['must be a date and time in UTC'] });
  if (end <= start) throw problems.invalidFields({ 'body.endsAtUtc': ['must be after the start'] });
  return { startsAtUtc: new Date(start).toISOString(), endsAtUtc: new Date(end).toISOString() };
}

function toBanner(row: { id: number; center_id: number | null; text: string; texts_json: string | null; style_id: string; starts_at: string; ends_at: string | null }): Banner {
  return { id: row.id, clinicId: row.center_id, texts: bannerTextsOf(row), styleId: row.style_id as Banner['styleId'], startsAtUtc: row.starts_at, endsAtUtc: row.ends_at };
}
