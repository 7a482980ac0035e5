// Banners (/admin/banners, issue 12): the messages members of one's clinics see after signing in,
// current, scheduled and ended, newest first. A ClinicAdmin writes one for a clinic of theirs with a
// text per language, a style, a start and an optional end, previewed as members will see it, and can
// end it at once; a PlatformAdmin may also write one for every clinic. Support only reads.
import { useState } from 'react';
import { Body1, Button, Caption1, Field, Input, makeStyles, MessageBar, MessageBarBody, Select, Spinner, Subtitle2, Textarea, Title2, tokens } from '@fluentui/react-components';
import type { Banner, BannerInput, BannerTexts, ClinicRef } from '../../../../contract/api/admin.ts';
import { useNamespace } from '../../../i18n/useNamespace.ts';
import { testSid } from '../../../shared/testSid.ts';
import { useAsync } from '../../../shared/useAsync.ts';
import { useNow } from '../../../shared/useNow.ts';
import { ActionNotice } from '../ActionNotice.tsx';
import { AdminDialog } from '../AdminDialog.tsx';
import { LoadedList } from '../LoadedList.tsx';
import { useStaffApi, useStaffSession } from '../session/StaffSessionContext.tsx';
import { StaffErrorMessage } from '../StaffErrorMessage.tsx';
import { mayAct } from '../staffPermissions.ts';
import { useAdminText } from '../useAdminText.ts';
import { useDialogState } from '../useDialogState.ts';
import { useItemListStyles } from '../useItemListStyles.ts';
import { contentStrings } from './contentStrings.ts';
import { browserTimeZone, fromLocalInput, toLocalInput } from './localDateTime.ts';

const locales = ['en-US', 'en-GB', 'es', 'fr'] as const;
type BannerLocale = (typeof locales)[number];
const bannerStyles = ['info', 'warning', 'error', 'success'] as const;

const useStyles = makeStyles({
  top: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'end', justifyContent: 'space-between' },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  half: { flex: '1 1 200px', minWidth: 0 },
  fieldset: { border: 'none', margin: 0, padding: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  legend: { padding: 0, fontWeight: tokens.fontWeightSemibold },
  preview: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

function stateOf(banner: Banner, now: number): 'current' | 'scheduled' | 'ended' {
  if (banner.endsAtUtc !== null && Date.parse(banner.endsAtUtc) <= now) return 'ended';
  return Date.parse(banner.startsAtUtc) > now ? 'scheduled' : 'current';
}

const firstText = (texts: BannerTexts) => locales.map((locale) => texts[locale]).find((text) => text) ?? '';

export function BannersPage() {
  const styles = useStyles();
  const items = useItemListStyles();
  const { t } = useNamespace('adminContent', contentStrings);
  const text = useAdminText();
  const api = useStaffApi();
  const session = useStaffSession();
  const banners = useAsync((signal) => api.banners(undefined, signal), [api]);
  const editing = useDialogState<{ banner: Banner | null }>();
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [ending, setEnding] = useState<number | null>(null);
  const canAct = mayAct(session);
  const clinicName = (id: number | null) => (id === null ? t('everyClinic') : (session.clinics.find((clinic) => clinic.id === id)?.name ?? String(id)));
  const mayChange = (banner: Banner) => canAct && (banner.clinicId !== null || session.isPlatformAdmin);
  const now = useNow(1000);

  const end = async (banner: Banner) => {
    setEnding(banner.id);
    setError(null);
    setMessage(null);
    try {
      await api.endBanner(banner.id);
      setMessage(t('banners.ended'));
      banners.reload();
    } catch (failure) {
      setError(failure);
    } finally {
      setEnding(null);
    }
  };

  return (
    <section className={items.root} aria-labelledby="banners-title">
      <div className={styles.top}>
        <Title2 as="h1" id="banners-title">
          {t('banners.heading')}
        </Title2>
        {canAct ? (
          <Button appearance="primary" onClick={() => editing.show({ banner: null })} embryo-test-sid="admin-banner-new">
            {t('banners.create')}
          </Button>
        ) : null}
      </div>
      <Body1 as="p">{t('banners.intro')}</Body1>
      {canAct ? null : <Body1 as="p">{t('readOnly')}</Body1>}
      <ActionNotice text={message} />
      {error ? <StaffErrorMessage error={error} /> : null}
      <LoadedList state={banners} empty={t('banners.empty')}>
        {(list) => (
          <ul className={items.list} aria-label={t('banners.list')}>
            {list.map((banner) => {
              const state = stateOf(banner, now);
              const words = firstText(banner.texts);
              return (
                <li key={banner.id} className={items.item} embryo-test-sid={`admin-banner-${String(banner.id)}`}>
                  <MessageBar intent={banner.styleId} layout="multiline">
                    <MessageBarBody>{words}</MessageBarBody>
                  </MessageBar>
                  <div className={items.facts}>
                    <Caption1>{t(`banners.state.${state}`)}</Caption1>
                    <Caption1>
                      {t('banners.where')}: {clinicName(banner.clinicId)}
                    </Caption1>
                    <Caption1>
                      {banner.endsAtUtc
                        ? t('banners.fromTo', { start: text.dateTime(banner.startsAtUtc), end: text.dateTime(banner.endsAtUtc) })
                        : t('banners.from', { start: text.dateTime(banner.startsAtUtc) })}
                    </Caption1>
                    <Caption1>
                      {locales
                        .filter((locale) => banner.texts[locale])
                        .map((locale) => t(`banners.language.${locale}`))
                        .join(' · ')}
                    </Caption1>
                  </div>
                  {mayChange(banner) && state !== 'ended' ? (
                    <div className={items.actions}>
                      <Button onClick={() => editing.show({ banner })} aria-label={t('banners.editAria', { text: words })}>
                        {t('banners.edit')}
                      </Button>
                      <Button
                        disabledFocusable={ending !== null}
                        onClick={() => void end(banner)}
                        aria-label={t('banners.endAria', { text: words })}
                        icon={ending === banner.id ? <Spinner size="tiny" /> : undefined}
                        embryo-test-sid={`admin-banner-end-${String(banner.id)}`}
                      >
                        {t('banners.end')}
                      </Button>
                    </div>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </LoadedList>
      {editing.value ? (
        <BannerDialog
          key={editing.key}
          open={editing.open}
          banner={editing.value.banner}
          clinics={session.clinics}
          everyClinic={session.isPlatformAdmin}
          onClose={(saved) => {
            editing.hide();
            if (saved) {
              setMessage(t('banners.saved'));
              banners.reload();
            }
          }}
        />
      ) : null}
    </section>
  );
}

interface BannerDialogProps {
  open: boolean;
  banner: Banner | null;
  clinics: readonly ClinicRef[];
  everyClinic: boolean;
  onClose: (saved: boolean) => void;
}

function BannerDialog(props: BannerDialogProps) {
  const styles = useStyles();
  const { t } = useNamespace('adminContent', contentStrings);
  const api = useStaffApi();
  const { banner } = props;
  const [clinic, setClinic] = useState(banner ? String(banner.clinicId ?? 'all') : String(props.clinics[0]?.id ?? 'all'));
  const [texts, setTexts] = useState<Record<BannerLocale, string>>({
    'en-US': banner?.texts['en-US'] ?? '',
    'en-GB': banner?.texts['en-GB'] ?? '',
    es: banner?.texts.es ?? '',
    fr: banner?.texts.fr ?? '',
  });
  const [styleId, setStyleId] = useState<Banner['styleId']>(banner?.styleId ?? 'info');
  const [start, setStart] = useState(toLocalInput(banner?.startsAtUtc ?? new Date().toISOString()));
  const [end, setEnd] = useState(toLocalInput(banner?.endsAtUtc));
  const [problems, setProblems] = useState<{ texts?: string; start?: string; end?: string }>({});
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const written = locales.filter((locale) => texts[locale].trim() !== '');

  const save = async () => {
    const startsAtUtc = fromLocalInput(start);
    const endsAtUtc = end.trim() === '' ? null : fromLocalInput(end);
    const found: typeof problems = {};
    if (written.length === 0) found.texts = t('banners.textsRequired');
    if (!startsAtUtc) found.start = t('banners.startRequired');
    if (end.trim() !== '' && (!endsAtUtc || (startsAtUtc && Date.parse(endsAtUtc) <= Date.parse(startsAtUtc)))) found.end = t('banners.endAfterStart');
    setProblems(found);
    if (found.texts || found.start || found.end || !startsAtUtc) return;
    const input: BannerInput = {
      clinicId: clinic === 'all' ? null : Number(clinic),
      texts: Object.fromEntries(written.map((locale) => [locale, texts[locale].trim()])),
      styleId,
      startsAtUtc,
      endsAtUtc,
    };
    setBusy(true);
    setError(null);
    try {
      if (banner) await api.updateBanner(banner.id, input);
      else await api.createBanner(input);
      props.onClose(true);
    } catch (failure) {
      setBusy(false);
      setError(failure);
    }
  };

  return (
    <AdminDialog
      open={props.open}
      title={banner ? t('banners.formEdit') : t('banners.formNew')}
      busy={busy}
      confirmLabel={t('banners.save')}
      cancelLabel={t('cancel')}
      confirmSid="admin-banner-save"
      onConfirm={() => void save()}
      onCancel={() => props.onClose(false)}
      contentClassName={styles.form}
    >
      <div className={styles.row}>
        <Field className={styles.half} label={t('banners.where')}>
          <Select value={clinic} onChange={(_event, data) => setClinic(data.value)} embryo-test-sid="admin-banner-clinic">
            {props.clinics.map((option) => (
              <option key={option.id} value={String(option.id)}>
                {option.name}
              </option>
            ))}
            {props.everyClinic ? <option value="all">{t('everyClinic')}</option> : null}
          </Select>
        </Field>
        <Field className={styles.half} label={t('banners.style')}>
          <Select value={styleId} onChange={(_event, data) => setStyleId(bannerStyles.find((option) => option === data.value) ?? 'info')}>
            {bannerStyles.map((option) => (
              <option key={option} value={option}>
                {t(`banners.styles.${option}`)}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('banners.texts')}</legend>
        <Caption1>{t('banners.textsHint')}</Caption1>
        {locales.map((locale) => (
          <Field key={locale} label={t(`banners.language.${locale}`)} validationMessage={locale === 'en-US' ? problems.texts : undefined}>
            <Textarea
              value={texts[locale]}
              maxLength={500}
              resize="vertical"
              onChange={(_event, data) => setTexts((current) => ({ ...current, [locale]: data.value }))}
              textarea={testSid(`admin-banner-text-${locale}`)}
            />
          </Field>
        ))}
      </fieldset>
      <div className={styles.row}>
        <Field className={styles.half} label={t('banners.start')} validationMessage={problems.start} required>
          <Input type="datetime-local" value={start} onChange={(_event, data) => setStart(data.value)} input={testSid('admin-banner-start')} />
        </Field>
        <Field className={styles.half} label={t('banners.end_')} validationMessage={problems.end}>
          <Input type="datetime-local" value={end} onChange={(_event, data) => setEnd(data.value)} input={testSid('admin-banner-end')} />
        </Field>
      </div>
      <Caption1>{t('banners.zoneHint', { zone: browserTimeZone() })}</Caption1>
      <div className={styles.preview}>
        {written.length === 0 ? <Caption1>{t('banners.previewEmpty')}</Caption1> : null}
        {written.map((locale) => (
          <div key={locale} className={styles.preview}>
            <Subtitle2 as="h3">{t('banners.preview', { language: t(`banners.language.${locale}`) })}</Subtitle2>
            <MessageBar intent={styleId} layout="multiline">
              <MessageBarBody>{texts[locale].trim()}</MessageBarBody>
            </MessageBar>
          </div>
        ))}
      </div>
      {error ? <StaffErrorMessage error={error} /> : null}
    </AdminDialog>
  );
}
