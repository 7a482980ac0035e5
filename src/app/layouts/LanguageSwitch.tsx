// Language switch fed by the server's locale list (spec §7 Locale); the choice is stored locally
// and the routed view is rebuilt by App when it changes. A failed list fetch is only logged.
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../../contract/api/centers.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { useAsync } from '../../shared/useAsync.ts';
import { builtInLocales, LanguageSelect } from '../../shared/LanguageSelect.tsx';

let cachedLocales: Promise<Locale[]> | null = null;

export interface LanguageSwitchProps {
  /** Hide the visible label on a phone (the header beside the logo). */
  labelHiddenOnPhone?: boolean;
}

export function LanguageSwitch(props: LanguageSwitchProps) {
  const { t } = useTranslation();
  const { api } = useServices();
  const locales = useAsync(() => {
    cachedLocales ??= api.configuration.locales({ skipErrorPolicy: true }).catch((error: unknown) => {
      console.warn('Locale list could not be loaded', error);
      cachedLocales = null;
      return builtInLocales;
    });
    return cachedLocales;
  }, [api]);
  return <LanguageSelect idBase="language" label={t('language')} locales={locales.data} sid="language-switch" labelHiddenOnPhone={props.labelHiddenOnPhone} />;
}
