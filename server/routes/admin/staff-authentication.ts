// The one check every /api/Admin/… route plugin starts with (issue 12): an Entra ID access token,
// verified before anything else — 401 when missing, forged, expired or of another tenant; 403
// without a portal role (resolveStaff) — and the staff member it names, for the handlers.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.ts';
import { bearerToken } from '../../plugins/authentication.ts';
import type { Clock } from '../../services/clock.ts';
import type { RequestOrigin } from '../../services/staff/audit-trail.ts';
import { resolveStaff, staffProblems, type StaffContext } from '../../services/staff/staff-access.ts';
import type { StaffTokenVerifier } from '../../services/staff-tokens.ts';

const staffByRequest = new WeakMap<FastifyRequest, StaffContext>();

/** Adds the staff token check to a route plugin; `verifier` null: staff sign-in is not configured and every call is refused. */
export function authenticateStaff(app: FastifyInstance, deps: { verifier: StaffTokenVerifier | null; db: Db; clock: Clock }): void {
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) throw staffProblems.unauthorized();
    if (!deps.verifier) throw staffProblems.unauthorized('Staff sign-in is not configured on this server.');
    const result = await deps.verifier.verify(token);
    if (!result.ok) throw staffProblems.unauthorized(result.reason === 'expired' ? 'Your staff sign-in has expired. Sign in again.' : 'The staff access token is not valid.');
    staffByRequest.set(request, await resolveStaff(deps.db, deps.clock, result.principal));
  });
}

/** The staff member the request's token named (fails closed when the check did not run). */
export function staffOf(request: FastifyRequest): StaffContext {
  const staff = staffByRequest.get(request);
  if (!staff) throw staffProblems.unauthorized();
  return staff;
}

/** Where a staff request came from, as the audit log keeps it. */
export const originOf = (request: FastifyRequest): RequestOrigin => ({ requestId: request.id, ip: request.ip });
