// What the client already has, counted under its label ("Catálogo: ~18.000 SKU activos"): the size
// of a platform the work is done on, not a number of things to make.
const HOLDS =
  /\d[^()]{0,24}(?<![\p{L}])(?:active|existing|activ[oa]s|existentes|vigentes|aktive[nr]?|bestehende[nr]?|vorhandene[nr]?|actifs|actives|existant[e]?s)(?![\p{L}])/iu;
const MAKES_NEW =
  /(?<![\p{L}])(?:new|build|migrat\p{L}*|redesign|nouve(?:au|lle|aux)|migr\p{L}*|neue?[nrs]?|übernehm\p{L}*|nuev[oa]s?)(?![\p{L}])/iu;

// Only a count of what exists, under its label: "Google Business Profile cleanup for the 6 existing
// locations" asks for the cleanup.
const HOLDS_WORDS = 4;
export const holds = (main: string): boolean => {
  const value = main.replace(/^[^:]{1,40}:\s*/u, '');
  return value.split(/\s+/).length <= HOLDS_WORDS && HOLDS.test(value) && !MAKES_NEW.test(value);
};
