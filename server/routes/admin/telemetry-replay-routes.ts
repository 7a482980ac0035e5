// GET /api/Admin/Telemetry/Replays/{replayId} (issue 14): a kept session replay for the support
// dashboards' player — the masked rrweb events of all its chunks in order. Staff only, verified like
// every /api/Admin call (support-dashboard-routes.ts): 401 without a valid Entra token, 403 without a portal
// role. Support and PlatformAdmin read every clinic's replays; a ClinicAdmin only those recorded on
// their clinics' sites — any other (and one of no clinic) is the same 404 as a replay that does not
// exist. Each read is written to the audit log, like other staff reads of what a member did.
import { ReplayEvents, ReplayParams } from '../../../contract/api/telemetry.ts';
import { problems } from '../../http-problem.ts';
import { staffSecurity, tags } from './admin-common.ts';
import { originOf, staffOf } from './staff-authentication.ts';
import { routeModule } from '../route-declaration.ts';

const replayNotFound = () => problems.notFound('The replay was not found.');

export const telemetryReplayRoutes = routeModule({ tags, security: staffSecurity, params: ReplayParams }, (route, services) => {
  const { replays } = services;
  const { audit } = services.staff;

  route.get<{ Params: { replayId: string } }>(
    '/Telemetry/Replays/:replayId',
    { operationId: 'getSessionReplay', summary: 'A kept session replay: its masked rrweb events in order (the read is audited)', ok: { 200: ReplayEvents } },
    async (request, reply) => {
      const staff = staffOf(request);
      const { replayId } = request.params;
      const clinics = await replays.clinicsOf(replayId);
      if (clinics.length === 0) throw replayNotFound();
      // Every chunk's clinic must be one this person reads (a chunk of no clinic: every-clinic roles only).
      const readable = staff.readable;
      if (readable !== null && !clinics.every((clinicId) => clinicId !== null && readable.includes(clinicId))) throw replayNotFound();
      const replay = await replays.read(replayId);
      if (!replay) throw replayNotFound();
      await audit.record(staff, originOf(request), { action: 'telemetry.replay.read', centerId: clinics.length === 1 ? clinics[0]! : null, after: { replayId } });
      return reply.header('Cache-Control', 'no-store').send(replay);
    },
  );
});
