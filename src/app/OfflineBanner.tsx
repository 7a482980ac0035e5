// Says so at the top of every page while the browser has no network (issue 20): a member filling in a
// form learns why a save will not go through, and that what they typed is still there.
// It is part of the first script, not a chunk loaded later: a chunk cannot arrive once the network is
// gone, and a member whose connection drops in the first seconds of a visit must be told too. It is
// drawn with the theme's warning colours rather than Fluent's MessageBar, which the first page does
// not otherwise load. A live region is on the page from the start and only its content changes, so screen
// readers announce the notice when it appears (a live region added with its text often is not).
// While it shows it stays at the top of the screen, and what the page scrolls to the top (a heading, a
// field in error) stops below it rather than under it: the page's scroll padding is its height.
import { useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';

const useStyles = makeStyles({
  // The live region is what stays at the top of the screen: a sticky element sticks only within its
  // parent, and the notice's parent is this region, no taller than the notice itself.
  region: { position: 'sticky', top: 0, zIndex: 10 },
  bar: {
    display: 'flex',
    alignItems: 'flex-start',
    columnGap: tokens.spacingHorizontalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    marginBottom: tokens.spacingVerticalXS,
    backgroundColor: tokens.colorStatusWarningBackground1,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorStatusWarningBorder1}`,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  icon: { flexShrink: 0, marginTop: '1px', color: tokens.colorStatusWarningForeground3 },
});

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export function OfflineBanner() {
  const { t } = useTranslation();
  const styles = useStyles();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const before = root.style.scrollPaddingTop;
    const keepClear = () => {
      root.style.scrollPaddingTop = `${String(element.offsetHeight)}px`;
    };
    keepClear();
    const resized = typeof ResizeObserver === 'function' ? new ResizeObserver(keepClear) : null;
    resized?.observe(element);
    return () => {
      resized?.disconnect();
      root.style.scrollPaddingTop = before;
    };
  }, [online]);
  // The live region is there from the start; the notice inside it (a status, for those who look for one) comes and goes.
  return (
    <div aria-live="polite" className={styles.region}>
      {online ? null : (
        <div role="status" className={styles.bar} ref={bar}>
          <svg className={styles.icon} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M8.7 2.8a1.5 1.5 0 0 1 2.6 0l6.5 11.9A1.5 1.5 0 0 1 16.5 17h-13a1.5 1.5 0 0 1-1.3-2.3zM10 7a.8.8 0 0 0-.8.8v3.5a.8.8 0 0 0 1.6 0V7.8A.8.8 0 0 0 10 7m0 7.6a1 1 0 1 0 0-2a1 1 0 0 0 0 2"
            />
          </svg>
          <span>{t('banner.offline')}</span>
        </div>
      )}
    </div>
  );
}
