// The frame of a console page: a section named by its h1, an optional way back above the heading and
// an introduction below it; plus the styles the pages share (filter bar, secondary lines, notices).
import type { ReactNode } from 'react';
import { Body1, makeStyles, Title2, tokens } from '@fluentui/react-components';

export const useAdminPageStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  filters: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap', alignItems: 'end' },
  /** A second line under a cell's value (user name, role, item type). */
  secondary: { display: 'block', color: tokens.colorNeutralForeground3 },
  /** A result message that takes the focus after an action (tabIndex -1). */
  notice: { ':focus': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` } },
});

export interface AdminPageProps {
  /** The id of the h1, which names the section. */
  titleId: string;
  title: ReactNode;
  intro?: ReactNode;
  back?: ReactNode;
  children?: ReactNode;
}

export function AdminPage(props: AdminPageProps) {
  const styles = useAdminPageStyles();
  return (
    <section className={styles.root} aria-labelledby={props.titleId}>
      {props.back}
      <Title2 as="h1" id={props.titleId}>
        {props.title}
      </Title2>
      {props.intro ? <Body1>{props.intro}</Body1> : null}
      {props.children}
    </section>
  );
}
