// Language switch fed by the server's locale list (spec §7 Locale); the choice is stored locally
// and the routed view is rebuilt by App when it changes. A failed list fetch is only logged.
import { Select, makeStyles, tokens, useId } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../server/contract/centers.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useAsync } from '../../shared/useAsync.ts';
import { changeLanguage } from '../../i18n/createI18n.ts';
import { supportedLocales, toPortalLocale } from '../../i18n/locales.ts';
import { testSid } from '../../shared/testSid.ts';

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

let cachedLocales: Promise<Locale[]> | null = null;

export function LanguageSwitch() {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const { api } = useServices();
  const id = useId('language');
  const locales = useAsync(() => {
    cachedLocales ??= api.configuration.locales({ skipErrorPolicy: true }).catch((error: unknown) => {
      console.warn('Locale list could not be loaded', error);
      cachedLocales = null;
      return builtIn;
    });
    return cachedLocales;
  }, [api]);
  const options = (locales.data ?? builtIn).filter((l) => toPortalLocale(l.name) !== null);
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={styles.label}>
        {t('language')}
      </label>
      <Select
        id={id}
        size="small"
        value={i18n.language}
        select={testSid('language-switch')}
        onChange={(_e, data) => {
          const next = toPortalLocale(data.value);
          if (!next || !supportedLocales.includes(next)) return;
          void changeLanguage(i18n, next);
        }}
      >
        {options.map((l) => (
          <option key={l.name} value={toPortalLocale(l.name) ?? l.name} lang={l.name}>
            {l.displayText}
          </option>
        ))}
      </Select>
    </div>
  );
}
