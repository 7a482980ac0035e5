// Registration pages of the account area: enrolment (no guard), its thank-you page, and the
// pre-empt register page a member whose registration stage is not REGI is sent to (rule 5).
import { Link as RouterLink } from 'react-router';
import { Body1, MessageBar, MessageBarBody, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { pathOf } from '../../guards/routeCatalog.ts';
import { contactText } from '../../shared/format/contactText.ts';
import { LoadingState } from '../../shared/PageState.tsx';
import { accountStrings } from './accountStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export function PreemptRegisterPage() {
  const styles = useStyles();
  const { t } = useNamespace('account', accountStrings);
  const center = useSessionState((s) => s.center);
  if (!center) return <LoadingState />;
  const contact = contactText(center.contact);
  return (
    <section className={styles.root} aria-labelledby="preempt-title">
      <Title2 as="h1" id="preempt-title">
        {t('preempt.title')}
      </Title2>
      <Body1>{t('preempt.body', { center: center.name })}</Body1>
      {contact ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('preempt.contact', { contact })}</MessageBarBody>
        </MessageBar>
      ) : null}
    </section>
  );
}

export function EnrollThankYouPage() {
  const styles = useStyles();
  const { t } = useNamespace('account', accountStrings);
  return (
    <section className={styles.root} aria-labelledby="thanks-title">
      <Title2 as="h1" id="thanks-title">
        {t('enroll.thankYouTitle')}
      </Title2>
      <Body1>{t('enroll.thankYouBody')}</Body1>
      <RouterLink to={pathOf('login')}>{t('enroll.toLogin')}</RouterLink>
    </section>
  );
}

export function EnrollPage() {
  const styles = useStyles();
  const { t } = useNamespace('account', accountStrings);
  const center = useSessionState((s) => s.center);
  if (!center) return <LoadingState />;
  const contact = contactText(center.contact);
  return (
    <section className={styles.root} aria-labelledby="enroll-title">
      <Title2 as="h1" id="enroll-title">
        {t('enroll.title', { center: center.name })}
      </Title2>
      <Body1>{t('preempt.body', { center: center.name })}</Body1>
      {contact ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('preempt.contact', { contact })}</MessageBarBody>
        </MessageBar>
      ) : null}
      <RouterLink to={pathOf('login')}>{t('enroll.toLogin')}</RouterLink>
    </section>
  );
}
