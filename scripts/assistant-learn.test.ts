import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emergencyExamples } from '../domain/assistant/eval/evaluate';
import model from '../domain/assistant/emergency-model.generated.json';
import { modelFile, train, trainedOn, tuningFile } from './assistant-emergency-model';

describe('the learned emergency reading', () => {
  it('was trained on the tuning set as it is (npm run assistant:emergency-model after changing it)', () => {
    expect(model.trainedOn, `${modelFile} is older than the tuning set`).toBe(
      trainedOn(emergencyExamples(readFileSync(tuningFile, 'utf8'))),
    );
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
