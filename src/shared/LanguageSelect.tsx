// The language picker of both areas' headers: the languages the server offers that the portal
// speaks (its own four until the server's list is known); choosing one rebuilds the view in it and
// stores the choice (changeLanguage).
import { Select, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../contract/api/centers.ts';
import { changeLanguage } from '../i18n/createI18n.ts';
import { supportedLocales, toPortalLocale } from '../i18n/locales.ts';
import { testSid } from './testSid.ts';
import { PHONE_MEDIA } from './useIsPhone.ts';

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  label: { fontSize: tokens.fontSizeBase200, color: tokens.colorNeutralForeground2 },
  // Beside a logo on a phone's one-line header the chosen language's name says enough; the label
  // stays for screen readers.
  labelHiddenOnPhone: {
    [PHONE_MEDIA]: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' },
  },
});

/** The portal's own languages, offered while the server's list loads or when it cannot be read. */
export const builtInLocales: Locale[] = [
  { name: 'en-US', displayText: 'English (US)' },
  { name: 'en-GB', displayText: 'English (UK)' },
  { name: 'es', displayText: 'Español' },
  { name: 'fr', displayText: 'Français' },
];

export interface LanguageSelectProps {
  /** The base of the select's id. */
  idBase: string;
  label: string;
  /** The server's list; undefined while it loads. */
  locales: readonly Locale[] | undefined;
  /** The select's test hook (embryo-test-sid). */
  sid: string;
  /** Hide the visible label on a phone (it stays the select's accessible name). */
  labelHiddenOnPhone?: boolean;
}

export function LanguageSelect(props: LanguageSelectProps) {
  const styles = useStyles();
  const { i18n } = useTranslation();
  const id = useId(props.idBase);
  const options = (props.locales ?? builtInLocales).filter((locale) => toPortalLocale(locale.name) !== null);
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={mergeClasses(styles.label, props.labelHiddenOnPhone && styles.labelHiddenOnPhone)}>
        {props.label}
      </label>
      <Select
        id={id}
        size="small"
        value={i18n.language}
        select={testSid(props.sid)}
        onChange={(_event, data) => {
          const next = toPortalLocale(data.value);
          if (next && supportedLocales.includes(next)) void changeLanguage(i18n, next);
        }}
      >
        {options.map((locale) => (
          <option key={locale.name} value={toPortalLocale(locale.name) ?? locale.name} lang={locale.name}>
            {locale.displayText}
          </option>
        ))}
      </Select>
    </div>
  );
}
