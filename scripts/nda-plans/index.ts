/**
 * The NDA portal's plan sheets in the private FILES bucket (docs/decisions/077).
 *
 *   npm run nda:plans -- placeholders [--remote]       the five placeholder sheets (the local seed runs this)
 *   npm run nda:plans -- put <sheet id> <file> [--remote]   a real sheet: PNG, JPEG, WebP or SVG
 *
 * Local by default (the bucket `npm start` and the tests simulate); `--remote` writes the deployed bucket.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  confidentialImageKey,
  confidentialImages,
  isConfidentialImageId,
  type ConfidentialImageId,
} from '../../worker/services/nda-access/nda-images';
import { applyOfflineEnv } from '../offline-env';
import { placeholderSheet } from './placeholder-sheets';

/** wrangler.toml's bucket_name of the FILES binding. */
const bucketName = 'pacific-span-files';

const contentTypes: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml; charset=utf-8',
};

export interface BucketTarget {
  remote?: boolean;
  /** The local state directory (`--persist-to`) of a server other than `npm start`'s. */
  persistTo?: string;
}

/** Puts one sheet's file at its key, through wrangler, so local and remote are written the same way. */
export function putSheet(id: ConfidentialImageId, file: string, { remote = false, persistTo }: BucketTarget = {}) {
  const contentType = contentTypes[path.extname(file).toLowerCase()];
  if (!contentType) throw new Error(`A sheet is PNG, JPEG, WebP or SVG, not ${path.basename(file)}.`);
  execFileSync(
    'wrangler',
    [
      'r2',
      'object',
      'put',
      `${bucketName}/${confidentialImageKey(id)}`,
      '--file',
      file,
      '--content-type',
      contentType,
      remote ? '--remote' : '--local',
      ...(persistTo ? ['--persist-to', persistTo] : []),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: process.env },
  );
}

/** The five placeholder sheets, drawn here and put in the bucket. */
export function putPlaceholderSheets(target: BucketTarget = {}) {
  const directory = mkdtempSync(path.join(tmpdir(), 'nda-plans-'));
  try {
    for (const { id } of confidentialImages) {
      const file = path.join(directory, `${id}.svg`);
      writeFileSync(file, placeholderSheet(id));
      putSheet(id, file, target);
    }
  } finally {
    rmSync(directory, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  applyOfflineEnv();
  const [command, ...rest] = process.argv.slice(2);
  const remote = rest.includes('--remote');
  const [id, file] = rest.filter((argument) => !argument.startsWith('--'));
  if (command === 'placeholders') {
    putPlaceholderSheets({ remote });
    console.log(
      `Put ${confidentialImages.length} placeholder sheets in ${remote ? 'the deployed' : 'the local'} bucket.`,
    );
  } else if (command === 'put' && id && file && isConfidentialImageId(id)) {
    putSheet(id, file, { remote });
    console.log(`Put ${file} as the sheet "${id}".`);
  } else {
    console.error(
      `Usage: npm run nda:plans -- placeholders [--remote] | put <${confidentialImages.map((image) => image.id).join('|')}> <file> [--remote]`,
    );
    process.exit(1);
  }
}
