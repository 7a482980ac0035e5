// The console's language switch, fed by GET /api/Admin/Locale (spec §6: the admin loads locales from
// an admin endpoint). The choice is stored like the member side's, and the view is rebuilt in it.
// When the list cannot be read, the portal's own four languages are offered (and the failure logged).
import { useEffect, useState } from 'react';
import { makeStyles, Select, tokens, useId } from '@fluentui/react-components';
import type { Locale } from '../../../../server/contract/centers.ts';
import { changeLanguage } from '../../../i18n/createI18n.ts';
import { supportedLocales, toPortalLocale } from '../../../i18n/locales.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { testSid } from '../../../shared/testSid.ts';
import { adminStrings } from '../adminStrings.ts';
import { useStaffApi } from '../session/StaffSessionContext.tsx';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  label: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
});

const builtIn: Locale[] = [
  { name: 'en-US', displayText: 'English (US)' },
  { name: 'en-GB', displayText: 'English (UK)' },
  { name: 'es', displayText: 'Español' },
  { name: 'fr', displayText: 'Français' },
];

/** Read once per page load (per API client): the list does not change while someone works. */
const cache = new WeakMap<object, Promise<Locale[]>>();

export function AdminLanguageSwitch() {
  const styles = useStyles();
  const { t, i18n } = useNamespace('admin', adminStrings);
  const api = useStaffApi();
  const id = useId('admin-language');
  const [locales, setLocales] = useState<Locale[]>(builtIn);

  useEffect(() => {
    let live = true;
    let list = cache.get(api);
    if (!list) {
      list = api.locales().catch((error: unknown) => {
        console.warn('Staff locale list could not be loaded', error);
        cache.delete(api);
        return builtIn;
      });
      cache.set(api, list);
    }
    void list.then((answer) => {
      if (live) setLocales(answer.filter((locale) => toPortalLocale(locale.name) !== null));
    });
    return () => {
      live = false;
    };
  }, [api]);

  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {t('language')}
      </label>
      <Select
        id={id}
        size="small"
        value={i18n.language}
        select={testSid('admin-language-switch')}
        onChange={(_event, data) => {
          const next = toPortalLocale(data.value);
          if (next && supportedLocales.includes(next)) void changeLanguage(i18n, next);
        }}
      >
        {locales.map((locale) => (
          <option key={locale.name} value={toPortalLocale(locale.name) ?? locale.name} lang={locale.name}>
            {locale.displayText}
          </option>
        ))}
      </Select>
    </div>
  );
}
