// What an assessment is of. In a brief that asks for a penetration test, "Customer web app (~35
// screens)", "Public REST API, 140 endpoints" and "iOS and Android apps" are the test's targets,
// not things to build; in an accessibility audit the website is what is audited. Each target becomes
// that assessment of it, and the bare assessment they detail is not priced again beside them.
import { serviceById } from '../catalogue';
import data from './data/ledger.json';
import type { Request } from './index';

const ASSESSED = data.assessed as unknown as Record<string, Record<string, string> | undefined>;
// "build a new app and test it": work asked to be made stays a build.
const MAKES =
  /\b(?:new|build|develop|create|design|redesign|relaunch|nouve(?:au|lle)|créer|développer|refonte|neue[nrs]?|entwickeln|erstellen|nuev[oa]|desarrollar|crear|rediseño)\b/iu;

function assessed(row: Request, targets: Record<string, string>): Request {
  // "REST-API dahinter (ca. 60 Endpunkte)": a target named only by its unit is the test in that unit;
  // "The merchant portal … about 30 screens": counted in a build's unit, it is that build's test.
  const byUnit =
    row.services.length === 0 && row.unit
      ? Object.entries(targets)
          .filter(
            ([build, id]) => serviceById(id)?.unit === row.unit || serviceById(build)?.unit === row.unit,
          )
          .map(([, id]) => id)
          .slice(0, 1)
      : [];
  const ids = [
    ...new Set([...row.services.map((id) => targets[id]), ...byUnit].filter((id): id is string => !!id)),
  ];
  const service = ids[0] ? serviceById(ids[0]) : undefined;
  if (!service || MAKES.test(row.text)) return row;
  const counts = row.unit !== null && row.unit === service.unit;
  return { ...row, services: ids, quantity: counts ? row.quantity : null, unit: counts ? row.unit : null };
}

export function withAssessedTargets(ledger: Request[]): Request[] {
  const assessment = ledger.find((r) => r.kind === 'deliverable' && r.services.some((id) => ASSESSED[id]));
  const key = assessment?.services.find((id) => ASSESSED[id]);
  const targets = key ? ASSESSED[key] : undefined;
  if (!assessment || !targets) return ledger;
  const revised = ledger.map((row) =>
    row === assessment || row.kind !== 'deliverable' ? row : assessed(row, targets),
  );
  const detailed = revised.some((row, i) => row !== ledger[i]);
  const bare = assessment.quantity === null && assessment.services.length === 1;
  return detailed && bare ? revised.filter((row) => row !== assessment) : revised;
}
