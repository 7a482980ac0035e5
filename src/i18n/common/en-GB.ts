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
  analytics: { ...enUS.analytics, body: 'May we use cookies to measure how the portal is used, so that we can improve it? Nothing that identifies you is sent.' },
  status: { ...enUS.status, TPGS: 'Thawed for genetic testing', CABN: 'Closed (abandoned)' },
};
