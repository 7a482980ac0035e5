// The heading of each step of the co-signing page. When the page moves to a step, focus moves to
// its heading, so a screen reader announces where the partner is and the keyboard starts from there.
import { useEffect, useRef, type ReactNode } from 'react';
import { Caption1, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { cosignStrings } from './cosignStrings.ts';

const useStyles = makeStyles({
  heading: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, ':focus': { outlineStyle: 'none' } },
  step: { color: tokens.colorNeutralForeground2 },
});

export interface CosignStepHeadingProps {
  /** "Step 1 of 2"; none on the last page. */
  step?: { current: number; total: number };
  /** Move the focus here when shown (not on the first page load). */
  focus: boolean;
  children: ReactNode;
}

export function CosignStepHeading(props: CosignStepHeadingProps) {
  const styles = useStyles();
  const { t } = useNamespace('consent', cosignStrings);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (props.focus) ref.current?.focus();
  }, [props.focus]);
  return (
    <h1 ref={ref} tabIndex={-1} className={styles.heading}>
      {props.step ? <Caption1 className={styles.step}>{t('step', props.step)}</Caption1> : null}
      <Title2>{props.children}</Title2>
    </h1>
  );
}
