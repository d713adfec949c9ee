-- Issue 17: the audit stream is append-only. Nothing in the API changes or deletes an audit row, and the
-- database refuses it too: UPDATE, DELETE and TRUNCATE of staff_audit raise an error.
CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff_audit is append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER staff_audit_no_update_or_delete BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER staff_audit_no_truncate BEFORE TRUNCATE ON staff_audit
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_append_only();
--> statement-breakpoint
-- Bug reports resolved before the console count as done; verifications already in progress entered the
-- queue when this ran.
UPDATE bug_reports SET status = 'DONE' WHERE resolved_at IS NOT NULL;
--> statement-breakpoint
UPDATE social_accounts SET verification_requested_at = coalesce(updated_at, now())
  WHERE verification = 'IN_PROGRESS' AND verification_requested_at IS NULL;
