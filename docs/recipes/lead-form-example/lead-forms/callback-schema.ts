import { z } from '@site/domain/forms/zod';
import { honeypotShape } from '@site/domain/forms/honeypot-schema';
import { limits } from '@site/domain/forms/text';
import { phoneNumber, requiredText } from '@site/domain/forms/text-schema';

/** Step 2 of docs/recipes/add-a-lead-form.md, compiled with the project (scripts/recipes.test.ts). */
export const callbackSchema = z.object({
  name: requiredText('Name is required', limits.name),
  phone: phoneNumber(),
  ...honeypotShape,
});
