export { requestFingerprint, type RequestFingerprint } from './fingerprint';
export { claimIdempotencyKey, type ClaimOutcome, type IdempotencyClaim, type KeptResponse } from './claim';
export { completeIdempotencyKey, releaseIdempotencyKey, purgeExpiredIdempotencyKeys } from './settle';
