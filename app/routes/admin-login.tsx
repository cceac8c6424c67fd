import { company } from '@site/domain/company';
import { Card } from '@site/ui/components/Card';
import { Container } from '@site/ui/components/Container';
import { Heading } from '@site/ui/components/Heading';
import { Section } from '@site/ui/components/Section';
import { Stack } from '@site/ui/components/Stack';
import { Text } from '@site/ui/components/Text';
import { AdminSignInForm } from '@site/ui/widgets/AdminSignInForm';
import { useNavigate } from 'react-router';
import { adminApi } from '../lib/admin-api';
import { redirectSignedIn } from './admin.server';
import { adminMeta } from './admin-shared';
import type { Route } from './+types/admin-login';

export const meta = () => adminMeta('Staff sign-in');

export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectSignedIn(request, context);
  return null;
}

/** /admin/login: staff sign in with e-mail and password; on success the dashboard opens. */
export default function AdminLogin() {
  const navigate = useNavigate();
  return (
    <Section aria-labelledby="sign-in-title">
      <Container width="narrow">
        <Card padding="lg" tone="raised">
          <Stack gap="5">
            <Stack gap="2">
              <Heading level={1} id="sign-in-title">
                Staff sign-in
              </Heading>
              <Text tone="muted">
                Project Administration is for {company.shortName} staff. Ask your manager for an account.
              </Text>
            </Stack>
            <AdminSignInForm
              onSubmit={async (credentials) => {
                await adminApi.signIn(credentials);
                await navigate('/admin');
              }}
            />
          </Stack>
        </Card>
      </Container>
    </Section>
  );
}
