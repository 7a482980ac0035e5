// Matching-site photos (issue 5). Upload: only the owner, only a donor couple who may build a
// matching profile; the type is decided by the bytes (JPEG, PNG or WebP), the image is decoded,
// turned upright, scaled to at most 1600 px and re-encoded as JPEG without any metadata (no EXIF,
// GPS, XMP, IPTC or ICC), then stored through the PhotoStorage. At most 6 per profile.
// Viewing: signed addresses (`/api/MatchingPhotos/{id}?viewer&exp&sig`, HMAC-SHA256, 10 minutes)
// and one entitlement rule, checked again when the bytes are served, so a photo request that is
// no longer ACCEPTED ends access even with an unexpired address.
import { createHmac, createSecretKey, randomUUID, timingSafeEqual, type KeyObject } from 'node:crypto';
import sharp from 'sharp';
import { isMatchingProfileCurrent } from '../../contract/domain/memberRules.ts';
import type { MatchingPhoto } from '../../contract/api/matching-site.ts';
import type { Db } from '../db/database.ts';
import {
  countPhotos,
  deleteMemberPhoto,
  findPhoto,
  findViewer,
  hasAcceptedPhotosRequest,
  insertPhotoWithinLimit,
  listPhotos,
  type PhotoRow,
} from '../db/repositories/photos-repository.ts';
import { HttpProblem, problems } from '../http-problem.ts';
import type { CentersService } from './centers-service.ts';
import { isoAt, type Clock } from './clock.ts';
import { assertMatchingSiteOpen, loadMatchingMember } from './matching-access.ts';
import { findMemberById } from '../db/repositories/members-repository.ts';
import type { PhotoStorage } from './photo-storage.ts';

export const MAX_PHOTOS_PER_PROFILE = 6;
export const MAX_PHOTO_UPLOAD_BYTES = 8 * 1024 * 1024;
export const PHOTO_MAX_EDGE_PX = 1600;
export const PHOTO_JPEG_QUALITY = 82;
export const PHOTO_URL_LIFETIME_SECONDS = 600;
/** Decoding larger images is refused (a small file can claim a huge canvas). */
const MAX_INPUT_PIXELS = 50_000_000;

export type ImageType = 'jpeg' | 'png' | 'webp';

/** The image type by its magic bytes, whatever the request's Content-Type said. */
export function detectImageType(bytes: Buffer): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface EncodedPhoto {
  bytes: Buffer;
  width: number;
  height: number;
}

/**
 * Decodes, turns the image upright by its EXIF orientation, fits it in
 * 1600 × 1600, flattens transparency onto white and encodes a baseline JPEG. sharp writes no metadata
 * unless asked (keepExif / withMetadata / keepIccProfile are never called), so nothing of the
 * original's EXIF, GPS, XMP, IPTC or ICC data is carried over.
 */
export async function reencodePhoto(input: Buffer): Promise<EncodedPhoto> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .autoOrient()
    .resize({ width: PHOTO_MAX_EDGE_PX, height: PHOTO_MAX_EDGE_PX, fit: 'inside', withoutEnlargement: true })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .jpeg({ quality: PHOTO_JPEG_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, width: info.width, height: info.height };
}

const photoProblems = {
  notAPhotoOwner: () =>
    new HttpProblem({
      status: 409,
      title: 'Photos not available',
      detail: 'Only a donor couple at a clinic with the matching site, in an eligible donation location, can add matching profile photos.',
      kind: 'matching-photos-not-available',
    }),
  tooMany: () =>
    new HttpProblem({
      status: 409,
      title: 'Too many photos',
      detail: `A matching profile has at most ${MAX_PHOTOS_PER_PROFILE} photos. Delete one before adding another.`,
      kind: 'matching-photos-limit',
    }),
  unsupportedImage: (detail: string) => new HttpProblem({ status: 415, title: 'Unsupported Media Type', detail, kind: 'unsupported-image' }),
  photoNotFound: () => problems.notFound('The photo was not found.'),
};

export interface SignedPhotoQuery {
  viewer?: string;
  exp?: string;
  sig?: string;
}

export interface PhotoServiceDeps {
  db: Db;
  storage: PhotoStorage;
  clock: Clock;
  /** HMAC key of the signed addresses (config.photoUrlKey). */
  urlKey: Buffer;
  /** The matching site's maintenance window (photos do not change while it is on). */
  centers: CentersService;
}

export class PhotoService {
  readonly #db: Db;
  readonly #storage: PhotoStorage;
  readonly #clock: Clock;
  /** Made once: a Buffer key is checked and wrapped again by every HMAC (see pii-cipher.ts). */
  readonly #urlKey: KeyObject;
  readonly #centers: CentersService;

  constructor(deps: PhotoServiceDeps) {
    this.#centers = deps.centers;
    this.#db = deps.db;
    this.#storage = deps.storage;
    this.#clock = deps.clock;
    this.#urlKey = createSecretKey(deps.urlKey);
  }

  get storage(): PhotoStorage {
    return this.#storage;
  }

  /**
   * The one entitlement rule: the owner always; a recipient whose matching profile is Current only
   * for a listed OPEN donor couple that ACCEPTED this recipient's latest photo request; nobody else
   * (CLOS, IVF_ and IVFU couples' photos are never shown to anyone but themselves).
   */
  async canView(viewerMemberId: number, ownerMemberId: number): Promise<boolean> {
    if (viewerMemberId === ownerMemberId) return true;
    const viewer = await findViewer(this.#db, viewerMemberId);
    if (viewer?.member_type !== 'EmbryoRecipient' || !isMatchingProfileCurrent(viewer.matching_profile_status_id)) return false;
    return hasAcceptedPhotosRequest(this.#db, viewerMemberId, ownerMemberId);
  }

  /** The owner's photos with addresses signed for the viewer; empty when the viewer may not see them. */
  async photosFor(viewerMemberId: number, ownerMemberId: number): Promise<MatchingPhoto[]> {
    if (!(await this.canView(viewerMemberId, ownerMemberId))) return [];
    const rows = await listPhotos(this.#db, ownerMemberId);
    return rows.map((row) => this.#toPhoto(row, viewerMemberId));
  }

  async upload(memberId: number, body: Buffer): Promise<MatchingPhoto> {
    // Who may add photos is who may build a profile: the one matching-site rule of matching-access.ts.
    const { member: uploader, role } = await loadMatchingMember(this.#db, memberId);
    if (uploader.is_read_only === 1) throw problems.readOnlyMember();
    if (role !== 'DONOR') throw photoProblems.notAPhotoOwner();
    await assertMatchingSiteOpen(this.#centers, uploader.center_id);
    if ((await countPhotos(this.#db, memberId)) >= MAX_PHOTOS_PER_PROFILE) throw photoProblems.tooMany();

    const type = detectImageType(body);
    if (!type) throw photoProblems.unsupportedImage('The file is not a JPEG, PNG or WebP image (its content was checked, not its name or Content-Type).');
    let encoded: EncodedPhoto;
    try {
      encoded = await reencodePhoto(body);
    } catch {
      throw photoProblems.unsupportedImage(
        `The ${type.toUpperCase()} image could not be read: it is damaged, truncated or too large (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels).`,
      );
    }

    const storageKey = `members/${memberId}/${randomUUID()}.jpg`;
    await this.#storage.put(storageKey, encoded.bytes, 'image/jpeg');
    let row: PhotoRow | undefined;
    try {
      row = await insertPhotoWithinLimit(
        this.#db,
        { memberId, storageKey, width: encoded.width, height: encoded.height, byteSize: encoded.bytes.length, createdAt: isoAt(this.#clock.now()) },
        MAX_PHOTOS_PER_PROFILE,
      );
    } catch (error) {
      await this.#storage.delete(storageKey);
      throw error;
    }
    if (!row) {
      await this.#storage.delete(storageKey);
      throw photoProblems.tooMany();
    }
    return this.#toPhoto(row, memberId);
  }

  /** The owner deletes a photo: the row first (nobody can open it from then on), then the stored bytes. */
  async remove(memberId: number, photoId: number): Promise<void> {
    const owner = await findMemberById(this.#db, memberId);
    if (!owner) throw problems.memberNotFound();
    if (owner.is_read_only === 1) throw problems.readOnlyMember();
    await assertMatchingSiteOpen(this.#centers, owner.center_id);
    const row = await deleteMemberPhoto(this.#db, memberId, photoId);
    if (!row) throw photoProblems.photoNotFound();
    await this.#storage.delete(row.storage_key);
  }

  /** The JPEG bytes behind a signed address, after checking the signature, its expiry and the entitlement now. */
  async open(photoId: number, query: SignedPhotoQuery): Promise<Buffer> {
    const viewer = parseId(query.viewer);
    const exp = parseId(query.exp);
    if (viewer === null || exp === null || typeof query.sig !== 'string') throw photoProblems.photoNotFound();
    if (exp * 1000 < this.#clock.now() || !this.#signatureMatches(photoId, viewer, exp, query.sig)) throw photoProblems.photoNotFound();
    const row = await findPhoto(this.#db, photoId);
    if (!row || !(await this.canView(viewer, row.member_id))) throw photoProblems.photoNotFound();
    const bytes = await this.#storage.get(row.storage_key);
    if (!bytes) throw photoProblems.photoNotFound();
    return bytes;
  }

  /**
   * `/api/MatchingPhotos/{id}?viewer&exp&sig`. The expiry is rounded down to the minute (9–10 minutes
   * from now), so a page that asks again within the minute gets the same address and the browser's
   * cached copy.
   */
  signedUrl(photoId: number, viewerMemberId: number): string {
    const exp = Math.floor((this.#clock.now() / 1000 + PHOTO_URL_LIFETIME_SECONDS) / 60) * 60;
    return `/api/MatchingPhotos/${photoId}?viewer=${viewerMemberId}&exp=${exp}&sig=${this.#sign(photoId, viewerMemberId, exp)}`;
  }

  #sign(photoId: number, viewer: number, exp: number): string {
    return createHmac('sha256', this.#urlKey).update(`matching-photo:${photoId}:${viewer}:${exp}`).digest('base64url');
  }

  #signatureMatches(photoId: number, viewer: number, exp: number, sig: string): boolean {
    const expected = Buffer.from(this.#sign(photoId, viewer, exp));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  #toPhoto(row: PhotoRow, viewerMemberId: number): MatchingPhoto {
    return { id: row.id, url: this.signedUrl(row.id, viewerMemberId), width: row.width, height: row.height };
  }
}

function parseId(value: string | undefined): number | null {
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : null;
}
