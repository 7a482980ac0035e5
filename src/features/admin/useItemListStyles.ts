// A console page that lists things to read and act on one by one (moderation, banners): a column of
// bordered items, each with a line of facts in secondary colour and a row of actions that wraps.
import { makeStyles, tokens } from '@fluentui/react-components';

export const useItemListStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  facts: { display: 'flex', flexWrap: 'wrap', gap: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalL}`, color: tokens.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});
