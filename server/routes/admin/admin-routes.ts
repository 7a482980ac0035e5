// /api/Admin/…: the staff console's API (issue 12). Every call carries an Entra ID access token,
// verified before anything else (401 when missing, forged, expired or of another tenant; 403
// without a portal role). Member tokens never open these routes and staff tokens never open a
// member's. Each handler decides access on the ids it was given, after validation, through
// staff-access.ts: outside one's clinics is 404, looking without the right to change is 403.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  AdminMemberDetail,
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
} from '../../contract/admin.ts';
import { Locale } from '../../contract/centers.ts';
import { listCenters } from '../../db/repositories/centers-repository.ts';
import { listAllGrants, listStaff, replaceGrants } from '../../db/repositories/staff-repository.ts';
import { problems } from '../../http-problem.ts';
import { bearerToken } from '../../plugins/authentication.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { isoAt } from '../../services/clock.ts';
import type { AuditTrail, RequestOrigin } from '../../services/staff/audit-trail.ts';
import { assertPlatformAdmin, resolveStaff, sessionOfStaff, staffProblems, type StaffContext } from '../../services/staff/staff-access.ts';
import type { StaffMembersService } from '../../services/staff/staff-members-service.ts';
import type { WorkQueueService } from '../../services/staff/work-queue-service.ts';
import type { StaffTokenVerifier } from '../../services/staff-tokens.ts';

export interface StaffConsole {
  /** null: staff sign-in is not configured here, and every staff call is refused. */
  verifier: StaffTokenVerifier | null;
  workQueue: WorkQueueService;
  members: StaffMembersService;
  audit: AuditTrail;
}

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffContext | null;
  }
}

const tags = ['Admin'];
/** Staff calls: an Entra ID access token for the portal API (scope access_as_user). */
export const staffSecurity = [{ entraId: [] }];
const acknowledged = Type.Object({ done: Type.Boolean() });

function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw staffProblems.unauthorized();
  return request.staff;
}
const originOf = (request: FastifyRequest): RequestOrigin => ({ requestId: request.id, ip: request.ip });

/** The locales the staff console is offered in (spec §6: the admin loads them from an admin endpoint). */
const staffLocales: Locale[] = [
  { name: 'en-US', displayText: 'English (US)' },
  { name: 'en-GB', displayText: 'English (UK)' },
  { name: 'es', displayText: 'Español' },
  { name: 'fr', displayText: 'Français' },
];

export const adminRoutes: FastifyPluginAsync<RouteOptions & { staffConsole: StaffConsole }> = (app, { services, staffConsole }) => {
  const { db, clock } = services;
  const { verifier, workQueue, members, audit } = staffConsole;

  app.decorateRequest('staff', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) throw staffProblems.unauthorized();
    if (!verifier) throw staffProblems.unauthorized('Staff sign-in is not configured on this server.');
    const result = await verifier.verify(token);
    if (!result.ok) throw staffProblems.unauthorized(result.reason === 'expired' ? 'Your staff sign-in has expired. Sign in again.' : 'The staff access token is not valid.');
    request.staff = await resolveStaff(db, clock, result.principal);
  });

  const clinicRefs = async () => (await listCenters(db)).filter((center) => center.id > 0).map((center) => ({ id: center.id, name: center.name }));

  app.get('/Me', { schema: { tags, summary: 'The signed-in staff member: roles, clinics, whether they may change anything', security: staffSecurity, response: withProblems({ 200: StaffSession }) } }, async (request) =>
    sessionOfStaff(staffOf(request), await clinicRefs()),
  );

  app.get('/Locale', { schema: { tags, summary: 'The locales of the staff console (spec §6)', security: staffSecurity, response: withProblems({ 200: Type.Array(Locale) }) } }, () => staffLocales);

  app.get<{ Querystring: WorkQueueQuery }>(
    '/WorkQueue',
    {
      schema: {
        tags,
        summary: 'Stored items waiting for the clinic (exploring states and ADIV), oldest decision first',
        security: staffSecurity,
        querystring: WorkQueueQuery,
        response: withProblems({ 200: WorkQueue }),
      },
    },
    async (request) => workQueue.list(staffOf(request), request.query),
  );

  app.post<{ Params: FreezeEventParams; Body: StaffTransitionRequest }>(
    '/FreezeEvents/:freezeEventId/Transition',
    {
      schema: {
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
    { schema: { tags, summary: 'E-mails the member a password-reset link (ClinicAdmin)', security: staffSecurity, params: MemberParams, response: withProblems({ 200: acknowledged }) } },
    async (request) => {
      await members.sendPasswordReset(staffOf(request), request.params.memberId, originOf(request));
      return { done: true };
    },
  );

  app.post<{ Params: { memberId: number } }>(
    '/Members/:memberId/ResetTwoFactor',
    { schema: { tags, summary: 'Turns the member’s two-factor sign-in off and ends their sessions (ClinicAdmin)', security: staffSecurity, params: MemberParams, response: withProblems({ 200: MemberSummary }) } },
    async (request) => members.resetTwoFactor(staffOf(request), request.params.memberId, originOf(request)),
  );

  for (const [path, flag, summary] of [
    ['SignInLocked', 'signInLocked', 'Locks (ending every session) or unlocks the member’s sign-in (ClinicAdmin)'],
    ['ReadOnly', 'readOnly', 'Makes the account read-only or not (ClinicAdmin)'],
  ] as const) {
    app.put<{ Params: { memberId: number }; Body: SetFlagRequest }>(
      `/Members/:memberId/${path}`,
      { schema: { tags, summary, security: staffSecurity, params: MemberParams, body: SetFlagRequest, response: withProblems({ 200: MemberSummary }) } },
      async (request) => members.setFlag(staffOf(request), request.params.memberId, flag, request.body.value, originOf(request)),
    );
  }

  app.get<{ Querystring: AuditQuery }>(
    '/Audit',
    { schema: { tags, summary: 'The audit log, newest first (ClinicAdmin: their clinics; Support and PlatformAdmin: all)', security: staffSecurity, querystring: AuditQuery, response: withProblems({ 200: AuditPage }) } },
    async (request) => audit.list(staffOf(request), request.query),
  );

  app.get(
    '/Staff',
    { schema: { tags, summary: 'Staff who have signed in, with the clinics granted to them (PlatformAdmin)', security: staffSecurity, response: withProblems({ 200: Type.Array(StaffMember) }) } },
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
    { schema: { tags, summary: 'Sets the clinics a staff member serves (PlatformAdmin)', security: staffSecurity, params: StaffParams, body: StaffClinicsRequest, response: withProblems({ 200: StaffMember }) } },
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
