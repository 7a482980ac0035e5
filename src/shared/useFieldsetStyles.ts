// A bordered group of form fields with its legend, as the signing forms draw them (the items to
// choose, the e-signature).
import { makeStyles, tokens } from '@fluentui/react-components';

export const useFieldsetStyles = makeStyles({
  fieldset: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    margin: 0,
    padding: tokens.spacingHorizontalL,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  legend: { padding: `0 ${tokens.spacingHorizontalXS}`, fontWeight: tokens.fontWeightSemibold },
});
