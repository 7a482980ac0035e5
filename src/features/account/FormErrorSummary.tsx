// The box at the top of a form after a failed submit: why it failed and a link to every field that
// needs attention. It takes the focus each time a submit fails, so keyboard and screen reader
// users land on it; each link moves the focus to its field.
import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Link, MessageBar, MessageBarBody, MessageBarTitle, makeStyles, tokens, useId } from '@fluentui/react-components';

const useStyles = makeStyles({
  root: { outlineOffset: tokens.strokeWidthThick },
  list: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingInlineStart: tokens.spacingHorizontalXL },
  item: { marginBottom: tokens.spacingVerticalXXS },
  // Each link a target of at least 24 px in height (WCAG 2.2 target size), however the list wraps.
  link: { display: 'inline-block', paddingTop: tokens.spacingVerticalXXS, paddingBottom: tokens.spacingVerticalXXS, lineHeight: tokens.lineHeightBase300 },
  extra: { marginTop: tokens.spacingVerticalXS },
});

export interface FormErrorSummaryItem {
  /** The id of the control to focus. */
  targetId: string;
  text: string;
}

export interface FormErrorSummaryProps {
  title: string;
  message?: ReactNode;
  items: readonly FormErrorSummaryItem[];
  /** Increases with each failed submit; every increase moves the focus here. */
  focusRequest: number;
}

/** Focuses the control with this id, or the first control inside it (radio groups). */
export function focusControl(targetId: string): void {
  const target = document.getElementById(targetId);
  if (!target) return;
  const control = target.matches('input, select, textarea, button') ? target : target.querySelector<HTMLElement>('input, select, textarea, button');
  (control ?? target).focus();
  target.scrollIntoView?.({ block: 'center' });
}

export function FormErrorSummary(props: FormErrorSummaryProps) {
  const styles = useStyles();
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId('form-error-summary-title');
  useEffect(() => {
    if (props.focusRequest > 0) ref.current?.focus();
  }, [props.focusRequest]);

  const onLink = (event: MouseEvent<HTMLAnchorElement>, targetId: string) => {
    event.preventDefault();
    focusControl(targetId);
  };

  return (
    <div ref={ref} tabIndex={-1} className={styles.root} aria-labelledby={titleId} role="group" embryo-test-sid="form-error-summary">
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>
          <MessageBarTitle id={titleId}>{props.title}</MessageBarTitle>
          {props.message ? <div className={styles.extra}>{props.message}</div> : null}
          {props.items.length > 0 ? (
            <ul className={styles.list}>
              {props.items.map((item) => (
                <li key={item.targetId} className={styles.item}>
                  <Link className={styles.link} href={`#${item.targetId}`} onClick={(e) => onLink(e, item.targetId)}>
                    {item.text}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </MessageBarBody>
      </MessageBar>
    </div>
  );
}
