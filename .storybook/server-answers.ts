import type { ArgTypesEnhancer, StrictInputType } from 'storybook/internal/types';

const slowMs = 4000;
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What a widget's page could answer when it calls the server: picked from a control on the docs page
 * instead of a function a designer cannot write. Only callbacks whose answer carries no data are given
 * these controls (a lead form's delivery, a save, a sign-in); the others keep their stories' own answers.
 */
const answerNames = {
  accepts: 'Server accepts',
} as const;

function answersFor(success: 'sent' | undefined, canQueue: boolean): Record<string, () => Promise<unknown>> {
  return {
    [answerNames.accepts]: async () => success,
    'Server is slow (4 s), then accepts': async () => {
      await wait(slowMs);
      return success;
    },
    'Server refuses (503)': async () => {
      throw new Error('503: Service Unavailable');
    },
    'Network fails': async () => {
      throw new Error('Network request failed');
    },
    ...(canQueue ? { 'Offline: saved to send later': async () => 'queued' } : {}),
  };
}

function serverAnswerControl(inputType: StrictInputType): StrictInputType | undefined {
  const type = String(inputType.table?.type?.summary ?? '');
  const delivers = /SubmitLead|['"]sent['"] \| ['"]queued['"]/.test(type);
  if (!delivers && !/=>\s*Promise<void>/.test(type)) return undefined;
  const mapping = answersFor(delivers ? 'sent' : undefined, delivers);
  return {
    ...inputType,
    options: Object.keys(mapping),
    mapping,
    control: { type: 'radio' },
    description: `${inputType.description ?? ''}\n\nIn Storybook: pick what the server answers.`.trim(),
  };
}

/** Whether a prop's control is one of these server answers. */
export const isServerAnswerControl = (inputType: { options?: readonly unknown[] }): boolean =>
  inputType.options?.includes(answerNames.accepts) ?? false;

export const serverAnswerArgTypes: ArgTypesEnhancer = ({ argTypes }) =>
  Object.fromEntries(
    Object.entries(argTypes).map(([name, inputType]) => [
      name,
      (/^on[A-Z]/.test(name) && serverAnswerControl(inputType)) || inputType,
    ]),
  );
