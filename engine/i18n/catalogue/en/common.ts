// English texts — Shared words, images, language names.
// Flat dotted keys, i18next `{{name}}` interpolation; ../pt/common.ts must hold exactly these keys.

export const common = {
  // The page title: the skin's brand.title unless the skin's dictionary of a language names it.
  'brand.title': '{{title}}',
  // Shared words
  'common.confirm': 'Confirm',
  'common.cancel': 'Cancel',
  'common.submit': 'Submit',
  'common.close': 'Close',
  'common.back': 'Back',
  'common.more': 'More',
  'common.loading': 'Loading…',
  'common.retry': 'Try again',
  'common.reload': 'Reload the page',
  'common.noData': 'No data',
  'common.required': 'Items marked * are required',
  'common.copy': 'Copy',
  'common.copySuccess': 'copy success',
  'common.previousPage': 'Previous page',
  'common.nextPage': 'Next page',
  'common.page': 'Page {{page}} of {{total}}',
  'common.offline': 'You are offline. We will reconnect when the network is back.',
  'common.search': 'Search',
  'common.all': 'All',
  'common.details': 'Details',
  'common.status': 'Status',
  'common.time': 'Time',
  'common.amount': 'Amount',
  'common.notice': 'Notice',
  'common.skipToContent': 'Skip to content',
  // Languages
  'language.pt': 'Português',
  'language.en': 'English',
  // Images that fail to load (spec 000 §8)
  'image.defaultAvatar': 'Player avatar',
  'image.defaultGameIcon': 'Game icon',
} as const;
