-- Failed logins count only wrong passwords (gateway/rules/login-throttle.ts): a login is counted as
-- a failure once its password proved wrong, and the logins still being checked are counted apart,
-- for the captcha alone, so a burst of parallel logins cannot bring more than 3 passwords to a
-- check without a captcha, while right passwords checked beside each other never lock a name.
ALTER TABLE login_failures ADD COLUMN checking integer NOT NULL DEFAULT 0;
ALTER TABLE login_failures ADD COLUMN checking_since timestamptz;
