// The studio API's two ends of an HTTP exchange on Node's request and response: a body read up to
// a limit (a larger one is refused, and not kept in memory), and a JSON answer.
import type { IncomingMessage, ServerResponse } from 'node:http';

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The request's body is larger than ${Math.ceil(limit / 1024)} KB.`);
  }
}

export function readBody(request: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    // A body over the limit is read to its end and dropped, so the client gets the answer that
    // says so rather than a connection cut under it.
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    request.on('end', () =>
      size > limit ? reject(new BodyTooLargeError(limit)) : resolve(Buffer.concat(chunks)),
    );
    request.on('error', reject);
  });
}

export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.statusCode = status;
  response.setHeader('Content-Type', 'application/json; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.end(JSON.stringify(body));
}

export function sendForbidden(response: ServerResponse, reason: string, hint: string): void {
  response.statusCode = 403;
  response.setHeader('Content-Type', 'text/plain; charset=utf-8');
  response.end(`Forbidden: ${reason}. ${hint}\n`);
}
