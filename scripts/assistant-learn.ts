import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { emergencyFeatures } from '../domain/assistant/emergency-model';
import { emergencyExamples, type EmergencyExample } from '../domain/assistant/eval/evaluate';

/**
 * `npm run assistant:emergency-model`: trains the learned emergency reading (docs/decisions/103) on the tuning
 * set's emergencies and ordinary questions, never the held-out set, and writes its weights beside it. The same
 * set gives the same weights: examples in file order, weights from zero, a fixed number of passes.
 */
const folder = path.join(import.meta.dirname, '../domain/assistant');
export const tuningFile = path.join(folder, 'eval/tuning.jsonl');
export const modelFile = path.join(folder, 'emergency-model.generated.json');

/** Passes over the examples, the step of each update, and the pull of every weight toward zero. */
const training = { passes: 30, step: 0.5, shrink: 0.01 };
/** Weights nearer zero than this change no reading and are left out of the file. */
const smallest = 0.01;

/** What the weights were trained on: a changed example is a model to train again. */
export const trainedOn = (examples: EmergencyExample[]) =>
  createHash('sha256')
    .update(examples.map((example) => `${example.emergency ? 1 : 0}\t${example.text}`).join('\n'))
    .digest('hex');

export function train(examples: EmergencyExample[]) {
  const weights = new Map<string, number>();
  const features = examples.map((example) => emergencyFeatures(example.text));
  for (let pass = 0; pass < training.passes; pass += 1) {
    examples.forEach((example, index) => {
      const present = features[index] ?? [];
      const sum = present.reduce((total, feature) => total + (weights.get(feature) ?? 0), 0);
      const error = 1 / (1 + Math.exp(-sum)) - (example.emergency ? 1 : 0);
      for (const feature of present) {
        const weight = weights.get(feature) ?? 0;
        weights.set(feature, weight - training.step * (error + training.shrink * weight));
      }
    });
  }
  const kept = [...weights]
    .filter(([, weight]) => Math.abs(weight) >= smallest)
    .toSorted(([a], [b]) => (a < b ? -1 : 1));
  return {
    trainedOn: trainedOn(examples),
    features: kept.map(([feature]) => feature),
    weights: kept.map(([, weight]) => Math.round(weight * 1000) / 1000),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const examples = emergencyExamples(readFileSync(tuningFile, 'utf8'));
  const model = train(examples);
  writeFileSync(modelFile, `${JSON.stringify(model)}\n`);
  console.log(
    `emergency model: ${examples.length} examples, ${model.features.length} weights -> ${path.relative(process.cwd(), modelFile)}`,
  );
}
