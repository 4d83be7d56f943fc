import autocannon from 'autocannon';

/**
 * `cpuMsPerRequest` is this process's CPU time (user + system) per request answered: server and load generator
 * together, as both run here. Less swayed by a busy machine than throughput, it shows a route's own cost as its
 * difference from the baseline's; the database server's CPU is not in it.
 */
export type Measurement = { requestsPerSecond: number; p99Ms: number; cpuMsPerRequest?: number };

/** Drives `url` over loopback for `seconds` with `connections` keep-alive clients (bounded in count and time). */
export const measure = async (
  url: string,
  {
    seconds = 5,
    connections = 20,
    headers = {},
    method = 'GET',
    body,
  }: {
    seconds?: number;
    connections?: number;
    headers?: Record<string, string>;
    method?: 'GET' | 'POST';
    body?: string;
  } = {},
): Promise<Measurement> => {
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({ url, duration: seconds, connections, headers, method, body });
  const cpu = process.cpuUsage(cpuBefore);
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors during the benchmark`);
  }
  const cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total);
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, cpuMsPerRequest };
};

const cpuOf = (measured: Measurement) =>
  measured.cpuMsPerRequest === undefined ? '' : `, CPU ${(measured.cpuMsPerRequest * 1000).toFixed(0)} µs/request`;

export const report = (name: string, subject: Measurement, baseline: Measurement) => {
  const ratio = subject.requestsPerSecond / baseline.requestsPerSecond;
  console.log(
    `${name}: ${subject.requestsPerSecond.toFixed(0)} req/s (p99 ${subject.p99Ms} ms${cpuOf(subject)}) = ` +
      `${(ratio * 100).toFixed(1)}% of baseline ${baseline.requestsPerSecond.toFixed(0)} req/s ` +
      `(p99 ${baseline.p99Ms} ms${cpuOf(baseline)})`,
  );
};

/** The value below which `share` of the sorted samples fall (nearest-rank). */
export const percentile = (samples: number[], share: number): number => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
};

/** Requests `urls` one after another (a person typing), returning each one's latency in ms. */
export const latencies = async (urls: string[]): Promise<number[]> => {
  const samples: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const response = await fetch(url);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status} during the benchmark`);
    samples.push(performance.now() - started);
  }
  return samples;
};
