// Whether this tab is signed in to the staff console (/admin). The staff area sets it when its session
// is ready and clears it on sign-out; the member area's guard reads it to send a staff member who opens
// a member page back to the console instead of to the member sign-in. It is a hint for navigation
// only: a staff token never opens a member route on the API.
const key = 'portal:staff-console';

export function markStaffConsole(signedIn: boolean): void {
  try {
    if (signedIn) sessionStorage.setItem(key, '1');
    else sessionStorage.removeItem(key);
  } catch {
    // Without storage the member area behaves as for anyone signed out.
  }
}

export function isStaffConsoleOpen(): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}
