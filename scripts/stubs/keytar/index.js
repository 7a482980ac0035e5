// Stand-in for keytar: there is no OS keychain binding in this install. Every call is refused, so a
// credential is never silently dropped; `swa login --no-use-keychain` keeps credentials in memory.
'use strict';

function unavailable() {
  return Promise.reject(
    new Error('No OS keychain in this install (keytar is replaced by scripts/stubs/keytar): use `swa login --no-use-keychain`, or a deployment token.'),
  );
}

module.exports = {
  getPassword: unavailable,
  setPassword: unavailable,
  deletePassword: unavailable,
  findPassword: unavailable,
  findCredentials: unavailable,
};
