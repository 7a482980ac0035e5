// A visually hidden status region that is always in the page, so screen readers announce each
// change of its text (progress while a form is sent, then the outcome).
import { makeStyles } from '@fluentui/react-components';

const useStyles = makeStyles({
  hidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

export function LiveStatus(props: { text: string }) {
  const styles = useStyles();
  return (
    <span role="status" className={styles.hidden}>
      {props.text}
    </span>
  );
}
