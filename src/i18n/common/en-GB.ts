// Strings every area uses: English (UK).
import { enUS, type CommonStrings } from './en-US.ts';

export const strings: CommonStrings = {
  ...enUS,
  BadAlert: 'Something went wrong. Please try again, and contact your clinic if it keeps happening.',
  nav: { ...enUS.nav, search: 'Search donors' },
  banner: { ...enUS.banner, maintenance: 'Scheduled maintenance: the portal will be unavailable from {{start}}. Please save your work before then.' },
  errors: {
    ...enUS.errors,
    noCenterTitle: 'We could not recognise this clinic address',
    reloadTitle: 'Your account is taking longer than usual to load',
  },
  status: { ...enUS.status, TPGS: 'Thawed for genetic testing', CABN: 'Closed (abandoned)' },
};
