// What the sign-in and enrolment pages ask before anyone signs in: a captcha challenge and the maintenance notice.
import { Type } from '@sinclair/typebox';
import { CaptchaChallenge, MaintenanceNotice } from '../../../contract/api/auth.ts';
import { problems } from '../../http-problem.ts';
import { IdParam } from '../../../contract/api/common.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { routeModule } from '../route-declaration.ts';
import { CenterUrlQuery } from './site-address-routes.ts';

const tags = ['Auth'];

export const signInPageRoutes = routeModule({ tags, security: anonymousAccess }, (route, services) => {
  const { centers } = services;

  route.get(
    '/CaptchaChallenge',
    {
      operationId: 'getCaptchaChallenge',
      summary: 'A signed proof-of-work challenge (ALTCHA) for enrolment, forgot username/password and sign-in after failures',
      ok: { 200: CaptchaChallenge },
    },
    async (request, reply) => {
      await services.rateLimiter.consume('captchaChallenge', request.ip);
      void reply.header('Cache-Control', 'no-store');
      return services.captcha.challenge();
    },
  );

  /** The clinic's and the site's windows that have not ended, and the clinic's time zone. */
  const noticeFor = async (centerId: number) => {
    const center = await centers.findRow(centerId);
    if (!center) throw problems.notFound('The center was not found.');
    const clinic = await centers.getMaintenanceDetails(center.id);
    const site = await services.siteMaintenance.window();
    const now = services.clock.now();
    return {
      clinic: clinic.startMaintenanceDateTimeUtc ? { startsAtUtc: clinic.startMaintenanceDateTimeUtc, endsAtUtc: clinic.endMaintenanceDateTimeUtc } : null,
      site: site && Date.parse(site.endsAtUtc) > now ? { startsAtUtc: site.startsAtUtc, endsAtUtc: site.endsAtUtc } : null,
      timeZone: center.time_zone,
    };
  };

  route.get<{ Querystring: { ivfCenterId: number } }>(
    '/MaintenanceNotice',
    {
      operationId: 'getMaintenanceNotice',
      summary: "The clinic's and the whole site's maintenance windows that have not ended, for the sign-in page",
      querystring: Type.Object({ ivfCenterId: IdParam }),
      ok: { 200: MaintenanceNotice },
    },
    async (request) => noticeFor(request.query.ivfCenterId),
  );

  // By site address, as IvfCenterFromUrl: the SPA's start-up asks it beside that lookup, not after it.
  route.get<{ Querystring: { ivfCenterUrl: string } }>(
    '/MaintenanceNoticeFromUrl',
    {
      operationId: 'getMaintenanceNoticeBySiteAddress',
      summary: 'The maintenance notice of the clinic of a site address (host, host:port or URL); 422 when none',
      querystring: CenterUrlQuery,
      ok: { 200: MaintenanceNotice },
    },
    async (request) => noticeFor(await centers.findCenterIdFromUrl(request.query.ivfCenterUrl)),
  );
});
