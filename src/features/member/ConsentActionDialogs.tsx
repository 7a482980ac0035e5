// The member home's consent dialogs: renew storage consent, co-sign a partner's decision, withdraw a
// joint decision. Each says what it did in the page's notice and has the overview and records reloaded.
import { Body1 } from '@fluentui/react-components';
import type { Member } from '../../../contract/api/members.ts';
import type { ConsentedItem } from '../../../contract/api/consent.ts';
import type { ESignatureTerms } from '../../services/content/contentModels.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { startTimer, telemetry } from '../../services/telemetry/telemetry.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { formatDate } from '../../shared/format/formatDate.ts';
import { SignConsentDialog } from './SignConsentDialog.tsx';
import { JointWithdrawDialog } from './JointWithdrawDialog.tsx';
import { consentStrings } from './consentStrings.ts';
import type { ConsentActions } from './useConsentActions.ts';
import type { Strings as MemberConsentStrings } from './locales/en-US/consent.ts';

/** The renewal steps the API names (storageConsent.renewalStep), each with its words. */
type RenewalStep = keyof MemberConsentStrings['renew']['steps'];

export interface ConsentActionDialogsProps {
  actions: ConsentActions;
  member: Member;
  terms: ESignatureTerms | null;
  locale: string;
  timeZone: string;
  itemName: (item: ConsentedItem) => string;
  /** Called once an action succeeded, with the words saying so. */
  onDone: (notice: string) => void;
}

export function ConsentActionDialogs(props: ConsentActionDialogsProps) {
  const { api, session } = useServices();
  const { t: tc } = useNamespace('memberConsent', consentStrings);
  const { actions, member, terms, locale, timeZone, itemName } = props;
  const { renewing, coSigning, jointWithdrawing } = actions;

  return (
    <>
      {renewing ? (
        <SignConsentDialog
          open={renewing.open}
          title={tc('renew.title')}
          intro={
            <>
              <Body1 block>
                <strong>{tc(`renew.steps.${(renewing.item.storageConsent?.renewalStep ?? 'renewStorageConsent') as RenewalStep}`)}</strong>
              </Body1>
              <Body1 block>
                {tc('renew.intro', {
                  item: itemName(renewing.item),
                  years: tc('renew.years', { count: renewing.item.storageConsent?.renewalIntervalYears ?? 1 }),
                })}
              </Body1>
              {renewing.item.coOwnerName ? <Body1 block>{tc('renew.joint', { partner: renewing.item.coOwnerName })}</Body1> : null}
            </>
          }
          terms={terms}
          firstName={member.profile.firstName}
          lastName={member.profile.lastName}
          onClose={actions.closeRenewing}
          onSign={async (signature) => {
            const updated = await api.consent.renewStorage(member.id, renewing.item.id, { signature }, { skipErrorPolicy: true });
            actions.closeRenewing();
            props.onDone(
              renewing.item.coOwnerName
                ? tc('renew.doneJoint', { item: itemName(renewing.item), partner: renewing.item.coOwnerName })
                : tc('renew.done', { item: itemName(renewing.item), date: formatDate(updated.storageConsent?.dueDate ?? '', locale, timeZone) }),
            );
          }}
        />
      ) : null}
      {coSigning ? (
        <SignConsentDialog
          open={coSigning.open}
          title={tc('sign.title')}
          intro={
            <Body1 block>
              {tc('sign.intro', {
                owner: coSigning.decision.ownerName,
                date: formatDate(coSigning.decision.startedAtUtc, locale, timeZone),
                option: tc(`joint.option.${coSigning.decision.option}`),
                item: itemName(coSigning.item),
              })}
            </Body1>
          }
          terms={terms}
          firstName={member.profile.firstName}
          lastName={member.profile.lastName}
          onClose={actions.closeCoSigning}
          onSign={async (signature) => {
            await api.consent.coSign(member.id, coSigning.decision.id, { option: coSigning.decision.option, signature }, { skipErrorPolicy: true });
            actions.closeCoSigning();
            props.onDone(tc('sign.done', { option: tc(`joint.option.${coSigning.decision.option}`), item: itemName(coSigning.item) }));
          }}
        />
      ) : null}
      {jointWithdrawing ? (
        <JointWithdrawDialog
          open={jointWithdrawing.open}
          option={tc(`joint.option.${jointWithdrawing.decision.option}`)}
          item={itemName(jointWithdrawing.item)}
          other={jointWithdrawing.decision.yourRole === 'owner' ? jointWithdrawing.decision.coOwnerName : jointWithdrawing.decision.ownerName}
          onClose={actions.closeJointWithdrawing}
          onConfirm={async () => {
            const { decision, item } = jointWithdrawing;
            const elapsed = startTimer();
            try {
              await api.consent.withdraw(member.id, decision.id, { skipErrorPolicy: true });
            } catch (failure) {
              telemetry.trackEvent('DispositionWithdrawn', { outcome: 'failure' }, { durationMs: elapsed() });
              throw failure;
            }
            telemetry.trackEvent('DispositionWithdrawn', { outcome: 'success' }, { durationMs: elapsed() });
            actions.closeJointWithdrawing();
            props.onDone(
              tc('withdraw.done', {
                option: tc(`joint.option.${decision.option}`),
                item: itemName(item),
                other: decision.yourRole === 'owner' ? decision.coOwnerName : decision.ownerName,
              }),
            );
            void session.loadMemberState();
          }}
        />
      ) : null}
    </>
  );
}
