// The busy indicator of spec §9: 5 px high, striped, in the clinic's brand colour.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

// The stripes move by a transform (a layer the compositor moves), not by their background position,
// which would repaint the bar on the main thread every frame while the page loads (issue 16).
const useStyles = makeStyles({
  bar: { position: 'relative', height: '5px', width: '100%', overflow: 'hidden' },
  stripes: {
    position: 'absolute',
    top: 0,
    bottom: 0,
    left: '-28px',
    right: 0,
    backgroundImage: `repeating-linear-gradient(45deg, ${tokens.colorBrandBackground} 0 10px, ${tokens.colorBrandBackground2Hover} 10px 20px)`,
    backgroundSize: '28px 28px',
    willChange: 'transform',
    animationName: { to: { transform: 'translateX(28px)' } },
    animationDuration: '1s',
    animationIterationCount: 'infinite',
    animationTimingFunction: 'linear',
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
});

export interface LoadingBarProps {
  label?: string;
}

export function LoadingBar(props: LoadingBarProps) {
  const styles = useStyles();
  const { t } = useTranslation();
  return (
    <div className={styles.bar} role="progressbar" aria-label={props.label ?? t('loading')} aria-busy="true" embryo-test-sid="loading-bar">
      <div className={styles.stripes} />
    </div>
  );
}
