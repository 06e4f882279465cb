/**
 * How long a sign-in lasts (OWASP ASVS 7.3): it ends after `idleSeconds` without a token refresh and, however
 * active, `absoluteSeconds` after sign-in. `now` is the clock every session decision reads, so tests can move it.
 */
export interface SessionPolicy {
  idleSeconds: number;
  absoluteSeconds: number;
  now: () => Date;
}

const IDLE_TIMEOUT_SECONDS = 30 * 60;
const ABSOLUTE_LIFETIME_SECONDS = 12 * 60 * 60;

export const defaultSessionPolicy: SessionPolicy = {
  idleSeconds: IDLE_TIMEOUT_SECONDS,
  absoluteSeconds: ABSOLUTE_LIFETIME_SECONDS,
  now: () => new Date(),
};

/** `SESSION_IDLE_SECONDS` shortens the idle timeout (the browser tests' idle-session server uses a few seconds). */
export function sessionPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): SessionPolicy {
  const idle = env.SESSION_IDLE_SECONDS ? Number(env.SESSION_IDLE_SECONDS) : IDLE_TIMEOUT_SECONDS;
  if (!Number.isInteger(idle) || idle <= 0) throw new Error(`SESSION_IDLE_SECONDS must be a positive whole number, got "${env.SESSION_IDLE_SECONDS}"`);
  return { ...defaultSessionPolicy, idleSeconds: idle };
}

/**
 * SQL that is true while session `s` is within both limits; `$now`, `$idle` and `$absolute` are the parameter
 * numbers of the clock's time and the two limits in seconds.
 */
export function sessionLiveSql(alias: string, now: number, idle: number, absolute: number) {
  return `(${alias}.id_status = 'ACTIVE'
    and ${alias}.last_activity_at > $${now}::timestamptz - make_interval(secs => $${idle})
    and ${alias}.date > $${now}::timestamptz - make_interval(secs => $${absolute}))`;
}

export const policyParams = (policy: SessionPolicy) => [policy.now().toISOString(), policy.idleSeconds, policy.absoluteSeconds];
