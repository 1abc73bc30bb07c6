import { describe, expect, it } from 'vitest';
import { isOwnUpload, sanitizeBlogHtml } from './blog.sanitize';
import { xssPayloads } from './xss-payloads';

const dangerous = [/<script/i, /<style/i, /<iframe/i, /<object/i, /<embed/i, /<svg/i, /<math/i, /<form/i, /<input/i, /<meta/i, /<base/i, /<link/i, /<template/i, /<body/i, /<details/i, /<video/i, /<audio/i, /\son[a-z]+\s*=/i, /\sstyle\s*=/i, /\ssrcset\s*=/i, /\ssrcdoc\s*=/i, /(href|src|cite|action|data)\s*=\s*"?\s*(javascript|vbscript|data):/i];

describe('the blog sanitiser', () => {
  it('has at least 30 attacks to face', () => expect(xssPayloads.length).toBeGreaterThanOrEqual(30));

  it.each(xssPayloads)('defuses %s', (payload) => {
    const clean = sanitizeBlogHtml(payload);
    for (const pattern of dangerous) expect(clean).not.toMatch(pattern);
    // What is left of a picture points into our storage.
    for (const [, src] of clean.matchAll(/<img[^>]*\ssrc="([^"]*)"/g)) expect(isOwnUpload(src)).toBe(true);
    // Nothing sanitised changes when sanitised again (no half-parsed leftovers to reassemble).
    expect(sanitizeBlogHtml(clean)).toBe(clean);
  });

  it('keeps what an article needs', () => {
    const html =
      '<h2>Başlık</h2><h3>Alt</h3><p><strong>kalın</strong> <em>eğik</em> <code>G01</code></p><ul><li>bir</li></ul><ol><li>iki</li></ol><blockquote><p>alıntı</p></blockquote><p><a href="mailto:info@ornek.com">posta</a></p><img src="/uploads/blog/x.webp" alt="şema" />';
    expect(sanitizeBlogHtml(html)).toBe(
      html.replace('<a href="mailto:info@ornek.com">', '<a rel="noopener noreferrer nofollow" href="mailto:info@ornek.com" target="_blank">'),
    );
  });

  it('accepts pictures only from our storage', () => {
    expect(isOwnUpload('/uploads/blog/a.webp')).toBe(true);
    for (const src of ['https://ornek.com/a.png', '//evil/a.png', '/uploads/../x', '/uploads//evil', '/upload/a.png', 'data:image/png;base64,AAAA', '/uploads/a b.png']) {
      expect(isOwnUpload(src)).toBe(false);
    }
  });
});
