// English texts — Account, network and phone-verification errors; trial notices (spec 000 §8, spec
// 001 §8). Flat dotted keys, i18next `{{name}}` interpolation; ../pt/errors.ts must hold exactly
// these keys.

export const errors = {
  // Account and network errors (spec 000 §8, spec 001 §8)
  'error.usernameNotExist': 'Username/Email does not exist',
  'error.passwordExpired': 'Password has expired',
  'error.completeVerification': 'Please complete verification first',
  'error.enterCorrectInfo': 'Please Enter Correct Information',
  'error.nonAgent': 'Non-agents cannot log in',
  'error.agentsOnly': 'Only agents can use this.',
  'error.network': 'Network link is abnormal, please try again',
  'error.timeout': 'The page took longer time to load, please check your network connectivity',
  'error.unknown': 'Unknown error',
  'error.invalidUrl': 'Invalid URL, please contact customer service',
  'error.popupBlocked': 'Popup blocked. Please allow popups and try again.',
  'error.accessRestricted': 'Access is restricted from your IP address or location',
  'error.maintenance': 'The system is under maintenance',
  'error.notLoggedIn': 'You are not logged in, please login',
  'error.realAccountNeeded':
    'You are playing with a trial account. Please register a real account to continue.',
  'error.smsFailed': 'The code could not be sent',
  'error.pageFailed': 'This page could not be shown.',
  'error.wrongCredentials': 'Wrong username or password',
  'error.unregisteredIp': 'You are logging in from a new location. Please verify it is you.',
  'error.verifyBySms': 'Verify with an SMS code',
  'error.verifyByEmail': 'Verify with an e-mail code',
  'error.verifyByAuthenticator': 'Verify with your authenticator app',
  'error.verifyByBankHolder': 'Verify with the bank account holder name',
  'error.nonMember': 'This account cannot log in here',
  // Gateway refusals a player can act on (engine/api/error-text.ts maps their codes here)
  'error.captchaInvalid': 'The captcha is wrong or has expired; please enter the new one',
  'error.usernameTaken': 'This account name is already registered',
  'error.mobileTaken': 'This mobile number is already registered',
  'error.passwordReused': 'Choose a password other than the current or the initial one',
  'error.featureDisabled': 'This feature is not available',
  'error.insufficientFunds': 'Insufficient balance',
  'error.paymentPasswordInvalid': 'The payment password is wrong',
  'error.rateLimited': 'Too many requests. Please try again later.',
  // Phone verification errors (spec 000 §8)
  'phoneError.invalidPhone': 'The phone number is invalid or missing',
  'phoneError.tooManyRequests': 'Too many requests. Please try again in 5 minutes.',
  'phoneError.unknown': 'Unknown error',
  'phoneError.invalidCode': 'The verification code is invalid or missing',
  'phoneError.captchaFailed': 'The captcha check failed or this domain is not allowed',
  'phoneError.quotaExceeded': 'The quota is exceeded. Please contact customer service.',
  'phoneError.notAllowed': 'This operation is not allowed. Please contact customer service.',
  'phoneError.codeExpired': 'The code has expired. Please send it again.',
  'phoneError.popupClosed': 'The sign-in window was closed. Login failed, please try again.',
  // Trial accounts (spec 000 §6, spec 001 §8)
  'trial.title': 'Real account needed',
  'trial.message': 'Trial accounts cannot do this. Register a real account to play for real.',
  'trial.confirm': 'OK',
} as const;
