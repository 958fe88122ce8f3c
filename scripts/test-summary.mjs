// Prints one closing line for every package's tests: "tests: N passed, N failed, N skipped".
import fs from 'node:fs';
import path from 'node:path';

const dir = path.join(import.meta.dirname, '..', '.test-results');
const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')) : [];
const total = { passed: 0, failed: 0, skipped: 0 };
for (const file of files) {
  const counts = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  for (const key of Object.keys(total)) total[key] += counts[key];
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
if (files.length === 0 || total.passed === 0 || total.failed > 0) process.exit(1);
