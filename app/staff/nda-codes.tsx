import { NdaCodeManager } from '@site/ui/widgets/staff/NdaCodeManager';
import { ndaCodesAction, ndaCodesLoader } from './nda-codes.server';
import { roleAllows, roleMessages } from '@site/domain/staff/roles';
import { useDashboard } from './use-dashboard';
import { PanelHeading } from './panel-heading';
import { useStaffAction } from './use-staff-action';
import type { Route } from './+types/nda-codes';

export const loader = ndaCodesLoader;
export const action = ndaCodesAction;

/** NDA portal access codes (docs/product.md §12.6): created (shown once), listed and revoked. */
export default function AdminNdaCodes({ loaderData }: Route.ComponentProps) {
  const { send } = useStaffAction<typeof action>();
  const { staff } = useDashboard();
  return (
    <>
      <PanelHeading>NDA portal access codes</PanelHeading>
      <NdaCodeManager
        codes={loaderData.codes}
        onCreate={async (label) => {
          const { created } = await send({ intent: 'create', label });
          if (!created) throw new Error('The server did not answer the new code.');
          return created;
        }}
        onRevoke={async (code) => {
          await send({ intent: 'revoke', id: code.id });
        }}
        refusal={roleAllows(staff.role, 'owner') ? undefined : roleMessages.ndaCodes}
      />
    </>
  );
}
