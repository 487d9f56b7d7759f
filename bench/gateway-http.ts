// Requests to the gateway through node:http with one keep-alive agent: fetch costs the client
// several times more per request, and on a small machine the client's own event loop then sets
// the latency. The bench sets the agent's sockets to its connections.
import http from 'node:http';

export const agent = new http.Agent({ keepAlive: true });

export interface Answer {
  status: number;
  body: { success?: boolean; value?: unknown };
}

/** One request over the agent's kept-alive sockets: the status and the parsed body. */
export function request(
  base: string,
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve, reject) => {
    const sent = http.request(
      `${base}${path}`,
      {
        method,
        agent,
        headers: {
          ...(body ? { 'Content-Type': 'application/json' } : {}),
          ...options.headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Answer['body'],
          }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}
