// The busy indicator of spec §9: 5 px high, striped, in the clinic's brand colour.
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  bar: {
    height: '5px',
    width: '100%',
    backgroundImage: `repeating-linear-gradient(45deg, ${tokens.colorBrandBackground} 0 10px, ${tokens.colorBrandBackground2Hover} 10px 20px)`,
    backgroundSize: '28px 28px',
    animationName: { to: { backgroundPosition: '28px 0' } },
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
  return <div className={styles.bar} role="progressbar" aria-label={props.label ?? t('loading')} aria-busy="true" embryo-test-sid="loading-bar" />;
}
