import sanitizeHtml from 'sanitize-html';

/** Job descriptions come from imports and admins; keep structure and links, drop everything active. */
const policy: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'h4', 'p', 'br', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'blockquote'],
  allowedAttributes: { a: ['href', 'title', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const sanitizeDescriptionHtml = (html: string): string => sanitizeHtml(html, policy);
