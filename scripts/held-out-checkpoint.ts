import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkpointOf, editedProblem, linesOf, type Checkpoint } from '../domain/assistant/eval/evaluate';

/**
 * `npm run assistant:held-out-checkpoint`: freezes the lines appended to the assistant's held-out set
 * (docs/recipes/grow-the-assistant-evaluation.md). It refuses when a frozen line was edited, and prints only
 * counts and the hash, never a question.
 */
const folder = path.join(import.meta.dirname, '../domain/assistant/eval');
const file = path.join(folder, 'held-out.jsonl');
const checkpointsFile = path.join(folder, 'held-out.checkpoints.json');

const text = readFileSync(file, 'utf8');
const checkpoints: Checkpoint[] = JSON.parse(readFileSync(checkpointsFile, 'utf8'));
const edited = editedProblem(text, checkpoints);
if (edited) {
  console.error(`held-out.jsonl: ${edited}. Restore the frozen lines; new questions are appended at the end.`);
  process.exit(1);
}
const total = linesOf(text).length;
if ((checkpoints.at(-1)?.lines ?? 0) === total) {
  console.log(`held-out.jsonl: all ${total} lines are already frozen.`);
} else {
  const added = checkpointOf(text, total);
  writeFileSync(checkpointsFile, `${JSON.stringify([...checkpoints, added], null, 2)}\n`);
  console.log(`held-out.jsonl: froze lines ${(checkpoints.at(-1)?.lines ?? 0) + 1}-${total} (sha256 ${added.sha256}).`);
}
