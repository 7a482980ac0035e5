// /api/Admin/Staff: staff who have signed in and the clinics granted to them (PlatformAdmin).
import { Type } from '@sinclair/typebox';
import { StaffClinicsRequest, StaffMember, StaffParams } from '../../../contract/api/admin.ts';
import { listAllGrants, listStaff, replaceGrants } from '../../db/repositories/staff-repository.ts';
import { problems } from '../../http-problem.ts';
import { isoAt } from '../../services/clock.ts';
import { assertPlatformAdmin } from '../../services/staff/staff-access.ts';
import { originOf, staffOf } from './staff-authentication.ts';
import { clinicRefs, staffSecurity, tags } from './admin-common.ts';
import { routeModule } from '../route-declaration.ts';

export const staffRoutes = routeModule({ tags, security: staffSecurity }, (route, services) => {
  const { db, clock } = services;
  const { audit } = services.staff;

  route.get(
    '/Staff',
    { operationId: 'listStaffMembers', summary: 'Staff who have signed in, with the clinics granted to them (PlatformAdmin)', ok: { 200: Type.Array(StaffMember) } },
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

  route.put<{ Params: StaffParams; Body: StaffClinicsRequest }>(
    '/Staff/:oid/Clinics',
    { operationId: 'setStaffClinics', summary: 'Sets the clinics a staff member serves (PlatformAdmin)', params: StaffParams, body: StaffClinicsRequest, ok: { 200: StaffMember } },
    async (request) => {
      const staff = staffOf(request);
      assertPlatformAdmin(staff);
      const { oid } = request.params;
      const clinicIds = [...request.body.clinicIds].sort((a, b) => a - b);
      const known = new Set((await clinicRefs(db)).map((clinic) => clinic.id));
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
});
