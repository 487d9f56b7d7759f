// The preview serves the reference gateway on the site's origin, with its dev routes on (--dev): a
// captcha the gateway issues can be answered from its outbox, which is how UI specs finish flows.
import { expect, test } from '../support/skin-test';

test('a captcha issued on the site’s origin can be read back from the dev outbox', async ({
  request,
  skin,
  devGateway,
}) => {
  const response = await request.get('/wps/captcha', {
    headers: { 'X-Merchant-Code': skin.merchantCode },
  });
  expect(response.ok()).toBe(true);
  const { value } = (await response.json()) as { value: { captchaKey: string } };

  const answer = await devGateway.latestCode({ kind: 'captcha', to: value.captchaKey });

  expect(answer).toMatch(/^\S+$/);
  const [entry] = await devGateway.outbox({ kind: 'captcha', to: value.captchaKey });
  expect(entry).toMatchObject({ merchantCode: skin.merchantCode, code: answer });
});
