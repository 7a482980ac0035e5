// /api/Admin/Banners: banners of a clinic or of every clinic, with a text per locale.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Banner, BannerInput, BannerParams, ModerationQuery } from '../../../contract/api/admin.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';
import { originOf, staffOf } from './staff-authentication.ts';
import { staffSecurity, tags } from './admin-common.ts';

export const bannerRoutes: FastifyPluginAsync<RouteOptions> = (app, { services }) => {
  const { content } = services.staff;

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
  return Promise.resolve();
};
