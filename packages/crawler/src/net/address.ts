import { promises as dns, lookup as dnsLookup, type LookupAddress } from "node:dns";
import ipaddr from "ipaddr.js";
import { UnsafeUrlError } from "../errors.js";

/** Hostnames of cloud metadata services, refused whatever they resolve to. */
const METADATA_HOSTS = new Set(["metadata.google.internal", "metadata", "instance-data", "metadata.azure.internal"]);

/**
 * True for any address that is not global unicast: private, loopback, link-local (169.254/16,
 * including the 169.254.169.254 metadata service), multicast, unspecified, CGNAT (100.64/10),
 * unique-local IPv6 (fc00::/7, including fd00:ec2::254), reserved and documentation ranges.
 * IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry.
 */
export function isPrivateAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return true;
  return ipaddr.process(address).range() !== "unicast";
}

function refusal(url: string, detail: string): UnsafeUrlError {
  return new UnsafeUrlError(`${url} is a private or local network address (${detail}); GrantScout only crawls public websites.`);
}

function hostOf(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UnsafeUrlError(`${url} is not a valid URL.`);
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new UnsafeUrlError(`${url} is not an http(s) URL.`);
  }
  return parsed.hostname.replace(/^\[|\]$/g, "").toLowerCase();
}

/**
 * Checks what can be checked without DNS: the scheme, literal IP addresses and metadata hostnames.
 * Run on the start URL and on every redirect target; hostnames are then checked at connection
 * time by `safeLookup`, so DNS rebinding cannot slip a private answer past this check.
 * Returns the host when it is a name that still needs resolving, null for a checked literal IP.
 */
export function checkUrlTarget(url: string, allowPrivateNetworks: boolean): string | null {
  const host = hostOf(url);
  if (allowPrivateNetworks) return null;
  if (METADATA_HOSTS.has(host.replace(/\.$/, ""))) throw refusal(url, "cloud metadata service");
  if (ipaddr.isValid(host)) {
    if (isPrivateAddress(host)) throw refusal(url, host);
    return null;
  }
  return host;
}

/** Resolves the host of `url` and throws UnsafeUrlError unless every address is public. */
export async function assertPublicUrl(url: string, allowPrivateNetworks: boolean): Promise<void> {
  const host = checkUrlTarget(url, allowPrivateNetworks);
  if (host === null) return;
  let answers: LookupAddress[];
  try {
    answers = await dns.lookup(host, { all: true });
  } catch {
    throw new UnsafeUrlError(`${url} cannot be reached: the name ${host} does not resolve.`);
  }
  const bad = answers.find((a) => isPrivateAddress(a.address));
  if (bad) throw refusal(url, `${host} resolves to ${bad.address}`);
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for node:http sockets that refuses private answers. Because it runs when the socket
 * connects, the address checked is the address used.
 */
export function safeLookup(hostname: string, options: { all?: boolean }, callback: LookupCallback): void {
  dnsLookup(hostname, { ...options, all: true }, (err, answers) => {
    if (err) return callback(err, []);
    const bad = answers.find((a) => isPrivateAddress(a.address));
    if (bad) return callback(refusal(`http://${hostname}/`, `${hostname} resolves to ${bad.address}`), []);
    if (options.all) return callback(null, answers);
    const first = answers[0];
    if (!first) return callback(new Error(`${hostname} has no address`), []);
    callback(null, first.address, first.family);
  });
}
