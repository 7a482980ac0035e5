// The console's language switch, fed by GET /api/Admin/Locale (spec §6: the admin loads locales from
// an admin endpoint). The choice is stored like the member side's, and the view is rebuilt in it.
// When the list cannot be read, the portal's own four languages are offered (and the failure logged).
import { useEffect, useState } from 'react';
import type { Locale } from '../../../../contract/api/centers.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { builtInLocales, LanguageSelect } from '../../../shared/LanguageSelect.tsx';
import { adminStrings } from '../adminStrings.ts';
import { useStaffApi } from '../session/StaffSessionContext.tsx';

/** Read once per page load (per API client): the list does not change while someone works. */
const cache = new WeakMap<object, Promise<Locale[]>>();

export function AdminLanguageSwitch() {
  const { t } = useNamespace('admin', adminStrings);
  const api = useStaffApi();
  const [locales, setLocales] = useState<Locale[]>(builtInLocales);

  useEffect(() => {
    let live = true;
    let list = cache.get(api);
    if (!list) {
      list = api.locales().catch((error: unknown) => {
        console.warn('Staff locale list could not be loaded', error);
        cache.delete(api);
        return builtInLocales;
      });
      cache.set(api, list);
    }
    void list.then((answer) => {
      if (live) setLocales(answer);
    });
    return () => {
      live = false;
    };
  }, [api]);

  return <LanguageSelect idBase="admin-language" label={t('language')} locales={locales} sid="admin-language-switch" />;
}
