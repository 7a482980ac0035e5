// The language picker of both areas' headers: the languages the server offers that the portal
// speaks (its own four until the server's list is known); choosing one rebuilds the view in it and
// stores the choice (changeLanguage). While the language's strings load the picker shows the choice;
// when they cannot be loaded (the network dropped them) it says so under the picker, in the page's
// language, and shows the language the page is still in.
import { Button, Select, makeStyles, mergeClasses, tokens, useId } from '@fluentui/react-components';
import { useRef, useSyncExternalStore } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Locale } from '../../contract/api/centers.ts';
import { changeLanguage, keepCurrentLanguage } from '../i18n/createI18n.ts';
import { telemetry } from '../services/telemetry/telemetry.ts';
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
  },
  failedInFlowOnPhone: { [PHONE_MEDIA]: { position: 'static', flexBasis: '100%', width: 'auto', maxWidth: 'none' } },
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

/** What the language menus show of the choices of one i18n instance: kept here, so a menu drawn again (the phone's drawer reopened, the layout changed) still shows it. */
interface ChoiceView {
  /** The choice whose strings are loading. */
  pending: PortalLocale | null;
  /** The last choice whose strings could not be loaded, until dismissed or another choice. */
  failed: PortalLocale | null;
}

const idle: ChoiceView = { pending: null, failed: null };
const views = new WeakMap<I18n, ChoiceView>();
const viewListeners = new Set<() => void>();

function setView(instance: I18n, update: (view: ChoiceView) => ChoiceView): void {
  views.set(instance, update(views.get(instance) ?? idle));
  for (const listener of viewListeners) listener();
}

function subscribeViews(listener: () => void): () => void {
  viewListeners.add(listener);
  return () => viewListeners.delete(listener);
}

function choose(instance: I18n, next: PortalLocale): void {
  if (next === instance.language) {
    // Back to the page's language while another's strings load: that choice is dropped.
    keepCurrentLanguage(instance);
    setView(instance, () => idle);
    return;
  }
  setView(instance, () => ({ pending: next, failed: null }));
  changeLanguage(instance, next).then(
    (applied) => {
      if (applied) setView(instance, (view) => (view.pending === next ? idle : view));
    },
    (error: unknown) => {
      telemetry.trackException(error, { where: 'languageChange' });
      setView(instance, (view) => (view.pending === next ? { pending: null, failed: next } : view));
    },
  );
}

export function LanguageSelect(props: LanguageSelectProps) {
  const styles = useStyles();
  const { t, i18n } = useTranslation();
  const id = useId(props.idBase);
  const messageId = useId(`${props.idBase}-failed`);
  const selectRef = useRef<HTMLSelectElement>(null);
  const options = (props.locales ?? builtInLocales).filter((locale) => toPortalLocale(locale.name) !== null);
  const view = useSyncExternalStore(subscribeViews, () => views.get(i18n) ?? idle);
  const failedName = view.failed && (options.find((locale) => toPortalLocale(locale.name) === view.failed)?.displayText ?? view.failed);
  return (
    <div className={styles.root}>
      <label htmlFor={id} className={mergeClasses(styles.label, props.labelHiddenOnPhone && styles.labelHiddenOnPhone)}>
        {props.label}
      </label>
      <Select
        id={id}
        ref={selectRef}
        size="small"
        value={view.pending ?? i18n.language}
        aria-describedby={failedName ? messageId : undefined}
        select={testSid(props.sid)}
        onChange={(_event, data) => {
          const next = toPortalLocale(data.value);
          if (next && supportedLocales.includes(next)) choose(i18n, next);
        }}
      >
        {options.map((locale) => (
          <option key={locale.name} value={toPortalLocale(locale.name) ?? locale.name} lang={locale.name}>
            {locale.displayText}
          </option>
        ))}
      </Select>
      {failedName && (
        // Beside the logo in a one-line header the message floats under the menu; in the menu drawer it takes the drawer's width.
        <span role="alert" className={mergeClasses(styles.failed, !props.labelHiddenOnPhone && styles.failedInFlowOnPhone)} {...testSid(`${props.sid}-failed`)}>
          <span id={messageId}>{t('languageNotLoaded', { language: failedName })}</span>
          <Button
            size="small"
            appearance="transparent"
            onClick={() => {
              setView(i18n, (current) => ({ ...current, failed: null }));
              selectRef.current?.focus();
            }}
          >
            {t('dismiss')}
          </Button>
        </span>
      )}
    </div>
  );
}
