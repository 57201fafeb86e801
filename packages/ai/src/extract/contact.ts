export interface ContactResult {
  name: string | null;
  email: string | null;
  telephone: string | null;
  website: string | null;
  address: string | null;
}

const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/;
const PHONE = /(?:\+\d{1,3}[\s.-]?)?(?:\(\d{2,4}\)\s?|\d{2,4}[\s.-])\d{3,4}[\s.-]\d{3,4}\b/;
const NAME_AFTER_CONTACT =
  /\b(?:contact|questions?\s+(?:to|for)|reach(?:\s+out\s+to)?|program\s+(?:officer|manager|contact)(?:\s+is)?|email)\s*:?\s+([A-Z][a-z]+(?:\s+[A-Z]\.)?\s+[A-Z][a-z]+(?:-[A-Z][a-z]+)?)\b/;
const NOT_NAMES = /^(?:Us|Our|The|Program|Grants?|Foundation|Team|Office|Trust|Fund)\b/;

/** An email, phone number and contact person stated on the page; null when it states none. */
export function findContact(text: string, mailtoLinks: string[] = []): ContactResult | null {
  const email = mailtoLinks[0] ?? EMAIL.exec(text)?.[0] ?? null;
  const telephone = PHONE.exec(text)?.[0]?.trim() ?? null;
  const nameMatch = NAME_AFTER_CONTACT.exec(text)?.[1] ?? null;
  const name = nameMatch && !NOT_NAMES.test(nameMatch) ? nameMatch : null;
  if (!email && !telephone && !name) return null;
  return { name, email, telephone, website: null, address: null };
}
