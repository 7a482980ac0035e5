// "My consent records": every sign and withdraw the member made online (append-only records,
// architecture §5), newest first, with a print button. *View the terms signed* shows the exact text a
// signature named, as the API kept it, so it prints with the records. Printing marks the page so the print
// stylesheet below shows only this dialog's records (no navigation, header or footer).
import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Subtitle2,
  makeStyles,
  mergeClasses,
  tokens,
} from '@fluentui/react-components';
import { makeStaticStyles } from '@griffel/react';
import { useState } from 'react';
import type { Document } from '@contentful/rich-text-types';
import type { ConsentRecord, ConsentTerms } from '../../../contract/api/member-area.ts';
import type { FreezeEvent } from '../../../contract/api/members.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { formatDateTime } from '../../shared/format/formatDateTime.ts';
import { ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { RichText } from '../../shared/RichText.tsx';
import { useServices } from '../../services/ServicesContext.tsx';
import type { AsyncState } from '../../shared/useAsync.ts';
import { memberStrings } from './memberStrings.ts';
import { saveBlob } from '../../shared/saveBlob.ts';
import { printScope } from '../../shared/printScope.ts';
import { StackedTable } from '../../shared/StackedTable.tsx';
import { usePhoneDialogStyles } from '../../shared/usePhoneDialogStyles.ts';
import type { ItemTypeCode } from '../../i18n/common/en-US.ts';

const PRINT_SCOPE = 'consent-records';

// Only while the member prints from this dialog: everything outside it is left out of the page.
const usePrintStyles = makeStaticStyles(
  `@media print {
  html[data-print-scope="${PRINT_SCOPE}"] body > *:not(:has([data-print-region="${PRINT_SCOPE}"])) { display: none !important; }
  html[data-print-scope="${PRINT_SCOPE}"] [data-print-hide] { display: none !important; }
}`,
);

const useStyles = makeStyles({
  surface: {
    maxWidth: 'min(960px, calc(100vw - 32px))',
    '@media print': {
      position: 'static',
      inset: 'auto',
      maxWidth: 'none',
      maxHeight: 'none',
      width: 'auto',
      overflow: 'visible',
      boxShadow: 'none',
      border: 'none',
      transform: 'none',
    },
  },
  backdrop: { '@media print': { display: 'none' } },
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, '@media print': { overflow: 'visible', maxHeight: 'none' } },
  meta: { color: tokens.colorNeutralForeground2 },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: tokens.spacingHorizontalS },
  terms: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
  },
});

export interface ConsentRecordsDialogProps {
  memberId: number;
  open: boolean;
  onClose: () => void;
  records: AsyncState<ConsentRecord[]> & { reload: () => void };
  freezeEvents: readonly FreezeEvent[];
  memberName: string;
  centerName: string;
  locale: string;
  timeZone: string;
}

export const printConsentRecords = () => printScope(PRINT_SCOPE);

export function ConsentRecordsDialog(props: ConsentRecordsDialogProps) {
  usePrintStyles();
  const styles = useStyles();
  const phoneDialog = usePhoneDialogStyles();
  const { t } = useNamespace('member', memberStrings);
  const { records, locale, timeZone } = props;
  const byId = new Map(props.freezeEvents.map((e) => [e.id, e]));
  const itemOf = (freezeEventId: number) => {
    const event = byId.get(freezeEventId);
    return event
      ? t('card.item', { type: t(`itemType.${event.itemTypeId as ItemTypeCode}`, { ns: 'common' }), count: t('home.count', { count: event.count }), id: event.id })
      : `#${freezeEventId}`;
  };
  const optionOf = (option: string) => t(`optionName.${option}`, { defaultValue: option });
  const { api } = useServices();
  const [terms, setTerms] = useState<{ hash: string; state: 'loading' | 'error' | ConsentTerms } | null>(null);
  const showTerms = (hash: string) => {
    if (terms?.hash === hash) {
      setTerms(null);
      return;
    }
    setTerms({ hash, state: 'loading' });
    api.members.consentTerms(props.memberId, hash, { skipNotification: true }).then(
      (loaded) => setTerms((current) => (current?.hash === hash ? { hash, state: loaded } : current)),
      () => setTerms((current) => (current?.hash === hash ? { hash, state: 'error' } : current)),
    );
  };

  const [downloading, setDownloading] = useState<number | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);
  const download = async (recordId: number) => {
    setDownloading(recordId);
    setDownloadFailed(false);
    try {
      saveBlob(await api.members.consentDocument(props.memberId, recordId, { skipNotification: true }), `consent-record-${recordId}.pdf`);
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(null);
    }
  };

  return (
    <Dialog open={props.open} onOpenChange={(_e, data) => (data.open ? undefined : props.onClose())}>
      <DialogSurface className={mergeClasses(styles.surface, phoneDialog.surface)} backdrop={{ className: styles.backdrop }} aria-describedby="consent-records-intro">
        <DialogBody className={phoneDialog.body} data-print-region={PRINT_SCOPE}>
          <DialogTitle>{t('consent.title')}</DialogTitle>
          <DialogContent className={styles.content}>
            <Body1 id="consent-records-intro">{t('consent.intro')}</Body1>
            <Body1 className={styles.meta}>{t('consent.for', { name: props.memberName, center: props.centerName, date: formatDate(new Date(), locale, timeZone) })}</Body1>
            {records.status === 'loading' ? <LoadingState label={t('consent.loading')} /> : null}
            {records.status === 'error' ? <ErrorState error={records.error} title={t('consent.failed')} onRetry={records.reload} /> : null}
            {records.status === 'success' && records.data.length === 0 ? <Body1>{t('consent.empty')}</Body1> : null}
            {records.status === 'success' && records.data.length > 0 ? (
              <StackedTable
                aria-label={t('consent.caption')}
                rows={records.data}
                rowKey={(record) => record.id}
                columns={[
                  { label: t('consent.when'), cell: (record) => formatDateTime(record.signedAtUtc, locale, timeZone) },
                  { label: t('consent.action'), cell: (record) => (record.action === 'sign' ? t('consent.sign') : t('consent.withdraw')) },
                  { label: t('consent.option'), cell: (record) => optionOf(record.option) },
                  { label: t('consent.items'), cell: (record) => itemOf(record.freezeEventId) },
                  {
                    label: t('consent.signedBy'),
                    cell: (record) =>
                      record.signer === 'coOwner'
                        ? record.identityCheck === 'link:last-name+date-of-birth'
                          ? t('consent.partnerByLink', { name: record.signedName })
                          : t('consent.partner', { name: record.signedName })
                        : record.signedName,
                  },
                  {
                    label: t('consent.terms'),
                    cell: (record) => (
                      <span className={styles.actions}>
                        {record.termsVersion}
                        {record.termsHash ? (
                          <Button size="small" appearance="subtle" data-print-hide="" aria-expanded={terms?.hash === record.termsHash} onClick={() => showTerms(record.termsHash)}>
                            {terms?.hash === record.termsHash ? t('consent.hideTerms') : t('consent.viewTerms')}
                          </Button>
                        ) : null}
                        <Button
                          size="small"
                          appearance="subtle"
                          data-print-hide=""
                          disabledFocusable={downloading === record.id}
                          aria-label={t('consent.pdfLabel', { date: formatDateTime(record.signedAtUtc, locale, timeZone) })}
                          onClick={() => void download(record.id)}
                          embryo-test-sid={`consent-record-pdf-${record.id}`}
                        >
                          {downloading === record.id ? t('consent.pdfBusy') : t('consent.pdf')}
                        </Button>
                      </span>
                    ),
                  },
                ]}
              />
            ) : null}
            {downloadFailed ? <ErrorState error={null} title={t('consent.pdfFailed')} /> : null}
            {terms?.state === 'loading' ? <LoadingState label={t('consent.termsLoading')} /> : null}
            {terms?.state === 'error' ? <ErrorState error={null} title={t('consent.termsFailed')} onRetry={() => showTerms(terms.hash)} /> : null}
            {terms && typeof terms.state === 'object' ? (
              <section aria-label={t('consent.termsTitle', { title: terms.state.title })} className={styles.terms}>
                <Subtitle2 as="h3">{t('consent.termsTitle', { title: terms.state.title })}</Subtitle2>
                <Body1 className={styles.meta}>
                  {t('consent.termsMeta', {
                    version: terms.state.version,
                    hash: terms.state.hash.slice(0, 16),
                    date: formatDateTime(terms.state.firstSignedAtUtc, locale, timeZone),
                  })}
                </Body1>
                <RichText document={terms.state.body as unknown as Document} baseHeadingLevel={4} />
              </section>
            ) : null}
          </DialogContent>
          <DialogActions data-print-hide="">
            <Button appearance="primary" disabled={records.status !== 'success' || records.data.length === 0} onClick={printConsentRecords} embryo-test-sid="consent-records-print">
              {t('consent.print')}
            </Button>
            <Button appearance="secondary" onClick={props.onClose}>
              {t('consent.close')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
