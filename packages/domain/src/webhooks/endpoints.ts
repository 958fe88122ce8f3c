import {
  invalidInput,
  notFound,
  type CreatedWebhookEndpoint,
  type CreateWebhookBody,
  type RotatedSecret,
  type UpdateWebhookBody,
  type WebhookEndpoint,
} from '@proposals/contracts';
import type { Db, WebhookEndpoint as EndpointRow } from '@proposals/db';
import { newWebhookSecret, urlProblem, type Resolve, type UrlPolicy } from '@proposals/webhooks';
import { accountRecords } from '../shared/account-records';
import { isUuid } from '../shared/ids';
import { toEndpoint } from './mapper';

/** The URL policy in force and how names resolve under it. */
export interface UrlRules {
  policy: UrlPolicy;
  resolve: Resolve;
}

/** Get, list (newest first) and delete; create, update and rotation need more than plain records. */
export const webhookEndpoints = accountRecords<EndpointRow, WebhookEndpoint, object, object>({
  noun: 'Webhook endpoint',
  delegate: (db) => db.webhookEndpoint,
  toRecord: toEndpoint,
});

async function assertUrlAllowed(url: string | undefined, rules: UrlRules): Promise<void> {
  const problem = url === undefined ? null : await urlProblem(url, rules.policy, rules.resolve);
  if (problem) throw invalidInput('request body', [{ field: 'url', message: problem }]);
}

export async function createWebhookEndpoint(
  db: Db,
  accountId: string,
  body: CreateWebhookBody,
  rules: UrlRules,
): Promise<CreatedWebhookEndpoint> {
  await assertUrlAllowed(body.url, rules);
  const row = await db.webhookEndpoint.create({
    data: {
      accountId,
      url: body.url,
      events: body.events,
      sources: body.sources,
      secret: newWebhookSecret(),
    },
  });
  return { ...toEndpoint(row), secret: row.secret };
}

/** PATCH: `isActive: true` re-enables and resets the failure counter (spec "Retry and disabling"). */
export async function updateWebhookEndpoint(
  db: Db,
  accountId: string,
  id: string,
  { isActive, ...fields }: UpdateWebhookBody,
  rules: UrlRules,
): Promise<WebhookEndpoint> {
  await assertUrlAllowed(fields.url, rules);
  const state =
    isActive === true
      ? { isActive, failureCount: 0, disabledAt: null }
      : isActive === false
        ? { isActive, disabledAt: new Date() }
        : {};
  const { count } = isUuid(id)
    ? await db.webhookEndpoint.updateMany({ where: { id, accountId }, data: { ...fields, ...state } })
    : { count: 0 };
  if (count === 0) throw notFound('Webhook endpoint');
  return webhookEndpoints.get(db, accountId, id);
}

/** A new secret; the old one keeps signing beside it for `overlapMs` so receivers can switch over. */
export async function rotateWebhookSecret(
  db: Db,
  accountId: string,
  id: string,
  overlapMs: number,
): Promise<RotatedSecret> {
  const secret = newWebhookSecret();
  const [row] = isUuid(id)
    ? await db.$queryRaw<{ id: string }[]>`
        UPDATE webhook_endpoints
        SET previous_secret = secret,
            previous_secret_expires_at = now() + make_interval(secs => ${overlapMs / 1000}),
            secret = ${secret}, updated_at = now()
        WHERE id = ${id}::uuid AND account_id = ${accountId}::uuid
        RETURNING id`
    : [];
  if (!row) throw notFound('Webhook endpoint');
  return { id: row.id, secret };
}
