/**
 * Reads a stream of newline-delimited JSON, calling `onLine` with each complete line's value
 * as soon as it has arrived (a line split across chunks is joined first).
 */
export async function readNdjson(
  body: ReadableStream<Uint8Array>,
  onLine: (value: unknown) => void,
): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  const flush = (final: boolean) => {
    const lines = buffered.split('\n');
    buffered = final ? '' : (lines.pop() ?? '');
    for (const line of lines) if (line.trim()) onLine(JSON.parse(line));
  };
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    flush(false);
  }
  buffered += decoder.decode();
  flush(true);
}
