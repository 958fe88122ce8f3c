const preset = require('../../jest.preset.js')(__dirname, { database: true });

module.exports = {
  ...preset,
  // import() stays native so that ESM-only tools (the OpenAPI validator, playwright-core) load.
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { target: 'es2022' }, module: { type: 'commonjs', ignoreDynamic: true } },
    ],
  },
  // Every response a test sees is checked against the OpenAPI document (test/openapi/setup.ts).
  setupFilesAfterEnv: ['<rootDir>/test/openapi/setup.ts'],
};
