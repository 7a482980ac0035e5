// Decrypted personal data is kept per sealed text (server/services/members-service.ts, docs/adr/0014):
// a second read of the same row does not decrypt again, a changed row (sealed anew) is read anew, and
// the value every reader shares cannot be changed in place.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import type { Db } from '../../../server/db/database.ts';
import { personaSeeds } from '../../../server/db/seed/demo-data.ts';
import { MembersService, type MemberPersonalData } from '../../../server/services/members-service.ts';
import { PiiCipher } from '../../../server/services/pii-cipher.ts';

/** carol.couple's personal data as the demo seeds it (she has a partner). */
const person: MemberPersonalData = personaSeeds.find((persona) => persona.userName === 'carol.couple')!.personal;

/** Counts the decryptions the service asks for. */
class CountingCipher extends PiiCipher {
  decryptions = 0;
  override decryptJson<T>(text: string): T {
    this.decryptions++;
    return super.decryptJson<T>(text);
  }
}

void describe('decrypted personal data kept per sealed text', () => {
  const cipher = new CountingCipher(randomBytes(32));
  // personalData reads no table: the service's database is never reached here.
  const members = new MembersService(null as unknown as Db, cipher);

  void test('the same row is decrypted once; a row sealed anew is read anew', () => {
    const sealed = cipher.encryptJson(person);
    const first = members.personalData({ pii: sealed });
    const again = members.personalData({ pii: sealed });
    assert.equal(cipher.decryptions, 1);
    assert.equal(again, first);
    assert.deepEqual(first, person);

    const changed = cipher.encryptJson({ ...person, profile: { ...person.profile, city: 'Elsewhere' } });
    assert.equal(members.personalData({ pii: changed }).profile.city, 'Elsewhere');
    assert.equal(cipher.decryptions, 2);
  });

  void test('the shared value cannot be changed in place, at any depth', () => {
    const data = members.personalData({ pii: cipher.encryptJson(person) });
    assert.throws(() => {
      (data.profile as { city: string }).city = 'Somewhere else';
    }, TypeError);
    assert.throws(() => {
      (data.partner as { email: string }).email = 'someone@example.test';
    }, TypeError);
    assert.equal(data.profile.city, person.profile.city);
  });
});
