import {
  bodyValidator,
  queryValidator,
  schemas,
  type CreatedShareLink,
  type CreateShareLinkBody,
  type PaginationQuery,
} from '@proposals/contracts';
import { createShareLink, getAcceptance, listShareLinks, revokeShareLink } from '@proposals/domain';
import { sendEvidencePdf } from '../evidence';
import { defineRoute } from '../http/route';
import { PUBLIC_PAGE_PREFIX } from '../public/prefix';

type ListQuery = PaginationQuery & { page: number; limit: number };

/** Sharing a proposal with its client as a web page, and the decision the client made there. */
export const shareLinkRoutes = [
  defineRoute<undefined, CreateShareLinkBody>({
    method: 'post',
    path: '/proposals/:id/share-links',
    scope: 'proposals:write',
    operationId: 'createShareLink',
    summary: 'Share a ready or sent proposal with one recipient; the URL (and its token) is shown only here',
    status: 201,
    response: { data: schemas.createdShareLink },
    errors: ['invalid_state'],
    body: bodyValidator(schemas.createShareLinkBody),
    handle: async ({ deps, principal, id, body }) => {
      const { link, token, snapshotSha256 } = await createShareLink(deps.db, principal.accountId, id, body);
      const data: CreatedShareLink = {
        id: link.id,
        url: `${deps.publicBaseUrl()}${PUBLIC_PAGE_PREFIX}/${token}`,
        tokenPrefix: link.tokenPrefix,
        state: link.state,
        expiresAt: link.expiresAt,
        snapshotSha256,
        createdAt: link.createdAt,
      };
      return { data };
    },
  }),
  defineRoute<ListQuery>({
    method: 'get',
    path: '/proposals/:id/share-links',
    scope: 'proposals:read',
    operationId: 'listShareLinks',
    summary: "List a proposal's share links with their views (never their tokens)",
    response: { page: schemas.shareLink },
    query: queryValidator(schemas.listShareLinksQuery),
    handle: async ({ deps, principal, id, query }) => ({
      page: await listShareLinks(deps.db, principal.accountId, id, query),
    }),
  }),
  defineRoute({
    method: 'delete',
    path: '/proposals/:id/share-links/:linkId',
    scope: 'proposals:write',
    operationId: 'revokeShareLink',
    summary: 'Revoke a share link at once',
    response: { data: schemas.shareLink },
    handle: async ({ deps, principal, id, params }) => ({
      data: await revokeShareLink(deps.db, principal.accountId, id, params.linkId ?? ''),
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/proposals/:id/acceptance',
    scope: 'proposals:read',
    operationId: 'getAcceptance',
    summary: "The client's decision and its evidence; 404 until there is one",
    response: { data: schemas.acceptanceRecord },
    handle: async ({ deps, principal, id }) => ({
      data: (await getAcceptance(deps.db, principal.accountId, id)).record,
    }),
  }),
  defineRoute({
    method: 'get',
    path: '/proposals/:id/acceptance.pdf',
    scope: 'proposals:read',
    operationId: 'getAcceptancePdf',
    summary: "The evidence of the client's decision as a PDF",
    response: { file: 'application/pdf' },
    handle: async ({ deps, principal, id }) => {
      const evidence = await getAcceptance(deps.db, principal.accountId, id);
      return { stream: (req, res) => sendEvidencePdf(deps, evidence, req, res) };
    },
  }),
];
