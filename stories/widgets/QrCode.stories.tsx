import preview from '../../.storybook/preview';
import { expect } from 'storybook/test';
import { QrCode } from '../../ui/src/widgets/staff/TotpEnrolment/QrCode';
import { framed } from '../decorators';

const meta = preview.meta({
  title: 'Widgets/QrCode',
  component: QrCode,
  args: {
    value: 'otpauth://totp/Pacific%20Span%20Builders:staff%40pacificspan.example?secret=JBSWY3DPEHPK3PXP',
    label: 'QR code for your authenticator app',
    className: undefined,
  },
  decorators: [framed({ width: 220 })],
});

export const AuthenticatorSetup = meta.story({
  play: async ({ canvas }) => {
    const code = canvas.getByRole('img', { name: 'QR code for your authenticator app' });
    // A QR code of this length is version 6 or so: a square with its quiet zone, dark modules drawn as one path.
    const [, , width, height] = (code.getAttribute('viewBox') ?? '').split(' ').map(Number);
    await expect(width).toBe(height);
    await expect(width).toBeGreaterThan(29);
    await expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  },
});
