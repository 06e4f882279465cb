const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The address keeps the range as one filter ('from..to') so both ends change in one navigation. */
export function parseRange(value: string | undefined) {
  const [start, end] = (value ?? '').split('..');
  return start && end && DAY.test(start) && DAY.test(end) && start <= end ? { start, end } : null;
}
