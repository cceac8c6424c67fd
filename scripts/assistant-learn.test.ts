import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emergencyExamples, parseCases } from '../domain/assistant/eval/evaluate';
import model from '../domain/assistant/emergency-model.generated.json';
import learned from '../domain/assistant/learned-questions.generated.json';
import { documents, searchSite, type Document } from '../domain/assistant/retrieval';
import { learnedFrom, learnQuestions, modelFile, questionsFile, train, trainedOn, tuningFile } from './assistant-learn';

const tuning = readFileSync(tuningFile, 'utf8');

describe('the learned emergency reading', () => {
  it('was trained on the tuning set as it is (npm run assistant:learn after changing it)', () => {
    expect(model.trainedOn, `${modelFile} is older than the tuning set`).toBe(trainedOn(emergencyExamples(tuning)));
    expect(model.features).toHaveLength(model.weights.length);
  });

  it('learns which words tell of an emergency, and keeps only the weights that matter', () => {
    const examples = [
      { text: 'water pouring through the ceiling', emergency: true },
      { text: 'the ceiling fell in', emergency: true },
      { text: 'what does a new ceiling cost', emergency: false },
      { text: 'how long does a kitchen take', emergency: false },
    ];
    const trained = train(examples);
    const weightOf = (feature: string) => trained.weights[trained.features.indexOf(feature)] ?? 0;
    expect(weightOf('pour')).toBeGreaterThan(0);
    expect(weightOf('cost')).toBeLessThan(0);
    expect(trained.weights.every((weight) => Math.abs(weight) >= 0.01)).toBe(true);
    expect(train(examples)).toEqual(trained);
  });
});

const passage = (id: string, title: string, text: string): Document => ({
  id,
  href: `/${id}`,
  page: title,
  title,
  text,
  keywords: '',
  fact: false,
});

describe('the questions each passage answered', () => {
  it('were learned from the tuning set and the passages as they are (npm run assistant:learn after changing either)', () => {
    expect(learned.learnedFrom, `${questionsFile} is older than the tuning set or the passages`).toBe(
      learnedFrom(parseCases(tuning), documents),
    );
    const known = new Set(documents.map((document) => document.id));
    expect(Object.keys(learned.questions).filter((id) => !known.has(id))).toEqual([]);
  });

  it('go to the passage that says the answer, and of several the one nearest the question', () => {
    const searched = [
      passage('founding', 'Our story', 'Founded in 1987 in Concord.'),
      passage('team', 'Our team', 'Robert Sandoval has led the team since 1987.'),
      passage('hours', 'Hours', 'Open Monday to Friday.'),
      passage('phone-a', 'Call', 'Call (925) 555-0100.'),
      passage('phone-b', 'Call', 'Call (925) 555-0100.'),
      passage('phone-c', 'Call', 'Call (925) 555-0100.'),
      passage('phone-d', 'Call', 'Call (925) 555-0100.'),
    ];
    const { questions } = learnQuestions(
      parseCases(
        [
          { kind: 'fact', question: 'how old is the story of the outfit', mustContain: ['1987'] },
          { kind: 'fact', question: 'which person is in charge of the team', mustContain: ['robert sandoval'] },
          { kind: 'fact', question: 'ring you', mustContain: ['555-0100'] },
          { kind: 'fact', question: 'and on saturdays', mustContain: ['Monday'], before: ['hours?'] },
          { kind: 'fact', question: 'a price', mustContain: ['$140'] },
          { kind: 'emergency', question: 'the roof fell in' },
        ]
          .map((line) => JSON.stringify(line))
          .join('\n'),
      ),
      searched,
    );
    expect(questions).toEqual({
      founding: ['how old is the story of the outfit'],
      team: ['which person is in charge of the team'],
    });
  });

  it('let a visitor reach a passage in words it does not use', () => {
    const [found] = searchSite('when did the company open its doors');
    expect(found?.passage.text).toContain('founded in 1987');
  });
});
