import { type ChildProcess, spawn } from "node:child_process";
import { join, resolve } from "node:path";

export interface RunningProcess {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** Starts one of the server's entry points as a real process and waits for a line of its output. */
export async function startProcess(
  entry: "main" | "worker",
  env: Record<string, string>,
  readyPattern: RegExp,
  timeoutMs = 60_000,
  /** Another clone of the repository to run the server from. */
  repo = resolve(import.meta.dirname, "../../.."),
): Promise<RunningProcess> {
  // node with tsx's loader and the young generation heap.ts sizes, as `npm start` runs it: signals reach the server itself, not a wrapper.
  const server = join(repo, "apps/server");
  const child = spawn(process.execPath, ["--max-semi-space-size=16", "--import", "tsx", join(server, `src/${entry}.ts`)], {
    cwd: server,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`${entry} did not start:\n${output}`)), timeoutMs);
    const check = () => {
      if (readyPattern.test(output)) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout!.on("data", check);
    child.stderr!.on("data", check);
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`${entry} exited with ${code}:\n${output}`));
    });
  });
  return { child, output: () => output, exited };
}

/** Health latencies (ms) of the server at `origin`, probed every 25 ms while `running()` holds, sorted. */
export async function probeHealth(origin: string, running: () => boolean): Promise<number[]> {
  const latencies: number[] = [];
  while (running()) {
    const t = performance.now();
    await fetch(`${origin}/api/health`);
    latencies.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 25));
  }
  return latencies.sort((x, y) => x - y);
}

/** The q-quantile of sorted values. */
export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
