// The audit log of the staff console (issue 12): every staff read of a member and every staff action,
// with who, in which role, what, on whom, before → after, when, the request id and the address.
// Appending is the only write there is; the database refuses updates and deletes (migration 0014).
import type { AuditPage, AuditQuery } from '../../../contract/api/admin.ts';
import type { Db } from '../../db/database.ts';
import { appendAudit, listAudit } from '../../db/repositories/staff-repository.ts';
import { isoAt, type Clock } from '../clock.ts';
import { assertMayRead, clinicFilter, type StaffContext } from './staff-access.ts';

export interface AuditEvent {
  action: string;
  centerId: number | null;
  memberId?: number | null;
  freezeEventId?: number | null;
  before?: unknown;
  after?: unknown;
}

export interface RequestOrigin {
  requestId: string;
  ip: string;
}

export class AuditTrail {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  /** Appends with `db` (the caller's transaction, so the entry exists exactly when the change does). */
  async append(db: Db, staff: StaffContext, origin: RequestOrigin, event: AuditEvent): Promise<void> {
    await appendAudit(db, {
      at_utc: isoAt(this.#clock.now()),
      staff_oid: staff.principal.oid,
      staff_user_name: staff.principal.userName,
      role: staff.role,
      action: event.action,
      center_id: event.centerId,
      member_id: event.memberId ?? null,
      freeze_event_id: event.freezeEventId ?? null,
      before_json: event.before === undefined ? null : JSON.stringify(event.before),
      after_json: event.after === undefined ? null : JSON.stringify(event.after),
      request_id: origin.requestId,
      ip_address: origin.ip,
    });
  }

  /** Appends outside any transaction (reads). */
  async record(staff: StaffContext, origin: RequestOrigin, event: AuditEvent): Promise<void> {
    await this.append(this.#db, staff, origin, event);
  }

  /** ClinicAdmins read their clinics' entries, Support and PlatformAdmin every clinic's. */
  async list(staff: StaffContext, query: AuditQuery): Promise<AuditPage> {
    const centerIds = clinicFilter(staff, query.clinicId);
    if (query.memberId !== undefined) {
      const member = await this.#db.selectFrom('members').select('center_id').where('id', '=', query.memberId).executeTakeFirst();
      if (member) assertMayRead(staff, member.center_id);
    }
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const { rows, total } = await listAudit(
      this.#db,
      { centerIds, ...(query.memberId !== undefined ? { memberId: query.memberId } : {}) },
      { offset: (page - 1) * pageSize, limit: pageSize },
    );
    return {
      items: rows.map((row) => ({
        id: row.id,
        atUtc: row.at_utc,
        staffUserName: row.staff_user_name,
        role: row.role,
        action: row.action,
        clinicId: row.center_id,
        memberId: row.member_id,
        freezeEventId: row.freeze_event_id,
        before: row.before_json,
        after: row.after_json,
        requestId: row.request_id,
        ipAddress: row.ip_address,
      })),
      total,
      page,
      pageSize,
    };
  }
}
