// Public surface of the content service: the factory, its plain content shapes and its error.
export {
  createContentService,
  toContentLocale,
  toContentMemberType,
  DEFAULT_CONTENT_CENTER_ID,
  type ClinicQuery,
  type ContentService,
  type ContentServiceOptions,
  type ContentSettings,
  type MemberContentQuery,
  type MemberTypeInput,
} from './ContentService';
export { contentMemberType } from '../../../contract/domain/memberTypes';
export { ContentError, isRetryableContentError } from './ContentError';
export { defaultRetryPolicy, type RetryPolicy } from './retryWithBackoff';
export * from './contentModels';
