// Tables on phones (≤ 640 px): each row becomes a block whose cells show their column's name (from
// data-label) beside the value, so nothing scrolls sideways.
import { makeStyles, tokens } from '@fluentui/react-components';
import { PHONE_MEDIA } from './useIsPhone.ts';

export const useStackedTableStyles = makeStyles({
  table: {
    // Long user names and e-mail addresses wrap instead of running into the next column.
    '& td': { overflowWrap: 'anywhere' },
    [PHONE_MEDIA]: {
      '& thead': { display: 'none' },
      '& tbody, & tr': { display: 'block', width: '100%', boxSizing: 'border-box' },
      '& tr': {
        borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
        padding: `${tokens.spacingVerticalS} 0`,
        height: 'auto',
      },
      // Each cell: its column's name on the left, the value (however many lines) in a column beside it.
      '& td': {
        display: 'block',
        position: 'relative',
        width: '100%',
        minHeight: tokens.lineHeightBase300,
        boxSizing: 'border-box',
        border: 'none',
        padding: `${tokens.spacingVerticalXXS} 0 ${tokens.spacingVerticalXXS} 38%`,
        height: 'auto',
        textAlign: 'start',
      },
      '& td[data-label]::before': {
        content: 'attr(data-label)',
        position: 'absolute',
        left: 0,
        width: '36%',
        fontWeight: tokens.fontWeightSemibold,
        color: tokens.colorNeutralForeground3,
        fontSize: tokens.fontSizeBase200,
        lineHeight: tokens.lineHeightBase300,
      },
    },
  },
});
