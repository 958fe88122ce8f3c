// The client's page for the benchmark: the seeded proposal made ready (as the generator would leave
// it, with pricing and options), then shared through the API like any integrator would.
const line = (item, hours) => ({ item, hours, rate: 15000, total: hours * 15000, basis: null });

const MARKDOWN = `# Bench proposal

## Summary

A new marketing website with online booking, a blog and a refreshed logo, for twelve clinics.

## Scope

- Sitemap and page plan
- Design of the home page and templates
- Build, testing and launch

## Investment

| Item | Hours | Rate | Total |
|---|---:|---:|---:|
| Design | 40 | $150 | $6,000 |
| Build | 80 | $150 | $12,000 |
`;

/** Returns the page's URL (GET /p/:token). */
export async function sharedPageUrl({ pg, databaseUrl, api, headers, id }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `UPDATE proposals SET status = 'ready', generated_proposal_markdown = $2, pricing_breakdown = $3,
         pricing_options = $4, total_price_mid = 1800000 WHERE id = $1`,
      [
        id,
        MARKDOWN,
        JSON.stringify([line('Design', 40), line('Build', 80)]),
        JSON.stringify([line('Blog', 12)]),
      ],
    );
  } finally {
    await client.end();
  }
  const body = JSON.stringify({ recipient: { name: 'Bench Client', email: 'client@example.com' } });
  const res = await fetch(`${api}/proposals/${id}/share-links`, { method: 'POST', headers, body });
  if (res.status !== 201) throw new Error(`sharing answered ${res.status}: ${await res.text()}`);
  return (await res.json()).data.url;
}
