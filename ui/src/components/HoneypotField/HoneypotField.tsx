import { honeypotCopy, honeypotField } from '@site/domain/forms/honeypot';
import { VisuallyHidden } from '../VisuallyHidden';

export interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** What a form's hidden field needs from the form (`useZodForm`): its value, blank while unset, and the setter. */
export interface HoneypotForm {
  values: { [honeypotField]?: string };
  setField: (name: typeof honeypotField, value: string) => void;
}

/** The hidden field's props, bound to the form whose values carry it. */
export const honeypotOf = (form: HoneypotForm): HoneypotFieldProps => ({
  value: form.values[honeypotField] ?? '',
  onChange: (value) => form.setField(honeypotField, value),
});

/**
 * The field people never see or reach by Tab but form-filling bots fill (domain/forms/honeypot.ts): the API then
 * answers as if the form was accepted and stores nothing. Its value travels with the form's own values.
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  return (
    <VisuallyHidden>
      <label>
        {honeypotCopy.label}
        <input
          name={honeypotField}
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </VisuallyHidden>
  );
}
