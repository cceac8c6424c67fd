import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TotpEnrolment, type TotpEnrolmentProps } from '../../ui/src/widgets/TotpEnrolment';
import { announcementsExpired } from '../announcer';
import { onPhone } from '../viewports';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const recoveryCodes = [
  'k7m2q-9xw4r',
  '3hv8d-p2c6n',
  'x4t9a-m7k2e',
  'r8b3w-5q1zj',
  'c6n2h-v9d4s',
  'e1p7y-t3g8m',
  'w5z9k-a2r6b',
  'j3x8n-q7c1h',
  'd9s4v-e6m2p',
  'g2k7t-y5w3a',
];

const onConfirm = (implementation: TotpEnrolmentProps['onConfirm']) =>
  fn<TotpEnrolmentProps['onConfirm']>(implementation);

const meta = {
  title: 'Widgets/TotpEnrolment',
  component: TotpEnrolment,
  args: {
    enrolment: {
      step: 'enrol',
      secret,
      otpauthUri: `otpauth://totp/Pacific%20Span%20Builders:maria.lopez%40pacificspan.example?secret=${secret}&issuer=Pacific%20Span%20Builders&algorithm=SHA1&digits=6&period=30`,
      accountName: 'maria.lopez@pacificspan.example',
    },
    onConfirm: onConfirm(async () => recoveryCodes),
    onDone: fn(),
    onRestart: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TotpEnrolment>;
export default meta;
type Story = StoryObj<typeof meta>;

const codeField = (canvas: { getByRole: (role: 'textbox', options: { name: RegExp }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: /^Code from the app/ });

export const ScanTheCode: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
    const qr = canvas.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr.tagName.toLowerCase()).toBe('svg');
    await expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(1000);
    await expect(canvas.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await expect(canvas.getByText(/for maria.lopez@pacificspan.example/)).toBeVisible();
  },
};

export const ConfirmedShowsRecoveryCodesOnce: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(codeField(canvas), '492039');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('492039');
    await expect(await canvas.findByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    const codes = within(canvas.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
    await expect(codes.map((code) => code.textContent)).toEqual(recoveryCodes);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy codes' }));
    await expect(await navigator.clipboard.readText()).toBe(recoveryCodes.join('\n'));
    await expect(canvas.getByRole('button', { name: 'Codes copied' })).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved them: continue' }));
    await expect(args.onDone).toHaveBeenCalled();
    await announcementsExpired();
  },
};

export const WrongCode: Story = {
  args: {
    onConfirm: onConfirm(() =>
      Promise.reject(
        Object.assign(new Error('401'), {
          status: 401,
          serverMessage: 'That code is not right. Enter the newest code from your app, or an unused recovery code.',
        }),
      ),
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.type(codeField(canvas), '000000');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('That code is not right.'));
    await expect(codeField(canvas)).toHaveValue('');
    await expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
