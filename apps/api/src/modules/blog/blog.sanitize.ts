import sanitizeHtml from 'sanitize-html';

/**
 * A picture in a post may only come from our own storage: `/uploads/…`, made of plain path
 * characters, never climbing out (`..`) nor pointing at another host (`//host`, `\\host`).
 */
export function isOwnUpload(src: string, prefix = '/uploads'): boolean {
  return src.startsWith(`${prefix}/`) && /^\/[A-Za-z0-9/_.-]+$/.test(src) && !src.includes('..') && !src.includes('//');
}

const linkRel = 'noopener noreferrer nofollow';

/**
 * What a post's HTML may hold, on every write: headings, paragraphs, lists, links (http, https,
 * mailto or a path on our site), quotes, code, emphasis and pictures from our own storage.
 * Everything else goes, with its content when it is code or a container of active content
 * (script, style, iframe, object, svg, math, form…). No attribute but the few named, so no event
 * handler, `style` or `srcset`; sanitize-html decodes entities and drops control characters before
 * it judges a link's scheme, so `jav&#x09;ascript:` and `JaVaScRiPt:` go too.
 */
export function sanitizeBlogHtml(html: string, uploadsPrefix = '/uploads'): string {
  return sanitizeHtml(html, {
    allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'hr', 'ul', 'ol', 'li', 'a', 'blockquote', 'code', 'pre', 'strong', 'b', 'em', 'i', 'u', 's', 'img'],
    allowedAttributes: {
      a: ['href', 'title', 'rel', 'target'],
      img: ['src', 'alt', 'title'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: [] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed', 'svg', 'math', 'template', 'xmp', 'noembed', 'noframes', 'title'],
    transformTags: {
      h1: 'h2',
      h5: 'h4',
      h6: 'h4',
      a: (tagName, attribs) => {
        const attributes: Record<string, string> = { rel: linkRel };
        if (attribs.href) attributes.href = attribs.href;
        if (attribs.title) attributes.title = attribs.title;
        if (attribs.href && /^(https?:|mailto:)/i.test(attribs.href.trim())) attributes.target = '_blank';
        return { tagName, attribs: attributes };
      },
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnUpload(frame.attribs.src ?? '', uploadsPrefix),
  });
}

/** Whether sanitised HTML says anything: text, or at least one picture. */
export function hasContent(html: string): boolean {
  return /<img\s/i.test(html) || sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim().length > 0;
}
