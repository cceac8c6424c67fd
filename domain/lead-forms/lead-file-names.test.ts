import { describe, expect, it } from 'vitest';
import { downloadName, leadFileName } from './lead-files';

describe('file names that cannot disguise a file (docs/decisions/085)', () => {
  it('lose bidi controls, invisible characters, controls and path separators', () => {
    expect(leadFileName('invoice\u202Egpj.exe')).toBe('invoicegpj.exe');
    expect(leadFileName('\u2066plans\u2069\u200B\u200D\uFEFF\u00AD.pdf')).toBe('plans.pdf');
    expect(leadFileName('../..\\etc/\u0000passwd\n')).toBe('....etcpasswd');
    expect(leadFileName('  Lanai\u3164 photo.jpg ')).toBe('Lanai photo.jpg');
    expect(leadFileName('x'.repeat(300))).toHaveLength(200);
  });

  it('download with the extension of the kind the bytes showed', () => {
    expect(downloadName('plans.html', 'pdf')).toBe('plans.pdf');
    expect(downloadName('photo.JPEG', 'jpeg')).toBe('photo.JPEG');
    expect(downloadName('photo.jpg', 'png')).toBe('photo.png');
    expect(downloadName('scan', 'pdf')).toBe('scan.pdf');
    expect(downloadName('.htaccess', 'png')).toBe('.htaccess.png');
    expect(downloadName('', 'pdf')).toBe('file.pdf');
  });
});
