// The portal's icon set (spec §9): the named icons, four sizes (medium by default), House for a name
// the set does not know. Each name maps to one Fluent icon (shared/iconSet); the unsized ("1em")
// variants are drawn at the size's font size, one component per name whatever the size. The few the
// layouts draw on every page (menu, close, chevrons, House) are here; the rest load in a chunk of
// their own the first time one is drawn — until then an empty box of the same size keeps the
// layout still. Fluent has no brand marks, so the social names (FB, IG, IN, TW) show neutral
// pictures; the link text beside them names the network.
import { useEffect, useSyncExternalStore } from 'react';
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { ChevronDownRegular, ChevronUpRegular, DismissRegular, HomeRegular, NavigationRegular, type FluentIcon } from '@fluentui/react-icons';
import { telemetry } from '../services/telemetry/telemetry.ts';

export const iconNames = [
  'Approval',
  'Calendar',
  'Cancel',
  'Caret',
  'CenterAlign',
  'Check',
  'CheckCheckbox',
  'CheckCircle',
  'CheckCircleBg',
  'CheckCircleBold',
  'ChevronDown',
  'ChevronLeft',
  'ChevronRight',
  'ChevronUp',
  'Circle',
  'Close',
  'Ellipse',
  'EmptyCircle',
  'ErrorCircle',
  'Eye',
  'FB',
  'File',
  'Filter',
  'House',
  'IG',
  'IN',
  'Inbox',
  'Justify',
  'LeftAlign',
  'Location',
  'Menu',
  'Minus',
  'MinusCircleBg',
  'Pencil',
  'Profile',
  'QuestionMark',
  'RecordAlt',
  'Refresh',
  'Remove',
  'RightAlign',
  'Search',
  'Send',
  'Settings',
  'TW',
  'ToggleOff',
  'ToggleOn',
  'Transport',
  'Upload',
  'ViewList',
] as const;

export type IconName = (typeof iconNames)[number];
export type IconSize = 'large' | 'medium' | 'small' | 'xsmall';

export const defaultIconName: IconName = 'House';

/** Pixel size of each icon size (Fluent's 24/20/16/12 steps). */
export const iconPixels: Record<IconSize, number> = { large: 24, medium: 20, small: 16, xsmall: 12 };

/** Drawn at once: what the layouts show on every page, and the default. */
const layoutIcons: Partial<Record<IconName, FluentIcon>> = {
  ChevronDown: ChevronDownRegular,
  ChevronUp: ChevronUpRegular,
  Close: DismissRegular,
  House: HomeRegular,
  Menu: NavigationRegular,
};

const known = new Set<string>(iconNames);

export function isIconName(name: string): name is IconName {
  return known.has(name);
}

let iconSet: Record<IconName, FluentIcon> | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/** Loads the whole set once; every Icon waiting for it draws when it arrives. */
export function loadIconSet(): Promise<void> {
  loading ??= import(/* webpackChunkName: "icon-set" */ './iconSet.ts').then(
    (module) => {
      iconSet = module.iconSet;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // A failed chunk (offline) is tried again by the next icon that needs it.
      loading = null;
      telemetry.trackException(error, { part: 'icon-set' });
    },
  );
  return loading;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const useStyles = makeStyles({
  icon: { flexShrink: 0 },
  pending: { display: 'inline-block', width: '1em', height: '1em' },
  large: { fontSize: `${iconPixels.large}px` },
  medium: { fontSize: `${iconPixels.medium}px` },
  small: { fontSize: `${iconPixels.small}px` },
  xsmall: { fontSize: `${iconPixels.xsmall}px` },
});

const reported = new Set<string>();

/** An unknown name is a developer's or an editor's mistake: said once per name, never shown to the member. */
function reportUnknownIcon(name: string): void {
  if (reported.has(name)) return;
  reported.add(name);
  if (process.env.NODE_ENV !== 'production') console.warn(`Icon: unknown name "${name}", showing ${defaultIconName}`);
  telemetry.trackException(new Error('Unknown icon name'), { icon: name.slice(0, 40) });
}

export interface IconProps {
  /** One of the set's names (`IconName`); a name from elsewhere (content) that is not in the set shows House. */
  name: string;
  size?: IconSize;
  className?: string;
  /** Without a label the icon is decorative (hidden from assistive technology). */
  'aria-label'?: string;
}

export function Icon(props: IconProps) {
  const styles = useStyles();
  const name: IconName = isIconName(props.name) ? props.name : defaultIconName;
  const set = useSyncExternalStore(subscribe, () => iconSet);
  const Glyph = layoutIcons[name] ?? set?.[name];
  useEffect(() => {
    if (!isIconName(props.name)) reportUnknownIcon(props.name);
  }, [props.name]);
  useEffect(() => {
    if (!Glyph) void loadIconSet();
  }, [Glyph]);
  const size = props.size ?? 'medium';
  const label = props['aria-label'];
  const a11y = label ? { 'aria-label': label, role: 'img' } : { 'aria-hidden': true };
  const className = mergeClasses(styles.icon, styles[size], props.className);
  if (!Glyph) return <span className={mergeClasses(className, styles.pending)} {...a11y} />;
  return <Glyph className={className} {...(label ? { 'aria-label': label, role: 'img' } : {})} />;
}
