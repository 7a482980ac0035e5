// Row types of every table (snake_case columns). Times are ISO-8601 UTC text, dates yyyy-MM-dd,
// flags 0/1 integers and money integer cents, so SQLite and PostgreSQL behave the same.
import type { ColumnType, Generated, Selectable } from 'kysely';

export interface CentersTable {
  id: number;
  name: string;
  business_model: string;
  currency_code: string;
  currency_symbol: string;
  currency_culture: string;
  locale: string;
  time_zone: string;
  country_code: string;
  logo_file: string;
  color_primary: string;
  color_secondary: string;
  color_accent: string;
  vaulting_order_cents: number;
  paypal_settings_id: number;
  fert_pres_enabled: number;
  maintenance_start_utc: string | null;
  maintenance_end_utc: string | null;
  disposition_contact_email: string | null;
  billing_contact_phone: string | null;
  billing_contact_phone_ext: string | null;
  phone: string | null;
  /** The clinic's PayPal merchant (payee) id, handed to the SDK as memberClientId. */
  paypal_merchant_id: string | null;
  /** The clinic's matching-site maintenance window: matching-site changes are refused while it is active. */
  matching_maintenance_start_utc: string | null;
  matching_maintenance_end_utc: string | null;
  /** The clinic's consent policy as JSON (contract/domain/consentPolicy.ts); null: its country's template. */
  consent_policy: string | null;
}

export interface CenterSitesTable {
  host: string;
  center_id: number;
  is_primary: number;
}

export interface FeatureFlagsTable {
  flag_name: string;
  center_id: number;
}

/** One row (id 1): raised by trigger on every write to matching_profiles or feature_flags (migration 0022). */
export interface MatchingListingVersionTable {
  id: number;
  /** bigint on PostgreSQL, which its driver returns as text. */
  version: number | string;
}

export interface CollectionSitesTable {
  id: Generated<number>;
  center_id: number;
  name: string;
  address_line1: string;
  city: string;
  postal_code: string;
  phone: string | null;
}

export interface CountriesTable {
  id: number;
  code: string;
  name: string;
  priority: number;
}

export interface StatesTable {
  id: Generated<number>;
  country_id: number;
  code: string;
  name: string;
}

export interface MembersTable {
  id: Generated<number>;
  center_id: number;
  user_name: string;
  /** Lower-cased user name; unique. */
  user_name_key: string;
  password_hash: string;
  password_changed_at: string;
  member_type: string;
  type_id: string;
  registration_stage_id: string;
  account_status_id: string;
  is_read_only: number;
  billing_balance_cents: number;
  payment_method_id: string | null;
  matching_profile_status_id: string | null;
  matching_privacy_type_id: string | null;
  two_factor_enabled: number;
  offsite_storage_type: string | null;
  eligible_donation_location: number;
  /** Keyed hash (HMAC-SHA-256) of the normalized e-mail, for forgot-username look-ups. */
  email_hash: string;
  /** AES-256-GCM encrypted JSON of the personal data (profile and partner). */
  pii: string;
  created_at: string;
  /** Keyed hashes of the normalized variants of spec §3 (services/patient-matching.ts); null until known. */
  name_dob_hash: string | null;
  phone_hash: string | null;
  address_hash: string | null;
  /** PayPal vault id of the default payment method (payment_method_id CR: a card, PP: a PayPal wallet). */
  default_vault_id: string | null;
  /** Until when a change of e-mail address waits for its confirmation link (null: none). */
  pending_email_until: string | null;
  /** Version of the profile and default payment method, bumped by every change of them (the ETag). */
  account_version: Generated<number>;
  /** Version of the matching profile, bumped by every save of it (the ETag). */
  matching_version: Generated<number>;
  /** 1 while the clinic has locked the member's sign-in (staff console). */
  sign_in_locked: Generated<number>;
  /** The portal language the member last chose (en-US, en-GB, es, fr); null: none, mail in the clinic's. */
  locale: string | null;
}

export interface CreditCardsTable {
  member_id: number;
  brand: string;
  last_four: string;
  expiration: string;
  system_status: string;
}

export interface FreezeEventsTable {
  id: Generated<number>;
  member_id: number;
  item_type_id: string;
  status_id: string;
  count: number;
  frozen_on: string;
  storage_location: string;
  description: string;
  deleted_at: string | null;
  /** The status before the member chose an option (set with the exploring state, cleared on withdrawal). */
  prior_status_id: string | null;
  /** 1 while the clinic reviews the item medically (a donor profile then completes as MEDPND, not CURRNT). */
  medical_review_pending: Generated<number>;
  /** 1 when the donor couple offers the item on the matching site (only offered items can be reserved). */
  offered_for_matching: Generated<number>;
  /** The clinic's word to the member after a medical review was sent back. */
  medical_review_note: string | null;
  /** The partner with whom the embryos were created (joint consent, issue 13); null: the member alone. */
  co_owner_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Append-only evidence of each e-signature and withdrawal (architecture §5); no UPDATE or DELETE. */
export interface ConsentRecordsTable {
  id: Generated<number>;
  member_id: number;
  freeze_event_id: number;
  action: string;
  option: string;
  from_status_id: string;
  to_status_id: string;
  signed_name: string;
  co_owner_name: string | null;
  terms_version: string;
  terms_hash: string;
  signed_at_utc: string;
  ip_address: string;
  user_agent: string;
  /** 'owner' (the member whose account holds the items) or 'coOwner'. */
  signer: Generated<string>;
  /** 'signed-in', or 'link:last-name+date-of-birth' for a co-owner who signed through a single-use link. */
  identity_check: Generated<string>;
  joint_decision_id: ColumnType<number | null, number | null | undefined, never>;
}

/** Consent to the storage of one item: when it was last given, and the reminders sent since. */
export interface StorageConsentsTable {
  freeze_event_id: number;
  consented_at: string;
  reminders_sent: Generated<string>;
  lapse_noticed_at: string | null;
}

/** An Application Insights envelope the ingestion emulator received (issue 14). */
export interface TelemetryEnvelopesTable {
  id: Generated<number>;
  received_at: string;
  name: string;
  base_type: string | null;
  time: string | null;
  ikey: string | null;
  operation_id: string | null;
  cloud_role: string | null;
  body: string;
}

/** One uploaded session-replay chunk (issue 14); its bytes are in the replay blob storage. */
export interface TelemetryReplayChunksTable {
  replay_id: string;
  sequence: number;
  session_id: string;
  clinic_id: number | null;
  reason: string;
  started_at: string;
  ended_at: string;
  /** JSON array of operation ids. */
  operation_ids: string;
  blob_name: string;
  bytes: number;
  received_at: string;
}

/** The partner with whom a member's embryos were created (issue 13). */
export interface CoOwnersTable {
  id: Generated<number>;
  member_id: number;
  partner_member_id: number | null;
  /** AES-256-GCM encrypted JSON: firstName, lastName, email, dateOfBirth. */
  pii: string;
  created_at: string;
}

/** A decision about co-owned items, in effect only once both co-owners signed it. */
export interface JointDecisionsTable {
  id: Generated<number>;
  member_id: number;
  co_owner_id: number;
  option: string;
  /** JSON array of stored item ids, ascending. */
  freeze_event_ids: string;
  state: string;
  first_signer: string;
  created_at: string;
  lapses_at: string;
  closed_at: string | null;
  closed_by: string | null;
  version: Generated<number>;
}

/** A single-use link by which a co-owner without an account checks who they are and signs. */
export interface CosignLinksTable {
  token_hash: string;
  decision_id: number;
  expires_at: string;
  verified_at: string | null;
  used_at: string | null;
  failures: Generated<number>;
  created_at: string;
}

/** The exact terms text a consent record names by its hash (content-addressed, append-only). */
export interface ConsentTermsTable {
  hash: string;
  version: string;
  locale: string;
  title: string;
  body_json: string;
  first_signed_at_utc: string;
}

/** A clinic's pre-loaded patient: keyed hashes to match an enrolment, and its details encrypted. */
export interface ClinicPatientRecordsTable {
  id: Generated<number>;
  center_id: number;
  member_type: string;
  offsite_storage_type: string | null;
  name_dob_hash: string;
  phone_hash: string | null;
  address_hash: string | null;
  /** AES-256-GCM encrypted ClinicPatientDetails (services/patient-matching.ts). */
  pii: string;
  /** 'AVAILABLE' until an enrolment uses it, then 'USED' with member_id. */
  status: string;
  member_id: number | null;
  used_at: string | null;
  created_at: string;
}

export interface PaymentHistoryTable {
  id: Generated<number>;
  member_id: number;
  posted_on: string;
  description: string;
  amount_cents: number;
  kind: string;
}

/** Orders the portal created at PayPal, so a capture is accepted only from the member who created the order. */
export interface PayPalOrdersTable {
  order_id: string;
  member_id: number;
  /** 'CARD' or 'PAYPAL'. */
  source: string;
  /** 'VAULT' (vaulting order) or 'BALANCE' (balance payment). */
  purpose: string;
  amount_cents: number;
  currency_code: string;
  /** 'CREATED' until captured, then 'CAPTURED'. */
  status: string;
  vault_id: string | null;
  created_at: string;
  captured_at: string | null;
}

/** A vaulted payment method: PayPal's vault id and what the portal shows — never a card number or CVV. */
export interface PaymentVaultsTable {
  id: Generated<number>;
  member_id: number;
  source: string;
  vault_id: string;
  customer_id: string | null;
  brand: string | null;
  last_four: string | null;
  /** MM/YY */
  expiration: string | null;
  email: string | null;
  payer_id: string | null;
  paypal_order_id: string | null;
  created_at: string;
}

/** One balance payment per (member, idempotency key): 'PENDING' while PayPal is asked, then 'COMPLETED'. */
export interface BalancePaymentsTable {
  id: Generated<number>;
  member_id: number;
  idempotency_key: string;
  status: string;
  amount_cents: number;
  currency_code: string;
  paypal_request_id: string;
  payment_method_id: string;
  vault_id: string;
  description: string;
  paypal_order_id: string | null;
  capture_id: string | null;
  payment_history_id: number | null;
  created_at: string;
  completed_at: string | null;
  settle_attempts: Generated<number>;
  next_settle_at: string | null;
  failure_detail: string | null;
}

export interface CollectionAppointmentsTable {
  inventory_batch_id: number;
  member_id: number;
  state: string;
  collection_site_id: number | null;
  collection_reason: string;
  scheduled_at_utc: string | null;
  enrollment_package_sent_at: string | null;
  cancel_appointment_reason: string | null;
  updated_at: string | null;
  duration_minutes: number | null;
}

export interface CollectionAppointmentEventsTable {
  id: Generated<number>;
  inventory_batch_id: number;
  member_id: number;
  action: string;
  from_state: string;
  to_state: string;
  from_collection_site_id: number | null;
  to_collection_site_id: number | null;
  reason: string | null;
  created_at: string;
}

export interface BannerMessagesTable {
  id: Generated<number>;
  /** The default text (shown in a locale without its own). */
  text: string;
  style_id: string;
  starts_at: string;
  ends_at: string | null;
  /** The clinic whose members see it; null: every clinic. */
  center_id: number | null;
  /** JSON object locale → text. */
  texts_json: string | null;
}

export interface RefreshFamiliesTable {
  id: string;
  member_id: number;
  created_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  token_hash: string;
  family_id: string;
  issued_at: string;
  rotated_at: string | null;
}

/** A solved captcha challenge, kept until it expires so it cannot be used twice (migration 0019). */
export interface CaptchaSolutionsTable {
  challenge_hash: string;
  expires_at: string;
}

export interface TwoFactorChallengesTable {
  id: string;
  member_id: number;
  code_hash: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
}

export interface PasswordResetTokensTable {
  token_hash: string;
  member_id: number;
  expires_at: string;
  verified_at: string | null;
  used_at: string | null;
  created_at: string;
  failed_attempts: Generated<number>;
}

/** An e-mail waiting for (or past) delivery by the outbox worker. */
export interface MailOutboxTable {
  id: Generated<number>;
  message_id: string;
  payload: string;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

/** A requested change of a member's e-mail address: confirmed by the new address, undoable by the old one. */
export interface EmailChangesTable {
  id: Generated<number>;
  member_id: number;
  old_email: string;
  new_email: string;
  locale: string;
  confirm_token_hash: string;
  undo_token_hash: string;
  requested_at: string;
  confirm_expires_at: string;
  undo_expires_at: string;
  confirmed_at: string | null;
  undone_at: string | null;
  cancelled_at: string | null;
}

/** A member's matching profile (issue 5). JSON text in the step columns; searchable attributes as indexed columns. */
export interface MatchingProfilesTable {
  member_id: number;
  /** 'DONOR' (EmbryoCryo couple) or 'RECIPIENT'. */
  role: string;
  /** OPEN, CLOS, IVF_, IVFU, NONE (spec §3). */
  privacy_type_id: string;
  /** Spec §3 completion status code (CURRNT, PTLPRI, …); members.matching_profile_status_id is 'Current' when CURRNT. */
  completion_status_id: string;
  /** Non-identifying code shown instead of names (e.g. NF-1042). */
  profile_code: string;
  couple_information: string | null;
  considerations: string | null;
  medical_information: string | null;
  letter: string | null;
  custom_description: string | null;
  /** null (none), 'EDCPND' pending approval, 'ACC' approved, 'EDCDEC' declined. */
  custom_description_status_id: string | null;
  /** The clinic's reason when it declined the custom description (EDCDEC). */
  custom_description_note: string | null;
  ivf_center_id: number;
  residence_state: string | null;
  birth_year: number | null;
  height_cm: number | null;
  eye_color: string | null;
  hair_color: string | null;
  race: string | null;
  religion: string | null;
  education: string | null;
  created_at: string;
  updated_at: string;
}

/** A match, photos or reservation request from a recipient to a donor couple. */
export interface MatchingRequestsTable {
  id: Generated<number>;
  kind: string;
  recipient_member_id: number;
  donor_member_id: number;
  freeze_event_id: number | null;
  state: string;
  requested_at: string;
  answered_at: string | null;
  cancelled_at: string | null;
  updated_at: string;
  /** Reservations: the freeze event's status before the acceptance moved it to ICR-EDON (restored on cancellation). */
  freeze_prior_status_id: Generated<string | null>;
}

/** A photo of a member's matching profile (issue 5); the bytes are in the photo storage under storage_key. */
export interface MatchingPhotosTable {
  id: Generated<number>;
  member_id: number;
  storage_key: string;
  width: number;
  height: number;
  byte_size: number;
  position: number;
  created_at: string;
}

/** A staff member as Entra ID names them (object id), seen at their first call. */
export interface StaffTable {
  oid: string;
  tenant_id: string;
  user_name: string;
  name: string;
  created_at: string;
  last_seen_at: string;
}

/** The clinics a ClinicAdmin serves, granted by a PlatformAdmin. */
export interface StaffClinicsTable {
  oid: string;
  center_id: number;
  granted_by: string;
  granted_at: string;
}

/** Append-only record of every staff read of a member and every staff action; no UPDATE or DELETE. */
export interface AuditLogTable {
  id: Generated<number>;
  at_utc: string;
  staff_oid: string;
  staff_user_name: string;
  role: string;
  action: string;
  center_id: number | null;
  member_id: number | null;
  freeze_event_id: number | null;
  before_json: string | null;
  after_json: string | null;
  request_id: string;
  ip_address: string;
}

/** Append-only status history of a stored item: every move, by the member or by staff. */
export interface FreezeEventHistoryTable {
  id: Generated<number>;
  freeze_event_id: number;
  at_utc: string;
  from_status_id: string;
  to_status_id: string;
  actor: string;
  reason: string | null;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

export interface Database {
  centers: CentersTable;
  center_sites: CenterSitesTable;
  feature_flags: FeatureFlagsTable;
  collection_sites: CollectionSitesTable;
  countries: CountriesTable;
  states: StatesTable;
  members: MembersTable;
  credit_cards: CreditCardsTable;
  freeze_events: FreezeEventsTable;
  consent_records: ConsentRecordsTable;
  consent_terms: ConsentTermsTable;
  clinic_patient_records: ClinicPatientRecordsTable;
  payment_history: PaymentHistoryTable;
  paypal_orders: PayPalOrdersTable;
  payment_vaults: PaymentVaultsTable;
  balance_payments: BalancePaymentsTable;
  collection_appointments: CollectionAppointmentsTable;
  collection_appointment_events: CollectionAppointmentEventsTable;
  banner_messages: BannerMessagesTable;
  refresh_families: RefreshFamiliesTable;
  refresh_tokens: RefreshTokensTable;
  two_factor_challenges: TwoFactorChallengesTable;
  password_reset_tokens: PasswordResetTokensTable;
  email_changes: EmailChangesTable;
  mail_outbox: MailOutboxTable;
  matching_profiles: MatchingProfilesTable;
  matching_listing_version: MatchingListingVersionTable;
  matching_requests: MatchingRequestsTable;
  matching_photos: MatchingPhotosTable;
  app_meta: AppMetaTable;
  staff: StaffTable;
  staff_clinics: StaffClinicsTable;
  audit_log: AuditLogTable;
  freeze_event_history: FreezeEventHistoryTable;
  co_owners: CoOwnersTable;
  joint_decisions: JointDecisionsTable;
  cosign_links: CosignLinksTable;
  storage_consents: StorageConsentsTable;
  telemetry_envelopes: TelemetryEnvelopesTable;
  telemetry_replay_chunks: TelemetryReplayChunksTable;
  captcha_solutions: CaptchaSolutionsTable;
}

export type MemberRecord = Selectable<MembersTable>;
