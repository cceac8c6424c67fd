import { z } from '../forms/zod';
import { leadFileMessages, leadFileRequestLimits } from './lead-files';

/** The browser's id of one file within its request (a UUID; docs/decisions/077). */
export const leadFileIdPattern = /^[A-Za-z0-9-]{8,64}$/;

/**
 * A form's file field: the ids of the files already sent with this request's key. None is left out, as every
 * blank optional field is.
 */
export const leadFileIds = () =>
  z
    .array(z.string().regex(leadFileIdPattern, leadFileMessages.notReceived))
    .max(leadFileRequestLimits.files, leadFileMessages.tooMany)
    .optional()
    .transform((ids) => (ids?.length ? ids : undefined));
