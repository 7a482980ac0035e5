// Previous / next page with where one is ("Page 2 of 5"); hidden when everything fits on one page.
import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { adminStrings } from './adminStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
});

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
}

export function Pager(props: PagerProps) {
  const styles = useStyles();
  const { t } = useNamespace('admin', adminStrings);
  const pages = Math.max(1, Math.ceil(props.total / props.pageSize));
  if (pages <= 1) return null;
  return (
    <nav className={styles.root} aria-label={t('pager.label')}>
      <Button disabled={props.page <= 1} onClick={() => props.onPage(props.page - 1)}>
        {t('pager.previous')}
      </Button>
      <Body1 aria-live="polite">{t('pager.position', { page: props.page, pages })}</Body1>
      <Button disabled={props.page >= pages} onClick={() => props.onPage(props.page + 1)}>
        {t('pager.next')}
      </Button>
    </nav>
  );
}
