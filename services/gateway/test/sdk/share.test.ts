import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { seedProposal } from '../export/setup';
import { useTestGateway, type AccountKey } from '../harness';
import { sdkClient } from './client';

const CLI = path.resolve(__dirname, '../../../../packages/sdk/dist/cli/main.js');
const t = useTestGateway();
let owner: AccountKey;
beforeAll(async () => {
  owner = await t.account('solo');
});

const proposalsCli = (args: string[]) =>
  promisify(execFile)(process.execPath, [CLI, ...args], {
    env: {
      ...process.env,
      PROPOSALS_API_KEY: owner.key,
      PROPOSALS_API_SECRET: owner.secret,
      PROPOSALS_BASE_URL: `http://127.0.0.1:${t.gateway.port}`,
    },
    timeout: 30_000,
  });

describe('sharing through the SDK and the CLI', () => {
  it('`proposals share <id> --to` prints the URL of a page that serves the proposal', async () => {
    const { id } = await seedProposal(t, owner, { title: 'Shared from the CLI' });
    const { stdout } = await proposalsCli(['share', id, '--to', 'ana@example.com']);
    const url = stdout.trim();
    expect(url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${t.gateway.port}/p/[A-Za-z0-9_-]{43}$`));
    expect(await (await fetch(url)).text()).toContain('Shared from the CLI');
    const links = await proposalsCli(['links', id]);
    expect(links.stdout).toMatch(/^ID +STATE +VIEWS +LAST VIEW +RECIPIENT\n.* active +0 +- +ana@example.com/);
  });

  it('lists, revokes and reads the decision with the typed client', async () => {
    const client = sdkClient(t, owner);
    const { id } = await seedProposal(t, owner);
    const link = await client.proposals.share(id, { recipient: { name: 'Ana', email: 'ana@example.com' } });
    expect((await client.proposals.shareLinks(id)).data.map((l) => l.id)).toEqual([link.id]);
    expect(await client.proposals.revokeShareLink(id, link.id)).toMatchObject({ state: 'revoked' });
    await expect(client.proposals.acceptance(id)).rejects.toMatchObject({ status: 404 });
  });
});
