// Shared by every package's jest.config.js: TypeScript through SWC, tests under test/.
const path = require('node:path');

/** @param {string} dir the package directory; @param {{ database?: boolean }} options */
module.exports = (dir, { database = false } = {}) => ({
  rootDir: dir,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.ts'],
  transform: { '^.+\\.ts$': ['@swc/jest', { jsc: { target: 'es2022' } }] },
  ...(database
    ? {
        globalSetup: require.resolve('@proposals/testing/dist/global-setup.js', { paths: [dir] }),
        globalTeardown: require.resolve('@proposals/testing/dist/global-teardown.js', { paths: [dir] }),
      }
    : {}),
  testTimeout: 30_000,
  reporters: ['default', [path.join(__dirname, 'scripts/jest-results-reporter.js'), {}]],
});
