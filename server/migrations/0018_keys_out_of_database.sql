-- Keys out of the database (issue 17): a dump must not hold the keys that sign access tokens, anti-forgery tokens
-- and multi-factor challenges, nor the one that encrypts authenticator secrets. They live in a key file or the
-- TOURDESK_KEYS variable (server/src/auth/secrets.ts); the server moves any keys this table still holds into the
-- key file before it migrates, so this only removes what has been moved.
drop table if exists app_secret;
