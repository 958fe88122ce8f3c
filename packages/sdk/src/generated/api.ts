// generated from the gateway's OpenAPI document by `pnpm sdk:generate`; do not edit

export interface paths {
  '/proposals': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List proposals (archived only when asked for by status)
     * @description Scope: `proposals:read`.
     */
    get: operations['listProposals'];
    put?: never;
    /**
     * Create a draft proposal
     * @description Scope: `proposals:write`.
     */
    post: operations['createProposal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/proposals/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a proposal
     * @description Scope: `proposals:read`.
     */
    get: operations['getProposal'];
    put?: never;
    post?: never;
    /**
     * Archive a proposal
     * @description Scope: `proposals:write`.
     */
    delete: operations['archiveProposal'];
    options?: never;
    head?: never;
    /**
     * Update a proposal in draft or ready
     * @description Scope: `proposals:write`.
     */
    patch: operations['updateProposal'];
    trace?: never;
  };
  '/proposals/{id}/send': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Mark a ready proposal as sent
     * @description Scope: `proposals:write`.
     */
    post: operations['sendProposal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/proposals/{id}/outcome': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Record the outcome of a ready or sent proposal
     * @description Scope: `proposals:write`.
     */
    post: operations['recordProposalOutcome'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/proposals/{id}/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Follow a proposal: its status and events as they are committed (server-sent events)
     * @description Scope: `proposals:read`.
     */
    get: operations['streamProposalEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/proposals/{id}/analyze': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start analysing the brief (draft with a brief → analyzing)
     * @description Scope: `proposals:generate`. Rate limited per API key (pipeline).
     */
    post: operations['analyzeProposal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/proposals/{id}/generate': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start generating the proposal (analyzed → generating)
     * @description Scope: `proposals:generate`. Rate limited per API key (pipeline).
     */
    post: operations['generateProposal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/proposals/{id}/score': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Start scoring the proposal (ready → scoring)
     * @description Scope: `proposals:generate`. Rate limited per API key (pipeline).
     */
    post: operations['scoreProposal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/proposals/{id}/export': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Export the proposal as PDF, DOCX or PPTX and get a download URL valid 15 minutes
     * @description Scope: `proposals:read`.
     */
    post: operations['exportProposal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/proposals/{id}/share-links': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List a proposal's share links with their views (never their tokens)
     * @description Scope: `proposals:read`.
     */
    get: operations['listShareLinks'];
    put?: never;
    /**
     * Share a ready or sent proposal with one recipient; the URL (and its token) is shown only here
     * @description Scope: `proposals:write`.
     */
    post: operations['createShareLink'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/proposals/{id}/share-links/{linkId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /**
     * Revoke a share link at once
     * @description Scope: `proposals:write`.
     */
    delete: operations['revokeShareLink'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/proposals/{id}/acceptance': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The client's decision and its evidence; 404 until there is one
     * @description Scope: `proposals:read`.
     */
    get: operations['getAcceptance'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/proposals/{id}/acceptance.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The evidence of the client's decision as a PDF
     * @description Scope: `proposals:read`.
     */
    get: operations['getAcceptancePdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clients': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List clients
     * @description Scope: `proposals:read`.
     */
    get: operations['listClients'];
    put?: never;
    /**
     * Create a client
     * @description Scope: `proposals:write`.
     */
    post: operations['createClient'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/clients/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a client
     * @description Scope: `proposals:read`.
     */
    get: operations['getClient'];
    put?: never;
    post?: never;
    /**
     * Delete a client; proposals that refer to it keep their content and lose the link
     * @description Scope: `proposals:write`.
     */
    delete: operations['deleteClient'];
    options?: never;
    head?: never;
    /**
     * Update a client
     * @description Scope: `proposals:write`.
     */
    patch: operations['updateClient'];
    trace?: never;
  };
  '/templates': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List templates
     * @description Scope: `proposals:read`.
     */
    get: operations['listTemplates'];
    put?: never;
    /**
     * Create a template
     * @description Scope: `proposals:write`.
     */
    post: operations['createTemplate'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/templates/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a template
     * @description Scope: `proposals:read`.
     */
    get: operations['getTemplate'];
    put?: never;
    post?: never;
    /**
     * Delete a template; proposals that refer to it keep their content and lose the link
     * @description Scope: `proposals:write`.
     */
    delete: operations['deleteTemplate'];
    options?: never;
    head?: never;
    /**
     * Update a template
     * @description Scope: `proposals:write`.
     */
    patch: operations['updateTemplate'];
    trace?: never;
  };
  '/usage': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * The account's plan, this period's usage and add-on credits
     * @description Scope: `proposals:read`.
     */
    get: operations['getUsage'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/events': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Query the delivery log, newest first
     * @description Scope: `webhooks:manage`.
     */
    get: operations['listWebhookEvents'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/events/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Deliver a failed or delivered event once more, now
     * @description Scope: `webhooks:manage`.
     */
    post: operations['retryWebhookEvent'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * List webhook endpoints (without secrets)
     * @description Scope: `webhooks:manage`.
     */
    get: operations['listWebhookEndpoints'];
    put?: never;
    /**
     * Register a webhook endpoint; the answer is the only one with its secret
     * @description Scope: `webhooks:manage`.
     */
    post: operations['createWebhookEndpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Get a webhook endpoint (without its secret)
     * @description Scope: `webhooks:manage`.
     */
    get: operations['getWebhookEndpoint'];
    put?: never;
    post?: never;
    /**
     * Delete a webhook endpoint and its delivery records
     * @description Scope: `webhooks:manage`.
     */
    delete: operations['deleteWebhookEndpoint'];
    options?: never;
    head?: never;
    /**
     * Update a webhook endpoint; isActive: true re-enables it and resets failureCount
     * @description Scope: `webhooks:manage`.
     */
    patch: operations['updateWebhookEndpoint'];
    trace?: never;
  };
  '/webhooks/{id}/test': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Send a signed test.ping now and report how the receiver answered
     * @description Scope: `webhooks:manage`.
     */
    post: operations['testWebhookEndpoint'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/webhooks/{id}/rotate-secret': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * Replace the secret; the old one keeps signing beside it for the overlap
     * @description Scope: `webhooks:manage`.
     */
    post: operations['rotateWebhookSecret'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/downloads/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * Download an exported file through the signed URL an export answered with
     * @description No API credentials: the token is the credential, valid 15 minutes. A tampered, expired or unknown token answers 404.
     */
    get: operations['downloadExport'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/openapi.json': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /**
     * This OpenAPI 3.1 document
     * @description No API credentials. The human-readable rendering is at `/docs`.
     */
    get: operations['getOpenApiDocument'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface webhooks {
  'proposal.created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proposal.created event, delivered
     * @description POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.
     */
    post: operations['onProposalCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'proposal.updated': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proposal.updated event, delivered
     * @description POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.
     */
    post: operations['onProposalUpdated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'proposal.analysis_completed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proposal.analysis_completed event, delivered
     * @description POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.
     */
    post: operations['onProposalAnalysisCompleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'proposal.analysis_failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proposal.analysis_failed event, delivered
     * @description POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.
     */
    post: operations['onProposalAnalysisFailed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'proposal.generation_completed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proposal.generation_completed event, delivered
     * @description POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.
     */
    post: operations['onProposalGenerationCompleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'proposal.generation_failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proposal.generation_failed event, delivered
     * @description POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.
     */
    post: operations['onProposalGenerationFailed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'proposal.scoring_completed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proposal.scoring_completed event, delivered
     * @description POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.
     */
    post: operations['onProposalScoringCompleted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'proposal.scoring_failed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proposal.scoring_failed event, delivered
     * @description POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.
     */
    post: operations['onProposalScoringFailed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'proposal.exported': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proposal.exported event, delivered
     * @description POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.
     */
    post: operations['onProposalExported'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'proposal.outcome_recorded': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proposal.outcome_recorded event, delivered
     * @description POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.
     */
    post: operations['onProposalOutcomeRecorded'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'proposal.link_created': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proposal.link_created event, delivered
     * @description POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.
     */
    post: operations['onProposalLinkCreated'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'proposal.link_revoked': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proposal.link_revoked event, delivered
     * @description POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.
     */
    post: operations['onProposalLinkRevoked'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'proposal.viewed': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proposal.viewed event, delivered
     * @description POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.
     */
    post: operations['onProposalViewed'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'proposal.accepted': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proposal.accepted event, delivered
     * @description POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.
     */
    post: operations['onProposalAccepted'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'proposal.declined': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The proposal.declined event, delivered
     * @description POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.
     */
    post: operations['onProposalDeclined'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  'test.ping': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /**
     * The test.ping event, delivered
     * @description POSTed to every active endpoint subscribed to the type and source. Answer 2xx; anything else, a redirect or no answer within 10 s fails the attempt, retried after 1, 5 and 15 minutes.
     */
    post: operations['onTestPing'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export interface components {
  schemas: {
    Meta: {
      requestId: string;
      /** Format: date-time */
      timestamp: string;
    };
    PageMeta: {
      requestId: string;
      /** Format: date-time */
      timestamp: string;
      page: number;
      limit: number;
      total: number;
      hasMore: boolean;
    };
    /**
     * @description The HTTP status goes with the code: validation_error 400, invalid_json 400, unauthorized 401, quota_exceeded 402, insufficient_scope 403, plan_upgrade_required 403, not_found 404, method_not_allowed 405, invalid_state 409, idempotency_key_in_use 409, payload_too_large 413, unsupported_media_type 415, idempotency_key_mismatch 422, rate_limited 429, internal_error 500, service_unavailable 503.
     * @enum {string}
     */
    ErrorCode:
      | 'validation_error'
      | 'invalid_json'
      | 'unauthorized'
      | 'quota_exceeded'
      | 'insufficient_scope'
      | 'plan_upgrade_required'
      | 'not_found'
      | 'method_not_allowed'
      | 'invalid_state'
      | 'idempotency_key_in_use'
      | 'payload_too_large'
      | 'unsupported_media_type'
      | 'idempotency_key_mismatch'
      | 'rate_limited'
      | 'internal_error'
      | 'service_unavailable';
    ErrorDetail: {
      field: string;
      message: string;
    };
    Error: {
      error: {
        code: components['schemas']['ErrorCode'];
        message: string;
        /** @description On validation errors: one entry per problem. */
        details?: components['schemas']['ErrorDetail'][];
        requestId: string;
      };
    };
    ProposalSummary: {
      /** Format: uuid */
      id: string;
      title: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      /** Format: uuid */
      clientId: string | null;
      /** @enum {string|null} */
      pricingModel: 'hourly' | 'fixed' | 'milestone' | 'retainer' | null;
      /** @description Integer cents of the currency, a safe integer: at most 9007199254740991 (2^53 - 1). */
      finalPrice: number | null;
      /** @enum {string} */
      rawInputMethod: 'paste' | 'upload' | 'url';
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CreateProposalBody: {
      title?: string;
      rawInputText?: string;
      /** @enum {string} */
      rawInputMethod?: 'paste' | 'upload' | 'url';
      /** Format: uri */
      rawInputUrl?: string;
      /** Format: uuid */
      clientId?: string;
      /** Format: uuid */
      templateId?: string;
    };
    PricingLine: {
      item: string;
      hours: number;
      /** @description Integer cents of the currency, a safe integer: at most 9007199254740991 (2^53 - 1). */
      rate: number;
      /** @description Integer cents of the currency, a safe integer: at most 9007199254740991 (2^53 - 1). */
      total: number;
      basis: string | null;
      quantity?: number | null;
      unit?: string | null;
    };
    Milestone: {
      name: string;
      durationDays: number;
      description: string;
      /** Format: date */
      startDate?: string | null;
      /** Format: date */
      endDate?: string | null;
    };
    Budget: {
      /** @description Integer cents of the currency, a safe integer: at most 9007199254740991 (2^53 - 1). */
      min: number;
      /** @description Integer cents of the currency, a safe integer: at most 9007199254740991 (2^53 - 1). */
      max: number;
      currency: string;
      /** @enum {string} */
      kind: 'fixed' | 'range' | 'ceiling' | 'approximate' | 'monthly';
      months?: number;
      text: string;
    };
    Proposal: {
      /** Format: uuid */
      id: string;
      title: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      /** Format: uuid */
      clientId: string | null;
      /** @enum {string|null} */
      pricingModel: 'hourly' | 'fixed' | 'milestone' | 'retainer' | null;
      /** @description Integer cents of the currency, a safe integer: at most 9007199254740991 (2^53 - 1). */
      finalPrice: number | null;
      /** @enum {string} */
      rawInputMethod: 'paste' | 'upload' | 'url';
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      /** Format: uuid */
      templateId: string | null;
      rawInputText: string | null;
      rawInputUrl: string | null;
      currency: string;
      generatedProposalMarkdown: string | null;
      editedProposalMarkdown: string | null;
      /** @description Integer cents of the currency, a safe integer: at most 9007199254740991 (2^53 - 1). */
      totalPriceLow: number | null;
      /** @description Integer cents of the currency, a safe integer: at most 9007199254740991 (2^53 - 1). */
      totalPriceMid: number | null;
      /** @description Integer cents of the currency, a safe integer: at most 9007199254740991 (2^53 - 1). */
      totalPriceHigh: number | null;
      pricingBreakdown: components['schemas']['PricingLine'][] | null;
      pricingOptions: components['schemas']['PricingLine'][] | null;
      estimatedDurationDays: number | null;
      timelineMilestones: components['schemas']['Milestone'][] | null;
      /** Format: date */
      proposedStartDate: string | null;
      proposalScore: number | null;
      scoreBreakdown: {
        overall: number;
        clarity: number;
        completeness: number;
        persuasiveness: number;
      } | null;
      analysisSummary:
        | {
            /** @constant */
            hasResult: false;
          }
        | {
            /** @constant */
            hasResult: true;
            language: string;
            /** @enum {string} */
            primaryCategory:
              | 'web'
              | 'ecommerce'
              | 'mobile'
              | 'design'
              | 'branding'
              | 'content'
              | 'seo'
              | 'marketing'
              | 'social'
              | 'video'
              | 'data'
              | 'ai'
              | 'devops'
              | 'security'
              | 'consulting'
              | 'print'
              | 'photography'
              | 'events'
              | 'translation'
              | 'other';
            categories: {
              /** @enum {string} */
              name:
                | 'web'
                | 'ecommerce'
                | 'mobile'
                | 'design'
                | 'branding'
                | 'content'
                | 'seo'
                | 'marketing'
                | 'social'
                | 'video'
                | 'data'
                | 'ai'
                | 'devops'
                | 'security'
                | 'consulting'
                | 'print'
                | 'photography'
                | 'events'
                | 'translation'
                | 'other';
              confidence: number;
            }[];
            deliverables: string[];
            requirements: string[];
            budget: components['schemas']['Budget'] | null;
            /** Format: date */
            deadline: string | null;
            deadlineText: string | null;
            /** Format: date */
            startDate: string | null;
            startDateText: string | null;
            client: {
              name: string | null;
              industry: string | null;
              contact: {
                name: string;
                role: string | null;
              } | null;
            };
            /** @enum {string} */
            complexity: 'low' | 'medium' | 'high';
            openQuestions: string[];
            requests: {
              text: string;
              /** @enum {string} */
              kind: 'deliverable' | 'constraint' | 'objective' | 'platform' | 'exclusion' | 'client';
              services: string[];
              quantity: number | null;
              unit: string | null;
              /** @enum {string|null} */
              per: 'week' | 'fortnight' | 'month' | 'quarter' | 'year' | null;
              languages: number | null;
              optional: boolean;
              ref: string | null;
              message: number;
              lot?: string;
            }[];
            engagement: {
              /** @enum {string} */
              model: 'project' | 'retainer' | 'phased' | 'hourly' | 'discovery';
              months: number | null;
              rfp: boolean;
              rates: boolean;
              hoursCap?: number | null;
              rateCap?: number | null;
              unitPrices?: {
                unit: string;
                count: number | null;
              }[];
              noticeMonths?: number | null;
              ballpark?: boolean;
              lots?: {
                ref: string;
                title: string;
                ceiling: number | null;
              }[];
              rateCard?: {
                item: string;
                per: string;
              }[];
            };
            market: {
              country: string | null;
              vat: number | null;
              /** @enum {string|null} */
              tax: 'excluded' | 'included' | null;
            };
            keyDates: {
              /** @enum {string} */
              kind: 'event' | 'award' | 'submission' | 'input' | 'closure';
              /** Format: date */
              from: string;
              /** Format: date */
              to: string;
              text: string;
            }[];
          };
      scopeSummary:
        | {
            /** @constant */
            hasResult: false;
          }
        | {
            /** @constant */
            hasResult: true;
            inScope: string[];
            outOfScope: string[];
            assumptions: string[];
            coverage: {
              request: string;
              /** @enum {string} */
              decision: 'included' | 'option' | 'excluded' | 'question';
              line: string | null;
              reason: string | null;
            }[];
          };
      /** @enum {string|null} */
      outcome: 'won' | 'lost' | 'no_response' | 'cancelled' | null;
      outcomeNotes: string | null;
    };
    UpdateProposalBody: {
      title?: string;
      rawInputText?: string;
      /** @enum {string} */
      rawInputMethod?: 'paste' | 'upload' | 'url';
      /** Format: uri */
      rawInputUrl?: string | null;
      /** Format: uuid */
      clientId?: string | null;
      /** @enum {string|null} */
      pricingModel?: 'hourly' | 'fixed' | 'milestone' | 'retainer' | null;
      /** @description Integer cents of the currency, a safe integer: at most 9007199254740991 (2^53 - 1). */
      finalPrice?: number | null;
      /** @enum {string} */
      outcome?: 'won' | 'lost' | 'no_response' | 'cancelled';
      outcomeNotes?: string | null;
      editedProposalMarkdown?: string | null;
    };
    ProposalStatus: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
    };
    RecordOutcomeBody: {
      /** @enum {string} */
      outcome: 'won' | 'lost' | 'no_response' | 'cancelled';
      outcomeNotes?: string;
    };
    ProposalStatusChange: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      /** Format: date-time */
      updatedAt: string;
    };
    ExportBody: {
      /**
       * @default pdf
       * @enum {string}
       */
      format?: 'pdf' | 'docx' | 'pptx';
    };
    Export: {
      downloadUrl: string;
      /** @enum {string} */
      format: 'pdf' | 'docx' | 'pptx';
      /** Format: date-time */
      expiresAt: string;
    };
    ShareRecipient: {
      name: string;
      /** Format: email */
      email: string;
    };
    CreateShareLinkBody: {
      recipient: components['schemas']['ShareRecipient'];
      /** Format: date-time */
      expiresAt?: string;
    };
    CreatedShareLink: {
      /** Format: uuid */
      id: string;
      url: string;
      tokenPrefix: string;
      /** @enum {string} */
      state: 'active' | 'accepted' | 'declined' | 'expired' | 'revoked';
      /** Format: date-time */
      expiresAt: string;
      snapshotSha256: string;
      /** Format: date-time */
      createdAt: string;
    };
    ShareLink: {
      /** Format: uuid */
      id: string;
      tokenPrefix: string;
      recipient: components['schemas']['ShareRecipient'];
      /** @enum {string} */
      state: 'active' | 'accepted' | 'declined' | 'expired' | 'revoked';
      /** Format: date-time */
      expiresAt: string;
      viewCount: number;
      /** Format: date-time */
      firstViewedAt: string | null;
      /** Format: date-time */
      lastViewedAt: string | null;
      /** Format: date-time */
      decidedAt: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    Acceptance: {
      /** @enum {string} */
      decision: 'accepted' | 'declined';
      /** Format: uuid */
      shareLinkId: string;
      signerName: string | null;
      signerEmail: string | null;
      reason: string | null;
      selections: string[];
      /** @description Integer cents of the currency, a safe integer: at most 9007199254740991 (2^53 - 1). */
      totalPrice: number;
      currency: string;
      snapshotSha256: string;
      consentText: string | null;
      ip: string | null;
      userAgent: string | null;
      /** Format: date-time */
      decidedAt: string;
    };
    Client: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string | null;
      company: string | null;
      phone: string | null;
      notes: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CreateClientBody: {
      name: string;
      /** Format: email */
      email?: string | null;
      company?: string | null;
      phone?: string | null;
      notes?: string | null;
    };
    UpdateClientBody: {
      name?: string;
      /** Format: email */
      email?: string | null;
      company?: string | null;
      phone?: string | null;
      notes?: string | null;
    };
    Deleted: {
      /** Format: uuid */
      id: string;
      /** @constant */
      deleted: true;
    };
    Template: {
      /** Format: uuid */
      id: string;
      name: string;
      description: string | null;
      sections: {
        title: string;
        guidance?: string;
      }[];
      defaultRates: {
        [key: string]: number;
      };
      currency: string;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CreateTemplateBody: {
      name: string;
      description?: string | null;
      sections?: {
        title: string;
        guidance?: string;
      }[];
      defaultRates?: {
        [key: string]: number;
      };
      currency?: string;
    };
    UpdateTemplateBody: {
      name?: string;
      description?: string | null;
      sections?: {
        title: string;
        guidance?: string;
      }[];
      defaultRates?: {
        [key: string]: number;
      };
      currency?: string;
    };
    Usage: {
      /** @enum {string} */
      plan: 'free' | 'solo' | 'team';
      proposalsUsed: number;
      proposalsLimit: number;
      addonCredits: number;
      /** Format: date-time */
      periodStart: string;
      /** Format: date-time */
      periodEnd: string;
    };
    WebhookEvent: {
      /** Format: uuid */
      id: string;
      eventId: string;
      /** Format: uuid */
      endpointId: string;
      /** @enum {string} */
      eventType:
        | 'proposal.created'
        | 'proposal.updated'
        | 'proposal.analysis_completed'
        | 'proposal.analysis_failed'
        | 'proposal.generation_completed'
        | 'proposal.generation_failed'
        | 'proposal.scoring_completed'
        | 'proposal.scoring_failed'
        | 'proposal.exported'
        | 'proposal.outcome_recorded'
        | 'proposal.link_created'
        | 'proposal.link_revoked'
        | 'proposal.viewed'
        | 'proposal.accepted'
        | 'proposal.declined'
        | 'test.ping';
      /** @enum {string} */
      status: 'pending' | 'delivered' | 'failed' | 'expired';
      attempts: number;
      lastHttpStatus: number | null;
      lastError: string | null;
      /** Format: date-time */
      nextAttemptAt: string | null;
      /** Format: date-time */
      deliveredAt: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    WebhookEndpoint: {
      /** Format: uuid */
      id: string;
      url: string;
      events: (
        | 'proposal.created'
        | 'proposal.updated'
        | 'proposal.analysis_completed'
        | 'proposal.analysis_failed'
        | 'proposal.generation_completed'
        | 'proposal.generation_failed'
        | 'proposal.scoring_completed'
        | 'proposal.scoring_failed'
        | 'proposal.exported'
        | 'proposal.outcome_recorded'
        | 'proposal.link_created'
        | 'proposal.link_revoked'
        | 'proposal.viewed'
        | 'proposal.accepted'
        | 'proposal.declined'
        | 'test.ping'
      )[];
      sources: ('ui' | 'api')[];
      isActive: boolean;
      failureCount: number;
      /** Format: date-time */
      createdAt: string;
    };
    CreateWebhookBody: {
      /** Format: uri */
      url: string;
      events: (
        | 'proposal.created'
        | 'proposal.updated'
        | 'proposal.analysis_completed'
        | 'proposal.analysis_failed'
        | 'proposal.generation_completed'
        | 'proposal.generation_failed'
        | 'proposal.scoring_completed'
        | 'proposal.scoring_failed'
        | 'proposal.exported'
        | 'proposal.outcome_recorded'
        | 'proposal.link_created'
        | 'proposal.link_revoked'
        | 'proposal.viewed'
        | 'proposal.accepted'
        | 'proposal.declined'
        | 'test.ping'
      )[];
      /**
       * @default [
       *       "ui",
       *       "api"
       *     ]
       */
      sources?: ('ui' | 'api')[];
    };
    CreatedWebhookEndpoint: {
      /** Format: uuid */
      id: string;
      url: string;
      events: (
        | 'proposal.created'
        | 'proposal.updated'
        | 'proposal.analysis_completed'
        | 'proposal.analysis_failed'
        | 'proposal.generation_completed'
        | 'proposal.generation_failed'
        | 'proposal.scoring_completed'
        | 'proposal.scoring_failed'
        | 'proposal.exported'
        | 'proposal.outcome_recorded'
        | 'proposal.link_created'
        | 'proposal.link_revoked'
        | 'proposal.viewed'
        | 'proposal.accepted'
        | 'proposal.declined'
        | 'test.ping'
      )[];
      sources: ('ui' | 'api')[];
      isActive: boolean;
      failureCount: number;
      /** Format: date-time */
      createdAt: string;
      secret: string;
    };
    UpdateWebhookBody: {
      /** Format: uri */
      url?: string;
      events?: (
        | 'proposal.created'
        | 'proposal.updated'
        | 'proposal.analysis_completed'
        | 'proposal.analysis_failed'
        | 'proposal.generation_completed'
        | 'proposal.generation_failed'
        | 'proposal.scoring_completed'
        | 'proposal.scoring_failed'
        | 'proposal.exported'
        | 'proposal.outcome_recorded'
        | 'proposal.link_created'
        | 'proposal.link_revoked'
        | 'proposal.viewed'
        | 'proposal.accepted'
        | 'proposal.declined'
        | 'test.ping'
      )[];
      sources?: ('ui' | 'api')[];
      isActive?: boolean;
    };
    WebhookTestResult: {
      success: boolean;
      httpStatus: number;
      error: string | null;
    };
    RotatedSecret: {
      /** Format: uuid */
      id: string;
      secret: string;
    };
    ProposalCreatedData: {
      /** Format: uuid */
      proposalId: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      title: string;
      /** @enum {string} */
      source: 'ui' | 'api';
    };
    ProposalCreatedEvent: {
      id: string;
      /** @constant */
      type: 'proposal.created';
      /** Format: date-time */
      createdAt: string;
      data: components['schemas']['ProposalCreatedData'];
    };
    ProposalUpdatedData: {
      /** Format: uuid */
      proposalId: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      title: string;
      /** @enum {string} */
      source: 'ui' | 'api';
      changes: string[];
      /** @enum {string} */
      actor?: 'client';
    };
    ProposalUpdatedEvent: {
      id: string;
      /** @constant */
      type: 'proposal.updated';
      /** Format: date-time */
      createdAt: string;
      data: components['schemas']['ProposalUpdatedData'];
    };
    ProposalAnalysisCompletedData: {
      /** Format: uuid */
      proposalId: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      title: string;
      /** @enum {string} */
      source: 'ui' | 'api';
    };
    ProposalAnalysisCompletedEvent: {
      id: string;
      /** @constant */
      type: 'proposal.analysis_completed';
      /** Format: date-time */
      createdAt: string;
      data: components['schemas']['ProposalAnalysisCompletedData'];
    };
    ProposalAnalysisFailedData: {
      /** Format: uuid */
      proposalId: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      title: string;
      /** @enum {string} */
      source: 'ui' | 'api';
      error: {
        code: string;
        message: string;
      };
    };
    ProposalAnalysisFailedEvent: {
      id: string;
      /** @constant */
      type: 'proposal.analysis_failed';
      /** Format: date-time */
      createdAt: string;
      data: components['schemas']['ProposalAnalysisFailedData'];
    };
    ProposalGenerationCompletedData: {
      /** Format: uuid */
      proposalId: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      title: string;
      /** @enum {string} */
      source: 'ui' | 'api';
    };
    ProposalGenerationCompletedEvent: {
      id: string;
      /** @constant */
      type: 'proposal.generation_completed';
      /** Format: date-time */
      createdAt: string;
      data: components['schemas']['ProposalGenerationCompletedData'];
    };
    ProposalGenerationFailedData: {
      /** Format: uuid */
      proposalId: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      title: string;
      /** @enum {string} */
      source: 'ui' | 'api';
      error: {
        code: string;
        message: string;
      };
    };
    ProposalGenerationFailedEvent: {
      id: string;
      /** @constant */
      type: 'proposal.generation_failed';
      /** Format: date-time */
      createdAt: string;
      data: components['schemas']['ProposalGenerationFailedData'];
    };
    ProposalScoringCompletedData: {
      /** Format: uuid */
      proposalId: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      title: string;
      /** @enum {string} */
      source: 'ui' | 'api';
    };
    ProposalScoringCompletedEvent: {
      id: string;
      /** @constant */
      type: 'proposal.scoring_completed';
      /** Format: date-time */
      createdAt: string;
      data: components['schemas']['ProposalScoringCompletedData'];
    };
    ProposalScoringFailedData: {
      /** Format: uuid */
      proposalId: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      title: string;
      /** @enum {string} */
      source: 'ui' | 'api';
      error: {
        code: string;
        message: string;
      };
    };
    ProposalScoringFailedEvent: {
      id: string;
      /** @constant */
      type: 'proposal.scoring_failed';
      /** Format: date-time */
      createdAt: string;
      data: components['schemas']['ProposalScoringFailedData'];
    };
    ProposalExportedData: {
      /** Format: uuid */
      proposalId: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      title: string;
      /** @enum {string} */
      source: 'ui' | 'api';
      /** @enum {string} */
      format: 'pdf' | 'docx' | 'pptx';
    };
    ProposalExportedEvent: {
      id: string;
      /** @constant */
      type: 'proposal.exported';
      /** Format: date-time */
      createdAt: string;
      data: components['schemas']['ProposalExportedData'];
    };
    ProposalOutcomeRecordedData: {
      /** Format: uuid */
      proposalId: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      title: string;
      /** @enum {string} */
      source: 'ui' | 'api';
      /** @enum {string} */
      outcome: 'won' | 'lost' | 'no_response' | 'cancelled';
      /** @enum {string} */
      actor?: 'client';
    };
    ProposalOutcomeRecordedEvent: {
      id: string;
      /** @constant */
      type: 'proposal.outcome_recorded';
      /** Format: date-time */
      createdAt: string;
      data: components['schemas']['ProposalOutcomeRecordedData'];
    };
    ProposalLinkCreatedData: {
      /** Format: uuid */
      proposalId: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      title: string;
      /** @enum {string} */
      source: 'ui' | 'api';
      /** Format: uuid */
      shareLinkId: string;
    };
    ProposalLinkCreatedEvent: {
      id: string;
      /** @constant */
      type: 'proposal.link_created';
      /** Format: date-time */
      createdAt: string;
      data: components['schemas']['ProposalLinkCreatedData'];
    };
    ProposalLinkRevokedData: {
      /** Format: uuid */
      proposalId: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      title: string;
      /** @enum {string} */
      source: 'ui' | 'api';
      /** Format: uuid */
      shareLinkId: string;
    };
    ProposalLinkRevokedEvent: {
      id: string;
      /** @constant */
      type: 'proposal.link_revoked';
      /** Format: date-time */
      createdAt: string;
      data: components['schemas']['ProposalLinkRevokedData'];
    };
    ProposalViewedData: {
      /** Format: uuid */
      proposalId: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      title: string;
      /** @enum {string} */
      source: 'ui' | 'api';
      /** Format: uuid */
      shareLinkId: string;
      viewCount: number;
      /** @enum {string} */
      actor: 'client';
    };
    ProposalViewedEvent: {
      id: string;
      /** @constant */
      type: 'proposal.viewed';
      /** Format: date-time */
      createdAt: string;
      data: components['schemas']['ProposalViewedData'];
    };
    ProposalAcceptedData: {
      /** Format: uuid */
      proposalId: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      title: string;
      /** @enum {string} */
      source: 'ui' | 'api';
      /** Format: uuid */
      shareLinkId: string;
      signerName: string;
      /** @description Integer cents of the currency, a safe integer: at most 9007199254740991 (2^53 - 1). */
      totalPrice: number;
      currency: string;
      selections: string[];
      /** @enum {string} */
      actor: 'client';
    };
    ProposalAcceptedEvent: {
      id: string;
      /** @constant */
      type: 'proposal.accepted';
      /** Format: date-time */
      createdAt: string;
      data: components['schemas']['ProposalAcceptedData'];
    };
    ProposalDeclinedData: {
      /** Format: uuid */
      proposalId: string;
      /** @enum {string} */
      status: 'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
      title: string;
      /** @enum {string} */
      source: 'ui' | 'api';
      /** Format: uuid */
      shareLinkId: string;
      reason: string | null;
      /** @enum {string} */
      actor: 'client';
    };
    ProposalDeclinedEvent: {
      id: string;
      /** @constant */
      type: 'proposal.declined';
      /** Format: date-time */
      createdAt: string;
      data: components['schemas']['ProposalDeclinedData'];
    };
    TestPingData: {
      /** Format: uuid */
      endpointId: string;
      /** @enum {string} */
      source: 'ui' | 'api';
    };
    TestPingEvent: {
      id: string;
      /** @constant */
      type: 'test.ping';
      /** Format: date-time */
      createdAt: string;
      data: components['schemas']['TestPingData'];
    };
  };
  responses: never;
  parameters: never;
  requestBodies: never;
  headers: {
    /** @description The request's id (the client's X-Request-Id when it sent a sane one), also in meta.requestId or error.requestId. */
    XRequestId: string;
    /** @description The path of the proposal the operation works on. */
    Location: string;
    /** @description Seconds to wait before trying again. */
    RetryAfter: number;
    /** @description IETF RateLimit header (draft 8): the remaining quota of the policy and when it resets. */
    RateLimit: string;
    /** @description IETF RateLimit-Policy header (draft 8): the limit and its window. */
    RateLimitPolicy: string;
    /** @description `true` when this is the kept answer to an earlier request with the same Idempotency-Key. */
    IdempotentReplayed: 'true';
  };
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  listProposals: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        status?:
          'draft' | 'analyzing' | 'analyzed' | 'generating' | 'ready' | 'scoring' | 'sent' | 'archived';
        clientId?: string;
        sort?: 'created_at' | 'updated_at' | 'title' | 'final_price';
        order?: 'asc' | 'desc';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProposalSummary'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createProposal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first completed answer is kept 24 h and replayed (with `Idempotent-Replayed: true`) to the same key with the same method, path and body. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['CreateProposalBody'];
      };
    };
    responses: {
      /** @description Success. */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProposalSummary'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `quota_exceeded` */
      402: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_mismatch` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getProposal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Proposal'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  archiveProposal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProposalStatus'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateProposal: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdateProposalBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Proposal'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `invalid_state` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  sendProposal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first completed answer is kept 24 h and replayed (with `Idempotent-Replayed: true`) to the same key with the same method, path and body. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Proposal'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `invalid_state`, `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_mismatch` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  recordProposalOutcome: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first completed answer is kept 24 h and replayed (with `Idempotent-Replayed: true`) to the same key with the same method, path and body. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RecordOutcomeBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Proposal'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `invalid_state`, `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_mismatch` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  streamProposalEvents: {
    parameters: {
      query?: never;
      header?: {
        /** @description Resumes after this event (the last `id` the stream sent): the events committed since come first. Absent or empty: the stream starts after the proposal's latest event. Not one of its events: 400 `validation_error`. */
        'Last-Event-ID'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /**
       * @description A `text/event-stream` (server-sent events) open until the client closes it.
       *
       *     - `event: status`, first on every connection and then whenever the status changes; `data`: ProposalStatusChange; `id`: the last event sent before it.
       *     - `event: <event type>` for each event of the proposal as it commits; `id`: the event's `evt_` id; `data`: the body a webhook delivery of it carries (`{ id, type, createdAt, data }`).
       *     - A comment line every `EVENT_STREAM_HEARTBEAT_MS` (15 s), and `retry: 1000`.
       *
       *     Reconnect with `Last-Event-ID`: the events committed meanwhile come first.
       */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'text/event-stream': string;
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  analyzeProposal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first completed answer is kept 24 h and replayed (with `Idempotent-Replayed: true`) to the same key with the same method, path and body. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      202: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          Location: components['headers']['Location'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProposalStatus'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `invalid_state`, `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_mismatch` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  generateProposal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first completed answer is kept 24 h and replayed (with `Idempotent-Replayed: true`) to the same key with the same method, path and body. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      202: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          Location: components['headers']['Location'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProposalStatus'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `invalid_state`, `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_mismatch` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  scoreProposal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first completed answer is kept 24 h and replayed (with `Idempotent-Replayed: true`) to the same key with the same method, path and body. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      202: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          Location: components['headers']['Location'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ProposalStatus'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `invalid_state`, `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_mismatch` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `rate_limited` */
      429: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          RateLimit: components['headers']['RateLimit'];
          'RateLimit-Policy': components['headers']['RateLimitPolicy'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  exportProposal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first completed answer is kept 24 h and replayed (with `Idempotent-Replayed: true`) to the same key with the same method, path and body. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['ExportBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Export'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope`, `plan_upgrade_required` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `invalid_state`, `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_mismatch` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listShareLinks: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ShareLink'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createShareLink: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first completed answer is kept 24 h and replayed (with `Idempotent-Replayed: true`) to the same key with the same method, path and body. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateShareLinkBody'];
      };
    };
    responses: {
      /** @description Success. */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CreatedShareLink'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `invalid_state`, `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_mismatch` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  revokeShareLink: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        linkId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['ShareLink'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAcceptance: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Acceptance'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getAcceptancePdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listClients: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Client'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createClient: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first completed answer is kept 24 h and replayed (with `Idempotent-Replayed: true`) to the same key with the same method, path and body. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateClientBody'];
      };
    };
    responses: {
      /** @description Success. */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Client'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_mismatch` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Client'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Deleted'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateClient: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdateClientBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Client'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listTemplates: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Template'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createTemplate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first completed answer is kept 24 h and replayed (with `Idempotent-Replayed: true`) to the same key with the same method, path and body. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTemplateBody'];
      };
    };
    responses: {
      /** @description Success. */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Template'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_mismatch` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Template'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Deleted'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateTemplate: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdateTemplateBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Template'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getUsage: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Usage'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listWebhookEvents: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
        endpointId?: string;
        eventType?:
          | 'proposal.created'
          | 'proposal.updated'
          | 'proposal.analysis_completed'
          | 'proposal.analysis_failed'
          | 'proposal.generation_completed'
          | 'proposal.generation_failed'
          | 'proposal.scoring_completed'
          | 'proposal.scoring_failed'
          | 'proposal.exported'
          | 'proposal.outcome_recorded'
          | 'proposal.link_created'
          | 'proposal.link_revoked'
          | 'proposal.viewed'
          | 'proposal.accepted'
          | 'proposal.declined'
          | 'test.ping';
        status?: 'pending' | 'delivered' | 'failed' | 'expired';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WebhookEvent'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  retryWebhookEvent: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first completed answer is kept 24 h and replayed (with `Idempotent-Replayed: true`) to the same key with the same method, path and body. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      202: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WebhookEvent'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `invalid_state`, `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_mismatch` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  listWebhookEndpoints: {
    parameters: {
      query?: {
        page?: number;
        limit?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page of the list. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WebhookEndpoint'][];
            meta: components['schemas']['PageMeta'];
          };
        };
      };
      /** @description `validation_error` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  createWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first completed answer is kept 24 h and replayed (with `Idempotent-Replayed: true`) to the same key with the same method, path and body. */
        'Idempotency-Key'?: string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateWebhookBody'];
      };
    };
    responses: {
      /** @description Success. */
      201: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['CreatedWebhookEndpoint'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_mismatch` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WebhookEndpoint'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  deleteWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['Deleted'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  updateWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: {
      content: {
        'application/json': components['schemas']['UpdateWebhookBody'];
      };
    };
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WebhookEndpoint'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  testWebhookEndpoint: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first completed answer is kept 24 h and replayed (with `Idempotent-Replayed: true`) to the same key with the same method, path and body. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['WebhookTestResult'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_mismatch` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  rotateWebhookSecret: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes a retry safe: the first completed answer is kept 24 h and replayed (with `Idempotent-Replayed: true`) to the same key with the same method, path and body. */
        'Idempotency-Key'?: string;
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Success. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            data: components['schemas']['RotatedSecret'];
            meta: components['schemas']['Meta'];
          };
        };
      };
      /** @description `validation_error`, `invalid_json` */
      400: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unauthorized` */
      401: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `insufficient_scope` */
      403: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_in_use` */
      409: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `payload_too_large` */
      413: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `unsupported_media_type` */
      415: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `idempotency_key_mismatch` */
      422: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Idempotent-Replayed': components['headers']['IdempotentReplayed'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  downloadExport: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The file, with a Content-Disposition file name built from the title. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
          'application/vnd.openxmlformats-officedocument.wordprocessingml.document': string;
          'application/vnd.openxmlformats-officedocument.presentationml.presentation': string;
        };
      };
      /** @description `not_found` */
      404: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `internal_error` */
      500: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
      /** @description `service_unavailable` */
      503: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          'Retry-After': components['headers']['RetryAfter'];
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['Error'];
        };
      };
    };
  };
  getOpenApiDocument: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The OpenAPI document. */
      200: {
        headers: {
          'X-Request-Id': components['headers']['XRequestId'];
          [name: string]: unknown;
        };
        content: {
          'application/json': Record<string, never>;
        };
      };
    };
  };
  onProposalCreated: {
    parameters: {
      query?: never;
      header: {
        /** @description `sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps. */
        'X-Service-Signature': string;
        /** @description The event type. */
        'X-Service-Event': string;
        /** @description The event id, `evt_<uuid>`, as in the body. */
        'X-Service-Delivery': string;
        /** @description Unix time in seconds of this attempt. */
        'X-Service-Timestamp': string;
        /** @description `Service-Webhooks/1.0`. */
        'User-Agent': string;
        /** @description Standard Webhooks: the event id. */
        'webhook-id': string;
        /** @description Standard Webhooks: as X-Service-Timestamp. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`). */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalCreatedEvent'];
      };
    };
    responses: {
      /** @description Received. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProposalUpdated: {
    parameters: {
      query?: never;
      header: {
        /** @description `sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps. */
        'X-Service-Signature': string;
        /** @description The event type. */
        'X-Service-Event': string;
        /** @description The event id, `evt_<uuid>`, as in the body. */
        'X-Service-Delivery': string;
        /** @description Unix time in seconds of this attempt. */
        'X-Service-Timestamp': string;
        /** @description `Service-Webhooks/1.0`. */
        'User-Agent': string;
        /** @description Standard Webhooks: the event id. */
        'webhook-id': string;
        /** @description Standard Webhooks: as X-Service-Timestamp. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`). */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalUpdatedEvent'];
      };
    };
    responses: {
      /** @description Received. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProposalAnalysisCompleted: {
    parameters: {
      query?: never;
      header: {
        /** @description `sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps. */
        'X-Service-Signature': string;
        /** @description The event type. */
        'X-Service-Event': string;
        /** @description The event id, `evt_<uuid>`, as in the body. */
        'X-Service-Delivery': string;
        /** @description Unix time in seconds of this attempt. */
        'X-Service-Timestamp': string;
        /** @description `Service-Webhooks/1.0`. */
        'User-Agent': string;
        /** @description Standard Webhooks: the event id. */
        'webhook-id': string;
        /** @description Standard Webhooks: as X-Service-Timestamp. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`). */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalAnalysisCompletedEvent'];
      };
    };
    responses: {
      /** @description Received. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProposalAnalysisFailed: {
    parameters: {
      query?: never;
      header: {
        /** @description `sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps. */
        'X-Service-Signature': string;
        /** @description The event type. */
        'X-Service-Event': string;
        /** @description The event id, `evt_<uuid>`, as in the body. */
        'X-Service-Delivery': string;
        /** @description Unix time in seconds of this attempt. */
        'X-Service-Timestamp': string;
        /** @description `Service-Webhooks/1.0`. */
        'User-Agent': string;
        /** @description Standard Webhooks: the event id. */
        'webhook-id': string;
        /** @description Standard Webhooks: as X-Service-Timestamp. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`). */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalAnalysisFailedEvent'];
      };
    };
    responses: {
      /** @description Received. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProposalGenerationCompleted: {
    parameters: {
      query?: never;
      header: {
        /** @description `sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps. */
        'X-Service-Signature': string;
        /** @description The event type. */
        'X-Service-Event': string;
        /** @description The event id, `evt_<uuid>`, as in the body. */
        'X-Service-Delivery': string;
        /** @description Unix time in seconds of this attempt. */
        'X-Service-Timestamp': string;
        /** @description `Service-Webhooks/1.0`. */
        'User-Agent': string;
        /** @description Standard Webhooks: the event id. */
        'webhook-id': string;
        /** @description Standard Webhooks: as X-Service-Timestamp. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`). */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalGenerationCompletedEvent'];
      };
    };
    responses: {
      /** @description Received. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProposalGenerationFailed: {
    parameters: {
      query?: never;
      header: {
        /** @description `sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps. */
        'X-Service-Signature': string;
        /** @description The event type. */
        'X-Service-Event': string;
        /** @description The event id, `evt_<uuid>`, as in the body. */
        'X-Service-Delivery': string;
        /** @description Unix time in seconds of this attempt. */
        'X-Service-Timestamp': string;
        /** @description `Service-Webhooks/1.0`. */
        'User-Agent': string;
        /** @description Standard Webhooks: the event id. */
        'webhook-id': string;
        /** @description Standard Webhooks: as X-Service-Timestamp. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`). */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalGenerationFailedEvent'];
      };
    };
    responses: {
      /** @description Received. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProposalScoringCompleted: {
    parameters: {
      query?: never;
      header: {
        /** @description `sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps. */
        'X-Service-Signature': string;
        /** @description The event type. */
        'X-Service-Event': string;
        /** @description The event id, `evt_<uuid>`, as in the body. */
        'X-Service-Delivery': string;
        /** @description Unix time in seconds of this attempt. */
        'X-Service-Timestamp': string;
        /** @description `Service-Webhooks/1.0`. */
        'User-Agent': string;
        /** @description Standard Webhooks: the event id. */
        'webhook-id': string;
        /** @description Standard Webhooks: as X-Service-Timestamp. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`). */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalScoringCompletedEvent'];
      };
    };
    responses: {
      /** @description Received. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProposalScoringFailed: {
    parameters: {
      query?: never;
      header: {
        /** @description `sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps. */
        'X-Service-Signature': string;
        /** @description The event type. */
        'X-Service-Event': string;
        /** @description The event id, `evt_<uuid>`, as in the body. */
        'X-Service-Delivery': string;
        /** @description Unix time in seconds of this attempt. */
        'X-Service-Timestamp': string;
        /** @description `Service-Webhooks/1.0`. */
        'User-Agent': string;
        /** @description Standard Webhooks: the event id. */
        'webhook-id': string;
        /** @description Standard Webhooks: as X-Service-Timestamp. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`). */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalScoringFailedEvent'];
      };
    };
    responses: {
      /** @description Received. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProposalExported: {
    parameters: {
      query?: never;
      header: {
        /** @description `sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps. */
        'X-Service-Signature': string;
        /** @description The event type. */
        'X-Service-Event': string;
        /** @description The event id, `evt_<uuid>`, as in the body. */
        'X-Service-Delivery': string;
        /** @description Unix time in seconds of this attempt. */
        'X-Service-Timestamp': string;
        /** @description `Service-Webhooks/1.0`. */
        'User-Agent': string;
        /** @description Standard Webhooks: the event id. */
        'webhook-id': string;
        /** @description Standard Webhooks: as X-Service-Timestamp. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`). */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalExportedEvent'];
      };
    };
    responses: {
      /** @description Received. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProposalOutcomeRecorded: {
    parameters: {
      query?: never;
      header: {
        /** @description `sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps. */
        'X-Service-Signature': string;
        /** @description The event type. */
        'X-Service-Event': string;
        /** @description The event id, `evt_<uuid>`, as in the body. */
        'X-Service-Delivery': string;
        /** @description Unix time in seconds of this attempt. */
        'X-Service-Timestamp': string;
        /** @description `Service-Webhooks/1.0`. */
        'User-Agent': string;
        /** @description Standard Webhooks: the event id. */
        'webhook-id': string;
        /** @description Standard Webhooks: as X-Service-Timestamp. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`). */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalOutcomeRecordedEvent'];
      };
    };
    responses: {
      /** @description Received. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProposalLinkCreated: {
    parameters: {
      query?: never;
      header: {
        /** @description `sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps. */
        'X-Service-Signature': string;
        /** @description The event type. */
        'X-Service-Event': string;
        /** @description The event id, `evt_<uuid>`, as in the body. */
        'X-Service-Delivery': string;
        /** @description Unix time in seconds of this attempt. */
        'X-Service-Timestamp': string;
        /** @description `Service-Webhooks/1.0`. */
        'User-Agent': string;
        /** @description Standard Webhooks: the event id. */
        'webhook-id': string;
        /** @description Standard Webhooks: as X-Service-Timestamp. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`). */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalLinkCreatedEvent'];
      };
    };
    responses: {
      /** @description Received. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProposalLinkRevoked: {
    parameters: {
      query?: never;
      header: {
        /** @description `sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps. */
        'X-Service-Signature': string;
        /** @description The event type. */
        'X-Service-Event': string;
        /** @description The event id, `evt_<uuid>`, as in the body. */
        'X-Service-Delivery': string;
        /** @description Unix time in seconds of this attempt. */
        'X-Service-Timestamp': string;
        /** @description `Service-Webhooks/1.0`. */
        'User-Agent': string;
        /** @description Standard Webhooks: the event id. */
        'webhook-id': string;
        /** @description Standard Webhooks: as X-Service-Timestamp. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`). */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalLinkRevokedEvent'];
      };
    };
    responses: {
      /** @description Received. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProposalViewed: {
    parameters: {
      query?: never;
      header: {
        /** @description `sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps. */
        'X-Service-Signature': string;
        /** @description The event type. */
        'X-Service-Event': string;
        /** @description The event id, `evt_<uuid>`, as in the body. */
        'X-Service-Delivery': string;
        /** @description Unix time in seconds of this attempt. */
        'X-Service-Timestamp': string;
        /** @description `Service-Webhooks/1.0`. */
        'User-Agent': string;
        /** @description Standard Webhooks: the event id. */
        'webhook-id': string;
        /** @description Standard Webhooks: as X-Service-Timestamp. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`). */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalViewedEvent'];
      };
    };
    responses: {
      /** @description Received. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProposalAccepted: {
    parameters: {
      query?: never;
      header: {
        /** @description `sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps. */
        'X-Service-Signature': string;
        /** @description The event type. */
        'X-Service-Event': string;
        /** @description The event id, `evt_<uuid>`, as in the body. */
        'X-Service-Delivery': string;
        /** @description Unix time in seconds of this attempt. */
        'X-Service-Timestamp': string;
        /** @description `Service-Webhooks/1.0`. */
        'User-Agent': string;
        /** @description Standard Webhooks: the event id. */
        'webhook-id': string;
        /** @description Standard Webhooks: as X-Service-Timestamp. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`). */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalAcceptedEvent'];
      };
    };
    responses: {
      /** @description Received. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onProposalDeclined: {
    parameters: {
      query?: never;
      header: {
        /** @description `sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps. */
        'X-Service-Signature': string;
        /** @description The event type. */
        'X-Service-Event': string;
        /** @description The event id, `evt_<uuid>`, as in the body. */
        'X-Service-Delivery': string;
        /** @description Unix time in seconds of this attempt. */
        'X-Service-Timestamp': string;
        /** @description `Service-Webhooks/1.0`. */
        'User-Agent': string;
        /** @description Standard Webhooks: the event id. */
        'webhook-id': string;
        /** @description Standard Webhooks: as X-Service-Timestamp. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`). */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposalDeclinedEvent'];
      };
    };
    responses: {
      /** @description Received. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
  onTestPing: {
    parameters: {
      query?: never;
      header: {
        /** @description `sha256=` and the HMAC-SHA256 hex digest of the raw body keyed with the secret; two values, space-separated, while a rotated secret overlaps. */
        'X-Service-Signature': string;
        /** @description The event type. */
        'X-Service-Event': string;
        /** @description The event id, `evt_<uuid>`, as in the body. */
        'X-Service-Delivery': string;
        /** @description Unix time in seconds of this attempt. */
        'X-Service-Timestamp': string;
        /** @description `Service-Webhooks/1.0`. */
        'User-Agent': string;
        /** @description Standard Webhooks: the event id. */
        'webhook-id': string;
        /** @description Standard Webhooks: as X-Service-Timestamp. */
        'webhook-timestamp': string;
        /** @description Standard Webhooks: `v1,` and the base64 signature (keyed with the bytes after `whsec_`). */
        'webhook-signature': string;
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TestPingEvent'];
      };
    };
    responses: {
      /** @description Received. */
      '2XX': {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
    };
  };
}
