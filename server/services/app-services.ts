// The objects route plugins receive (composition happens once, in composition.ts).
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { AuthService } from './auth-service.ts';
import type { CentersService } from './centers-service.ts';
import type { CollectionAppointmentsService } from './collection-appointments-service.ts';
import type { Clock } from './clock.ts';
import type { ContentRules } from './content-rules.ts';
import type { DispositionsService } from './dispositions-service.ts';
import type { StorageConsentService } from './storage-consent-service.ts';
import type { ConsentDocumentsService } from './consent-documents-service.ts';
import type { EmailChangeService } from './email-change-service.ts';
import type { EnrolmentService } from './enrolment-service.ts';
import type { Redis } from 'ioredis';
import type { BackgroundJob, JobQueue } from './job-queue.ts';
import type { CaptchaService } from './captcha-service.ts';
import type { SiteMaintenance } from './staff/site-maintenance.ts';
import type { MailOutbox } from './mail-outbox.ts';
import type { MatchingProfileService } from './matching-profile-service.ts';
import type { MatchingRequestsService } from './matching-requests-service.ts';
import type { MatchingService } from './matching-service.ts';
import type { MembersService } from './members-service.ts';
import type { PaymentsService } from './payments-service.ts';
import type { PhotoService } from './photo-service.ts';
import type { RateLimiter } from './rate-limiter.ts';
import type { TokenService } from './token-service.ts';
import type { ReplayStore } from './telemetry/replay-store.ts';
import type { TelemetryQueries } from './telemetry/dashboard-queries.ts';
import type { AuditTrail } from './staff/audit-trail.ts';
import type { StaffContentService } from './staff/staff-content-service.ts';
import type { StaffMembersService } from './staff/staff-members-service.ts';
import type { WorkQueueService } from './staff/work-queue-service.ts';
import type { StaffTokenVerifier } from './staff-tokens.ts';

export interface AppServices {
  config: AppConfig;
  db: Db;
  clock: Clock;
  tokens: TokenService;
  centers: CentersService;
  members: MembersService;
  auth: AuthService;
  emailChanges: EmailChangeService;
  rateLimiter: RateLimiter;
  mailOutbox: MailOutbox;
  /** Settles balance payments whose outcome PayPal did not tell in time (PaymentsService.settleDue). */
  paymentSettlement: BackgroundJob;
  contentRules: ContentRules;
  dispositions: DispositionsService;
  /** Consent to storage, the member's consent overview and the staff lists (issue 13). */
  consent: StorageConsentService;
  /** Lapses joint decisions and sends storage-consent reminders (scheduled). */
  consentJobs: BackgroundJob;
  /** Consent records as PDF documents. */
  consentDocuments: ConsentDocumentsService;
  enrolment: EnrolmentService;
  payments: PaymentsService;
  matching: MatchingService;
  matchingProfiles: MatchingProfileService;
  matchingRequests: MatchingRequestsService;
  photos: PhotoService;
  collectionAppointments: CollectionAppointmentsService;
  /** Session-replay chunks (issue 14). */
  replays: ReplayStore;
  /** Deletes replays older than the retention (scheduled). */
  replayRetention: BackgroundJob;
  /** The shared-state Redis (REDIS_URL); null: state kept in this process. */
  redis: Redis | null;
  /** Where background passes run (embedded loop, or pg-boss on PostgreSQL). */
  jobQueue: JobQueue;
  /** The proof-of-work captcha (issue 15). */
  captcha: CaptchaService;
  /** Site-wide maintenance window (staff console), announced on the sign-in page. */
  siteMaintenance: SiteMaintenance;
  /** The staff console (/api/Admin). */
  staff: StaffConsole;
  /** Where the support dashboards read telemetry; null: no source is configured (Log Analytics without a workspace id), 503. */
  telemetryQueries: TelemetryQueries | null;
}

export interface StaffConsole {
  /** null: staff sign-in is not configured here, and every staff call is refused. */
  verifier: StaffTokenVerifier | null;
  workQueue: WorkQueueService;
  members: StaffMembersService;
  content: StaffContentService;
  audit: AuditTrail;
}

export interface RouteOptions {
  services: AppServices;
}
