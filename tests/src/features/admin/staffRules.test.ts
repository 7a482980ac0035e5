import { STAFF_HOME, staffReturnPath } from '../../../../src/features/admin/staff-auth/StaffAuth';
import { mayAct, mayManageStaff, primaryRole, staffNavigation } from '../../../../src/features/admin/staffPermissions';
import { makeStaffSession, platformSession, supportSession } from '../../support/renderWithServices';

describe('staffReturnPath (where sign-in comes back to)', () => {
  it.each<[string | null | undefined, string]>([
    ['/admin/members/12', '/admin/members/12'],
    ['/admin/queue?state=EDON&page=2', '/admin/queue?state=EDON&page=2'],
    ['/admin', '/admin'],
    [null, STAFF_HOME],
    ['', STAFF_HOME],
    ['/member/home', STAFF_HOME],
    ['/administrator', STAFF_HOME],
    ['//evil.example/admin', STAFF_HOME],
    ['https://evil.example/admin/queue', STAFF_HOME],
    ['/admin\\..\\member', STAFF_HOME],
    ['/admin/../member/home', STAFF_HOME],
    ['/admin/sign-in?next=/admin/audit', STAFF_HOME],
    ['/admin/signed-out', STAFF_HOME],
    ['/admin/auth/redirect#code=abc', STAFF_HOME],
  ])('%p → %p', (next, expected) => {
    expect(staffReturnPath(next)).toBe(expected);
  });
});

describe('staff permissions', () => {
  it('lets clinic and platform administrators act, never Support', () => {
    expect(mayAct(makeStaffSession())).toBe(true);
    expect(mayAct(platformSession())).toBe(true);
    expect(mayAct(supportSession())).toBe(false);
  });

  it('opens the staff page to platform administrators only', () => {
    expect(mayManageStaff(platformSession())).toBe(true);
    expect(mayManageStaff(makeStaffSession())).toBe(false);
    expect(mayManageStaff(supportSession())).toBe(false);
  });

  it('takes the highest role as the one that decides', () => {
    expect(primaryRole({ roles: ['Support', 'PlatformAdmin'] })).toBe('PlatformAdmin');
    expect(primaryRole({ roles: ['ClinicAdmin', 'Support'] })).toBe('ClinicAdmin');
    expect(primaryRole({ roles: [] })).toBeNull();
  });

  it.each([
    ['ClinicAdmin', makeStaffSession(), ['queue', 'consents', 'moderation', 'members', 'banners', 'maintenance', 'audit', 'telemetry']],
    ['Support', supportSession(), ['queue', 'consents', 'moderation', 'members', 'banners', 'maintenance', 'audit', 'telemetry']],
    ['PlatformAdmin', platformSession(), ['queue', 'consents', 'moderation', 'members', 'banners', 'maintenance', 'audit', 'staff', 'telemetry']],
  ])('navigation of a %s', (_role, session, keys) => {
    const items = staffNavigation(session);
    expect(items.map((item) => item.key)).toEqual(keys);
    expect(items.find((item) => item.key === 'telemetry')?.to).toBe('/admin/telemetry');
  });
});
