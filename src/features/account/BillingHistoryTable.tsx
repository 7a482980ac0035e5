// Billing history (MemberPaymentHistoryAll): dates and amounts in the clinic's currency culture,
// negatives in accounting style, sortable by date or amount and filterable by year; on a phone each
// entry is a block of labelled values (StackedTable).
import { useMemo, useState } from 'react';
import { Select, makeStyles, tokens, useId } from '@fluentui/react-components';
import type { PaymentHistoryEntry } from '../../../contract/api/members.ts';
import type { Center } from '../../../contract/api/centers.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { toPortalLocale } from '../../i18n/locales.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { formatAmount } from '../../shared/format/formatAmount.ts';
import { EmptyState } from '../../shared/PageState.tsx';
import { StackedTable } from '../../shared/StackedTable.tsx';
import { accountStrings } from './accountStrings.ts';

const useStyles = makeStyles({
  filter: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, marginBottom: tokens.spacingVerticalM },
  amount: { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  table: { '@media print': { fontSize: '10pt', color: tokens.colorNeutralForeground1 } },
  // A row never splits across pages; the header row repeats on each page (native thead).
  row: { '@media print': { breakInside: 'avoid' } },
});

type SortColumn = 'date' | 'amount';

export interface BillingHistoryTableProps {
  entries: PaymentHistoryEntry[];
  center: Center;
  /** Print version: no filter controls, sorted by date. */
  printable?: boolean;
}

export function BillingHistoryTable(props: BillingHistoryTableProps) {
  const styles = useStyles();
  const { t, i18n } = useNamespace('account', accountStrings);
  const locale = toPortalLocale(i18n.language) ?? 'en-US';
  const yearId = useId('year');
  const [year, setYear] = useState<string>('all');
  const [sort, setSort] = useState<{ column: SortColumn; direction: 'ascending' | 'descending' }>({ column: 'date', direction: 'descending' });
  const years = useMemo(() => [...new Set(props.entries.map((e) => e.date.slice(0, 4)))].sort().reverse(), [props.entries]);
  const rows = useMemo(() => {
    const filtered = year === 'all' ? props.entries : props.entries.filter((e) => e.date.startsWith(year));
    const factor = sort.direction === 'ascending' ? 1 : -1;
    return [...filtered].sort((a, b) => factor * (sort.column === 'date' ? a.date.localeCompare(b.date) || a.id - b.id : a.amount - b.amount));
  }, [props.entries, year, sort]);
  const money = (value: number) => formatAmount(value, props.center.currencyCultureInfo, props.center.currencyCode, props.center.currencySymbol);

  if (props.entries.length === 0) return <EmptyState>{t('account.billing.empty')}</EmptyState>;

  const sortable = (column: SortColumn) =>
    props.printable
      ? {}
      : {
          sortable: true,
          sortDirection: sort.column === column ? sort.direction : undefined,
          onClick: () => setSort((s) => ({ column, direction: s.column === column && s.direction === 'descending' ? 'ascending' : 'descending' })),
        };

  return (
    <div>
      {!props.printable ? (
        <div className={styles.filter}>
          <label htmlFor={yearId}>{t('history.year')}</label>
          <Select id={yearId} value={year} onChange={(_e, d) => setYear(d.value)}>
            <option value="all">{t('history.allYears')}</option>
            {years.map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </Select>
        </div>
      ) : null}
      <StackedTable
        className={styles.table}
        rowClassName={styles.row}
        aria-label={t('account.billing.historyTitle')}
        sortable={!props.printable}
        size={props.printable ? 'small' : 'medium'}
        rows={rows}
        rowKey={(entry) => entry.id}
        columns={[
          { label: t('history.date'), header: sortable('date'), cell: (entry) => formatDate(entry.date, locale, props.center.timeZone) },
          { label: t('history.description'), header: { sortable: false }, cell: (entry) => `${t(`history.${entry.kind}`)} · ${entry.description}` },
          { label: t('history.amount'), header: sortable('amount'), className: styles.amount, cell: (entry) => money(entry.amount) },
          { label: t('history.balance'), header: { sortable: false }, className: styles.amount, cell: (entry) => money(entry.balance) },
        ]}
      />
    </div>
  );
}
