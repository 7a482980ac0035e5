// The ALTCHA worker for SHA-256 challenges (development and test difficulty), bundled same-origin so
// the strict CSP (script-src 'self', Trusted Types) holds: no blob: workers.
import 'altcha/workers/sha';
