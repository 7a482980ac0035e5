// Unit and component tests of the SPA (tests/src). API tests run on node:test (tests/server).
export default {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/tests/src'],
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          module: 'ESNext',
          moduleResolution: 'bundler',
          verbatimModuleSyntax: false,
          isolatedModules: true,
          esModuleInterop: true,
          allowImportingTsExtensions: true,
        },
        diagnostics: false,
      },
    ],
  },
  moduleNameMapper: {
    '\\.(css)$': '<rootDir>/tests/src/support/styleStub.cjs',
    '^(\\.{1,2}/.*)\\.ts$': '$1',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/src/support/setup.ts'],
  testTimeout: 30000,
};
