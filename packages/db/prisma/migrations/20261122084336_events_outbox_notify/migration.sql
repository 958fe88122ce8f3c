-- Wakes the dispatchers' outbox relay the moment events commit, instead of at their next poll.
-- The notification is only a hint: the relay still polls, so a missed one costs latency, not an
-- event. Once per statement, and PostgreSQL folds identical notifications of one transaction.
-- The migration tool splits scripts at every semicolon, even inside quotes, so the function's
-- own semicolons are written as the escape \073.
CREATE FUNCTION "events_outbox_notify"() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN PERFORM pg_notify(''events_outbox'', '''')\073 RETURN NULL\073 END';

CREATE TRIGGER "events_outbox_notify"
AFTER INSERT ON "events"
FOR EACH STATEMENT EXECUTE FUNCTION "events_outbox_notify"();
