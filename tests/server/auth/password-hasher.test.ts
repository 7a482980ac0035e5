// Password hashing: hashes verify, the cost travels with the hash, and a burst of derivations waits its
// turn (each holds 128 MB at the production cost) instead of all running at once.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { derivationLoad, PasswordHasher } from '../../../server/services/password-hasher.ts';

void describe('password hasher', () => {
  test('a hash verifies its password only, also after the cost changes', async () => {
    const stored = await new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 }).hash('Correct-Horse-1');
    const laterCost = new PasswordHasher({ N: 2 ** 12, r: 8, p: 1 });
    assert.equal(await laterCost.verify('Correct-Horse-1', stored), true);
    assert.equal(await laterCost.verify('correct-horse-1', stored), false);
    assert.equal(await laterCost.verify('Correct-Horse-1', 'bcrypt$whatever'), false);
  });

  test('at most two derivations run at once; the rest wait and all finish', async () => {
    const hasher = new PasswordHasher({ N: 2 ** 14, r: 8, p: 1 });
    let busiest = 0;
    let queued = 0;
    const watch = setInterval(() => {
      const load = derivationLoad();
      busiest = Math.max(busiest, load.running);
      queued = Math.max(queued, load.waiting);
    }, 1);
    try {
      const burst = Array.from({ length: 6 }, (_, i) => hasher.hash(`password-${String(i)}`));
      const load = derivationLoad();
      assert.deepEqual(load, { running: 2, waiting: 4 });
      const hashes = await Promise.all(burst);
      assert.equal(new Set(hashes).size, 6);
      assert.equal(await hasher.verify('password-5', hashes[5] ?? ''), true);
    } finally {
      clearInterval(watch);
    }
    assert.ok(busiest <= 2, `at most two at once (saw ${String(busiest)})`);
    assert.ok(queued >= 1, 'the burst queued');
    assert.deepEqual(derivationLoad(), { running: 0, waiting: 0 });
  });
});
