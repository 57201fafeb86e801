export interface SelfTestResult {
  name: string;
  description: string;
  passed: boolean;
  details: string;
}

export interface SelfTestReport {
  success: boolean;
  tests: SelfTestResult[];
  message?: string;
}

/** Runs one check; a throw is a failure with the error as details, never a crashed suite. */
export function check(name: string, description: string, run: () => { passed: boolean; details: string }): SelfTestResult {
  try {
    return { name, description, ...run() };
  } catch (err) {
    return { name, description, passed: false, details: `Error: ${err instanceof Error ? err.message : String(err)}` };
  }
}

export function report(tests: SelfTestResult[]): SelfTestReport {
  const failed = tests.filter((t) => !t.passed);
  return {
    success: failed.length === 0,
    tests,
    message: failed.length ? `${failed.length} of ${tests.length} tests failed: ${failed.map((t) => t.name).join(", ")}` : `All ${tests.length} tests passed`,
  };
}
