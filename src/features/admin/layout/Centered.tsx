// A short page of its own (sign-in, signed out, not for members): a heading and a few lines, centred.
import type { ReactNode } from 'react';
import { makeStyles, Title2, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: {
    maxWidth: '520px',
    margin: '10vh auto',
    padding: `0 ${tokens.spacingHorizontalXL}`,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalL,
  },
  logo: { height: '40px', width: 'auto', maxWidth: '200px' },
});

export interface CenteredProps {
  title: string;
  /** The clinic's logo above the heading. */
  logo?: string | null | undefined;
  children: ReactNode;
}

export function Centered(props: CenteredProps) {
  const styles = useStyles();
  return (
    <main className={styles.root} id="main">
      {props.logo ? <img className={styles.logo} src={props.logo} alt="" width={160} height={40} /> : null}
      <Title2 as="h1">{props.title}</Title2>
      {props.children}
    </main>
  );
}
