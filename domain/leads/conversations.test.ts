import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../forms/validation';
import {
  leadReplySchema,
  replyAddress,
  replyMessages,
  replyTokenOf,
  senderChecksOf,
  fromMatches,
  visibleReply,
} from './conversations';

const token = '0123456789abcdef0123456789abcdef';
const domain = 'reply.pacificspan.example';

describe('reply addresses', () => {
  it('carry the token, and only an address of the reply domain with a well-formed token gives one back', () => {
    expect(replyAddress(token, domain)).toBe(`reply+${token}@${domain}`);
    expect(replyTokenOf(`reply+${token}@${domain}`, domain)).toBe(token);
    expect(replyTokenOf(`Reply+${token.toUpperCase()}@REPLY.pacificspan.example`, domain)).toBe(token);
    expect(replyTokenOf(`reply+${token}@elsewhere.example`, domain)).toBeNull();
    expect(replyTokenOf(`reply+guess@${domain}`, domain)).toBeNull();
    expect(replyTokenOf(`leads@${domain}`, domain)).toBeNull();
  });
});

describe('an answer on the timeline', () => {
  it('drops the quoted history under a Gmail attribution and the signature', () => {
    const text = [
      'Thursday at 9 works. The gate code is 4411.',
      '',
      '--',
      'Maya Kealoha',
      '',
      'On Mon, Mar 8, 2027 at 10:02 AM Ana Reyes <',
      'reply+abc@reply.pacificspan.example> wrote:',
      '> Hello Maya,',
      '> Can we visit Thursday?',
    ].join('\r\n');
    expect(visibleReply(text)).toBe('Thursday at 9 works. The gate code is 4411.');
  });

  it('drops an Outlook header block, an original-message line and a phone sign-off', () => {
    expect(visibleReply('Yes please.\n\nFrom: Ana Reyes\nSent: Monday\nSubject: Your intake')).toBe('Yes please.');
    expect(visibleReply('Fine.\n-----Original Message-----\nHello')).toBe('Fine.');
    expect(visibleReply('Ok!\n\nSent from my iPhone')).toBe('Ok!');
    expect(visibleReply('Inline answer\n> quoted line\nmore of mine')).toBe('Inline answer\nmore of mine');
  });

  it('keeps the whole text when nothing but history is left', () => {
    expect(visibleReply('> only a quote')).toBe('> only a quote');
  });

  const server = 'mx.cloudflare.net';
  const none = { spf: null, dkim: null, dmarc: null };

  it("reads the receiving server's SPF, DKIM and DMARC results", () => {
    expect(
      senderChecksOf(
        'mx.cloudflare.net; dkim=pass header.d=kahale.example; spf=pass smtp.mailfrom=x; dmarc=fail',
        server,
      ),
    ).toEqual({ spf: 'pass', dkim: 'pass', dmarc: 'fail' });
    expect(senderChecksOf('MX.Cloudflare.net 1; spf = softfail', server)).toEqual({ ...none, spf: 'softfail' });
    expect(senderChecksOf(null, server)).toEqual(none);
  });

  it('believes only the configured authserv-id, and reads no result out of a comment (docs/decisions/085)', () => {
    expect(senderChecksOf('forged.example; dkim=pass; spf=pass; dmarc=pass', server)).toEqual(none);
    expect(senderChecksOf('mx.cloudflare.net.evil.example; dkim=pass', server)).toEqual(none);
    expect(senderChecksOf('(mx.cloudflare.net) forged.example; spf=pass', server)).toEqual(none);
    expect(senderChecksOf('mx.cloudflare.net; dkim=fail (reason: spf=pass) header.d=x', server)).toEqual({
      ...none,
      dkim: 'fail',
    });
    expect(
      senderChecksOf(
        'mx.cloudflare.net; dkim=neutral (no (nested; spf=pass) sig) header.b="spf=pass"; dmarc=none',
        server,
      ),
    ).toEqual({ ...none, dkim: 'neutral', dmarc: 'none' });
  });

  it("marks a From that is neither the lead's address nor the envelope sender", () => {
    expect(fromMatches('Maya@Example.com', 'bounce@mailer.example', 'maya@example.com')).toBe(true);
    expect(fromMatches('maya@example.com', 'maya@example.com', '')).toBe(true);
    expect(fromMatches('ceo@pacificspan.example', 'spammer@evil.example', 'maya@example.com')).toBe(false);
  });
});

describe('the composer', () => {
  it('refuses an empty subject and message with their messages, and control characters', () => {
    const result = leadReplySchema.safeParse({ subject: '  ', body: '' });
    expect(result.success ? {} : fieldErrorsOf(result.error)).toEqual({
      subject: replyMessages.subjectEmpty,
      body: replyMessages.bodyEmpty,
    });
    expect(leadReplySchema.safeParse({ subject: 'Hi\u202E', body: 'Text' }).success).toBe(false);
    expect(leadReplySchema.parse({ subject: ' Site visit ', body: 'Line one\nLine two ' })).toEqual({
      subject: 'Site visit',
      body: 'Line one\nLine two',
    });
  });
});
