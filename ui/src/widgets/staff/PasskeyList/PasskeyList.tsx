import type { AdminPasskey } from '@site/domain/staff/passkeys';
import { describeError } from '@site/domain/forms/errors';
import { FingerprintPattern } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/Button';
import { Form, useZodForm } from '../../../components/Form';
import { Icon } from '../../../components/Icon';
import { showToast } from '../../../components/Toast/queue';
import { TextField } from '../../../components/TextField';
import { formatDateTime } from '../staff-format';
import * as shared from '../staff.css';
import { LoadState } from '../admin-states';
import { useRowChange } from '../staff-action';
import * as styles from './PasskeyList.css';

export interface PasskeyListProps {
  /** Absent while loading. */
  passkeys?: readonly AdminPasskey[];
  error?: string;
  /** Makes a passkey with the browser and keeps it under `name`; the list is asked again afterwards. Throw to refuse. */
  onAdd: (name: string) => Promise<void>;
  /** Gives one a new name; the list is asked again afterwards. Throw to refuse. */
  onRename: (passkey: AdminPasskey, name: string) => Promise<void>;
  /** Removes one; it signs in no more. Throw to refuse. */
  onRemove: (passkey: AdminPasskey) => Promise<void>;
}

/** A passkey's new name, in place of its row until saved or cancelled. */
function RenameForm({
  passkey,
  onRename,
  onDone,
}: {
  passkey: AdminPasskey;
  onRename: PasskeyListProps['onRename'];
  onDone: () => void;
}) {
  const form = useZodForm({
    schema: () => import('@site/domain/staff/passkeys').then((module) => module.passkeyNameFormSchema),
    initialValues: { name: passkey.name },
    onSubmit: async ({ name }) => {
      await onRename(passkey, name);
      showToast({ title: 'Passkey renamed', description: `${passkey.name} is now ${name}.` });
      onDone();
    },
    keepValuesOnSuccess: true,
    onFailure: (failure) =>
      showToast({ tone: 'destructive', title: 'Failed to rename passkey', description: describeError(failure) }),
  });
  return (
    <div className={styles.renameForm}>
      <Form {...form.formProps} aria-label={`Rename passkey ${passkey.name}`}>
        <div className={styles.addRow}>
          <div className={styles.nameField}>
            <TextField {...form.field('name')} label="New name" isRequired />
          </div>
          <Button type="submit" size="sm" isPending={form.isPending} pendingLabel="Saving...">
            Save name
          </Button>
          <Button variant="ghost" size="sm" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </Form>
    </div>
  );
}

/**
 * The staff member's passkeys (docs/decisions/091): each signs in on its own, with no password or code. Add
 * one under a name, see when each was last used, rename or remove one.
 */
export function PasskeyList({ passkeys, error, onAdd, onRename, onRemove }: PasskeyListProps) {
  const [renaming, setRenaming] = useState<string>();
  const form = useZodForm({
    schema: () => import('@site/domain/staff/passkeys').then((module) => module.passkeyNameFormSchema),
    initialValues: { name: '' },
    onSubmit: async ({ name }) => {
      await onAdd(name);
      showToast({ title: 'Passkey added', description: `${name} now signs you in.` });
    },
    onFailure: (failure) =>
      showToast({ tone: 'destructive', title: 'Failed to add passkey', description: describeError(failure) }),
  });
  const remove = useRowChange(
    onRemove,
    (passkey) => ({ title: 'Passkey removed', description: `${passkey.name} no longer signs you in.` }),
    'Failed to remove passkey',
  );

  return (
    <div className={styles.manager}>
      <Form {...form.formProps} aria-label="Add a passkey">
        <div className={styles.addRow}>
          <div className={styles.nameField}>
            <TextField
              {...form.field('name')}
              label="Passkey name"
              description="Where it lives, for example Work laptop or Phone, so you know which one to remove."
              isRequired
            />
          </div>
          <Button type="submit" isPending={form.isPending} pendingLabel="Adding...">
            <Icon icon={FingerprintPattern} size="sm" />
            Add a passkey
          </Button>
        </div>
      </Form>
      <LoadState
        what="passkeys"
        isLoading={!passkeys}
        error={error}
        isEmpty={passkeys?.length === 0}
        emptyText="No passkeys yet. Add one to sign in without your password and code."
      >
        <ul className={shared.list} aria-label="Passkeys">
          {passkeys?.map((passkey) => (
            <li key={passkey.id} className={shared.listRow} aria-label={passkey.name}>
              {renaming === passkey.id ? (
                <RenameForm passkey={passkey} onRename={onRename} onDone={() => setRenaming(undefined)} />
              ) : (
                <>
                  <div className={shared.listRowText}>
                    <span className={shared.listRowName}>{passkey.name}</span>
                    <span className={shared.listRowMeta}>
                      Added <time dateTime={passkey.createdAt}>{formatDateTime(passkey.createdAt)}</time> ·{' '}
                      {passkey.lastUsedAt ? (
                        <>
                          last used <time dateTime={passkey.lastUsedAt}>{formatDateTime(passkey.lastUsedAt)}</time>
                        </>
                      ) : (
                        'never used'
                      )}
                    </span>
                  </div>
                  <Button
                    variant="outline"
                    size="sm"
                    onClick={() => setRenaming(passkey.id)}
                    aria-label={`Rename passkey ${passkey.name}`}
                  >
                    Rename
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    {...remove.buttonProps(passkey)}
                    pendingLabel="Removing..."
                    // While pending the button reads "Removing..." and its name follows what it shows.
                    aria-label={remove.isPending(passkey) ? undefined : `Remove passkey ${passkey.name}`}
                  >
                    Remove
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      </LoadState>
    </div>
  );
}
