import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the server received: its path, headers and JSON body. */
export interface ReceivedRequest {
  url: string;
  headers: IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: { role: string; content: string | null; tool_calls?: unknown[]; tool_call_id?: string }[];
    tools?: { type: string; function: { name: string } }[];
    tool_choice?: string;
    max_tokens?: number;
  };
}

/** What to answer: a status and a body (an object is sent as JSON), or hang until closed. */
export type ScriptedAnswer = { status?: number; body: unknown } | 'hang';
export type Script = (request: ReceivedRequest, index: number) => ScriptedAnswer;

/** A completion message with these tool calls (arguments given as objects). */
export const toolCalls = (...calls: { name: string; arguments: unknown }[]): ScriptedAnswer => ({
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [
      {
        index: 0,
        finish_reason: 'tool_calls',
        message: {
          role: 'assistant',
          content: null,
          tool_calls: calls.map((c, i) => ({
            id: `call_${i}_${c.name}`,
            type: 'function',
            function: { name: c.name, arguments: JSON.stringify(c.arguments) },
          })),
        },
      },
    ],
  },
});

/** A final completion message with this text. */
export const finalText = (content: string): ScriptedAnswer => ({
  body: {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  },
});

/** The JSON results of the tool messages the assistant sent back, in order. */
export const toolResults = (request: ReceivedRequest): unknown[] =>
  (request.body.messages ?? []).filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content ?? 'null'));

/**
 * A real HTTP server on a free local port that speaks the Chat Completions protocol
 * (POST …/chat/completions) with answers scripted per test, recording what it received.
 */
export class ChatCompletionsTestServer {
  received: ReceivedRequest[] = [];
  script: Script = () => ({ status: 500, body: { error: { message: 'no script' } } });
  private readonly server: Server;
  private readonly hanging = new Set<() => void>();

  private constructor() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        let body: ReceivedRequest['body'] = {};
        try {
          body = JSON.parse(raw);
        } catch {
          // Recorded as empty: the test's assertions say what was expected.
        }
        const received = { url: req.url ?? '', headers: req.headers, body };
        this.received.push(received);
        if (req.method !== 'POST' || !received.url.endsWith('/chat/completions')) {
          res.writeHead(404).end();
          return;
        }
        const answer = this.script(received, this.received.length - 1);
        if (answer === 'hang') {
          const end = () => res.destroy();
          this.hanging.add(end);
          res.on('close', () => this.hanging.delete(end));
          return;
        }
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' }).end(text);
      });
    });
  }

  static async start(): Promise<ChatCompletionsTestServer> {
    const s = new ChatCompletionsTestServer();
    await new Promise<void>((resolve) => s.server.listen(0, '127.0.0.1', resolve));
    return s;
  }

  /** The base URL to configure, e.g. http://127.0.0.1:40123/v1 */
  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  reset(script: Script) {
    this.received = [];
    this.script = script;
  }

  async close() {
    for (const end of this.hanging) end();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
