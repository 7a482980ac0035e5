// The release the API reports as (issue 14, spec §9): the application version plus the commit it
// was built from — GIT_COMMIT when the pipeline sets it, otherwise the checkout's own HEAD.
import { execFileSync } from 'node:child_process';

export const appVersion = '2.1.0.35024';

function commitOfCheckout(): string {
  if (process.env.GIT_COMMIT) return process.env.GIT_COMMIT.slice(0, 12);
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 2000 }).trim() || 'local';
  } catch {
    return 'local';
  }
}

export const buildCommit = commitOfCheckout();

/** `version+commit`, the release name both sides carry. */
export const releaseName = `${appVersion}+${buildCommit}`;
