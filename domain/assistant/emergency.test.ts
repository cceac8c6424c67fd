import { describe, expect, it } from 'vitest';
import { answerQuestion } from './assistant';
import { safetyLine } from './compose';
import { emergencyExamples } from './eval/evaluate';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { emergencyLikelihood, readEmergency, thresholds } from './emergency-model';

describe('readEmergency: an emergency read by what happened', () => {
  it.each([
    ['a thing and what happens to it', 'water is dripping from the light fixture'],
    ['in the other order', 'cracked beam in the garage'],
    ['with words between', 'a tree in the back yard just fell right onto the garage'],
    ['what strikes the building', 'somebody drove a pickup through our storefront'],
    ['a typo in the thing', 'the celing is sagging'],
    ['a typo in what happens', 'the roof is leeking'],
    ['a hazard on its own', 'i smell gas'],
    ['a service that stopped', 'we lost power after the storm'],
    ['called an emergency', 'we have an emergency at the restaurant'],
    ['someone driving into the building', 'someone drove right through our garage door'],
    ['something lying on the building', 'a big branch is lying across the garage roof'],
    [
      'about to give way, far from its part',
      'the ceiling in the upstairs bedroom of our rental is, i think, about to fall',
    ],
    ['open to the weather', 'we can see the sky from the bedroom. half the roof is in the yard'],
    ['open to anyone', 'front door got kicked in, frame is splintered and it wont close'],
  ])('%s: %j is an emergency', (_, text) => {
    expect(readEmergency(text)).toBe('emergency');
  });

  it.each([
    ['a product rating', 'do you build fire rated party walls'],
    ['a schedule', 'office, 10,000 square feet in LA, emergency timeline: ballpark?'],
    ['an option', 'what are your leak-proof roofing options'],
    ['the past', 'we want a house rebuilt years after the wildfire'],
    ['a building type', 'can you remodel a fire station'],
    ['a takeoff', 'how fast is a takeoff on emergency work'],
    ['a question about the service', 'do you offer emergency repairs'],
    ['a short word read as a typo', 'who is in charge of the hawaii office'],
    ['a demolition', 'can you tear down an old house and build new'],
    ['a break that is a time', 'our gym floor needs redoing over spring break'],
    [
      'damage before the writer owned it',
      'the basement flooded months before we purchased the house, we want it finished',
    ],
    ['driving past', 'we drove past your office in concord yesterday'],
    ['a town', 'we need a new hay barn in klamath falls, do you do ag buildings'],
    ['what to prevent', 'how do you keep concrete from cracking while it cures'],
    ['work asked for, with a quality rather than an event', 'our old leaky single pane windows need replacing'],
    ['a purpose', 'interested in solar with battery backup for power outages'],
    ['said to be not urgent', 'maybe a hidden leak somewhere? nothing visible, not urgent'],
    ['fixed in the past', 'we had a roof leak 2 yrs ago that got fixed, now selling'],
    ['a job title', 'im a fire captain and want to build an ADU in my backyard'],
  ])('%s: %j is not', (_, text) => {
    expect(readEmergency(text)).toBe('none');
  });

  it('sends a message it is unsure of to the emergency path with the safety line first', () => {
    const tuning = readFileSync(path.join(import.meta.dirname, 'eval/tuning.jsonl'), 'utf8');
    const unsure = emergencyExamples(tuning).find(({ text }) => {
      const likelihood = emergencyLikelihood(text);
      return likelihood >= thresholds.leaning && likelihood < thresholds.sure;
    });
    expect(unsure).toBeDefined();
    const text = unsure?.text ?? '';
    expect(readEmergency(text)).toBe('unsure');
    const reply = answerQuestion(text);
    expect(reply.kind).toBe('emergency');
    expect(reply.response.startsWith(safetyLine)).toBe(true);
  });

  it('puts the safety line first where gas or fire is at risk, and leaves it out where not', () => {
    expect(answerQuestion('i smell gas in the kitchen').response.startsWith(safetyLine)).toBe(true);
    const leak = answerQuestion('our roof is leaking into the bedroom');
    expect(leak.kind).toBe('emergency');
    expect(leak.response).not.toContain(safetyLine);
    expect(leak.response).toContain('24/7');
  });
});

describe('an unanswered question', () => {
  it('offers the closest topics as links, and stays unanswered for the staff list', () => {
    const reply = answerQuestion('is there a deposit for subs joining your list');
    expect(reply.kind).toBe('unknown');
    expect(reply.response).toMatch(/^I'm not sure I understood that one\. Did you mean .*\(\/partners\)/);
  });

  it('is not answered by the places it names alone, unless it asks about them (docs/decisions/106)', () => {
    expect(answerQuestion('whats the weather gonna be in concord tomorrow').kind).toBe('unknown');
    const there = answerQuestion('do you build in hilo');
    expect(there.kind).toBe('answer');
    expect(there.response).toContain('served by our Hawaii division');
  });

  it('offers the three ways to reach the team when nothing on the site is near', () => {
    const reply = answerQuestion('what is the capital of france');
    expect(reply.kind).toBe('unknown');
    expect(reply.response).not.toContain('Did you mean');
    expect(reply.response).toContain('(925) 555-0142');
  });
});
