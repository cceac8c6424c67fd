import type { LoginInput } from '@site/domain/partners/app-login-schema';
import { loginCopy } from '@site/domain/partners/app-login';
import { Button } from '../../../components/Button';
import { Form, useZodForm } from '../../../components/Form';
import { PasswordField } from '../../../components/PasswordField';
import { TextField } from '../../../components/TextField';
import { showToast } from '../../../components/Toast/queue';
import { browserClock, wait, type WidgetClock } from '../clock';
import * as styles from './AppLoginForm.css';

const emptyLogin: LoginInput = { username: '', password: '' };

export interface AppLoginFormProps {
  /**
   * Called within the visitor's click on a valid form, before the pause: popup blockers allow a new tab
   * only from the click itself, so the page opens it here and fills it in `onConnect`.
   */
  onConnectStart?: () => void;
  /** Called after the connecting pause: the page shows the live application. */
  onConnect: () => void;
  clock?: WidgetClock;
}

/**
 * The login demo (docs/product.md §11.1): no credentials are checked and nothing is sent. A valid form shows
 * 'Connecting...' for 1.5 s (`onConnectStart` at its start), then the toast, then `onConnect`, and is cleared.
 */
export function AppLoginForm({ onConnectStart, onConnect, clock = browserClock }: AppLoginFormProps) {
  const form = useZodForm({
    schema: () => import('@site/domain/partners/app-login-schema').then((module) => module.loginSchema),
    initialValues: emptyLogin,
    onSubmit: () => {
      onConnectStart?.();
      return wait(clock, loginCopy.redirectDelayMs);
    },
    onSuccess: () => {
      showToast(loginCopy.success);
      onConnect();
    },
  });

  return (
    <div className={styles.panel}>
      <Form {...form.formProps} aria-label="Sign in to the company app">
        <TextField {...form.field('username')} label="Username" autoComplete="username" isRequired />
        <PasswordField {...form.field('password')} label="Password" autoComplete="current-password" isRequired />
        <Button type="submit" size="lg" fullWidth isPending={form.isPending} pendingLabel={loginCopy.pending}>
          {loginCopy.submit}
        </Button>
      </Form>
    </div>
  );
}
