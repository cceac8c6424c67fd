import { readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** The story viewports (.storybook/preview.tsx), told apart by a screenshot's width. */
const viewportHeightByWidth = new Map([
  [390, 844],
  [1280, 800],
  [1536, 864],
]);

export interface BaselineAudit {
  file: string;
  width: number;
  height: number;
  tallerThanViewport: boolean;
  /** Every pixel of the lowest 40 % of the picture has one colour: nothing was drawn there. */
  blankLowerPart: boolean;
}

export async function auditBaseline(file: string): Promise<BaselineAudit> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const viewportHeight = viewportHeightByWidth.get(info.width) ?? 800;
  const firstRow = Math.floor(info.height * 0.6);
  const start = firstRow * info.width * info.channels;
  let blank = true;
  for (let offset = start; offset < data.length; offset += info.channels) {
    if (data[offset] !== data[start] || data[offset + 1] !== data[start + 1] || data[offset + 2] !== data[start + 2]) {
      blank = false;
      break;
    }
  }
  return {
    file,
    width: info.width,
    height: info.height,
    tallerThanViewport: info.height > viewportHeight,
    blankLowerPart: blank,
  };
}

export function baselineFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.includes('__screenshots__') && name.endsWith('-chromium-linux.png'))
    .map((name) => path.join(root, name))
    .toSorted();
}
