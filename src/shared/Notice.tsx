// A message bar (Fluent's MessageBar) for the sign-in page and the layouts' banners, loaded when a
// message first shows or once the page is idle, whichever comes first: most visits show none, and
// the bar's code (about 4 KB) would otherwise sit on the sign-in page's critical path (issue 16).
// Until it has loaded, the same text shows in a box of the bar's shape, with the same role; when its
// code cannot be loaded (asked for twice), the box stays: the message is never lost with the bar.
import { lazy, Suspense, type ReactElement, type ReactNode } from 'react';
import { makeStyles, mergeClasses, shorthands, tokens } from '@fluentui/react-components';
import { afterLoadIdle } from './afterLoadIdle.ts';
import { loadOrFallback } from './loadWithRetry.ts';

export interface NoticeProps {
  intent: 'info' | 'warning' | 'error' | 'success';
  children: ReactNode;
  /** `alert` for errors announced at once; none for a message inside a status region. */
  role?: 'alert' | 'status';
  multiline?: boolean;
  /** Buttons at the bar's end (MessageBarActions' containerAction). */
  action?: ReactElement;
  className?: string;
  bodyClassName?: string;
}

const loadBar = () => import(/* webpackChunkName: "notice-bar" */ './NoticeBar.tsx');
// The message stays in the box when the bar's code cannot be had.
const NoticeBar = lazy(() => loadOrFallback<{ default: (props: NoticeProps) => ReactNode }>(loadBar, { default: NoticeBox }, 'noticeBar'));
if (typeof window !== 'undefined') afterLoadIdle(() => void loadBar().catch(() => undefined));

const useStyles = makeStyles({
  box: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    minHeight: '36px',
    boxSizing: 'border-box',
    padding: `0 ${tokens.spacingHorizontalM}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  // A one-line bar is 36 px high (its minimum): a line of 20 px, 7 px above and below, the border.
  body: { flexGrow: 1, paddingTop: '7px', paddingBottom: '7px' },
  // The multiline bar's geometry: its padding above the first line and the 8 px space under the last
  // (Fluent's bottom reflow spacer), the first line level with the action. The box and the bar are
  // then the same height, and nothing under them moves when the bar replaces the box (CLS).
  multiline: { alignItems: 'flex-start', paddingTop: tokens.spacingVerticalMNudge, paddingBottom: tokens.spacingVerticalS },
  multilineBody: { paddingTop: 0, paddingBottom: 0 },
  // The bar's icon column (20 px, then the 8 px gap): the text starts where the bar's will, so it wraps
  // where the bar's wraps.
  icon: { flexShrink: 0, width: '20px' },
  // The bar's action cell: 24 px high, its buttons small (Banners gives them that size in the box too).
  multilineAction: { display: 'flex', alignItems: 'center', height: '24px' },
  error: { backgroundColor: tokens.colorPaletteRedBackground1, ...shorthands.borderColor(tokens.colorPaletteRedBorder1) },
  warning: { backgroundColor: tokens.colorPaletteDarkOrangeBackground1, ...shorthands.borderColor(tokens.colorPaletteDarkOrangeBorder1) },
  success: { backgroundColor: tokens.colorPaletteGreenBackground1, ...shorthands.borderColor(tokens.colorPaletteGreenBorder1) },
  info: {},
});

/** The bar's stand-in: the same text, role and geometry. */
function NoticeBox(props: NoticeProps) {
  const styles = useStyles();
  return (
    <div role={props.role} className={mergeClasses(styles.box, props.multiline && styles.multiline, styles[props.intent], props.className)}>
      <span className={styles.icon} />
      <div className={mergeClasses(styles.body, props.multiline && styles.multilineBody, props.bodyClassName)}>{props.children}</div>
      {props.multiline && props.action ? <div className={styles.multilineAction}>{props.action}</div> : props.action}
    </div>
  );
}

export function Notice(props: NoticeProps) {
  return (
    <Suspense fallback={<NoticeBox {...props} />}>
      <NoticeBar {...props} />
    </Suspense>
  );
}
