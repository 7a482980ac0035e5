// Demo photos of the OPEN demo donor couples (issue 5): calm abstract illustrations (landscapes
// and shapes in soft colours, never people) drawn as SVG and rendered locally with sharp through
// the same re-encoding as an upload, then stored through the PhotoStorage like any photo.
// Each distinct image is rendered once per process (the seed runs in every API test file).
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import sharp from 'sharp';
import { reencodePhoto, type EncodedPhoto } from '../../services/photo-service.ts';
import type { PhotoStorage } from '../../services/photo-storage.ts';
import type { Db } from '../database.ts';
import type { MatchingPhotosTable } from '../tables.ts';
import { donorSeeds } from './demo-matching-data.ts';

const WIDTH = 1200;
const HEIGHT = 800;
const demoPhotosMarker = 'demo_photos';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;

const gradient = (id: string, stops: string[]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops
    .map((colour, index) => `<stop offset="${index / (stops.length - 1)}" stop-color="${colour}"/>`)
    .join('')}</linearGradient>`;

/** The illustrations, each an SVG document. */
export const demoIllustrations: Record<string, string> = {
  'hills-at-dawn': svg(`
    <defs>${gradient('sky', ['#f9d9c4', '#f3e6e0', '#d9def0'])}</defs>
    <rect width="1200" height="800" fill="url(#sky)"/>
    <circle cx="860" cy="300" r="90" fill="#fbe3b3" opacity="0.9"/>
    <path d="M0 520 C200 430 380 470 560 500 S930 420 1200 470 V800 H0 Z" fill="#b9cdb3"/>
    <path d="M0 600 C240 540 420 600 640 580 S1000 530 1200 590 V800 H0 Z" fill="#97b39a"/>
    <path d="M0 690 C260 650 520 700 760 680 S1080 650 1200 680 V800 H0 Z" fill="#7c9c86"/>`),
  'sea-and-moon': svg(`
    <defs>${gradient('night', ['#2e3f5c', '#4d6a86', '#8fb0c2'])}</defs>
    <rect width="1200" height="800" fill="url(#night)"/>
    <circle cx="300" cy="220" r="70" fill="#f2efe4"/>
    <rect y="470" width="1200" height="330" fill="#3f6077"/>
    <path d="M0 520 Q150 500 300 520 T600 520 T900 520 T1200 520 V800 H0 Z" fill="#4f7890" opacity="0.8"/>
    <path d="M0 600 Q150 580 300 600 T600 600 T900 600 T1200 600 V800 H0 Z" fill="#6a93a6" opacity="0.6"/>
    <rect x="270" y="480" width="60" height="6" rx="3" fill="#f2efe4" opacity="0.7"/>
    <rect x="250" y="510" width="100" height="5" rx="2.5" fill="#f2efe4" opacity="0.5"/>`),
  'soft-circles': svg(`
    <rect width="1200" height="800" fill="#f6f1e8"/>
    <circle cx="380" cy="360" r="230" fill="#e8c4b8" opacity="0.75"/>
    <circle cx="640" cy="420" r="260" fill="#b8d0cf" opacity="0.7"/>
    <circle cx="860" cy="300" r="170" fill="#d8cde6" opacity="0.75"/>
    <circle cx="520" cy="600" r="120" fill="#f0dca8" opacity="0.7"/>`),
  'meadow-trees': svg(`
    <defs>${gradient('day', ['#cfe3ee', '#eef3ea'])}</defs>
    <rect width="1200" height="800" fill="url(#day)"/>
    <rect y="560" width="1200" height="240" fill="#c6d9a8"/>
    <rect x="292" y="430" width="16" height="150" fill="#8a7560"/>
    <ellipse cx="300" cy="400" rx="90" ry="110" fill="#8fb08a"/>
    <rect x="692" y="470" width="14" height="110" fill="#8a7560"/>
    <ellipse cx="700" cy="450" rx="70" ry="85" fill="#a4c29a"/>
    <rect x="942" y="440" width="14" height="140" fill="#8a7560"/>
    <ellipse cx="950" cy="410" rx="80" ry="100" fill="#7fa582"/>
    <path d="M0 640 C300 610 600 660 1200 630 V800 H0 Z" fill="#b3cb93"/>`),
  'dunes-at-dusk': svg(`
    <defs>${gradient('dusk', ['#e9c9d6', '#f4dccb', '#f7e9d7'])}</defs>
    <rect width="1200" height="800" fill="url(#dusk)"/>
    <circle cx="600" cy="430" r="110" fill="#f6c9a5" opacity="0.85"/>
    <path d="M0 560 C260 470 480 520 700 560 S1050 600 1200 520 V800 H0 Z" fill="#e4c3a1"/>
    <path d="M0 660 C320 600 640 700 900 650 S1120 620 1200 640 V800 H0 Z" fill="#d7ae8a"/>`),
};

const rendered = new Map<string, Promise<EncodedPhoto>>();

/** The JPEG of one illustration, rendered once per process. */
export function renderDemoIllustration(name: string): Promise<EncodedPhoto> {
  let photo = rendered.get(name);
  if (!photo) {
    const source = demoIllustrations[name];
    if (!source) throw new Error(`no demo illustration "${name}"`);
    photo = sharp(Buffer.from(source))
      .png()
      .toBuffer()
      .then((png) => reencodePhoto(png));
    photo.catch(() => rendered.delete(name));
    rendered.set(name, photo);
  }
  return photo;
}

/**
 * 1–2 photos for every OPEN demo donor couple (every third has two), once per database (app_meta
 * marker). Each photo has its own storage key, so deleting one never removes another's bytes.
 */
export async function seedDemoPhotos(db: Db, storage: PhotoStorage, nowIso: string): Promise<void> {
  const marker = await db.selectFrom('app_meta').select('value').where('key', '=', demoPhotosMarker).executeTakeFirst();
  if (marker) return;
  const names = Object.keys(demoIllustrations);
  const openDonors = donorSeeds.filter((donor) => donor.profile.privacyTypeId === 'OPEN').map((donor) => donor.userName.toLowerCase());
  const members = await db.selectFrom('members').select(['id', 'user_name_key']).where('user_name_key', 'in', openDonors).orderBy('id').execute();
  const rows: Insertable<MatchingPhotosTable>[] = [];
  for (const [index, member] of members.entries()) {
    const count = index % 3 === 0 ? 2 : 1;
    for (let position = 1; position <= count; position++) {
      const photo = await renderDemoIllustration(names[(index + position - 1) % names.length] ?? 'soft-circles');
      const storageKey = `members/${member.id}/${randomUUID()}.jpg`;
      await storage.put(storageKey, photo.bytes, 'image/jpeg');
      rows.push({ member_id: member.id, storage_key: storageKey, width: photo.width, height: photo.height, byte_size: photo.bytes.length, position, created_at: nowIso });
    }
  }
  await db.transaction().execute(async (trx) => {
    if (rows.length > 0) await trx.insertInto('matching_photos').values(rows).execute();
    await trx.insertInto('app_meta').values({ key: demoPhotosMarker, value: '1' }).execute();
  });
}
