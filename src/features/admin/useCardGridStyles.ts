// A console page of cards (staff, maintenance windows): a list laid out in as many columns as fit,
// one on phones, each card as tall as its row.
import { makeStyles, tokens } from '@fluentui/react-components';

export const useCardGridStyles = makeStyles({
  list: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: tokens.spacingHorizontalL,
    gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 340px), 1fr))',
  },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS, height: '100%', boxSizing: 'border-box' },
});
