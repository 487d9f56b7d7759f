import { describe, expect, it } from 'vitest';
import {
  AGENT_PAGE_ROWS,
  CATALOGUE,
  CATEGORIES,
  MEMBER_PAGE_ROWS,
  MESSAGE_KEYS,
  templateVariables,
} from '../../engine';

/**
 * Every message of spec 000 §5 and §8 and spec 001 §8 that has words, as the EN catalogue must say
 * it.
 */
const SPEC_MESSAGES = [
  'Please fill in your password with {{range}} characters',
  'Please enter a valid verification code',
  'Please enter a valid mobile number',
  'Incorrect confirmation input',
  'Real name format is incorrect',
  'Phone number format is incorrect',
  'Invalid invitation code',
  'Account format is incorrect',
  'Password format is incorrect',
  'E-mail format is incorrect',
  'Confirmation password is not correct.',
  'Please enter the captcha',
  'Input cannot be empty',
  'Please enter content',
  'Please enter the username and password',
  'Please confirm you are {{age}} years old',
  'Items marked * are required',
  'Username/Email does not exist',
  'Password has expired',
  'Please complete verification first',
  'Please Enter Correct Information',
  'Non-agents cannot log in',
  'Network link is abnormal, please try again',
  'The page took longer time to load, please check your network connectivity',
  'Unknown error',
  'Invalid URL, please contact customer service',
  'Popup blocked. Please allow popups and try again.',
  'You are not logged in, please login',
  'copy success',
  'Too many requests. Please try again in 5 minutes.',
];

describe('the UI text catalogue', () => {
  it('holds exactly the same keys in PT and EN', () => {
    expect(Object.keys(CATALOGUE.pt).sort()).toEqual(Object.keys(CATALOGUE.en).sort());
  });

  it('uses the same {{variables}} in both languages of every text', () => {
    const mismatched = MESSAGE_KEYS.filter(
      (key) =>
        templateVariables(CATALOGUE.pt[key]).sort().join() !==
        templateVariables(CATALOGUE.en[key]).sort().join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('leaves no text empty', () => {
    expect(
      MESSAGE_KEYS.filter((key) => !CATALOGUE.pt[key].trim() || !CATALOGUE.en[key].trim()),
    ).toEqual([]);
  });

  it('says every message of the spec in English', () => {
    const texts = new Set(Object.values(CATALOGUE.en));
    expect(SPEC_MESSAGES.filter((message) => !texts.has(message))).toEqual([]);
  });

  it('names every member-centre and agent-centre page, category and help tag', () => {
    // The page tables (engine/site/pages.ts) name every page; the categories and help tags are
    // the vocabulary's.
    const missing = [
      ...Object.keys(MEMBER_PAGE_ROWS).map((page) => `member.${page}`),
      ...Object.keys(AGENT_PAGE_ROWS).map((page) => `agentPage.${page}`),
      // The vocabulary's categories and the lobby's own tabs.
      ...[...CATEGORIES, 'HOME', 'PROMO', 'FAV', 'HOT', 'RECENT', 'SEARCH'].map(
        (category) => `category.${category}`,
      ),
      ...[
        'about',
        'term',
        'privacy',
        'responsibleGaming',
        'faq',
        'deposit',
        'withdraw',
        'contact',
      ].map((tag) => `help.${tag}`),
    ].filter((key) => !(key in CATALOGUE.en));
    expect(missing).toEqual([]);
  });

  it('writes Brazilian Portuguese for the account messages', () => {
    expect([
      CATALOGUE.pt['header.login'],
      CATALOGUE.pt['header.signUp'],
      CATALOGUE.pt['validation.required'],
      CATALOGUE.pt['error.nonAgent'],
    ]).toEqual([
      'Entrar',
      'Cadastre-se',
      'O campo não pode ficar vazio',
      'Quem não é agente não pode entrar',
    ]);
  });
});
