// The route template of an address, the only name a page view goes by (issue 14): the member
// area's paths from the route catalogue (they have no parameters), the staff console's templates
// (`/admin/members/:memberId`) and the API's own paths with their ids as `{id}`. A path no
// template knows is given back with each run of two or more digits as `{id}`.
import { pathOfEntry, resolveRoute } from '../../guards/routeCatalog.ts';
import { scrubPath } from './scrub.ts';

/** The staff console's routes (src/features/admin/AdminApp.tsx), as react-router templates. */
const adminTemplates = [
  '/admin/members/:memberId',
  '/admin/queue',
  '/admin/consents',
  '/admin/moderation',
  '/admin/banners',
  '/admin/maintenance',
  '/admin/members',
  '/admin/audit',
  '/admin/staff',
  '/admin/sign-in',
  '/admin/signed-out',
  '/admin/auth/redirect',
  '/admin',
];

function matches(template: string, path: string): boolean {
  const t = template.split('/');
  const p = path.split('/');
  return t.length === p.length && t.every((part, index) => (part.startsWith(':') ? /^\d+$/.test(p[index] ?? '') : part === p[index]));
}

/** The template of a same-origin path, or undefined when no route of the SPA has it. */
export function knownRouteTemplate(pathname: string): string | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (clean === '/' || clean === '') return '/';
  const entry = resolveRoute(clean);
  if (entry) return pathOfEntry(entry);
  return adminTemplates.find((template) => matches(template, clean));
}

/** The name a page view of this path is sent with: its template, or the path with ids as `{id}`. */
export function routeTemplateOf(pathname: string): string {
  const path = pathname.replace(/[?#].*$/, '');
  return knownRouteTemplate(path) ?? scrubPath(path);
}
