import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { HealthPanel } from '@site/ui/widgets/staff/HealthPanel';
import { healthLoader } from './health.server';
import { PanelHeading } from './panel-heading';
import type { Route } from './+types/health';

export const loader = healthLoader;

/** The health page (docs/product.md §12.13): what is stuck behind the leads, and what to do about it. */
export default function AdminHealth({ loaderData }: Route.ComponentProps) {
  return (
    <Stack gap="4">
      <PanelHeading>Health</PanelHeading>
      <Text tone="muted">
        The machinery behind the leads. A figure turns red when something has waited too long; the owners get one e-mail
        when it does.
      </Text>
      <HealthPanel figures={loaderData.figures} checkedAt={loaderData.checkedAt} />
    </Stack>
  );
}
