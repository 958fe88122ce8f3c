// A brief in, a proposal PDF out: create → analyze → generate → score → export → download.
// Usage: PROPOSALS_API_KEY=pk_… PROPOSALS_API_SECRET=sk_… node examples/brief-to-pdf.mjs brief.txt [out.pdf]
import { readFile, writeFile } from 'node:fs/promises';
import { createClient, ProposalsError } from '@proposals/sdk';

const [briefFile, out = 'proposal.pdf'] = process.argv.slice(2);
if (!briefFile) throw new Error('usage: node examples/brief-to-pdf.mjs brief.txt [out.pdf]');

const client = createClient({
  baseUrl: process.env.PROPOSALS_BASE_URL ?? 'http://127.0.0.1:3000',
  apiKey: process.env.PROPOSALS_API_KEY ?? '',
  apiSecret: process.env.PROPOSALS_API_SECRET ?? '',
});

try {
  const rawInputText = await readFile(briefFile, 'utf8');
  const { id } = await client.proposals.create({ title: 'Proposal from a brief', rawInputText });
  const scored = await client.runPipeline(id, {
    onProgress: ({ stage, state, elapsedMs }) => console.error(`${stage} ${state} ${elapsedMs} ms`),
  });
  const price = new Intl.NumberFormat('en-US', { style: 'currency', currency: scored.currency });
  console.error(`score ${scored.proposalScore}/100, ${price.format((scored.totalPriceMid ?? 0) / 100)}`);
  const { downloadUrl } = await client.proposals.export(id, { format: 'pdf' });
  const { bytes } = await client.download(downloadUrl);
  await writeFile(out, bytes);
  console.log(out);
} catch (error) {
  // ProposalsApiError carries the API's code and request id; StageFailedError the stage.
  if (!(error instanceof ProposalsError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
