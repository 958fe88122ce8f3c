import type { RequestHandler } from 'express';
import { AppError, type Scope } from '@proposals/contracts';
import type { KeyVerifier, Principal } from '@proposals/domain';
import { currentContext } from '@proposals/logger';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Locals {
      principal: Principal;
    }
  }
}

/** Resolves X-API-Key / X-API-Secret to the calling account, or answers 401. */
export function authenticate(keys: KeyVerifier): RequestHandler {
  return async (req, res, next) => {
    const key = req.get('x-api-key');
    const secret = req.get('x-api-secret');
    if (!key || !secret) throw new AppError('unauthorized', 'Send both X-API-Key and X-API-Secret headers.');
    const principal = await keys.verify(key, secret);
    if (!principal) throw new AppError('unauthorized', 'The API key or secret is not valid.');
    res.locals.principal = principal;
    const context = currentContext();
    if (context) context.accountId = principal.accountId;
    next();
  };
}

export function requireScope(principal: Principal, scope: Scope): void {
  if (!principal.scopes.includes(scope)) {
    throw new AppError(
      'insufficient_scope',
      `This API key lacks the '${scope}' scope this endpoint requires.`,
    );
  }
}
