// GET /api/Locale (anonymous): the languages the portal offers.
import { Type } from '@sinclair/typebox';
import { Locale } from '../../../contract/api/centers.ts';
import { anonymousAccess } from '../../plugins/openapi.ts';
import { routeModule } from '../route-declaration.ts';

export const locales: Locale[] = [
  { name: 'en-US', displayText: 'English (US)' },
  { name: 'en-GB', displayText: 'English (UK)' },
  { name: 'es', displayText: 'Español' },
  { name: 'fr', displayText: 'Français' },
];

export const localeRoutes = routeModule({ tags: ['Configuration'], security: anonymousAccess }, (route) => {
  route.get('/Locale', { operationId: 'listLocales', summary: 'Languages the portal offers', ok: { 200: Type.Array(Locale) } }, () => locales);
});
