// Records each package's jest totals in .test-results/, so `pnpm test` can print one closing
// line for the whole monorepo (scripts/test-summary.mjs).
const fs = require('node:fs');
const path = require('node:path');

class JestResultsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = path.join(__dirname, '..', '.test-results');
    fs.mkdirSync(dir, { recursive: true });
    const name = path.relative(path.join(__dirname, '..'), this.rootDir).replaceAll(path.sep, '-') || 'root';
    const totals = {
      passed: results.numPassedTests,
      failed: results.numFailedTests + results.numRuntimeErrorTestSuites,
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.writeFileSync(path.join(dir, `${name}.json`), JSON.stringify(totals));
  }
}

module.exports = JestResultsReporter;
