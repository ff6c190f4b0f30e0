-- Session tokens and verification identifiers are stored as SHA-256, base64url without padding
-- (ADR 017). Rows written before this migration hold the raw values: hash them in place so that
-- signed-in browsers stay signed in and e-mailed links keep working. Raw session tokens are 32
-- characters; a stored hash is 43.
UPDATE "auth_sessions"
SET "token" = rtrim(translate(encode(sha256(convert_to("token", 'UTF8')), 'base64'), '+/', '-_'), '=')
WHERE length("token") = 32;
--> statement-breakpoint
UPDATE "auth_verifications"
SET "identifier" = rtrim(translate(encode(sha256(convert_to("identifier", 'UTF8')), 'base64'), '+/', '-_'), '=');
