// What is done on a page before its shot: the pop-ups a player opens (spec 000 §2 "Modals": login,
// registration, forgot password, the contract dialog, the chat room; spec 001 §4, §5 the
// withdrawal confirmation and a good's details) and the deposit sheet's order step (spec 001 §7:
// the order, its PIX QR code and payment link), found as a player finds them: by role and by the
// skin's own words in the shot's language.
import type { Locator, Page } from '@playwright/test';
import type { MessageKey, Translator } from '../../engine';

type Translate = Translator['t'];

export interface PageStep {
  /** Done once the page has settled; the page settles again before the shot. */
  run(page: Page, t: Translate): Promise<void>;
  /** The title of the dialog the step leaves open: the shot is of the screen, with the dialog. */
  dialog?: MessageKey;
}

/**
 * A click on what the settled page shows. Forced: Playwright's wait for a still element counts
 * animation frames, which the paused clock holds back (cli/shots/frozen-page.ts); the page has
 * settled, so the element is there, still, or it is not.
 */
const CLICK = { timeout: 15_000, force: true } as const;

/**
 * Clicks `target` in the middle of the screen. A forced click lands where the element is, whatever
 * covers it there: scrolled only as far as the screen's edge, a button of the last row sat under
 * the phone's tab bar, which took the click (the withdrawal confirmation on a 390 px phone).
 */
async function press(target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'center', inline: 'center' }));
  await target.click(CLICK);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A catalogue text as a pattern, its {{variables}} standing for any number. */
const textPattern = (text: string) =>
  escapeRegExp(text).replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, '\\d+');

const nothing = async () => undefined;

export const PAGE_STEPS = {
  // /login and /register open their pop-ups by themselves (spec 000 §2).
  login: { run: nothing, dialog: 'login.title' },
  register: { run: nothing, dialog: 'register.title' },
  forgotPassword: {
    async run(page, t) {
      const login = page.getByRole('dialog', { name: t('login.title') });
      await press(byName(login, t('login.forgotPassword')));
    },
    dialog: 'forgot.title',
  },
  // The deposit page opens the deposit sheet as it is reached; the order is made in the sheet.
  deposit: {
    async run(page, t) {
      const sheet = page.getByRole('dialog', { name: t('member.depositv2') });
      await press(
        sheet
          .getByRole('group', { name: t('wallet.deposit.chips') })
          .getByRole('button')
          .nth(1),
      );
      await press(sheet.getByRole('button', { name: t('wallet.deposit.submit'), exact: true }));
    },
    dialog: 'member.depositv2',
  },
  withdrawalConfirmation: {
    async run(page, t) {
      await press(
        page
          .getByRole('table', { name: t('wallet.withdraw.history') })
          .getByRole('button', { name: t('wallet.withdraw.confirm') })
          .first(),
      );
    },
    dialog: 'withdrawal.confirmTitle',
  },
  itemDetails: {
    async run(page, t) {
      await press(
        page
          .getByRole('list', { name: t('points.goods') })
          .getByRole('button', { name: new RegExp(`^${escapeRegExp(t('points.goodsDetails'))}: `) })
          .first(),
      );
    },
    dialog: 'points.goodsDetails',
  },
  contractDialog: {
    async run(page, t) {
      // "Contracts", or "Contracts (2 pending)" while offers wait (spec 001 §3).
      const name = new RegExp(
        `^(${textPattern(t('agentNav.contracts'))}|${textPattern(t('agentNav.contractsPending'))})$`,
      );
      await press(page.getByRole('button', { name }));
    },
    dialog: 'contractDialog.title',
  },
  chat: {
    async run(page, t) {
      await press(page.getByRole('contentinfo').getByRole('button', { name: t('chat.title') }));
    },
    dialog: 'chat.title',
  },
  firstArticle: {
    async run(page) {
      await press(page.getByRole('main').locator('a[href^="/blog/"]').first());
    },
  },
} as const satisfies Record<string, PageStep>;

export type PageStepName = keyof typeof PAGE_STEPS;

/** A control by its name, whether the page draws it as a button or as a link. */
function byName(scope: Locator, name: string): Locator {
  return scope.getByRole('button', { name }).or(scope.getByRole('link', { name }));
}
