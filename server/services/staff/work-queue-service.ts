// The clinic's work queue (issue 12): stored items a member's decision left waiting for the clinic,
// oldest decision first, and the staff moves that finish them — completing to the outcome or denying
// a donation with a reason. A move names the status the admin saw and is applied only while the item
// is still in it, so two admins acting at once cannot both apply theirs (the second gets 409).
import { classifyStaffTransition, staffQueueStates, staffTargets } from '../../../contract/domain/statusTransitions.ts';
import { parseStatus, storedItemStatuses } from '../../../contract/domain/storedItemStatus.ts';
import type { StaffTransitionRequest, StaffTransitionResult, WorkItem, WorkQueue, WorkQueueQuery } from '../../../contract/api/admin.ts';
import type { MemberType } from '../../../contract/api/auth.ts';
import type { StorageItemType } from '../../../contract/api/members.ts';
import { compiledPerShape } from '../../db/compiled-once.ts';
import type { Db } from '../../db/database.ts';
import { moveFreezeEventStatus } from '../../db/repositories/freeze-events-repository.ts';
import { findMemberById } from '../../db/repositories/members-repository.ts';
import { appendHistory } from '../../db/repositories/staff-repository.ts';
import { HttpProblem, problems } from '../../http-problem.ts';
import { mailLocaleOf } from '../account-mail.ts';
import type { CentersService } from '../centers-service.ts';
import { isoAt, type Clock } from '../clock.ts';
import type { MailQueue } from '../mail-outbox.ts';
import type { MembersService } from '../members-service.ts';
import type { AuditTrail } from './audit-trail.ts';
import { assertMayAct, clinicFilter, type StaffContext } from './staff-access.ts';
import type { JointConsentService } from '../joint-consent-service.ts';
import { optionOfExploringState } from '../../../contract/domain/dispositionOptions.ts';
import { storedItemUpdateMail } from './staff-mail.ts';

export interface WorkQueueDeps {
  db: Db;
  clock: Clock;
  members: MembersService;
  centers: CentersService;
  mail: MailQueue;
  audit: AuditTrail;
  /** Joint consent: a co-owned item's decision is completed only once both partners signed it. */
  joint: JointConsentService;
}

const itemNotFound = () => problems.notFound('The stored item was not found.');
const queueCodes = storedItemStatuses.filter((s) => !s.sub && staffQueueStates.includes(s.state)).map((s) => s.code);

/** Which items a queue read covers: items in these statuses, of members of these clinics (null: every clinic). */
interface QueueSelection {
  codes: readonly string[];
  clinics: readonly number[] | null;
}

/** A selection's shape (how many statuses and clinics) and its values, in the order the queries take them. */
function selectionShape(selection: QueueSelection, extra: unknown[] = []) {
  return { shape: { codes: selection.codes.length, clinics: selection.clinics?.length ?? null }, values: [...selection.codes, ...(selection.clinics ?? []), ...extra] };
}

/**
 * The queue's items, by status then member and clinic. Cross joins with their conditions in WHERE: the
 * same rows as inner joins, but SQLite keeps this order — the few items in a queue state by their status
 * index, then their members — instead of walking every member of the clinic (7.9 ms against 0.23 ms
 * with 10,000 members; migration 0021). PostgreSQL plans them like inner joins.
 */
function queueItems(db: Db, shape: { codes: number; clinics: number | null }, values: unknown[]) {
  let base = db
    .selectFrom('freeze_events as fe')
    .crossJoin('members as m')
    .crossJoin('centers as c')
    .whereRef('m.id', '=', 'fe.member_id')
    .whereRef('c.id', '=', 'm.center_id')
    .where('fe.deleted_at', 'is', null)
    .where('fe.status_id', 'in', values.slice(0, shape.codes) as string[]);
  if (shape.clinics !== null) base = base.where('m.center_id', 'in', values.slice(shape.codes, shape.codes + shape.clinics) as number[]);
  return base;
}

// The queue's reads, compiled once per shape (docs/adr/0014): a staff member reads it all day. The
// shapes come from the queue's tabs and the staff member's clinics, a handful: on PostgreSQL the first 8
// of each read (the page, the count) used twice run as named prepared statements (docs/adr/0020).
const queuePage = compiledPerShape(
  ({ selection, offset, limit }: { selection: QueueSelection; offset: number; limit: number }) => selectionShape(selection, [offset, limit]),
  (db: Db, shape: { codes: number; clinics: number | null }, values: unknown[]) => {
    const [offset, limit] = values.slice(-2) as [number, number];
    return (
      queueItems(db, shape, values)
        .select((eb) => [
          'fe.id as freeze_event_id',
          'fe.member_id',
          'fe.item_type_id',
          'fe.description',
          'fe.count',
          'fe.status_id',
          'm.user_name',
          'm.member_type',
          'm.pii',
          'm.center_id',
          'c.name as center_name',
          // The member's last signature on the item: its id orders the queue (oldest decision first).
          eb
            .selectFrom('consent_records as cr')
            .select((inner) => inner.fn.max('cr.id').as('id'))
            .whereRef('cr.freeze_event_id', '=', 'fe.id')
            .where('cr.action', '=', 'sign')
            .as('consent_record_id'),
        ])
        // Items with no signed decision (set by staff or carried over) after the decisions, on both
        // databases alike: SQLite puts NULLs first in an ascending order, PostgreSQL last.
        .orderBy('consent_record_id', (order) => order.asc().nullsLast())
        .orderBy('fe.id')
        .offset(offset)
        .limit(limit)
    );
  },
  256,
  8,
);
const queueCount = compiledPerShape(
  selectionShape,
  (db: Db, shape: { codes: number; clinics: number | null }, values: unknown[]) => queueItems(db, shape, values).select((eb) => eb.fn.countAll<number | string>().as('n')),
  256,
  8,
);
const signaturesById = compiledPerShape(
  (ids: number[]) => ({ shape: ids.length, values: ids }),
  (db: Db, _count: number, ids: unknown[]) =>
    db
      .selectFrom('consent_records')
      .select(['id', 'option', 'signed_at_utc'])
      .where('id', 'in', ids as number[]),
);

export class WorkQueueService {
  readonly #d: WorkQueueDeps;

  constructor(deps: WorkQueueDeps) {
    this.#d = deps;
  }

  async list(staff: StaffContext, query: WorkQueueQuery): Promise<WorkQueue> {
    const { db, members } = this.#d;
    const clinics = clinicFilter(staff, query.clinicId);
    const codes = query.state ? queueCodes.filter((code) => parseStatus(code)?.state === query.state) : queueCodes;
    const page = query.page ?? 1;
    const pageSize = query.pageSize ?? 50;
    const selection: QueueSelection = { codes: codes.length > 0 ? codes : ['-'], clinics: clinics === null ? null : clinics.length > 0 ? clinics : [-1] };
    const [rows, counted] = await Promise.all([queuePage.all(db, { selection, offset: (page - 1) * pageSize, limit: pageSize }), queueCount.all(db, selection)]);
    const recordIds = rows.map((row) => row.consent_record_id).filter((id): id is number => typeof id === 'number');
    const records = recordIds.length ? await signaturesById.all(db, recordIds) : [];
    const recordById = new Map(records.map((record) => [record.id, record]));
    const items: WorkItem[] = rows.map((row) => {
      const { profile } = members.personalData(row);
      const record = typeof row.consent_record_id === 'number' ? recordById.get(row.consent_record_id) : undefined;
      return {
        freezeEventId: row.freeze_event_id,
        memberId: row.member_id,
        memberName: `${profile.firstName} ${profile.lastName}`.trim(),
        userName: row.user_name,
        memberType: row.member_type as MemberType,
        clinicId: row.center_id,
        clinicName: row.center_name,
        itemTypeId: row.item_type_id as StorageItemType,
        description: row.description,
        count: row.count,
        statusId: row.status_id,
        option: record?.option ?? null,
        signedAtUtc: record?.signed_at_utc ?? null,
        consentRecordId: record?.id ?? null,
        transitions: staffTargets(row.status_id),
      };
    });
    const count = counted[0];
    if (!count) throw new Error('The work queue count returned no row');
    return { items, total: Number(count.n), page, pageSize };
  }

  async transition(staff: StaffContext, freezeEventId: number, request: StaffTransitionRequest, context: { requestId: string; ip: string }): Promise<StaffTransitionResult> {
    const { db, clock, members, centers, mail, audit } = this.#d;
    const item = await db.selectFrom('freeze_events').selectAll().where('id', '=', freezeEventId).where('deleted_at', 'is', null).executeTakeFirst();
    if (!item) throw itemNotFound();
    const member = await findMemberById(db, item.member_id);
    if (!member) throw itemNotFound();
    assertMayAct(staff, member.center_id, itemNotFound);

    const move = classifyStaffTransition(request.fromStatusId, request.toStatusId);
    if (!move) {
      throw new HttpProblem({ status: 422, title: 'Not allowed', detail: 'The clinic cannot move a stored item between these two states.', kind: 'transition-not-allowed' });
    }
    const reason = request.reason?.normalize('NFC').trim() || null;
    if (move.kind === 'deny' && !reason) {
      throw problems.invalidFields({ 'body.reason': ['say why, so the member understands'] });
    }
    if (item.status_id !== request.fromStatusId) throw changedMeanwhile(item.status_id);
    // The member's decision leaves its exploring state only when every co-owner has consented to it.
    const fromState = parseStatus(request.fromStatusId);
    const decision = fromState && optionOfExploringState(fromState.state) ? await this.#d.joint.assertCompletable(db, item, move.kind) : null;

    const center = await centers.findRow(member.center_id);
    // The member's own language: the one they signed their decision in (else the clinic's).
    const signedIn = await db
      .selectFrom('consent_records as cr')
      .innerJoin('consent_terms as ct', 'ct.hash', 'cr.terms_hash')
      .select('ct.locale')
      .where('cr.freeze_event_id', '=', item.id)
      .where('cr.action', '=', 'sign')
      .orderBy('cr.id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const { profile } = members.personalData(member);
    const to = parseStatus(request.toStatusId);
    const nowIso = isoAt(clock.now());
    await db.transaction().execute(async (trx) => {
      if (!(await moveFreezeEventStatus(trx, item.id, { fromStatus: request.fromStatusId, toStatus: request.toStatusId, priorStatus: null }))) {
        const now = await trx.selectFrom('freeze_events').select('status_id').where('id', '=', item.id).executeTakeFirst();
        throw changedMeanwhile(now?.status_id ?? item.status_id);
      }
      if (decision) await this.#d.joint.closeByClinic(trx, decision, nowIso, move.kind === 'deny' ? 'denied' : 'completed');
      await appendHistory(trx, {
        freeze_event_id: item.id,
        at_utc: nowIso,
        from_status_id: request.fromStatusId,
        to_status_id: request.toStatusId,
        actor: `staff:${staff.principal.userName}`,
        reason,
      });
      await audit.append(trx, staff, context, {
        action: move.kind === 'deny' ? 'item.deny' : 'item.complete',
        centerId: member.center_id,
        memberId: member.id,
        freezeEventId: item.id,
        before: { statusId: request.fromStatusId },
        after: { statusId: request.toStatusId, ...(reason ? { reason } : {}) },
      });
      // The language the member chose in the portal, else the one they signed in, else the clinic's.
      const locale = mailLocaleOf(member.locale ?? signedIn?.locale, center?.locale ?? 'en-US');
      const text = storedItemUpdateMail(locale, {
        name: profile.firstName,
        prefix: to?.prefix ?? 'ICR',
        description: item.description,
        state: to?.state ?? '',
        sub: to?.sub ?? null,
        denied: move.kind === 'deny',
        reason,
      });
      await mail.enqueue(trx, { to: profile.email, ...text });
    });
    return { freezeEventId: item.id, statusId: request.toStatusId };
  }
}

function changedMeanwhile(current: string): HttpProblem {
  return new HttpProblem({
    status: 409,
    title: 'Changed meanwhile',
    detail: `The stored item is no longer in the state you saw (it is ${parseStatus(current)?.words ?? current} now): someone else acted first, or the member withdrew. Nothing was changed.`,
    kind: 'item-changed',
  });
}
