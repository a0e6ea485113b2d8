/** When a paid card is mailed at the latest: a number of business days (Mon-Fri) after payment. */
export function mailByDate(paidAt: Date, businessDays: number): string {
  const day = new Date(Date.UTC(paidAt.getUTCFullYear(), paidAt.getUTCMonth(), paidAt.getUTCDate()));
  let left = businessDays;
  while (left > 0 || day.getUTCDay() === 0 || day.getUTCDay() === 6) {
    day.setUTCDate(day.getUTCDate() + 1);
    if (day.getUTCDay() !== 0 && day.getUTCDay() !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}
