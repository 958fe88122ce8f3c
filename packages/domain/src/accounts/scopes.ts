import type { Scope as DbScope } from '@proposals/db';
import { SCOPES, type Scope } from '@proposals/contracts';

// The database enum cannot hold ':' in identifiers; it maps proposals:read to proposals_read.
export const toDbScope = (scope: Scope): DbScope => scope.replace(':', '_') as DbScope;
export const fromDbScope = (scope: DbScope): Scope => scope.replace('_', ':') as Scope;

/** Parses `all` or a comma list of scopes; throws on an unknown one. */
export function parseScopes(list: string): Scope[] {
  if (list.trim() === 'all') return [...SCOPES];
  const scopes = [
    ...new Set(
      list
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  const unknown = scopes.filter((s) => !(SCOPES as readonly string[]).includes(s));
  if (unknown.length || scopes.length === 0) {
    throw new Error(
      `unknown scope(s) ${unknown.join(', ') || '(none given)'}; use "all" or a comma list of ${SCOPES.join(', ')}`,
    );
  }
  return scopes as Scope[];
}
