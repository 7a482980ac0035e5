// What a stored item's card and the consent part inside it share: the facts list's terms and
// definitions, a status badge whose text may wrap, and a panel set off by a brand bar on its left
// (the decision in progress, the decision with the partner) with its title.
import { makeStyles, tokens } from '@fluentui/react-components';

export const useItemCardStyles = makeStyles({
  term: { color: tokens.colorNeutralForeground2 },
  definition: { margin: 0 },
  badge: { height: 'auto', minHeight: '20px', whiteSpace: 'normal', textAlign: 'start', paddingBlock: '2px' },
  panel: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    borderLeft: `${tokens.strokeWidthThicker} solid ${tokens.colorBrandStroke1}`,
  },
  panelTitle: { margin: 0 },
});
