import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, startTestGateway, type TestGateway } from './support/test-gateway';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.close();
});

const executions = (value: {
  notices: Array<{ execution: string }>;
  popup: Array<{ execution: string }>;
  home: Array<{ execution: string }>;
}) =>
  [
    ...new Set([...value.notices, ...value.popup, ...value.home].map((item) => item.execution)),
  ].sort();

describe('announcements by execution', () => {
  it('gives visitors execution B only, with banners of every group', async () => {
    const notice = await gateway
      .client()
      .call('announcements', { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' });
    expect(executions(notice)).toEqual(['B']);
    expect(new Set(notice.banners.map((banner) => banner.groupName))).toEqual(
      new Set(['w_home', 'w_login', 'w_register', 'w_forget', 'w_leftmenu']),
    );
    expect(notice.promotion).toMatchObject({ id: expect.any(Number), title: expect.any(String) });
  });

  it('gives a logged-in player execution A, and never B even when asked', async () => {
    const member = gateway.client({ token: await gateway.login('down0101', 'Player123') });
    expect(executions(await member.call('announcements', {}))).toEqual(['A']);
    const asked = await member.call('announcements', { execution: 'B' });
    expect(executions(asked)).toEqual([]);
  });

  it('adds execution F on the session of a first login', async () => {
    const first = await gateway
      .client()
      .call('login', { username: 'newbie01', password: 'Player123' });
    expect(
      executions(await gateway.client({ token: first.token }).call('announcements', {})),
    ).toEqual(['A', 'F']);
    const later = await gateway.login('newbie01', 'Player123');
    expect(executions(await gateway.client({ token: later }).call('announcements', {}))).toEqual([
      'A',
    ]);
  });

  it('narrows by type and speaks the player language', async () => {
    const popups = await gateway.client({ language: 'pt' }).call('announcements', { types: 'PU' });
    expect(popups.notices).toEqual([]);
    expect(popups.banners).toEqual([]);
    expect(popups.popup.map((item) => item.title)).toEqual(['Oferta de boas-vindas']);
  });
});

describe('banners', () => {
  const homeBanners = async (language: 'pt' | 'en') =>
    (await gateway.client({ language }).call('announcements', { types: 'B' })).banners.filter(
      (banner) => banner.groupName === 'w_home',
    );

  it('names each home banner in the player language, and draws its picture without words', async () => {
    const [english, portuguese] = [await homeBanners('en'), await homeBanners('pt')];
    expect(english.find((banner) => banner.title === 'Points mall')?.subtitle).toBe(
      'Trade your points for prizes',
    );
    expect(portuguese.find((banner) => banner.title === 'Loja de pontos')?.subtitle).toBe(
      'Troque pontos por prêmios',
    );
    const mall = english.find((banner) => banner.title === 'Points mall')!;
    // One picture for every language: the site draws the words over it.
    expect(mall.url).not.toContain('lang=');
    const picture = await fetch(mall.url);
    expect(picture.status).toBe(200);
    expect(await picture.text()).not.toContain('<text');
  });

  it('names every other group’s banner too, a title and a subtitle in the player language over a picture without words', async () => {
    const others = async (language: 'pt' | 'en') =>
      (await gateway.client({ language }).call('announcements', { types: 'B' })).banners.filter(
        (banner) => banner.groupName !== 'w_home',
      );
    const [english, portuguese] = [await others('en'), await others('pt')];
    const register = english.find((banner) => banner.groupName === 'w_register')!;
    expect([register.title, register.subtitle]).toEqual([
      'Sign up in one minute',
      'And play today',
    ]);
    const cadastro = portuguese.find((banner) => banner.groupName === 'w_register')!;
    expect([cadastro.title, cadastro.subtitle]).toEqual([
      'Cadastre-se em 1 minuto',
      'E jogue ainda hoje',
    ]);
    expect(english.every((banner) => banner.subtitle)).toBe(true);
    expect(register.url).toBe(cadastro.url);
    expect(register.url).not.toContain('lang=');
    expect(await (await fetch(register.url)).text()).not.toContain('<text');
  });

  it('offers no banner to the points mall while the merchant’s POINTMALL3 module is off', async () => {
    await gateway.dev('POST', 'modules', { modId: 'POINTMALL3', enabled: false });
    try {
      const links = (await homeBanners('en')).map((banner) => banner.linkTarget);
      expect(links).not.toContain('/pointMall');
      expect(links).toEqual(['1', expect.any(String), 'https://www.gambleaware.org/']);
    } finally {
      await gateway.dev('POST', 'modules', { modId: 'POINTMALL3', enabled: true });
    }
    expect((await homeBanners('en')).map((banner) => banner.linkTarget)).toContain('/pointMall');
  });
});

describe('permission and system status', () => {
  it('sends the module tree, the location and both flags off by default', async () => {
    const permission = await gateway.client({ clientIp: '203.0.113.7' }).call('permission', {});
    expect(permission).toMatchObject({
      maintenance: false,
      regionRestriction: false,
      maintenanceEnd: null,
      location: { ip: '203.0.113.7' },
    });
    const ids = JSON.stringify(permission.info.whitelabel);
    for (const modId of [
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'CHNGPASSVERIF3',
      'FREEPLAY3',
      'SMSLOGIN3',
    ]) {
      expect(ids).toContain(`"modId":"${modId}","enabled":true`);
    }
  });

  it('switches maintenance on: permission says so, other actions answer 503, and off again', async () => {
    const endsAt = new Date(gateway.clock.now() + 3_600_000).toISOString();
    await gateway.dev('POST', 'maintenance', { enabled: true, endsAt });
    try {
      const permission = await gateway.client().call('permission', {});
      expect([permission.maintenance, permission.maintenanceEnd]).toEqual([true, endsAt]);
      const refused = await failure(gateway.client().call('gamesList', {}));
      expect([refused.status, refused.code, refused.kind, refused.retryAfterSeconds]).toEqual([
        503,
        'MAINTENANCE',
        'http',
        3600,
      ]);
      expect((await gateway.client().call('helpContent', {})).sections.length).toBe(8);
    } finally {
      await gateway.dev('POST', 'maintenance', { enabled: false });
    }
    expect((await gateway.client().call('permission', {})).maintenance).toBe(false);
  });

  it('switches region restriction on for one merchant only', async () => {
    await gateway.dev('POST', 'region', { restricted: true, merchantCode: 'MC1003' });
    try {
      expect(
        (await gateway.client({ merchantCode: 'MC1003' }).call('permission', {})).regionRestriction,
      ).toBe(true);
      const refused = await failure(gateway.client({ merchantCode: 'MC1003' }).call('winners', {}));
      expect([refused.status, refused.code, refused.message]).toEqual([
        403,
        'REGION_RESTRICTED',
        'Access is restricted from your IP address or location',
      ]);
      expect((await gateway.client().call('permission', {})).regionRestriction).toBe(false);
    } finally {
      await gateway.dev('POST', 'region', { restricted: false, merchantCode: 'MC1003' });
    }
  });

  it('switches a module off: the tree shows it and the gateway refuses the feature', async () => {
    await gateway.dev('POST', 'modules', { modId: 'FREEPLAY3', enabled: false });
    try {
      const tree = JSON.stringify((await gateway.client().call('permission', {})).info.whitelabel);
      expect(tree).toContain('"modId":"FREEPLAY3","enabled":false');
      const refused = await failure(gateway.client().call('freePlayLogin', {}));
      expect([refused.status, refused.code]).toEqual([403, 'FEATURE_DISABLED']);
    } finally {
      await gateway.dev('POST', 'modules', { modId: 'FREEPLAY3', enabled: true });
    }
  });

  it('switching a parent module off switches its children off', async () => {
    await gateway.dev('POST', 'modules', { modId: 'LOGIN3', enabled: false });
    try {
      expect(
        (
          await failure(
            gateway
              .client()
              .call('loginSmsCode', { mobileNum: '11912340001', countryDialingCode: '55' }),
          )
        ).code,
      ).toBe('FEATURE_DISABLED');
    } finally {
      await gateway.dev('POST', 'modules', { modId: 'LOGIN3', enabled: true });
    }
  });
});

describe('merchants', () => {
  it('serves one merchant per skin and the default skin when the request names none', async () => {
    const codes = await Promise.all(
      ['', 'MC1001', 'MC1002', 'MC1003'].map(
        async (merchantCode) =>
          (await gateway.client({ merchantCode }).call('permission', {})).info.merchantCode,
      ),
    );
    expect(codes).toEqual(['MC1001', 'MC1001', 'MC1002', 'MC1003']);
  });

  it('refuses an unknown merchant code with a message that lists the known ones', async () => {
    const refused = await failure(
      gateway.client({ merchantCode: 'MC9999' }).call('permission', {}),
    );
    expect([refused.status, refused.code, refused.message]).toEqual([
      400,
      'UNKNOWN_MERCHANT',
      'Unknown merchant code "MC9999": this gateway serves MC1001, MC1002, MC1003 (one per skin).',
    ]);
  });

  it('keeps members apart: a token of one merchant is refused by another', async () => {
    const token = await gateway.login('player01', 'Player123', 'MC1002');
    expect(
      (await gateway.client({ token, merchantCode: 'MC1002' }).call('memberInfo')).account,
    ).toBe('player01');
    expect(
      (await failure(gateway.client({ token, merchantCode: 'MC1001' }).call('memberInfo'))).code,
    ).toBe('TOKEN_INVALID');
  });

  it('sends registration settings and the engine-named rules', async () => {
    const rules = await gateway.client().call('registrationRules');
    expect(rules.username).toEqual({
      acceptedPattern: 'letterFirstAlphanumeric',
      minLength: 6,
      maxLength: 16,
      patternId: 'username',
    });
    const settings = await gateway.client().call('registrationSettings');
    expect(settings.email).toEqual({ show: true });
  });

  it('answers country codes, mirrors, help in both languages, and the member menu with badges', async () => {
    expect((await gateway.client().call('countryCodes')).list[0]).toEqual({
      countryCode: 'BR',
      countryDialingCode: '55',
      name: 'Brasil',
    });
    // The default skin lists no mirror sites, so its merchant has none (permission-domains.test.ts).
    expect((await gateway.client().call('domainRoutes')).list).toEqual([]);
    const pt = await gateway.client().call('helpContent', { lang: 'pt' });
    const en = await gateway.client().call('helpContent', { lang: 'en' });
    expect([pt.sections[1].title, en.sections[1].title]).toEqual([
      'Termos e condições',
      'Terms and conditions',
    ]);
    const member = gateway.client({ token: await gateway.login('down0201', 'Player123') });
    const menu = await member.call('memberMenu');
    expect(menu.list.find((item) => item.page === 'messageV2')?.badge).toBe(
      (await member.call('unreadCount')).count,
    );
  });
});
