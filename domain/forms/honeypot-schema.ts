import { honeypotField } from './honeypot';
import { limits } from './text';
import { optionalText } from './text-schema';

/** Part of every form schema: the value must survive the browser's parse to reach the server's check. */
export const honeypotShape = { [honeypotField]: optionalText(limits.shortText) };
