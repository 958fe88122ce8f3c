export { newWebhookSecret, standardKey } from './secrets';
export {
  deliveryHeaders,
  eventBody,
  serviceSignature,
  standardSignature,
  USER_AGENT,
  type EventBody,
  type SignedDelivery,
} from './signing';
export { urlPolicyOf, isPublicAddress, type UrlPolicy } from './address-policy';
export { urlProblem } from './url-policy';
export {
  systemResolve,
  connectLookup,
  AddressNotAllowedError,
  type Resolve,
  type ResolvedAddress,
} from './resolve';
export { createSender, type AttemptOutcome, type Send, type Sender, type SenderOptions } from './send';
