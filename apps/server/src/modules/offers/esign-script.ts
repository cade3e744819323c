/**
 * The signing page's script, served from our origin (the CSP allows no inline script). It
 * fetches a CSRF token, posts the signature, and reports the outcome to the parent frame.
 */
export const esignScript = `(() => {
  const form = document.getElementById('esign');
  if (!form) return;
  const cfg = JSON.parse(form.dataset.config);
  const error = document.getElementById('error');
  const tell = (type) => window.parent.postMessage({ type, wid: cfg.wid }, cfg.hosted);
  document.getElementById('reject').addEventListener('click', () => tell('REJECT'));
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    error.textContent = '';
    const fd = new FormData(form);
    if (fd.get('agreed') !== 'true') { error.textContent = 'Please agree to the terms and conditions before signing.'; return; }
    if (!String(fd.get('signature_name') || '').trim()) { error.textContent = 'Please enter your full name as the electronic signature.'; return; }
    fd.set('method', 'esign');
    const button = form.querySelector('button[type=submit]');
    button.disabled = true;
    try {
      const boot = await fetch(cfg.boot, { credentials: 'same-origin' });
      const token = boot.headers.get('x-csrf-token') || '';
      const res = await fetch(cfg.accept, { method: 'POST', body: fd, credentials: 'same-origin', headers: { 'x-csrf-token': token } });
      if (res.ok) { tell('ESIGN'); form.replaceWith(Object.assign(document.createElement('p'), { textContent: 'Signed. You can close this window.' })); return; }
      const body = await res.json().catch(() => ({}));
      error.textContent = body.message || 'There was a problem accepting the document';
    } catch {
      error.textContent = 'There was a problem accepting the document';
    }
    button.disabled = false;
  });
})();
`;
