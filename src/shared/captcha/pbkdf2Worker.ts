// The ALTCHA worker for PBKDF2/SHA-256 challenges (the production difficulty), bundled same-origin.
import 'altcha/workers/pbkdf2';
