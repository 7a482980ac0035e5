// /api/Admin/Me and /api/Admin/Locale: who the signed-in staff member is, and the console's languages.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { StaffSession } from '../../../contract/api/admin.ts';
import { Locale } from '../../../contract/api/centers.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { sessionOfStaff } from '../../services/staff/staff-access.ts';
import { staffOf } from './staff-authentication.ts';
import { clinicRefs, staffSecurity, tags } from './admin-common.ts';

/** The locales the staff console is offered in (spec §6: the admin loads them from an admin endpoint). */
const staffLocales: Locale[] = [
  { name: 'en-US', displayText: 'English (US)' },
  { name: 'en-GB', displayText: 'English (UK)' },
  { name: 'es', displayText: 'Español' },
  { name: 'fr', displayText: 'Français' },
];

export const staffSessionRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { db } = services;
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
    async (request) => sessionOfStaff(staffOf(request), await clinicRefs(db)),
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
  return Promise.resolve();
};
