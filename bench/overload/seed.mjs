// Proposals ready to read and export, per account: created, analysed and generated through the API,
// and exported once, so that the exports of the mix find their file and measure the API, not Chromium.
import { setTimeout as sleep } from 'node:timers/promises';

const PER_ACCOUNT = 5;
const BRIEF =
  'We are Brightwave Dental, 12 clinics in Austin. We need a new marketing website with online ' +
  'booking and a blog. Budget $25,000 to $30,000; live by 15 March 2027.';

async function call(origin, headers, method, path, body) {
  const res = await fetch(`${origin}/api/v1${path}`, { method, headers, body: body && JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${JSON.stringify(json)}`);
  return json.data;
}

async function until(origin, headers, id, status) {
  for (let i = 0; i < 400; i++) {
    if ((await call(origin, headers, 'GET', `/proposals/${id}`)).status === status) return;
    await sleep(50);
  }
  throw new Error(`proposal ${id} did not reach ${status}`);
}

/** For each account (by index), the ids of its ready proposals. */
export function seedReadyProposals(origin, accounts) {
  return Promise.all(
    accounts.map(async ({ key, secret }) => {
      const headers = { 'x-api-key': key, 'x-api-secret': secret, 'content-type': 'application/json' };
      const ids = [];
      for (let i = 0; i < PER_ACCOUNT; i++) {
        const { id } = await call(origin, headers, 'POST', '/proposals', {
          title: `Seed ${i}`,
          rawInputText: BRIEF,
        });
        await call(origin, headers, 'POST', `/proposals/${id}/analyze`);
        await until(origin, headers, id, 'analyzed');
        await call(origin, headers, 'POST', `/proposals/${id}/generate`);
        await until(origin, headers, id, 'ready');
        await call(origin, headers, 'POST', `/proposals/${id}/export`, {});
        ids.push(id);
      }
      return ids;
    }),
  );
}
