// A reply that corrects its own e-mail: "instead of the penetration test" takes the test back however
// the older message named it, "not now" refuses, "still wanted as before" confirms the older
// requests rather than adding new ones, and a clear list with a date asking for "a ballpark cost" is
// priced, not sent to a discovery.
import { propose } from './propose';

const THREAD = [
  'From: Orla Keenan <o.keenan@mcareecarleton.co.uk>',
  'Sent: Tuesday, 20 October 2026 09:17',
  'Subject: RE: Cyber security - quote request',
  '',
  'Hi again,',
  '',
  'Apologies, I need to correct a few things from my email yesterday.',
  '',
  '- The insurer now wants us to hold Cyber Essentials certification at renewal, rather than a pen test report. So could you please quote for getting us through Cyber Essentials instead of the penetration test. We will probably look at a pen test next year, but not now.',
  '- The phishing test and staff training are still wanted as before.',
  '',
  'Everything needs to be in place by Friday 11th December.',
  '',
  'Orla',
  '',
  '-----Original Message-----',
  'From: Orla Keenan',
  'Sent: Monday, 19 October 2026 16:48',
  'Subject: Cyber security - quote request',
  '',
  "We're a solicitors' firm with 45 staff across 3 offices.",
  '',
  "What we'd like quoted:",
  '1. An external penetration test of our network/firewall',
  '2. A phishing simulation for all staff',
  '3. Staff awareness training – ideally in person at each office over lunch',
  '',
  'Could you let me know your availability and a ballpark cost?',
].join('\n');

describe('a reply that corrects its own e-mail', () => {
  const { analysis, generated, markdown } = propose(THREAD, '2026-10-20T09:00:00.000Z');

  it('takes back the penetration test the older message asked for', () => {
    const priced = generated.pricingBreakdown.map((l) => l.item).join(' | ');
    expect(priced).not.toMatch(/penetration/i);
    const tests = analysis.requests.filter((r) => /pen(?:etration)? test/i.test(r.text));
    expect(tests.every((r) => r.kind === 'exclusion')).toBe(true);
  });

  it('prices the confirmed work once and does not send it to a discovery', () => {
    expect(analysis.engagement.model).toBe('project');
    expect(generated.pricingBreakdown.filter((l) => /phishing/i.test(l.item))).toHaveLength(1);
    expect(generated.pricingBreakdown.filter((l) => /training/i.test(l.item))).toHaveLength(1);
  });

  it('says what it leaves out in the work’s own name', () => {
    expect(markdown).not.toMatch(/- rather than/);
  });
});
