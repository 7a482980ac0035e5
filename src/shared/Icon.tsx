// The portal's icon set (spec §9): the named icons, four sizes (medium by default), House for a name
// the set does not know. Each name maps to one Fluent icon imported on its own, so the bundle holds
// only these; the unsized ("1em") variants are drawn at the size's font size, one component per
// name whatever the size. Fluent has no brand marks, so the social names (FB, IG, IN, TW) show
// neutral pictures; the link text beside them names the network.
import { useEffect } from 'react';
import { makeStyles, mergeClasses } from '@fluentui/react-components';
import {
  ArrowClockwiseRegular,
  ArrowUploadRegular,
  BriefcaseRegular,
  CalendarLtrRegular,
  CameraRegular,
  CaretDownRegular,
  ChatRegular,
  CheckboxCheckedRegular,
  CheckmarkCircleFilled,
  CheckmarkCircleRegular,
  CheckmarkRegular,
  CheckmarkStarburstRegular,
  ChevronDownRegular,
  ChevronLeftRegular,
  ChevronRightRegular,
  ChevronUpRegular,
  CircleFilled,
  CircleRegular,
  DeleteRegular,
  DismissCircleRegular,
  DismissRegular,
  DocumentRegular,
  EditRegular,
  ErrorCircleRegular,
  EyeRegular,
  FilterRegular,
  HomeRegular,
  ListRegular,
  LocationRegular,
  MailInboxRegular,
  NavigationRegular,
  OvalRegular,
  PeopleCommunityRegular,
  PersonRegular,
  QuestionCircleRegular,
  RecordRegular,
  SearchRegular,
  SendRegular,
  SettingsRegular,
  SubtractCircleFilled,
  SubtractRegular,
  TextAlignCenterRegular,
  TextAlignJustifyRegular,
  TextAlignLeftRegular,
  TextAlignRightRegular,
  ToggleLeftRegular,
  ToggleRightFilled,
  VehicleTruckRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { telemetry } from '../services/telemetry/telemetry.ts';

const icons = {
  Approval: CheckmarkStarburstRegular,
  Calendar: CalendarLtrRegular,
  Cancel: DismissCircleRegular,
  Caret: CaretDownRegular,
  CenterAlign: TextAlignCenterRegular,
  Check: CheckmarkRegular,
  CheckCheckbox: CheckboxCheckedRegular,
  CheckCircle: CheckmarkCircleRegular,
  CheckCircleBg: CheckmarkCircleFilled,
  CheckCircleBold: CheckmarkCircleFilled,
  ChevronDown: ChevronDownRegular,
  ChevronLeft: ChevronLeftRegular,
  ChevronRight: ChevronRightRegular,
  ChevronUp: ChevronUpRegular,
  Circle: CircleFilled,
  Close: DismissRegular,
  Ellipse: OvalRegular,
  EmptyCircle: CircleRegular,
  ErrorCircle: ErrorCircleRegular,
  Eye: EyeRegular,
  FB: PeopleCommunityRegular,
  File: DocumentRegular,
  Filter: FilterRegular,
  House: HomeRegular,
  IG: CameraRegular,
  IN: BriefcaseRegular,
  Inbox: MailInboxRegular,
  Justify: TextAlignJustifyRegular,
  LeftAlign: TextAlignLeftRegular,
  Location: LocationRegular,
  Menu: NavigationRegular,
  Minus: SubtractRegular,
  MinusCircleBg: SubtractCircleFilled,
  Pencil: EditRegular,
  Profile: PersonRegular,
  QuestionMark: QuestionCircleRegular,
  RecordAlt: RecordRegular,
  Refresh: ArrowClockwiseRegular,
  Remove: DeleteRegular,
  RightAlign: TextAlignRightRegular,
  Search: SearchRegular,
  Send: SendRegular,
  Settings: SettingsRegular,
  TW: ChatRegular,
  ToggleOff: ToggleLeftRegular,
  ToggleOn: ToggleRightFilled,
  Transport: VehicleTruckRegular,
  Upload: ArrowUploadRegular,
  ViewList: ListRegular,
} satisfies Record<string, FluentIcon>;

export type IconName = keyof typeof icons;
export type IconSize = 'large' | 'medium' | 'small' | 'xsmall';

export const iconNames = Object.keys(icons) as IconName[];
export const defaultIconName: IconName = 'House';

/** Pixel size of each icon size (Fluent's 24/20/16/12 steps). */
export const iconPixels: Record<IconSize, number> = { large: 24, medium: 20, small: 16, xsmall: 12 };

const useStyles = makeStyles({
  icon: { flexShrink: 0 },
  large: { fontSize: `${iconPixels.large}px` },
  medium: { fontSize: `${iconPixels.medium}px` },
  small: { fontSize: `${iconPixels.small}px` },
  xsmall: { fontSize: `${iconPixels.xsmall}px` },
});

export function isIconName(name: string): name is IconName {
  return Object.prototype.hasOwnProperty.call(icons, name);
}

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
  const known = isIconName(props.name);
  useEffect(() => {
    if (!known) reportUnknownIcon(props.name);
  }, [known, props.name]);
  const Glyph = icons[known ? (props.name as IconName) : defaultIconName];
  const size = props.size ?? 'medium';
  const label = props['aria-label'];
  return <Glyph className={mergeClasses(styles.icon, styles[size], props.className)} {...(label ? { 'aria-label': label, role: 'img' } : {})} />;
}
