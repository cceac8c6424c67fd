import * as shared from '../staff.css';

export interface LeadSubmissionProps {
  /** The validated submission exactly as the visitor sent it. */
  submission: Record<string, unknown>;
}

/** 'projectType' → 'Project type', 'agreeToNDA' → 'Agree to NDA': the form's field names, readable. */
const labelOf = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function valueOf(value: unknown): string {
  if (value === undefined || value === null || value === '') return '(empty)';
  if (Array.isArray(value)) return value.map(valueOf).join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'object') return JSON.stringify(value, null, 2);
  return String(value);
}

/** The full original submission of a lead (docs/product.md §7.1), every field the form sent. */
export function LeadSubmission({ submission }: LeadSubmissionProps) {
  const entries = Object.entries(submission);
  if (entries.length === 0) return <p className={shared.note}>The submission has no fields.</p>;
  return (
    <dl className={shared.fields} aria-label="Original submission">
      {entries.map(([key, value]) => (
        <div key={key} className={shared.fieldRow}>
          <dt className={shared.term}>{labelOf(key)}</dt>
          <dd className={shared.definition}>{valueOf(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
