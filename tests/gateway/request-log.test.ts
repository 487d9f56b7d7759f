// What an operator sees (gateway/README.md, the CLI's `gateway` command): one log line per answer of
// 500 or above with the error behind it, one per answer with `requests`, and never a secret.
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { handleGatewayError } from '../../gateway/server/error-handler';
import {
  loggerOptions,
  redactUrl,
  registerRequestLog,
  type GatewayLogOptions,
} from '../../gateway/server/request-log';
import { startTestGateway, type TestGateway } from './support/test-gateway';

interface LogLine {
  level: number;
  msg: string;
  method?: string;
  url?: string;
  status?: number;
  ms?: number;
  err?: { message: string; type: string };
}

function collector(): { destination: GatewayLogOptions['destination']; lines: LogLine[] } {
  const lines: LogLine[] = [];
  return {
    lines,
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  };
}

let app: FastifyInstance | undefined;
let gateway: TestGateway | undefined;

afterEach(async () => {
  await app?.close();
  await gateway?.close();
  app = undefined;
  gateway = undefined;
});

/** A bare app with the gateway's logger, request log and error handler, and two routes. */
async function appWithLog(options: Omit<GatewayLogOptions, 'destination'>) {
  const { destination, lines } = collector();
  app = Fastify({
    logger: loggerOptions({ ...options, destination }),
    logController: new LogController({ disableRequestLogging: true }),
  });
  registerRequestLog(app, { ...options, destination });
  app.setErrorHandler(handleGatewayError);
  app.get('/wps/fine', async () => ({ success: true, message: '', value: null }));
  app.get('/wps/broken', async () => {
    throw new Error('the disk is full');
  });
  await app.ready();
  return { app, lines };
}

describe('the request log', () => {
  it('writes one error line for an unexpected failure, with the error, and none for a 200', async () => {
    const { app, lines } = await appWithLog({});
    expect((await app.inject({ url: '/wps/fine' })).statusCode).toBe(200);
    const broken = await app.inject({ url: '/wps/broken', headers: { 'x-language': 'en' } });
    expect([broken.statusCode, broken.json().message]).toEqual([500, 'Unknown error']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'answered 500',
      method: 'GET',
      url: '/wps/broken',
      status: 500,
      err: { type: 'Error', message: 'the disk is full' },
    });
    expect(typeof lines[0]?.ms).toBe('number');
  });

  it('writes a line per answer with requests, without headers and with secrets redacted', async () => {
    const { app, lines } = await appWithLog({ requests: true });
    await app.inject({
      url: '/wps/fine?username=player01&password=Hunter2x&token=abc123&lang=en',
      headers: { authorization: 'Bearer secret-token-value', cookie: 'session=secret-cookie' },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'answered 200',
      url: '/wps/fine?username=player01&password=[redacted]&token=[redacted]&lang=en',
      status: 200,
    });
    const written = JSON.stringify(lines);
    for (const secret of ['Hunter2x', 'abc123', 'secret-token-value', 'secret-cookie']) {
      expect(written).not.toContain(secret);
    }
  });

  it("redacts the game page's ticket in the path and every secret field whatever its case", () => {
    expect(redactUrl('/lgw/game-page/TICKET123/play?Code=1&captchaKey=k&vendor=pg')).toBe(
      '/lgw/game-page/[redacted]/play?Code=[redacted]&captchaKey=[redacted]&vendor=pg',
    );
    expect(redactUrl('/wps/system/permission')).toBe('/wps/system/permission');
  });

  it("logs an answer of 500 from the real gateway's pipeline (an injected fault)", async () => {
    const { destination, lines } = collector();
    gateway = await startTestGateway({ log: { destination } });
    await gateway.dev('POST', 'faults', { action: 'permission', status: 500 });
    await gateway.raw('/wps/system/permission', { headers: { 'X-Language': 'en' } });
    const answers = lines.filter((line) => line.msg.startsWith('answered'));
    expect(answers.map((line) => [line.status, line.method, line.url?.split('?')[0]])).toEqual([
      [500, 'GET', '/wps/system/permission'],
    ]);
  });
});
