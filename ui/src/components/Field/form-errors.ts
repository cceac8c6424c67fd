import { createContext, useContext } from 'react';

/** A Form's messages by field name: from the zod schema or the server's 400 answer (useZodForm's `errors`). */
export type ValidationErrors = Record<string, string | string[]>;

/** The messages of the Form round a field; null outside any Form. */
export const FormErrorsContext = createContext<ValidationErrors | null>(null);

export const useFormErrors = () => useContext(FormErrorsContext);
