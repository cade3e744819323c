/** Builds the spec's multipart form data for app.inject (what the browser's FormData sends). */
export function multipartForm(fields: Record<string, string>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----resume${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
