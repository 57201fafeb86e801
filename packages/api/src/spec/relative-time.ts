import { formatDistance } from "date-fns/formatDistance";

/** A job card time: date-fns distance to now followed by 'ago', e.g. 'about 1 hour ago'. */
export function timeAgo(date: Date | string | number, now: Date | number = Date.now()): string {
  return `${formatDistance(new Date(date), now)} ago`;
}
