// The outlined link that leads to an option page (home page list and each stored-item card).
import { makeStyles, tokens } from '@fluentui/react-components';

export const useOptionLinkStyles = makeStyles({
  link: {
    display: 'inline-block',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorBrandStroke1}`,
    color: tokens.colorBrandForeground1,
    textDecoration: 'none',
    fontWeight: tokens.fontWeightSemibold,
    ':hover': { backgroundColor: tokens.colorBrandBackground2 },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  compact: { padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}` },
});
