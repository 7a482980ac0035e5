// An explore-option page (donate, use your own, thaw and discard): the clinic's disposition page
// from the content service for the member's type and language, with the default clinic's page
// when the clinic has none — main panel, sub-panels, table and the buttons by buttonId — and the
// flow to choose the option for stored items and sign the e-signature terms (DispositionFlow).
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  Body1,
  Button,
  Card,
  MessageBar,
  MessageBarBody,
  Subtitle2,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Title2,
  makeStyles,
  tokens,
  typographyStyles,
} from '@fluentui/react-components';
import type { ButtonContent } from '../../services/content/contentModels.ts';
import { useCurrentRoute } from '../../shared/useCurrentRoute.ts';
import { isOptionRouteSlug, optionRoutesByMemberType, type DispositionOption } from '../../../contract/domain/dispositionOptions.ts';
import { isPrivacyAnonymous } from '../../../contract/domain/memberRules.ts';
import { useServices, useSessionState } from '../../services/ServicesContext.tsx';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { toPortalLocale } from '../../i18n/locales.ts';
import { useAsync } from '../../shared/useAsync.ts';
import { RichText } from '../../shared/RichText.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../shared/PageState.tsx';
import { itemStanding, offeredOptions } from '../../../contract/domain/dispositionChoices.ts';
import { DispositionFlow } from './DispositionFlow.tsx';
import { dispositionPageIdByRoute } from '../../../contract/domain/dispositionPageIds.ts';
import { dispositionStrings } from './dispositionStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  panels: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(260px, 1fr))' },
  panel: { padding: tokens.spacingHorizontalL },
  text: { maxWidth: '72ch' },
  actions: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  linkButton: {
    display: 'inline-block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    textDecoration: 'none',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  flowTitle: { ...typographyStyles.subtitle1, margin: 0 },
  flow: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
    paddingTop: tokens.spacingVerticalL,
    borderTop: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
});

const HOME = '/member/home';

export function DispositionOptionPage() {
  const styles = useStyles();
  const { t, i18n } = useNamespace('dispositions', dispositionStrings);
  const { content } = useServices();
  const entry = useCurrentRoute();
  const [search] = useSearchParams();
  const centerId = useSessionState((s) => s.center?.id ?? 0);
  const timeZone = useSessionState((s) => s.center?.timeZone);
  const member = useSessionState((s) => s.member);
  const freezeEvents = useSessionState((s) => s.freezeEvents);
  const openClosedDonation = useSessionState((s) => s.features.openClosedDonation);
  const memberType = member?.memberType ?? 'EmbryoCryo';
  const slug = entry?.child ?? '';
  const pageId = isOptionRouteSlug(slug) ? dispositionPageIdByRoute[slug] : 'thaw-and-discard';
  const locale = toPortalLocale(i18n.language) ?? 'en-US';
  const page = useAsync(async () => {
    const [option, portal] = await Promise.all([
      content.getDispositionPage({ centerId, memberType, locale: i18n.language, pageId }),
      content.getMemberPortal({ centerId, memberType, locale: i18n.language }),
    ]);
    return { option, terms: portal?.docuSign ?? null };
  }, [content, centerId, memberType, i18n.language, pageId]);

  const requestedItem = Number.parseInt(search.get('item') ?? '', 10);
  const initialItemId = Number.isInteger(requestedItem) ? requestedItem : null;
  const [flowOpen, setFlowOpen] = useState(initialItemId !== null);
  const [now] = useState(() => Date.now());
  const flowHeading = useRef<HTMLHeadingElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  const movedFocus = useRef(false);
  useEffect(() => {
    // Opening the flow by the button moves focus to its heading; closing returns it to the button.
    if (!movedFocus.current) return;
    if (flowOpen) flowHeading.current?.focus();
    else chooseButton.current?.focus();
  }, [flowOpen]);
  const setFlow = (open: boolean) => {
    movedFocus.current = true;
    setFlowOpen(open);
  };

  if (page.status === 'loading' || !member) return <LoadingState />;
  if (page.status === 'error') return <ErrorState error={page.error} onRetry={page.reload} />;
  if (!page.data.option) return <EmptyState>{t('missing')}</EmptyState>;
  const data = page.data.option;
  const terms = page.data.terms;

  const routeOptions: readonly DispositionOption[] = optionRoutesByMemberType[member.memberType].find((r) => r.slug === slug)?.options ?? [];
  const options = offeredOptions(routeOptions, data, { openClosedDonation, privacyAnonymous: isPrivacyAnonymous(member.matchingPrivacyTypeId) });
  const relevant = freezeEvents.some((event) => options.some((o) => itemStanding(event, o, { thawLimitHours: data.thawAndDiscardIfOlderThan, now }).kind !== 'unavailable'));

  const buttons = new Map(data.buttons.map((b) => [b.buttonId, b]));
  const chooseLabel = buttons.get(`choose-${pageId}`)?.labelText ?? t('buttons.choose');
  const back = buttons.get('back-to-options');
  const backLabel = back?.labelText ?? t('buttons.backToOptions');
  const backTo = back?.link?.startsWith('/') ? back.link : HOME;

  return (
    <article className={styles.root} aria-labelledby="option-title">
      <Title2 as="h1" id="option-title">
        {data.mainPanel.labelText}
      </Title2>
      <RichText className={styles.text} document={data.mainPanel.bodyText} externalLinkHint={t('external')} />
      {data.subPanels.length > 0 ? (
        <div className={styles.panels}>
          {data.subPanels.map((panel) => (
            <Card key={panel.labelText} className={styles.panel}>
              <Subtitle2 as="h2">{panel.labelText}</Subtitle2>
              <RichText document={panel.bodyText} baseHeadingLevel={3} externalLinkHint={t('external')} />
            </Card>
          ))}
        </div>
      ) : null}
      {data.table ? (
        <section aria-labelledby="option-table">
          <Subtitle2 as="h2" id="option-table">
            {data.table.title}
          </Subtitle2>
          <Table aria-labelledby="option-table">
            <TableBody>
              {data.table.tableData.map((row) => (
                <TableRow key={row.tableField}>
                  <TableCell>{row.tableField}</TableCell>
                  <TableCell>{row.tableFieldValue}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </section>
      ) : null}
      <Body1>{t('nextStep')}</Body1>

      {options.length > 0 && relevant && terms ? (
        <div className={styles.actions}>
          <Button
            ref={chooseButton}
            appearance="primary"
            aria-expanded={flowOpen}
            aria-controls="option-flow"
            onClick={() => setFlow(!flowOpen)}
            embryo-test-sid={`choose-${pageId}`}
          >
            {chooseLabel}
          </Button>
          <ContentAction button={buttons.get('talk-to-us')} fallback={t('buttons.talkToUs')} className={styles.linkButton} />
          <ContentAction button={back} fallback={backLabel} fallbackLink={HOME} className={styles.linkButton} />
        </div>
      ) : (
        <>
          <MessageBar intent="info" layout="multiline">
            <MessageBarBody>{options.length > 0 && relevant ? t('flow.noTerms') : t('flow.nothingToSign')}</MessageBarBody>
          </MessageBar>
          <div className={styles.actions}>
            <ContentAction button={buttons.get('talk-to-us')} fallback={t('buttons.talkToUs')} className={styles.linkButton} />
            <ContentAction button={back} fallback={backLabel} fallbackLink={HOME} className={styles.linkButton} />
          </div>
        </>
      )}

      {/* Kept mounted while collapsed, so nothing typed is lost when the member closes and reopens it. */}
      {options.length > 0 && relevant && terms ? (
        <section id="option-flow" className={styles.flow} aria-labelledby="option-flow-title" hidden={!flowOpen}>
          <h2 id="option-flow-title" ref={flowHeading} tabIndex={-1} className={styles.flowTitle}>
            {t('flow.title')}
          </h2>
          <Body1 block>{t('flow.intro')}</Body1>
          <DispositionFlow
            page={data}
            terms={terms}
            member={member}
            timeZone={timeZone ?? 'UTC'}
            freezeEvents={freezeEvents}
            options={options}
            initialItemId={initialItemId}
            locale={locale}
            now={now}
            backLabel={backLabel}
            backTo={backTo}
            onCancel={() => setFlow(false)}
          />
        </section>
      ) : null}
    </article>
  );
}

interface ContentActionProps {
  button: ButtonContent | undefined;
  fallback: string;
  fallbackLink?: string;
  className: string;
}

/** A content button that leads somewhere: portal paths through the router, mailto/https as links. */
function ContentAction(props: ContentActionProps) {
  const link = props.button?.link ?? props.fallbackLink ?? null;
  const label = props.button?.labelText ?? props.fallback;
  if (!link) return null;
  if (link.startsWith('/') && !link.startsWith('//')) {
    return (
      <RouterLink to={link} className={props.className}>
        {label}
      </RouterLink>
    );
  }
  if (!/^(mailto:|tel:|https?:\/\/)/i.test(link)) return null;
  const external = /^https?:\/\//i.test(link);
  return (
    <a href={link} className={props.className} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {label}
    </a>
  );
}
