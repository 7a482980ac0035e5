// GET /api/Locale (anonymous): the languages the portal offers.
import type { FastifyPluginAsync } from 'fastify';
import { Type } from '@sinclair/typebox';
import { Locale } from '../../../contract/api/centers.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { withProblems } from '../../plugins/problem-details.ts';
import type { RouteOptions } from '../../services/app-services.ts';

export const locales: Locale[] = [
  { name: 'en-US', displayText: 'English (US)' },
  { name: 'en-GB', displayText: 'English (UK)' },
  { name: 'es', displayText: 'Español' },
  { name: 'fr', displayText: 'Français' },
];

export const localeRoutes: FastifyPluginAsync<RouteOptions> = (app) => {
  app.get(
    '/Locale',
    {
      schema: {
        operationId: 'listLocales',
        security: anonymousAccess,
        tags: ['Configuration'],
        summary: 'Languages the portal offers',
        response: withProblems({ 200: Type.Array(Locale) }),
      },
    },
    () => locales,
  );
  return Promise.resolve();
};
