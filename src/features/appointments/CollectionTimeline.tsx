// Where a collection stands, as an ordered list of the journey's steps with the current one marked
// (aria-current="step"); steps already passed carry a check, a cancelled collection says so.
import { Body1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { InventoryBatchStatus } from '../../../contract/api/collection-appointments.ts';
import { collectionTimeline, type CollectionStep } from '../../../contract/domain/collectionAppointmentRules.ts';

const useStyles = makeStyles({
  list: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
    gap: tokens.spacingHorizontalS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
  },
  step: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderTop: `${tokens.strokeWidthThicker} solid ${tokens.colorNeutralStroke2}`,
    color: tokens.colorNeutralForeground2,
  },
  done: { borderTopColor: tokens.colorBrandStroke1, color: tokens.colorNeutralForeground1 },
  current: { borderTopColor: tokens.colorBrandStroke1, color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  marker: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '18px',
    height: '18px',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThick} solid currentColor`,
    fontSize: tokens.fontSizeBase200,
    lineHeight: 1,
  },
  markerFilled: {
    backgroundColor: tokens.colorBrandBackground,
    borderTopColor: tokens.colorBrandBackground,
    borderRightColor: tokens.colorBrandBackground,
    borderBottomColor: tokens.colorBrandBackground,
    borderLeftColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  visuallyHidden: { position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
});

export interface CollectionTimelineProps {
  state: InventoryBatchStatus;
  label: string;
  stepName: (step: CollectionStep) => string;
  doneText: string;
  currentText: string;
  cancelledText: string;
}

export function CollectionTimeline(props: CollectionTimelineProps) {
  const styles = useStyles();
  const timeline = collectionTimeline(props.state);
  return (
    <div>
      <ol className={styles.list} aria-label={props.label}>
        {timeline.steps.map(({ step, standing }) => (
          <li
            key={step}
            className={mergeClasses(styles.step, standing === 'done' && styles.done, standing === 'current' && styles.current)}
            aria-current={standing === 'current' ? 'step' : undefined}
          >
            <span className={mergeClasses(styles.marker, standing !== 'upcoming' && styles.markerFilled)} aria-hidden>
              {standing === 'done' ? '✓' : ''}
            </span>
            <span>{props.stepName(step)}</span>
            {standing === 'done' ? <span className={styles.visuallyHidden}> ({props.doneText})</span> : null}
            {standing === 'current' ? <span className={styles.visuallyHidden}> ({props.currentText})</span> : null}
          </li>
        ))}
      </ol>
      {timeline.cancelled ? <Body1 block>{props.cancelledText}</Body1> : null}
    </div>
  );
}
