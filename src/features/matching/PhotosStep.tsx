// The photos step: choose a JPEG, PNG or WebP image, upload it (raw body) with a busy state, see
// the thumbnails from the signed addresses the API returns, and remove one. The API's refusals
// (415 type, 413 size, 409 limit) are shown next to the picker.
import { useRef, useState, type ChangeEvent } from 'react';
import { Body1, Button, Field, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import type { MatchingPhoto } from '../../../contract/api/matching-site.ts';
import { useServices } from '../../services/ServicesContext.tsx';
import { ApiError } from '../../services/http/ApiError.ts';
import { useNamespace } from '../../i18n/useNamespace.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { problemMessage } from '../../shared/problemMessage.ts';
import { matchingProblems } from './matchingProblems.ts';
import { matchingStrings } from './matchingStrings.ts';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // The native file input, its button drawn like a Fluent secondary button in the clinic's theme.
  picker: {
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    color: tokens.colorNeutralForeground1,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
    '::file-selector-button': {
      minHeight: '32px',
      marginInlineEnd: tokens.spacingHorizontalM,
      padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalM}`,
      fontFamily: tokens.fontFamilyBase,
      fontSize: tokens.fontSizeBase300,
      fontWeight: tokens.fontWeightSemibold,
      color: tokens.colorNeutralForeground1,
      backgroundColor: tokens.colorNeutralBackground1,
      border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
      borderRadius: tokens.borderRadiusMedium,
      cursor: 'pointer',
    },
    ':hover': {
      '::file-selector-button': {
        backgroundColor: tokens.colorNeutralBackground1Hover,
        borderTopColor: tokens.colorNeutralStroke1Hover,
        borderRightColor: tokens.colorNeutralStroke1Hover,
        borderBottomColor: tokens.colorNeutralStroke1Hover,
        borderLeftColor: tokens.colorNeutralStroke1Hover,
        color: tokens.colorBrandForeground1,
      },
    },
    ':disabled': {
      color: tokens.colorNeutralForegroundDisabled,
      '::file-selector-button': { color: tokens.colorNeutralForegroundDisabled, backgroundColor: tokens.colorNeutralBackgroundDisabled, cursor: 'not-allowed' },
    },
  },
  photos: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, listStyleType: 'none', margin: 0, padding: 0 },
  photo: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, alignItems: 'flex-start' },
  thumb: { width: '140px', height: '140px', objectFit: 'cover', borderRadius: tokens.borderRadiusMedium, border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
});

export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_PHOTO_BYTES = 8 * 1024 * 1024;

export interface PhotosStepProps {
  memberId: number | null;
  photos: readonly MatchingPhoto[];
  disabled: boolean;
  onPhotosChange: (photos: MatchingPhoto[]) => void;
}

export function PhotosStep(props: PhotosStepProps) {
  const styles = useStyles();
  const { t } = useNamespace('matching', matchingStrings);
  const { api } = useServices();
  const inputRef = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ photo: MatchingPhoto; index: number } | null>(null);

  const refusal = (failure: unknown): string => {
    if (failure instanceof ApiError && failure.status === 415) return t('photos.wrongType');
    if (failure instanceof ApiError && failure.status === 413) return t('photos.tooLarge');
    return problemMessage(failure, matchingProblems, t);
  };

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    setError(null);
    if (!PHOTO_TYPES.includes(file.type)) {
      setError(t('photos.wrongType'));
      return;
    }
    if (file.size > MAX_PHOTO_BYTES) {
      setError(t('photos.tooLarge'));
      return;
    }
    setUploading(true);
    try {
      const photo = await api.matching.uploadPhoto(props.memberId, file, { skipNotification: true });
      props.onPhotosChange([...props.photos, photo]);
      if (inputRef.current) inputRef.current.value = '';
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setUploading(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    await api.matching.deletePhoto(props.memberId, removing.photo.id, { skipNotification: true });
    props.onPhotosChange(props.photos.filter((p) => p.id !== removing.photo.id));
    setRemoving(null);
  };

  return (
    <div className={styles.root}>
      <Body1 as="p">{t('photos.intro')}</Body1>
      <Field label={t('photos.choose')} hint={t('photos.hint')} validationState={error ? 'error' : 'none'} validationMessage={error ?? undefined}>
        {(fieldProps) => (
          <input
            {...fieldProps}
            ref={inputRef}
            className={styles.picker}
            type="file"
            accept={PHOTO_TYPES.join(',')}
            disabled={props.disabled || uploading}
            onChange={(e) => void upload(e)}
            embryo-test-sid="profile-photo-input"
          />
        )}
      </Field>
      {uploading ? <Spinner size="tiny" label={t('photos.uploading')} /> : null}
      {props.photos.length === 0 ? (
        <MessageBar intent="info">
          <MessageBarBody>{t('photos.none')}</MessageBarBody>
        </MessageBar>
      ) : (
        <ul className={styles.photos} aria-label={t('photos.listLabel')}>
          {props.photos.map((photo, index) => (
            <li key={photo.id} className={styles.photo}>
              <img className={styles.thumb} src={photo.url} alt={t('photos.alt', { n: index + 1 })} width={140} height={140} embryo-test-sid="profile-photo" />
              <Button size="small" disabled={props.disabled} onClick={() => setRemoving({ photo, index })} aria-label={t('photos.removeFull', { n: index + 1 })}>
                {t('photos.remove')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('photos.removeTitle', { n: (removing?.index ?? 0) + 1 })}
        confirmLabel={t('photos.remove')}
        onConfirm={remove}
        onClose={() => setRemoving(null)}
      >
        <Body1 as="p">{t('photos.removeBody')}</Body1>
      </ConfirmDialog>
    </div>
  );
}
