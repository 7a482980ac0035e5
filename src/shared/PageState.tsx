// The designed loading, empty and error states every page uses, so no screen is ever blank.
import { Body1, Button, MessageBarActions, MessageBarTitle, makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { ApiError } from '../services/http/ApiError.ts';
import { ErrorAlert } from './ErrorAlert.tsx';
import { LoadingBar } from './LoadingBar.tsx';

const useStyles = makeStyles({
  empty: { padding: tokens.spacingVerticalXXL, textAlign: 'center', color: tokens.colorNeutralForeground2 },
  loading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: `${tokens.spacingVerticalL} 0` },
});

export function LoadingState(props: { label?: string }) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.loading}>
      <LoadingBar label={props.label ?? t('loading')} />
      <Body1>{props.label ?? t('loading')}</Body1>
    </div>
  );
}

export function EmptyState(props: { children: ReactNode }) {
  const styles = useStyles();
  return <div className={styles.empty}>{props.children}</div>;
}

export interface ErrorStateProps {
  error: unknown;
  onRetry?: () => void;
  title?: string;
}

export function ErrorState(props: ErrorStateProps) {
  const { t } = useTranslation();
  const apiError = props.error instanceof ApiError ? props.error : null;
  const detail = apiError?.status === 0 ? t('networkError') : (apiError?.detail ?? t('BadAlert'));
  return (
    <ErrorAlert
      title={<MessageBarTitle>{props.title ?? apiError?.title ?? t('BadAlert')}</MessageBarTitle>}
      action={
        props.onRetry ? (
          <MessageBarActions>
            <Button onClick={props.onRetry}>{t('retry')}</Button>
          </MessageBarActions>
        ) : null
      }
    >
      {detail}
      {apiError?.requestId ? <div>{t('requestId', { requestId: apiError.requestId })}</div> : null}
    </ErrorAlert>
  );
}
