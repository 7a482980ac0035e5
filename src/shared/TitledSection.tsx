// A page's content as a section named by its h1: the heading, then the page's parts in a column.
import type { ReactNode } from 'react';
import { makeStyles, mergeClasses, Title2, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

export interface TitledSectionProps {
  /** The id of the h1, which names the section. */
  titleId: string;
  title: ReactNode;
  className?: string;
  children?: ReactNode;
}

export function TitledSection(props: TitledSectionProps) {
  const styles = useStyles();
  return (
    <section className={mergeClasses(styles.root, props.className)} aria-labelledby={props.titleId}>
      <Title2 as="h1" id={props.titleId}>
        {props.title}
      </Title2>
      {props.children}
    </section>
  );
}
