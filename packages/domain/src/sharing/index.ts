export { createShareLink, listShareLinks, revokeShareLink } from './links';
export { openShareLink, recordView, linkNotFound, type OpenLink } from './public-link';
export { decideShare, type DecisionInput, type DecisionResult, type Requester } from './decide';
export { getAcceptance, linkEvidence, type Evidence } from './acceptance';
export { snapshotSha256 } from './snapshot';
export { isShareToken } from './tokens';
