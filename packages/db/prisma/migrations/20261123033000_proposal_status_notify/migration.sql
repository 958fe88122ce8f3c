-- Wakes the gateways' event streams (GET /proposals/:id/events) when a proposal's status changes:
-- a stage starting writes no event, so the notification of `events` alone would not tell them.
-- Once per statement, like events_outbox: it is a hint, and the streams read what changed. The
-- function's semicolons are written as \073 for the migration tool (see events_outbox_notify).
CREATE FUNCTION "proposal_status_notify"() RETURNS trigger LANGUAGE plpgsql AS
  E'BEGIN PERFORM pg_notify(''proposal_status'', '''')\073 RETURN NULL\073 END';

CREATE TRIGGER "proposal_status_notify"
AFTER UPDATE OF "status" ON "proposals"
FOR EACH STATEMENT EXECUTE FUNCTION "proposal_status_notify"();
