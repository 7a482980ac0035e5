// The frame every full-page layout shares (member portal, staff console): a column at least the
// window's height on the page background, and (where the page has navigation to skip) a first link
// that skips to #main, kept off screen until it has the focus.
import type { ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', flexDirection: 'column', backgroundColor: tokens.colorNeutralBackground2 },
  skip: {
    position: 'absolute',
    left: '-10000px',
    ':focus': { left: tokens.spacingHorizontalM, top: tokens.spacingVerticalM, zIndex: 10, padding: tokens.spacingHorizontalS, backgroundColor: tokens.colorNeutralBackground1 },
  },
});

export interface LayoutFrameProps {
  /** The skip link's text, in the layout's own language; no skip link without one. */
  skipLabel?: string;
  children: ReactNode;
}

export function LayoutFrame(props: LayoutFrameProps) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      {props.skipLabel ? (
        <a className={styles.skip} href="#main">
          {props.skipLabel}
        </a>
      ) : null}
      {props.children}
    </div>
  );
}
