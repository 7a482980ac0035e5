// Site-wide maintenance: switched on by configuration, or by a PlatformAdmin in the staff console
// (kept in the database, read through a short cache). Staff calls stay open, so it can be ended.
import type { FastifyInstance } from 'fastify';
import { problems } from '../http-problem.ts';
import type { AppServices } from '../services/app-services.ts';

/**
 * Calls that still answer while the whole site is in maintenance (the SPA needs them to show it): a
 * path ending in `/` covers what is under it, any other only itself.
 */
const siteMaintenanceExempt = [
  '/api/Configuration',
  '/api/Locale',
  '/api/Auth/MaintenanceNotice',
  '/api/Auth/MaintenanceNoticeFromUrl',
  '/api/openapi.json',
  '/api/assets/',
  '/api/health/',
  '/api/Admin/',
];

function isExempt(url: string): boolean {
  const path = url.split('?', 1)[0] ?? url;
  return siteMaintenanceExempt.some((exempt) => (exempt.endsWith('/') ? path.startsWith(exempt) : path === exempt));
}

export function registerSiteMaintenance(app: FastifyInstance, { config, siteMaintenance }: AppServices): void {
  app.addHook('onRequest', async (request) => {
    const url = request.url;
    if (!url.startsWith('/api/') || isExempt(url)) return;
    if (config.siteMaintenance || (await siteMaintenance.isActive())) throw problems.siteInMaintenance();
  });
}
