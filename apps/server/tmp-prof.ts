import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { writeFile } from 'node:fs/promises';
import { buildApp } from './src/app';
import { loadConfig } from './src/platform/config';
import { openDatabase } from './src/platform/db/open-database';
import { measure } from './bench/measure';
const route = process.argv[2] ?? 'price/';
const dataDir = await mkdtemp(path.join(tmpdir(), 'prof-'));
const config = loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', MAIL_DIR: path.join(dataDir, 'mail') });
const app = await buildApp({ config, database: await openDatabase(config), logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const appUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
const temp = await fetch(`${appUrl}/api/user/create_temp_account/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
const { key } = (await temp.json()) as { key: string };
const body = JSON.stringify({
  origin: { name: 'Saskatoon, SK', location: [-106.67, 52.13] },
  destination: { name: 'Lethbridge, AB', location: [-112.8333, 49.7] },
  load: { make_model: '2021 Honda Civic Sedan', length: 4.64, width: 1.8, height: 1.41, weight: 1257 },
});
const headers = { authorization: `Token ${key}`, 'content-type': 'application/json' };
const url = route === 'healthz' ? `${appUrl}/api/healthz` : `${appUrl}/api/quote/${route === 'quote' ? '' : route}`;
const method = route === 'healthz' ? 'GET' : 'POST';
await measure(url, { seconds: 3, method, body: method === 'POST' ? body : undefined, headers });
const session = new Session(); session.connect();
await session.post('Profiler.enable'); await session.post('Profiler.setSamplingInterval', { interval: 100 }); await session.post('Profiler.start');
const m = await measure(url, { seconds: 5, method, body: method === 'POST' ? body : undefined, headers });
const { profile } = await session.post('Profiler.stop');
await writeFile(`/tmp/prof-${route.replace('/', '')}.cpuprofile`, JSON.stringify(profile));
console.log(route, m);
await app.close();
process.exit(0);
