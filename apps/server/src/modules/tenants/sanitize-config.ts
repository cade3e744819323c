import type { TenantConfigInput } from '@opencareers/contracts/tenant-config';
import sanitizeHtml from 'sanitize-html';

/** Footer HTML may carry links, lists and simple formatting, never scripts, styles or frames. */
const footerPolicy: sanitizeHtml.IOptions = {
  allowedTags: [
    'a',
    'p',
    'br',
    'strong',
    'em',
    'b',
    'i',
    'ul',
    'ol',
    'li',
    'span',
    'small',
    'h2',
    'h3',
    'h4',
  ],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export const sanitizeFooterHtml = (html: string): string => sanitizeHtml(html, footerPolicy);

/** Cleans the HTML parts of a tenant configuration before it is stored. */
export function sanitizeTenantConfig(input: TenantConfigInput): TenantConfigInput {
  const footer = input.pcsxConfig?.branding?.footerHtml;
  if (footer === undefined) return input;
  return {
    ...input,
    pcsxConfig: {
      ...input.pcsxConfig,
      branding: { ...input.pcsxConfig?.branding, footerHtml: sanitizeFooterHtml(footer) },
    },
  };
}
