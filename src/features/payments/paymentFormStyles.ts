// Styles of the payment-method form and its card fields.
import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { portalTokens } from '../../shared/portalTokens.ts';
import { WALLET_BUTTON_HEIGHT } from './paymentSettings.ts';

export const usePaymentFormStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '32rem' },
  area: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  fieldLabel: { fontWeight: tokens.fontWeightSemibold },
  cardField: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  row: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))', gap: tokens.spacingHorizontalM },
  wallet: { minHeight: `${WALLET_BUTTON_HEIGHT}px` },
  working: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  errorSlot: { scrollMarginTop: tokens.spacingVerticalXXXL, ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` } },
  fieldError: { color: portalTokens.colorPortalCrimson, ...typographyStyles.caption1 },
});
