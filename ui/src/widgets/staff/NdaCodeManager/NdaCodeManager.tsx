import type { AdminNdaCode, AdminNdaCodeCreated } from '@site/domain/staff/nda-codes';
import { describeError } from '@site/domain/forms/errors';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/Badge';
import { Button } from '../../../components/Button';
import { CopyButton } from '../../../components/CopyButton';
import { Form, useZodForm } from '../../../components/Form';
import { Icon } from '../../../components/Icon';
import { showToast } from '../../../components/Toast/queue';
import { TextField } from '../../../components/TextField';
import { formatDateTime } from '../staff-format';
import { ConfirmRevokeDialog } from '../ConfirmRevokeDialog';
import * as shared from '../staff.css';
import { LoadState } from '../admin-states';
import * as styles from './NdaCodeManager.css';

export interface NdaCodeManagerProps {
  /** Absent while loading. */
  codes?: readonly AdminNdaCode[];
  error?: string;
  /** Creates a code; the answer is the only time its digits are known. */
  onCreate: (label: string) => Promise<AdminNdaCodeCreated>;
  onRevoke: (code: AdminNdaCode) => Promise<void>;
  /** Why this member may not create or revoke codes (their role): the list shows, the controls do not, and this says why. */
  refusal?: string;
}

/**
 * NDA portal access codes (docs/product.md §12.6): list, create (the code is shown once, with copy), revoke with
 * confirm; for a member whose role may not change them, the list and the reason.
 */
export function NdaCodeManager({ codes, error, onCreate, onRevoke, refusal }: NdaCodeManagerProps) {
  const [created, setCreated] = useState<AdminNdaCodeCreated>();
  const [revoking, setRevoking] = useState<AdminNdaCode | null>(null);
  const form = useZodForm({
    schema: () => import('@site/domain/staff/nda-codes').then((module) => module.ndaCodeCreateSchema),
    initialValues: { label: '' },
    onSubmit: async ({ label }) => setCreated(await onCreate(label)),
    onFailure: (failure) =>
      showToast({ tone: 'destructive', title: 'Failed to create code', description: describeError(failure) }),
  });

  return (
    <div className={styles.manager}>
      {refusal === undefined ? (
        <Form {...form.formProps} aria-label="Create an NDA access code">
          <div className={styles.createRow}>
            <div className={styles.labelField}>
              <TextField
                {...form.field('label')}
                label="Who is the code for?"
                description="A name or company, so you know which code to revoke later."
                isRequired
              />
            </div>
            <Button type="submit" isPending={form.isPending} pendingLabel="Creating...">
              <Icon icon={KeyRound} size="sm" />
              Create code
            </Button>
          </div>
        </Form>
      ) : (
        <p className={shared.note}>{refusal}</p>
      )}
      {created ? <CreatedCode code={created} onDone={() => setCreated(undefined)} /> : null}
      <LoadState what="access codes" isLoading={!codes} error={error} isEmpty={codes?.length === 0}>
        <ul className={shared.list} aria-label="Access codes">
          {codes?.map((code) => (
            <li key={code.id} className={shared.listRow}>
              <div className={shared.listRowText}>
                <span className={shared.listRowName}>{code.label}</span>
                <span className={shared.listRowMeta}>
                  Created <time dateTime={code.createdAt}>{formatDateTime(code.createdAt)}</time>
                  {code.revokedAt ? (
                    <>
                      {' '}
                      · revoked <time dateTime={code.revokedAt}>{formatDateTime(code.revokedAt)}</time>
                    </>
                  ) : null}
                </span>
              </div>
              {code.revokedAt ? (
                <Badge variant="outline">Revoked</Badge>
              ) : (
                <>
                  <Badge variant="success">Active</Badge>
                  {refusal === undefined ? (
                    <Button
                      variant="outline"
                      size="sm"
                      onClick={() => setRevoking(code)}
                      aria-label={`Revoke the code for ${code.label}`}
                    >
                      Revoke
                    </Button>
                  ) : null}
                </>
              )}
            </li>
          ))}
        </ul>
      </LoadState>
      <ConfirmRevokeDialog
        target={revoking}
        title="Revoke access code?"
        renderConsequence={(code) => (
          <>
            The code for <strong>{code.label}</strong> will stop opening the NDA portal at once. This cannot be undone.
          </>
        )}
        revoked={(code) => ({
          title: 'Code revoked',
          description: `The code for ${code.label} no longer opens the portal.`,
        })}
        failureTitle="Failed to revoke code"
        onRevoke={onRevoke}
        onClose={() => setRevoking(null)}
      />
    </div>
  );
}

function CreatedCode({ code, onDone }: { code: AdminNdaCodeCreated; onDone: () => void }) {
  return (
    <section className={styles.created} aria-labelledby="created-code-title">
      <h3 id="created-code-title" className={styles.createdTitle}>
        New code for {code.label}
      </h3>
      <p className={styles.createdCode} data-testid="created-code">
        {code.code}
      </p>
      <p className={styles.createdHint}>
        Copy it now and send it to them: it is stored hashed and will not be shown again.
      </p>
      <div className={shared.actions}>
        <CopyButton text={code.code} label="Copy code" copiedLabel="Code copied" variant="outline" size="sm" />
        <Button variant="ghost" size="sm" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
