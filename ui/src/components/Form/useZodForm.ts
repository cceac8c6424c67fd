import { failureOf, unreachableMessage } from '@site/domain/forms/errors';
import { fieldErrorsOf, type FieldErrors } from '@site/domain/forms/validation';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { loadOnRequest } from '../ContentLoader/load-on-request';

export interface SubmitContext {
  /** Stable for retries of the same filled form; a new one once the content changes or the form resets. */
  idempotencyKey: string;
}

/**
 * How a form gets its schema: `() => import('@site/domain/lead-forms/contact-schema').then((module) => module.contactSchema)`.
 * Schemas import zod, which no page's first JavaScript carries (docs/decisions/048); the form loads its schema
 * when the visitor first reaches into it, and a submit waits for it.
 */
export type SchemaLoader<S extends z.ZodObject> = () => Promise<S>;

export interface UseZodFormOptions<S extends z.ZodObject> {
  schema: SchemaLoader<S>;
  initialValues: z.input<S>;
  onSubmit: (data: z.output<S>, context: SubmitContext) => Promise<void>;
  onSuccess?: () => void;
  onFailure?: (error: unknown) => void;
  /** Keep the typed values after success (most forms reset, docs/product.md §7.6 and docs/product.md §7.7). */
  keepValuesOnSuccess?: boolean;
}

/** The schema's chunk did not arrive (offline, or a deploy replaced it): the visitor is told to retry. */
class SchemaLoadError extends Error {
  override name = 'SchemaLoadError';
  readonly serverMessage = unreachableMessage;
  constructor(override readonly cause: unknown) {
    super('The form could not load its checks');
  }
}

type Values<S extends z.ZodObject> = z.input<S>;
type FieldName<S extends z.ZodObject> = Extract<keyof Values<S>, string>;

/**
 * How a form validates and submits: the zod schema from domain/ gives instant field errors,
 * the server's 400 field errors land in the same places, focus moves to the first invalid field, and the
 * visitor's input is only cleared after a success.
 */
export function useZodForm<S extends z.ZodObject>(options: UseZodFormOptions<S>) {
  const { initialValues } = options;
  const [values, setValues] = useState<Values<S>>(initialValues);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isPending, setPending] = useState(false);
  /** Why the last submit failed (the server refused it, or it never arrived); cleared by the next submit. */
  const [failure, setFailure] = useState<unknown>();
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const attempt = useRef<{ key: string; body: string } | null>(null);
  /** A submit waits for the schema; a second press meanwhile is the same submit. */
  const awaitingSchema = useRef(false);

  /** The schema, loaded once; a failed load is forgotten, so the next submit tries again. */
  const [loadSchema] = useState(() =>
    loadOnRequest(() =>
      options.schema().catch((error: unknown) => {
        throw new SchemaLoadError(error);
      }),
    ),
  );

  /** Started by the first focus or touch inside the form: the schema is normally in by the submit. */
  const preloadSchema = () => {
    loadSchema().catch(() => {
      // The submit loads it again and reports what fails then.
    });
  };

  useEffect(() => {
    if (focusRequest === 0) return;
    // A select marks its wrapper, not its button, as invalid; a date field marks its group before its segments.
    const invalid = formRef.current?.querySelectorAll<HTMLElement>('[aria-invalid="true"], [data-invalid] > button');
    [...(invalid ?? [])].find((element) => element.tabIndex >= 0)?.focus();
  }, [focusRequest]);

  const setField = useCallback((name: FieldName<S>, value: unknown) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _cleared, ...rest } = current;
      return rest;
    });
  }, []);

  const reset = () => {
    setValues(initialValues);
    setErrors({});
    attempt.current = null;
  };

  const showErrors = (fieldErrors: FieldErrors) => {
    setErrors(fieldErrors);
    setFocusRequest((count) => count + 1);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isPending || awaitingSchema.current) return;
    awaitingSchema.current = true;
    let parsed;
    try {
      parsed = (await loadSchema()).safeParse(values);
    } catch (error) {
      // Nothing was sent and the values stay; the next submit loads the schema again.
      setFailure(error);
      options.onFailure?.(error);
      return;
    } finally {
      awaitingSchema.current = false;
    }
    if (!parsed.success) {
      showErrors(fieldErrorsOf(parsed.error));
      return;
    }
    const body = JSON.stringify(parsed.data);
    if (attempt.current?.body !== body) attempt.current = { key: crypto.randomUUID(), body };
    setPending(true);
    setFailure(undefined);
    try {
      await options.onSubmit(parsed.data, { idempotencyKey: attempt.current.key });
      if (!options.keepValuesOnSuccess) reset();
      options.onSuccess?.();
    } catch (error) {
      const serverErrors = failureOf(error).fieldErrors;
      if (serverErrors) showErrors(serverErrors);
      setFailure(error);
      options.onFailure?.(error);
    } finally {
      setPending(false);
    }
  };

  /** Props for one field component: value, change handler and name (which Form maps errors onto). */
  const field = <N extends FieldName<S>>(name: N) => ({
    name,
    value: values[name] as string,
    onChange: (value: string) => setField(name, value),
  });

  return {
    values,
    errors,
    isPending,
    failure,
    setField,
    reset,
    field,
    formProps: {
      ref: formRef,
      onSubmit,
      onFocus: preloadSchema,
      onPointerDown: preloadSchema,
      validationErrors: errors,
    },
  };
}
