// /api/Admin/Me and /api/Admin/Locale: who the signed-in staff member is, and the console's languages.
import { Type } from '@sinclair/typebox';
import { StaffSession } from '../../../contract/api/admin.ts';
import { Locale } from '../../../contract/api/centers.ts';
import { sessionOfStaff } from '../../services/staff/staff-access.ts';
import { staffOf } from './staff-authentication.ts';
import { clinicRefs, staffSecurity, tags } from './admin-common.ts';
import { routeModule } from '../route-declaration.ts';

/** The locales the staff console is offered in (spec §6: the admin loads them from an admin endpoint). */
const staffLocales: Locale[] = [
  { name: 'en-US', displayText: 'English (US)' },
  { name: 'en-GB', displayText: 'English (UK)' },
  { name: 'es', displayText: 'Español' },
  { name: 'fr', displayText: 'Français' },
];

export const staffSessionRoutes = routeModule({ tags, security: staffSecurity }, (route, services) => {
  const { db } = services;
  route.get(
    '/Me',
    { operationId: 'getStaffSession', summary: 'The signed-in staff member: roles, clinics, whether they may change anything', ok: { 200: StaffSession } },
    async (request) => sessionOfStaff(staffOf(request), await clinicRefs(db)),
  );

  route.get('/Locale', { operationId: 'listStaffLocales', summary: 'The locales of the staff console (spec §6)', ok: { 200: Type.Array(Locale) } }, () => staffLocales);
});
