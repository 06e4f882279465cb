-- Session limits: the last refresh of a sign-in, for the idle timeout (the absolute lifetime counts from session.date).
alter table session add column last_activity_at timestamptz not null default now();
update session set last_activity_at = greatest(date, updated_at);
