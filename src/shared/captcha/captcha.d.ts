// The ALTCHA proof-of-work workers are plain scripts (no exports): imported only for their effect.
declare module 'altcha/workers/*';
