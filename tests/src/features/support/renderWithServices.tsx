// The render kit moved to tests/src/support/renderWithServices.tsx; this path keeps the tests that
// import it from here working until they import it from there.
export * from '../../support/renderWithServices';
