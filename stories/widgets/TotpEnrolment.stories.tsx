import preview from '../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TotpEnrolment, type TotpEnrolmentProps } from '../../ui/src/widgets/staff/TotpEnrolment';
import { watchClipboard } from '../clipboard';
import { announcementsExpired } from '../announcer';
import { onPhone } from '../viewports';
import { framed } from '../decorators';

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

const onConfirm = (implementation: TotpEnrolmentProps['onConfirm']) =>
  fn<TotpEnrolmentProps['onConfirm']>(implementation);

const meta = preview.meta({
  title: 'Widgets/TotpEnrolment',
  component: TotpEnrolment,
  args: {
    enrolment: {
      step: 'enrol' as const,
      secret,
      otpauthUri: `otpauth://totp/Pacific%20Span%20Builders:maria.lopez%40pacificspan.example?secret=${secret}&issuer=Pacific%20Span%20Builders&algorithm=SHA1&digits=6&period=30`,
      accountName: 'maria.lopez@pacificspan.example',
    },
    onConfirm: onConfirm(async () => recoveryCodes),
    onDone: fn(),
    onRestart: fn(),
  },
  decorators: [framed({ maxWidth: 640 })],
});

const codeField = (canvas: { getByRole: (role: 'textbox', options: { name: RegExp }) => HTMLElement }) =>
  canvas.getByRole('textbox', { name: /^Code from the app/ });

export const ScanTheCode = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Set up your authenticator app' })).toBeVisible();
    const qr = canvas.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr.tagName.toLowerCase()).toBe('svg');
    await expect(qr.querySelector('path')?.getAttribute('d')?.length).toBeGreaterThan(1000);
    await expect(canvas.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    await expect(canvas.getByText(/for maria.lopez@pacificspan.example/)).toBeVisible();
  },
});

export const ConfirmedShowsRecoveryCodesOnce = meta.story({
  play: async ({ args, canvas }) => {
    await userEvent.type(codeField(canvas), '492039');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirm' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('492039');
    await expect(await canvas.findByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
    const codes = within(canvas.getByRole('list', { name: 'Recovery codes' })).getAllByRole('listitem');
    await expect(codes.map((code) => code.textContent)).toEqual(recoveryCodes);
    const clipboard = watchClipboard();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy codes' }));
    await expect(clipboard).toHaveBeenLastCalledWith(recoveryCodes.join('\n'));
    await expect(await canvas.findByRole('button', { name: 'Codes copied' })).toBeVisible();
    await expect(args.onDone).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'I have saved them: continue' }));
    await expect(args.onDone).toHaveBeenCalled();
    await announcementsExpired();
  },
});

export const WrongCode = meta.story({
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
});

export const OnPhone = meta.story({
  globals: onPhone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
});
