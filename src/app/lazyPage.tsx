// Lazy pages that never leave the portal blank (issue 20). A chunk that fails to load is asked for
// once more; if it fails again, the page's place shows what happened with *Try again* (React keeps a
// failed lazy component failed, so the page resolves to one that can load it anew). When the chunk
// is gone because a new version was deployed meanwhile, the app reloads once, on the same route.
// Layouts and the guard have no page to keep: the app-wide boundary offers to load the app again.
import { Component, lazy, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { makeStyles, tokens } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { LoadingBar } from '../shared/LoadingBar.tsx';
import { isChunkLoadError, loadWithRetry } from '../shared/loadWithRetry.ts';

export type Loader = () => Promise<{ default: ComponentType }>;

const reloadMarker = 'portal:chunk-reload';

/**
 * Whether the page the browser has is older than the one the server now serves: the entry script
 * the server's index.html names is not one this document loaded.
 */
export async function isNewVersionDeployed(fetchIndex: () => Promise<string> = async () => (await fetch('/', { cache: 'no-store' })).text()): Promise<boolean> {
  try {
    const html = await fetchIndex();
    const served = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => new URL(match[1] ?? '', window.location.origin).pathname);
    const loaded = new Set([...document.scripts].map((script) => (script.src ? new URL(script.src).pathname : '')));
    return served.length > 0 && served.some((path) => !loaded.has(path));
  } catch {
    return false;
  }
}

/** Reloads once per route and minute: a new deployment is picked up, a broken one does not loop. */
function reloadOnce(): boolean {
  const key = `${reloadMarker}:${window.location.pathname}`;
  const last = Number(sessionStorage.getItem(key) ?? 0);
  if (Date.now() - last < 60_000) return false;
  sessionStorage.setItem(key, String(Date.now()));
  window.location.reload();
  return true;
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
}

/** Catches a page that could not be loaded (anything else goes on to the app's own handling). */
export class ChunkErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState | null {
    if (!isChunkLoadError(error)) throw error;
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    if (!isChunkLoadError(error)) return;
    void isNewVersionDeployed().then((deployed) => deployed && reloadOnce());
  }

  override render(): ReactNode {
    return this.state.failed ? <ChunkFailure onRetry={this.props.onRetry} /> : this.props.children;
  }
}

// Drawn with the theme's tokens rather than Fluent's MessageBar and Button: this view is on the
// start-up path, and those components (with their icons) are not needed for the first page's paint.
const useFailureStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    rowGap: tokens.spacingVerticalS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    backgroundColor: tokens.colorPaletteDarkOrangeBackground1,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorPaletteDarkOrangeBorder1}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  body: { flexGrow: 1, minWidth: '12rem' },
  title: { fontWeight: tokens.fontWeightSemibold },
  button: {
    minHeight: '32px',
    padding: `0 ${tokens.spacingHorizontalM}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    fontWeight: tokens.fontWeightSemibold,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorBrandBackgroundHover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

function ChunkFailure(props: { onRetry: () => void }) {
  const { t } = useTranslation();
  const styles = useFailureStyles();
  return (
    <div className={styles.bar} role="alert">
      <div className={styles.body}>
        <span className={styles.title}>{t('chunk.title')}</span> {t('chunk.body')}
      </div>
      <button type="button" className={styles.button} onClick={props.onRetry}>
        {t('retry')}
      </button>
    </div>
  );
}

/**
 * A page that could not be loaded: says so where the page would be, with *Try again*, which loads
 * it anew and shows it once it arrives (made by `lazyPage` outside render, one per failed loader).
 */
function failedPage(load: Loader): ComponentType {
  return function FailedPage() {
    const [page, setPage] = useState<{ Loaded: ComponentType } | null>(null);
    const [busy, setBusy] = useState(false);
    if (page) return <page.Loaded />;
    const retry = () => {
      setBusy(true);
      loadWithRetry(load).then(
        (module) => setPage({ Loaded: module.default }),
        () => setBusy(false),
      );
    };
    return busy ? <LoadingBar /> : <ChunkFailure onRetry={retry} />;
  };
}

/**
 * A lazy page whose loading never leaves the route blank: a chunk is asked for twice, then the
 * page's place offers *Try again*; a new deployment meanwhile reloads the app once on this route.
 */
export function lazyPage(load: Loader): LazyExoticComponent<ComponentType> {
  return lazy(async () => {
    try {
      return await loadWithRetry(load);
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      if (await isNewVersionDeployed()) reloadOnce();
      return { default: failedPage(load) };
    }
  });
}
