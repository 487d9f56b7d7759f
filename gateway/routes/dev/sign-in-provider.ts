// A sign-in provider for the login pop-up's social buttons (spec 000 §2) under /__dev: a consent
// page, then a one-time code back to the site, which the gateway's social login redeems.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../../context/gateway-deps';
import { fail } from '../../core/gateway-error';
import type { DevState } from '../../dev/dev-state';
import { escapeHtml, sendPage } from '../html-page';

export function registerOAuth(scope: FastifyInstance, dev: DevState, deps: GatewayDeps): void {
  const providers = new Set(['facebook', 'google']);
  const validRedirect = (uri: string | undefined) =>
    typeof uri === 'string' && /^https?:\/\//.test(uri);
  scope.get<{
    Params: { provider: string };
    Querystring: { redirect_uri?: string; state?: string };
  }>('/oauth/:provider/authorize', async (request, reply) => {
    const { provider } = request.params;
    if (!providers.has(provider) || !validRedirect(request.query.redirect_uri)) {
      fail('BAD_REQUEST', {
        message: 'Use /__dev/oauth/facebook|google/authorize?redirect_uri=https://…&state=…',
      });
    }
    const hidden = (name: string, value: string) =>
      `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
    return sendPage(
      reply,
      200,
      `Sign in with ${provider}`,
      `<h1>Sign in with ${escapeHtml(provider)}</h1><p>Skinforge test provider</p>
<form method="post" action="/__dev/oauth/${escapeHtml(provider)}/approve">
${hidden('redirect_uri', request.query.redirect_uri ?? '')}${hidden('state', request.query.state ?? '')}
<p><input name="email" type="email" value="tester@example.com" aria-label="E-mail" required></p>
<p><input name="name" value="Test Player" aria-label="Name" required></p>
<button type="submit" name="decision" value="allow">Continue</button><button type="submit" name="decision" value="deny">Cancel</button>
</form>`,
    );
  });
  scope.post<{ Params: { provider: string }; Body: Record<string, string> }>(
    '/oauth/:provider/approve',
    async (request, reply) => {
      const { provider } = request.params;
      const {
        redirect_uri: redirectUri,
        state = '',
        email = '',
        name = '',
        decision,
      } = request.body ?? {};
      if (!providers.has(provider) || !validRedirect(redirectUri)) {
        fail('BAD_REQUEST', { message: 'A redirect_uri is needed.' });
      }
      const target = new URL(redirectUri);
      target.searchParams.set('state', state);
      if (decision !== 'allow') {
        target.searchParams.set('error', 'access_denied');
      } else {
        const code = randomBytes(24).toString('base64url');
        dev.socialGrants.set(code, {
          provider: provider as 'facebook' | 'google',
          subject: email.toLowerCase(),
          email,
          name: name || email,
          expiresAt: deps.now().getTime() + 5 * 60_000,
        });
        target.searchParams.set('code', code);
      }
      return reply.redirect(target.toString(), 302);
    },
  );
}
