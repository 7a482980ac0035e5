// Decrypted personal data is kept per sealed text (server/services/members-service.ts, docs/adr/0014):
// a second read of the same row does not decrypt again, a changed row (sealed anew) is read anew, and
// the value every reader shares cannot be changed in place.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import type { Db } from '../../../server/db/database.ts';
import { MembersService, type MemberPersonalData } from '../../../server/services/members-service.ts';
import { PiiCipher } from '../../../server/services/pii-cipher.ts';

const person: MemberPersonalData = {
  profile: {
    namePrefix: null,
    firstName: 'Ana',
    lastName: 'Ruiz',
    email: 'ana@example.test',
    phone: '+15555550100',
    phoneExt: null,
    addressLine1: '1 Main St',
    addressLine2: null,
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    country: 'US',
    dateOfBirth: '1990-01-01',
  },
  partner: { firstName: 'Luis', lastName: 'Ruiz', email: 'luis@example.test' },
};

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

    const changed = cipher.encryptJson({ ...person, profile: { ...person.profile, city: 'Chicago' } });
    assert.equal(members.personalData({ pii: changed }).profile.city, 'Chicago');
    assert.equal(cipher.decryptions, 2);
  });

  void test('the shared value cannot be changed in place, at any depth', () => {
    const data = members.personalData({ pii: cipher.encryptJson(person) });
    assert.throws(() => {
      (data.profile as { city: string }).city = 'Elsewhere';
    }, TypeError);
    assert.throws(() => {
      (data.partner as { email: string }).email = 'someone@example.test';
    }, TypeError);
    assert.equal(data.profile.city, 'Springfield');
  });
});
