/** Builds a multipart/form-data payload for app.inject, the way a browser's FormData sends it. */
export async function multipart(
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; content: Uint8Array }[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append(f.field, new Blob([f.content], { type: f.type }), f.name);
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  return {
    payload: Buffer.from(await req.arrayBuffer()),
    headers: { 'content-type': req.headers.get('content-type') ?? '' },
  };
}
