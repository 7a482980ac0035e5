// /api/Admin/…: the staff console's API (issue 12). Every call carries an Entra ID access token,
// verified before anything else (401 when missing, forged, expired or of another tenant; 403
// without a portal role). Member tokens never open these routes and staff tokens never open a
// member's. Each handler decides access on the ids it was given, after validation, through
// staff-access.ts: outside one's clinics is 404, looking without the right to change is 403.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  AdminMemberDetail,
  Banner,
  BannerInput,
  BannerParams,
  ClinicParams,
  MaintenanceOverview,
  MaintenanceWindow,
  ModerationDecision,
  ModerationItem,
  ModerationQuery,
  AuditPage,
  AuditQuery,
  FreezeEventParams,
  MemberLookupQuery,
  MemberParams,
  MemberSummary,
  SetFlagRequest,
  StaffClinicsRequest,
  StaffMember,
  StaffParams,
  StaffSession,
  StaffTransitionRequest,
  StaffTransitionResult,
  WorkQueue,
  WorkQueueQuery,
} from '../../../contract/api/admin.ts';
import { Locale } from '../../../contract/api/centers.ts';
import { listCenters } from '../../db/repositories/centers-repository.ts';
import { listAllGrants, listStaff, replaceGrants } from '../../db/repositories/staff-repository.ts';
import { problems } from '../../http-problem.ts';
import { staffAccess } from '../../plugins/openapi.ts';
import { binaryResponse, withProblems } from '../../plugins/problem-details.ts';
import { StaffConsentQuery, StaffConsentRow } from '../../../contract/api/consent.ts';
import { IdParam } from '../../../contract/api/common.ts';
import { findMemberById } from '../../db/repositories/members-repository.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { isoAt } from '../../services/clock.ts';
import type { AuditTrail } from '../../services/staff/audit-trail.ts';
import { assertMayRead, assertPlatformAdmin, clinicFilter, sessionOfStaff } from '../../services/staff/staff-access.ts';
import type { StaffContentService } from '../../services/staff/staff-content-service.ts';
import type { StaffMembersService } from '../../services/staff/staff-members-service.ts';
import type { WorkQueueService } from '../../services/staff/work-queue-service.ts';
import type { StaffTokenVerifier } from '../../services/staff-tokens.ts';
import { authenticateStaff, originOf, staffOf } from './staff-authentication.ts';

export interface StaffConsole {
  /** null: staff sign-in is not configured here, and every staff call is refused. */
  verifier: StaffTokenVerifier | null;
  workQueue: WorkQueueService;
  members: StaffMembersService;
  content: StaffContentService;
  audit: AuditTrail;
}

const tags = ['Admin'];
/** Staff calls: an Entra ID access token for the portal API (scope access_as_user). */
export const staffSecurity = staffAccess;
const acknowledged = Type.Object({ done: Type.Boolean() });

/** The locales the staff console is offered in (spec §6: the admin loads them from an admin endpoint). */
const staffLocales: Locale[] = [
  { name: 'en-US', displayText: 'English (US)' },
  { name: 'en-GB', displayText: 'English (UK)' },
  { name: 'es', displayText: 'Español' },
  { name: 'fr', displayText: 'Français' },
];

export const adminRoutes: FastifyPluginAsync<RouteOptions & { staffConsole: StaffConsole }> = (app, { services, staffConsole }) => {
  const { db, clock } = services;
  const { verifier, workQueue, members, content, audit } = staffConsole;

  authenticateStaff(app, { verifier, db, clock });

  const clinicRefs = async () => (await listCenters(db)).filter((center) => center.id > 0).map((center) => ({ id: center.id, name: center.name }));

  app.get(
    '/Me',
    {
      schema: {
        operationId: 'getStaffSession',
        tags,
        summary: 'The signed-in staff member: roles, clinics, whether they may change anything',
        security: staffSecurity,
        response: withProblems({ 200: StaffSession }),
      },
    },
    async (request) => sessionOfStaff(staffOf(request), await clinicRefs()),
  );

  app.get(
    '/Locale',
    {
      schema: {
        operationId: 'listStaffLocales',
        tags,
        summary: 'The locales of the staff console (spec §6)',
        security: staffSecurity,
        response: withProblems({ 200: Type.Array(Locale) }),
      },
    },
    () => staffLocales,
  );

  app.get<{ Querystring: WorkQueueQuery }>(
    '/WorkQueue',
    {
      schema: {
        operationId: 'getWorkQueue',
        tags,
        summary: 'Stored items waiting for the clinic (exploring states and ADIV), oldest decision first',
        security: staffSecurity,
        querystring: WorkQueueQuery,
        response: withProblems({ 200: WorkQueue }),
      },
    },
    async (request) => workQueue.list(staffOf(request), request.query),
  );

  app.get<{ Querystring: StaffConsentQuery }>(
    '/Consents',
    {
      schema: {
        operationId: 'listConsentsNeedingAttention',
        tags,
        summary: 'Consents needing attention in the staff member’s clinics: joint decisions waiting for a partner, storage consents due or lapsed',
        security: staffSecurity,
        querystring: StaffConsentQuery,
        response: withProblems({ 200: Type.Array(StaffConsentRow) }),
      },
    },
    async (request) => services.consent.staffList(request.query.kind, clinicFilter(staffOf(request), request.query.clinicId)),
  );

  app.get<{ Params: { memberId: number; recordId: number } }>(
    '/Members/:memberId/ConsentRecords/:recordId/Document',
    {
      schema: {
        operationId: 'getStaffConsentRecordDocument',
        tags,
        summary: 'A member’s consent record as the PDF the member has (the read is audited)',
        security: staffSecurity,
        params: Type.Object({ memberId: IdParam, recordId: IdParam }),
        produces: ['application/pdf'],
        response: withProblems({ 200: binaryResponse('The consent record as a PDF', ['application/pdf']) }),
      },
    },
    async (request, reply) => {
      const staff = staffOf(request);
      const member = await findMemberById(db, request.params.memberId);
      if (!member) throw problems.memberNotFound();
      assertMayRead(staff, member.center_id);
      const pdf = await services.consentDocuments.forStaff(member.id, request.params.recordId, request.headers['accept-language']);
      await audit.append(db, staff, originOf(request), {
        action: 'member.consent-document',
        centerId: member.center_id,
        memberId: member.id,
        after: { recordId: request.params.recordId },
      });
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `attachment; filename="consent-record-${String(request.params.recordId)}.pdf"`)
        .header('Cache-Control', 'no-store')
        .send(pdf);
    },
  );

  app.post<{ Params: FreezeEventParams; Body: StaffTransitionRequest }>(
    '/FreezeEvents/:freezeEventId/Transition',
    {
      schema: {
        operationId: 'transitionStoredItem',
        tags,
        summary: 'Completes a stored item to its outcome or denies a donation (reason required); 409 when it is no longer in fromStatusId',
        description: 'The member is e-mailed in their clinic’s language; the move is written to the item’s history and the audit log. 422 for a move the rules do not allow.',
        security: staffSecurity,
        params: FreezeEventParams,
        body: StaffTransitionRequest,
        response: withProblems({ 200: StaffTransitionResult }),
      },
    },
    async (request) => workQueue.transition(staffOf(request), request.params.freezeEventId, request.body, originOf(request)),
  );

  app.get<{ Querystring: MemberLookupQuery }>(
    '/Members',
    {
      schema: {
        operationId: 'findMembers',
        tags,
        summary: "Finds members of one's clinics by member id, user name, exact e-mail, or exact first name + last name + birth date",
        security: staffSecurity,
        querystring: MemberLookupQuery,
        response: withProblems({ 200: Type.Array(MemberSummary) }),
      },
    },
    async (request) => members.lookup(staffOf(request), request.query, originOf(request)),
  );

  app.get<{ Params: { memberId: number } }>(
    '/Members/:memberId',
    {
      schema: {
        operationId: 'getMemberForStaff',
        tags,
        summary: 'A member of one’s clinics: profile, stored items with their history, consent records, billing, payment method, appointments, matching',
        security: staffSecurity,
        params: MemberParams,
        response: withProblems({ 200: AdminMemberDetail }),
      },
    },
    async (request) => members.detail(staffOf(request), request.params.memberId, originOf(request)),
  );

  app.post<{ Params: { memberId: number } }>(
    '/Members/:memberId/SendPasswordReset',
    {
      schema: {
        operationId: 'sendMemberPasswordReset',
        tags,
        summary: 'E-mails the member a password-reset link (ClinicAdmin)',
        security: staffSecurity,
        params: MemberParams,
        response: withProblems({ 200: acknowledged }),
      },
    },
    async (request) => {
      await members.sendPasswordReset(staffOf(request), request.params.memberId, originOf(request));
      return { done: true };
    },
  );

  app.post<{ Params: { memberId: number } }>(
    '/Members/:memberId/ResetTwoFactor',
    {
      schema: {
        operationId: 'resetMemberTwoFactor',
        tags,
        summary: 'Turns the member’s two-factor sign-in off and ends their sessions (ClinicAdmin)',
        security: staffSecurity,
        params: MemberParams,
        response: withProblems({ 200: MemberSummary }),
      },
    },
    async (request) => members.resetTwoFactor(staffOf(request), request.params.memberId, originOf(request)),
  );

  for (const [path, operationId, flag, summary] of [
    ['SignInLocked', 'setMemberSignInLocked', 'signInLocked', 'Locks (ending every session) or unlocks the member’s sign-in (ClinicAdmin)'],
    ['ReadOnly', 'setMemberReadOnly', 'readOnly', 'Makes the account read-only or not (ClinicAdmin)'],
  ] as const) {
    app.put<{ Params: { memberId: number }; Body: SetFlagRequest }>(
      `/Members/:memberId/${path}`,
      { schema: { operationId, tags, summary, security: staffSecurity, params: MemberParams, body: SetFlagRequest, response: withProblems({ 200: MemberSummary }) } },
      async (request) => members.setFlag(staffOf(request), request.params.memberId, flag, request.body.value, originOf(request)),
    );
  }

  app.get<{ Querystring: ModerationQuery }>(
    '/Moderation',
    {
      schema: {
        operationId: 'listModerationQueue',
        tags,
        summary: 'Custom descriptions waiting for approval (EDCPND) and stored items under medical review, in one list',
        security: staffSecurity,
        querystring: ModerationQuery,
        response: withProblems({ 200: Type.Array(ModerationItem) }),
      },
    },
    async (request) => content.moderation(staffOf(request), request.query),
  );

  app.post<{ Params: { memberId: number }; Body: ModerationDecision }>(
    '/Moderation/CustomDescription/:memberId',
    {
      schema: {
        operationId: 'moderateCustomDescription',
        tags,
        summary: 'Approves a custom description (recipients see it from now on) or sends it back with a reason the member reads; 409 when no longer waiting',
        security: staffSecurity,
        params: MemberParams,
        body: ModerationDecision,
        response: withProblems({ 200: acknowledged }),
      },
    },
    async (request) => {
      await content.decideCustomDescription(staffOf(request), request.params.memberId, request.body, originOf(request));
      return { done: true };
    },
  );

  app.post<{ Params: FreezeEventParams; Body: ModerationDecision }>(
    '/Moderation/MedicalReview/:freezeEventId',
    {
      schema: {
        operationId: 'moderateMedicalReview',
        tags,
        summary: 'Clears a stored item’s medical review (the couple’s profile becomes Current when nothing else waits) or sends it back with a reason; 409 when no longer waiting',
        security: staffSecurity,
        params: FreezeEventParams,
        body: ModerationDecision,
        response: withProblems({ 200: acknowledged }),
      },
    },
    async (request) => {
      await content.decideMedicalReview(staffOf(request), request.params.freezeEventId, request.body, originOf(request));
      return { done: true };
    },
  );

  app.get<{ Querystring: ModerationQuery }>(
    '/Banners',
    {
      schema: {
        operationId: 'listBanners',
        tags,
        summary: 'Banners of one’s clinics and site-wide ones, newest first',
        security: staffSecurity,
        querystring: ModerationQuery,
        response: withProblems({ 200: Type.Array(Banner) }),
      },
    },
    async (request) => content.banners(staffOf(request), request.query.clinicId),
  );

  app.post<{ Body: BannerInput }>(
    '/Banners',
    {
      schema: {
        operationId: 'createBanner',
        tags,
        summary: 'Publishes a banner for a clinic (ClinicAdmin of it) or every clinic (clinicId null, PlatformAdmin), with a text per locale',
        security: staffSecurity,
        body: BannerInput,
        response: withProblems({ 200: Banner }),
      },
    },
    async (request) => content.saveBanner(staffOf(request), null, request.body, originOf(request)),
  );

  app.put<{ Params: BannerParams; Body: BannerInput }>(
    '/Banners/:bannerId',
    {
      schema: {
        operationId: 'updateBanner',
        tags,
        summary: 'Changes a banner',
        security: staffSecurity,
        params: BannerParams,
        body: BannerInput,
        response: withProblems({ 200: Banner }),
      },
    },
    async (request) => content.saveBanner(staffOf(request), request.params.bannerId, request.body, originOf(request)),
  );

  app.post<{ Params: BannerParams }>(
    '/Banners/:bannerId/End',
    { schema: { operationId: 'endBanner', tags, summary: 'Ends a banner now', security: staffSecurity, params: BannerParams, response: withProblems({ 200: Banner }) } },
    async (request) => content.endBanner(staffOf(request), request.params.bannerId, originOf(request)),
  );

  app.get(
    '/Maintenance',
    {
      schema: {
        operationId: 'getMaintenanceOverview',
        tags,
        summary: 'Maintenance windows of one’s clinics and the site-wide one',
        security: staffSecurity,
        response: withProblems({ 200: MaintenanceOverview }),
      },
    },
    async (request) => content.maintenance(staffOf(request)),
  );

  app.put<{ Params: ClinicParams; Body: MaintenanceWindow }>(
    '/Clinics/:clinicId/Maintenance',
    {
      schema: {
        operationId: 'setClinicMaintenance',
        tags,
        summary: 'Sets a clinic’s maintenance window: its members are warned 60 minutes before and signed out (subCode 7) during it',
        security: staffSecurity,
        params: ClinicParams,
        body: MaintenanceWindow,
        response: withProblems({ 200: MaintenanceOverview }),
      },
    },
    async (request) => content.setClinicMaintenance(staffOf(request), request.params.clinicId, request.body, originOf(request)),
  );

  app.delete<{ Params: ClinicParams }>(
    '/Clinics/:clinicId/Maintenance',
    {
      schema: {
        operationId: 'clearClinicMaintenance',
        tags,
        summary: 'Clears a clinic’s maintenance window',
        security: staffSecurity,
        params: ClinicParams,
        response: withProblems({ 200: MaintenanceOverview }),
      },
    },
    async (request) => content.setClinicMaintenance(staffOf(request), request.params.clinicId, null, originOf(request)),
  );

  app.put<{ Body: MaintenanceWindow }>(
    '/SiteMaintenance',
    {
      schema: {
        operationId: 'setSiteMaintenance',
        tags,
        summary: 'Sets site-wide maintenance: every member call answers subCode 8 during it (PlatformAdmin)',
        security: staffSecurity,
        body: MaintenanceWindow,
        response: withProblems({ 200: MaintenanceOverview }),
      },
    },
    async (request) => content.setSiteMaintenance(staffOf(request), request.body, originOf(request)),
  );

  app.delete(
    '/SiteMaintenance',
    {
      schema: {
        operationId: 'clearSiteMaintenance',
        tags,
        summary: 'Clears site-wide maintenance (PlatformAdmin)',
        security: staffSecurity,
        response: withProblems({ 200: MaintenanceOverview }),
      },
    },
    async (request) => content.setSiteMaintenance(staffOf(request), null, originOf(request)),
  );

  app.get<{ Querystring: AuditQuery }>(
    '/Audit',
    {
      schema: {
        operationId: 'listAuditEntries',
        tags,
        summary: 'The audit log, newest first (ClinicAdmin: their clinics; Support and PlatformAdmin: all)',
        security: staffSecurity,
        querystring: AuditQuery,
        response: withProblems({ 200: AuditPage }),
      },
    },
    async (request) => audit.list(staffOf(request), request.query),
  );

  app.get(
    '/Staff',
    {
      schema: {
        operationId: 'listStaffMembers',
        tags,
        summary: 'Staff who have signed in, with the clinics granted to them (PlatformAdmin)',
        security: staffSecurity,
        response: withProblems({ 200: Type.Array(StaffMember) }),
      },
    },
    async (request) => {
      assertPlatformAdmin(staffOf(request));
      const [people, grants] = await Promise.all([listStaff(db), listAllGrants(db)]);
      return people.map((person) => ({
        oid: person.oid,
        userName: person.user_name,
        name: person.name,
        clinicIds: grants.filter((grant) => grant.oid === person.oid).map((grant) => grant.center_id),
        lastSeenUtc: person.last_seen_at,
      }));
    },
  );

  app.put<{ Params: StaffParams; Body: StaffClinicsRequest }>(
    '/Staff/:oid/Clinics',
    {
      schema: {
        operationId: 'setStaffClinics',
        tags,
        summary: 'Sets the clinics a staff member serves (PlatformAdmin)',
        security: staffSecurity,
        params: StaffParams,
        body: StaffClinicsRequest,
        response: withProblems({ 200: StaffMember }),
      },
    },
    async (request) => {
      const staff = staffOf(request);
      assertPlatformAdmin(staff);
      const { oid } = request.params;
      const clinicIds = [...request.body.clinicIds].sort((a, b) => a - b);
      const known = new Set((await clinicRefs()).map((clinic) => clinic.id));
      const unknown = clinicIds.filter((id) => !known.has(id));
      if (unknown.length > 0) throw problems.invalidFields({ 'body.clinicIds': [`not clinics: ${unknown.join(', ')}`] });
      const person = (await listStaff(db)).find((candidate) => candidate.oid === oid);
      if (!person) throw problems.notFound('No staff member with this id has signed in yet.');
      const before = (await listAllGrants(db)).filter((grant) => grant.oid === oid).map((grant) => grant.center_id);
      const nowIso = isoAt(clock.now());
      await db.transaction().execute(async (trx) => {
        await replaceGrants(trx, oid, clinicIds, staff.principal.oid, nowIso);
        await audit.append(trx, staff, originOf(request), { action: 'staff.set-clinics', centerId: null, before: { oid, clinicIds: before }, after: { oid, clinicIds } });
      });
      return { oid, userName: person.user_name, name: person.name, clinicIds, lastSeenUtc: person.last_seen_at };
    },
  );

  return Promise.resolve();
};
