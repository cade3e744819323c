import { apiPath } from '@opencareers/contracts/api-path';
import { domainQuerySchema } from '@opencareers/contracts/boot';
import { bootPaths } from '@opencareers/contracts/boot-paths';
import { offerPaths } from '@opencareers/contracts/offers';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { offerDocuments } from '../../db/schema/index.ts';
import { documentFileUrl } from './candidate-service.ts';
import { esignScript } from './esign-script.ts';
import { offerRepository } from './repository.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** `hosted` is the parent page's origin; messages are posted to it and nowhere else. */
const originSchema = z
  .string()
  .max(300)
  .refine((v) => {
    try {
      const u = new URL(v);
      return (u.protocol === 'https:' || u.protocol === 'http:') && u.origin === v;
    } catch {
      return false;
    }
  }, 'hosted must be an origin such as https://careers.example.com');

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;padding:24px;color:#1a1b1e;background:#fff;line-height:1.5}
h1{font-size:1.25rem;margin:0 0 8px} p{margin:0 0 16px;color:#495057}
label{display:block;margin:12px 0 4px;font-weight:600}
input[type=text]{width:100%;max-width:420px;padding:10px;border:1px solid #868e96;border-radius:6px;font-size:1rem;box-sizing:border-box}
.check{display:flex;gap:8px;align-items:center;font-weight:400}
.actions{display:flex;gap:12px;margin-top:20px;flex-wrap:wrap}
button{padding:10px 18px;border-radius:6px;font-size:1rem;cursor:pointer;border:1px solid #1f5fbf}
.primary{background:#1f5fbf;color:#fff}.secondary{background:#fff;color:#1f5fbf}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f59f00;outline-offset:2px}
.error{color:#c92a2a;font-weight:600}
a{color:#1f5fbf}
</style></head><body><main>${body}</main></body></html>`;

/**
 * The e-signature widget: a signing page served by this server and shown in a frame. It signs
 * through the ordinary document accept call, then tells the parent ESIGN (or REJECT).
 */
export const esignPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    offerPaths.esignScript,
    { schema: { hide: true }, config: { tenantless: true } },
    async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(esignScript),
  );

  app.get(
    offerPaths.esignPage,
    {
      schema: {
        tags: ['offers'],
        summary: 'E-signature signing page (HTML) for one document, meant to be framed',
        querystring: domainQuerySchema.extend({ wid: z.string().uuid(), hosted: originSchema }),
      },
    },
    async (request, reply) => {
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
      const user = await request.currentUser();
      const tenantId = request.tenant.id;
      const [doc] = await app.db
        .select()
        .from(offerDocuments)
        .where(and(eq(offerDocuments.tenantId, tenantId), eq(offerDocuments.id, request.query.wid)))
        .limit(1);
      const offer = doc && (await offerRepository.find(app.db, tenantId, doc.offerId));
      if (!user || !doc || !offer || offer.candidateId !== user.id || offer.status === 'Draft')
        return reply
          .status(404)
          .send(
            page(
              'Document not found',
              '<h1>Document not found</h1><p>Log in as the candidate this offer was made to.</p>',
            ),
          );
      const domain = request.query.domain ? `?domain=${encodeURIComponent(request.query.domain)}` : '';
      const data = {
        accept: `${apiPath(offerPaths.acceptDocument, { id: offer.id, documentId: doc.id })}${domain}`,
        boot: `${bootPaths.boot}${domain}`,
        hosted: request.query.hosted,
        wid: doc.id,
      };
      const body = `
<h1>${escapeHtml(doc.name)}</h1>
<p>${escapeHtml(offer.positionTitle)}. Read the document, then sign it with your full name.</p>
<p><a href="${escapeHtml(documentFileUrl(offer.id, doc.id) + domain)}">Download ${escapeHtml(doc.name)} (PDF)</a></p>
${
  doc.status === 'Signed'
    ? '<p>This document has been signed.</p>'
    : `<form id="esign" novalidate data-config="${escapeHtml(JSON.stringify(data))}">
<label class="check"><input type="checkbox" name="agreed" value="true" required> I have read and agree to the terms and conditions</label>
<label for="name">Please enter your full name as the electronic signature</label>
<input id="name" type="text" name="signature_name" autocomplete="name" required>
<p id="error" class="error" role="alert"></p>
<div class="actions"><button type="submit" class="primary">Sign</button><button type="button" id="reject" class="secondary">Decline to sign</button></div>
</form>`
}
<script src="${offerPaths.esignScript}"></script>`;
      return reply.send(page(`Sign ${doc.name}`, body));
    },
  );
};
