import type { ReactNode } from 'react';
import { Card } from '../../../components/Card';
import { Grid } from '../../../components/Grid';
import { Link } from '../../../components/Link';
import { Stack } from '../../../components/Stack';
import { Text } from '../../../components/Text';

export interface EmergencyBannerProps {
  title: string;
  /** What the service promises, one short title and sentence each. */
  points: readonly { title: string; text: string }[];
  /** The last point: the number to call, as a link. */
  hotline: { title: string; text: string; phone: string; href: string };
}

function BannerPoint({ title, children }: { title: string; children: ReactNode }) {
  return (
    <li>
      <Stack gap="1">
        <Text weight="bold">{title}</Text>
        <Text size="sm">{children}</Text>
      </Stack>
    </li>
  );
}

/** The emergency tab's banner on /partners (docs/product.md §7.7): the promises, then the hotline to call. */
export function EmergencyBanner({ title, points, hotline }: EmergencyBannerProps) {
  return (
    <Card tone="highlight" title={title} titleLevel={3}>
      <Grid columns={{ phone: 1, tablet: 3 }} gap="4" as="ul" role="list">
        {points.map((point) => (
          <BannerPoint key={point.title} title={point.title}>
            {point.text}
          </BannerPoint>
        ))}
        <BannerPoint title={hotline.title}>
          {hotline.text} <Link href={hotline.href}>{hotline.phone}</Link>
        </BannerPoint>
      </Grid>
    </Card>
  );
}
