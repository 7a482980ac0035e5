// The language picker of both areas' headers: the languages the server offers that the portal
// speaks (its own four until the server's list is known); choosing one rebuilds the view in it and
// stores the choice (changeLanguage). While the language's strings load the picker shows the choice;
// when they cannot be loaded (the network dropped them) it says so under the picker, in the page's
// language, and shows the language the page is still in.
import { Button, Select, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../contract/api/centers.ts';
import { changeLanguage } from '../i18n/createI18n.ts';
import { supportedLocales, toPortalLocale, type PortalLocale } from '../i18n/locales.ts';
import { testSid } from './testSid.ts';
import { PHONE_MEDIA } from './useIsPhone.ts';

const useStyles = makeStyles({
  root: { position: 'relative', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS },
  // Under the picker, over what follows it (the header keeps its height), until dismissed or the next
  // choice.
  failed: {
    position: 'absolute',
    top: `calc(100% + ${tokens.spacingVerticalXS})`,
    right: 0,
    zIndex: 1,
    width: 'max-content',
    maxWidth: 'min(280px, calc(100vw - 32px))',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteRedBorder1}`,
    backgroundColor: tokens.colorPaletteRedBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow8,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'normal',
    display: 'flex',
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalS,
    // On a phone the picker is in the menu drawer: the message takes the drawer's width below it.
    [PHONE_MEDIA]: { position: 'static', flexBasis: '100%', width: 'auto', maxWidth: 'none' },
  },
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
  const { t, i18n } = useTranslation();
  const id = useId(props.idBase);
  const messageId = useId(`${props.idBase}-failed`);
  const options = (props.locales ?? builtInLocales).filter((locale) => toPortalLocale(locale.name) !== null);
  // The choice whose strings are loading, and the name of the last one that could not be loaded.
  const [pending, setPending] = useState<PortalLocale | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const choose = (next: PortalLocale) => {
    setFailed(null);
    setPending(next);
    const name = options.find((locale) => toPortalLocale(locale.name) === next)?.displayText ?? next;
    changeLanguage(i18n, next).then(
      (applied) => {
        if (applied) setPending((current) => (current === next ? null : current));
      },
      () => {
        setPending((current) => (current === next ? null : current));
        setFailed(name);
      },
    );
  };
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={mergeClasses(styles.label, props.labelHiddenOnPhone && styles.labelHiddenOnPhone)}>
        {props.label}
      </label>
      <Select
        id={id}
        size="small"
        value={pending ?? i18n.language}
        aria-busy={pending !== null}
        aria-describedby={failed ? messageId : undefined}
        select={testSid(props.sid)}
        onChange={(_event, data) => {
          const next = toPortalLocale(data.value);
          if (next && supportedLocales.includes(next)) choose(next);
        }}
      >
        {options.map((locale) => (
          <option key={locale.name} value={toPortalLocale(locale.name) ?? locale.name} lang={locale.name}>
            {locale.displayText}
          </option>
        ))}
      </Select>
      {failed && (
        <span id={messageId} role="alert" className={styles.failed} {...testSid(`${props.sid}-failed`)}>
          <span>{t('languageNotLoaded', { language: failed })}</span>
          <Button size="small" appearance="transparent" onClick={() => setFailed(null)}>
            {t('dismiss')}
          </Button>
        </span>
      )}
    </div>
  );
}
