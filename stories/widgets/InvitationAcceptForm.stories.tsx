import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { invitationMessages, invitationUnavailable } from '@site/domain/staff/invitations';
import { InvitationAcceptForm, type InvitationAcceptFormProps } from '../../ui/src/widgets/staff/InvitationAcceptForm';
import { framed } from '../decorators';
import { onPhone } from '../viewports';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const recoveryCodes = [
  'm9s3-46q3-d25v-t4f5-v37e-3s3e',
  '28jt-97kb-6cq6-43dz-vmxx-qkfb',
  'f5kz-nwj4-7tan-9zt2-4mnp-zx45',
  'hy43-kwjr-p1xp-a7z3-dj8f-ssz5',
  'awsh-8vht-pre9-5b9e-e0zb-gj09',
  'tqm8-3xss-ss6y-s3c4-dwa7-n360',
  '96q1-4dr9-gpqy-77zx-yyk5-96ng',
  'ya1d-q91k-5gqa-pene-cfse-czp1',
  '1hyg-cpwp-q5e6-eycn-dy0y-p57r',
  'cybv-n5sx-s5aa-819x-9yp9-8106',
];
const sealed = 'c2VhbGVkLWl2.c2VhbGVkLWtleQ';
const password = 'four unrelated words here';

const refusal = (message: string, fieldErrors?: Record<string, string>) =>
  Object.assign(new Error(message), { serverMessage: message, fieldErrors });

const meta = preview.meta({
  title: 'Widgets/InvitationAcceptForm',
  component: InvitationAcceptForm,
  args: {
    invitation: {
      name: 'Leilani Kahale',
      email: 'leilani.kahale@pacificspan.example',
      role: 'staff' as const,
      invitedBy: 'Ana Reyes',
      expiresAt: '2026-11-30T18:00:00.000Z',
      enrolment: {
        secret,
        otpauthUri: `otpauth://totp/Pacific%20Span%20Builders:leilani.kahale%40pacificspan.example?secret=${secret}&issuer=Pacific%20Span%20Builders&algorithm=SHA1&digits=6&period=30`,
        accountName: 'leilani.kahale@pacificspan.example',
        sealed,
      },
    },
    onAccept: fn<InvitationAcceptFormProps['onAccept']>(async () => recoveryCodes),
    onDone: fn(),
  },
  decorators: [framed({ maxWidth: 640 })],
});

type Canvas = ReturnType<typeof within>;
const passwordField = (canvas: Canvas) => canvas.getByLabelText(/^Password/, { selector: 'input[name="password"]' });
const againField = (canvas: Canvas) => canvas.getByLabelText(/^Password again/);
const codeField = (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Code from the app/ });

async function fill(canvas: Canvas, { again = password, code = '492039' } = {}) {
  await userEvent.type(passwordField(canvas), password);
  await userEvent.type(againField(canvas), again);
  await userEvent.type(codeField(canvas), code);
}

export const Form = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Leilani Kahale');
    await expect(canvas.getByText(/Ana Reyes invited leilani.kahale@pacificspan.example/)).toHaveTextContent(
      'as staff',
    );
    await expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(canvas.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
    await expect(passwordField(canvas)).toHaveAttribute('autocomplete', 'new-password');
  },
});

export const AcceptedShowsRecoveryCodesOnce = meta.story({
  play: async ({ args, canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
    await waitFor(() =>
      expect(args.onAccept).toHaveBeenCalledWith({
        password,
        passwordAgain: password,
        code: '492039',
        enrolment: sealed,
      }),
    );
    const codes = await canvas.findByRole('list', { name: 'Recovery codes' });
    await expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved them: continue' }));
    await expect(args.onDone).toHaveBeenCalled();
  },
});

export const FieldErrors = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(passwordField(canvas), 'short');
    await userEvent.type(againField(canvas), 'shorter');
    await userEvent.type(codeField(canvas), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
    await expect(await canvas.findByText(invitationMessages.password)).toBeVisible();
    await expect(canvas.getByText(invitationMessages.code)).toBeVisible();
    await expect(passwordField(canvas)).toHaveFocus();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
});

export const PasswordsDiffer = meta.story({
  play: async ({ args, canvas }) => {
    await fill(canvas, { again: `${password}!` });
    await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
    await expect(await canvas.findByText(invitationMessages.passwordAgain)).toBeVisible();
    await expect(args.onAccept).not.toHaveBeenCalled();
  },
});

/** The server found the code wrong: its message under the code field, the password kept. */
export const WrongCode = meta.story({
  args: {
    onAccept: fn<InvitationAcceptFormProps['onAccept']>(() =>
      Promise.reject(refusal('Please correct the highlighted fields.', { code: invitationMessages.codeWrong })),
    ),
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
    await expect(await canvas.findByText(invitationMessages.codeWrong)).toBeVisible();
    await expect(codeField(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(passwordField(canvas)).toHaveValue(password);
  },
});

/** Used meanwhile (another tab, or revoked): the page's words in an alert, nothing cleared but the code. */
export const NoLongerWaiting = meta.story({
  args: {
    onAccept: fn<InvitationAcceptFormProps['onAccept']>(() =>
      Promise.reject(refusal(invitationUnavailable.used.title)),
    ),
  },
  play: async ({ canvas }) => {
    await fill(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create my account' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(invitationUnavailable.used.title);
    await expect(codeField(canvas)).toHaveValue('');
  },
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Create my account' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
