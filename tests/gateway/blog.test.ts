// The blog over HTTP (spec 000 §1): articles newest first, ten a page, in the request's language;
// one article by its slug; nothing while the merchant's BLOG3 module is off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

describe('the blog', () => {
  it('lists the articles newest first, ten a page, in PT and EN', async () => {
    const english = gateway.client({ language: 'en' });
    const first = await english.call('blogList', {});
    expect([first.total, first.totalPages, first.list.length]).toEqual([12, 2, 10]);
    expect(first.list[0]).toMatchObject({
      slug: 'responsible-play',
      title: 'Responsible play in five steps',
    });
    const dates = first.list.map((post) => post.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await english.call('blogList', { pageNo: 2 });
    expect(second.list.map((post) => post.slug)).toEqual(['lottery-basics', 'welcome']);
    const portuguese = await gateway.client({ language: 'pt' }).call('blogList', { pageSize: 1 });
    expect(portuguese.list[0].title).toBe('Jogo responsável em cinco passos');
  });

  it('answers an article by its slug, and names a slug it does not have', async () => {
    const article = await gateway.client({ language: 'pt' }).call('blogArticle', {
      slug: 'pix-deposits',
    });
    expect(article.title).toBe('Depósitos por PIX, passo a passo');
    expect(article.content).toContain('<h2>Depósitos por PIX, passo a passo</h2>');
    const missing = await failure(gateway.client().call('blogArticle', { slug: 'nothing-here' }));
    expect([missing.code, missing.message]).toEqual([
      'NOT_FOUND',
      'No blog article "nothing-here".',
    ]);
  });

  it('offers nothing while the merchant’s blog module is off', async () => {
    await gateway.dev('POST', 'modules', { modId: 'BLOG3', enabled: false });
    try {
      const refused = await failure(gateway.client().call('blogList', {}));
      expect(refused.code).toBe('FEATURE_DISABLED');
    } finally {
      await gateway.dev('POST', 'modules', { modId: 'BLOG3', enabled: true });
    }
  });
});
