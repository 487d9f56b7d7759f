-- The limits an attacker leans on, each kept in SQL so that every gateway process on one database
-- counts the same (gateway/README.md "Login and money limits").

-- A name's failed logins also lock it for 15 minutes after 10 (gateway/rules/login-lockout.ts).
ALTER TABLE login_failures ADD COLUMN locked_until timestamptz;

-- Wrong transaction passwords per member (gateway/rules/payment-password-lockout.ts). No foreign
-- key to members: its statements run outside the money transaction that may hold the member's
-- rows (db/database.ts `durable`), and a key check would wait on that transaction.
CREATE TABLE payment_password_failures (
  member_id integer PRIMARY KEY,
  failures integer NOT NULL,
  locked_until timestamptz
);

-- SMS sends per phone in a 5-minute window and the lock that follows too many
-- (gateway/rules/sms-phone-lockout.ts); one statement reads and writes a row, so parallel sends
-- cannot slip past it. It replaces sms_locks, which a separate count decided.
CREATE TABLE sms_phone_sends (
  merchant_code text NOT NULL,
  phone text NOT NULL,
  window_start timestamptz NOT NULL,
  sends integer NOT NULL,
  locked_until timestamptz,
  PRIMARY KEY (merchant_code, phone)
);
DROP TABLE sms_locks;

-- Hits per rule and subject in the current hour (gateway/rules/hourly-counter.ts): SMS sends per
-- client address and per merchant.
CREATE TABLE hourly_counters (
  rule text NOT NULL,
  subject text NOT NULL,
  window_start timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (rule, subject)
);
