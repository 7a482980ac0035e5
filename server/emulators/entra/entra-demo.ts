// The demo tenant of the Entra ID emulator (architecture §9): its two app registrations and the
// staff who sign in to it. Pure data: the emulator, the demo seed (staff records and their clinics)
// and the tests read it. Every demo staff password is `Staff-Demo-2026!`.
import type { StaffRole } from '../../../contract/api/admin.ts';
import { emulatedEntra } from '../../entra-settings.ts';

export interface DemoStaff {
  userName: string;
  oid: string;
  name: string;
  roles: StaffRole[];
  /** The clinics a ClinicAdmin serves (granted in the demo seed); others read every clinic. */
  clinicIds: number[];
}

export const STAFF_DEMO_PASSWORD = 'Staff-Demo-2026!';

const demoStaff: DemoStaff[] = [
  { userName: 'nadia.admin@northside.example', oid: '3f6c2a1e-7b4d-4e8a-9c21-5d0e8f7a6b11', name: 'Nadia Okonkwo', roles: ['ClinicAdmin'], clinicIds: [1] },
  { userName: 'theo.admin@thames.example', oid: '8a1d4c7e-2f5b-4a9c-8e31-6b2f0d9c7a22', name: 'Theo Marsh', roles: ['ClinicAdmin'], clinicIds: [2] },
  { userName: 'sasha.support@cryo.example', oid: 'c5e9b3d2-6a8f-4b1e-a742-9f3c1e8d5b33', name: 'Sasha Lind', roles: ['Support'], clinicIds: [] },
  { userName: 'pat.platform@cryo.example', oid: 'e2b7f4a9-1c3d-4f6e-b853-0a4d2c6e9f44', name: 'Pat Rivera', roles: ['PlatformAdmin'], clinicIds: [] },
];

export const entraDemo = {
  tenantId: emulatedEntra.tenantId,
  spaClientId: emulatedEntra.spaClientId,
  apiClientId: emulatedEntra.apiClientId,
  apiAppIdUri: 'api://cryo-portal-api',
  apiScopeName: 'access_as_user',
  /** The delegated scope as the SPA asks for it (Entra picks the API by this prefix; `scp` carries the last segment). */
  apiScope: emulatedEntra.apiScope,
  appRoles: ['ClinicAdmin', 'Support', 'PlatformAdmin'] as const satisfies readonly StaffRole[],
  staff: demoStaff,
};
