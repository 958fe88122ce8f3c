// "una app o web app con la agenda", "an app or a web app", "eine App oder Web-App": builds offered
// as alternatives are one piece of work, and the lighter one does what was asked.
import { hoursFor, isBuild, serviceById, type Service } from '../catalogue';
import type { Request } from '../ledger';

const OR = /(?<![\p{L}])(?:or|o|ou|oder|u)(?![\p{L}])/iu;

const usualHours = (service: Service): number => hoursFor(service.hours, service.defaultQuantity);

/** The service a request is priced as: the first it names, or the lightest of alternative builds. */
export function serviceOf(request: Request): Service | undefined {
  const services = request.services.map(serviceById).filter((s): s is Service => s !== undefined);
  const builds = services.filter((s) => isBuild(s.id));
  if (builds.length < 2 || !OR.test(request.text)) return services[0];
  return [...builds].sort((a, b) => usualHours(a) - usualHours(b))[0];
}
