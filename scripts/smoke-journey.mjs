// A smoke journey against a running server, as CI runs it on the compiled server in production mode
// (.ci/production-smoke): health, the built web app and one of its hashed scripts, then a shipper who signs up,
// logs in, gets a quote between real towns and reads their profile. Plain Node (fetch); exits 1 at the first failure.
// Usage: node scripts/smoke-journey.mjs http://127.0.0.1:3000
import assert from 'node:assert/strict';

const baseUrl = process.argv[2];
if (!baseUrl) {
  console.error('Usage: node scripts/smoke-journey.mjs <base URL of a running server>');
  process.exit(2);
}

const call = async (method, pathname, { key, body } = {}) => {
  const response = await fetch(new URL(pathname, baseUrl), {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(key ? { authorization: `Token ${key}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return { status: response.status, headers: response.headers, text, json: isJson ? JSON.parse(text) : undefined };
};

const expectStatus = (response, status, what) =>
  assert.equal(
    response.status,
    status,
    `${what}: expected ${status}, got ${response.status} ${response.text.slice(0, 300)}`,
  );

const step = async (name, run) => {
  const started = Date.now();
  await run();
  console.log(`ok  ${name} (${Date.now() - started} ms)`);
};

/** The first suggestion for a town, as the quote form sends it. */
const place = async (text) => {
  const response = await call('GET', `/api/geo/autocomplete/?search_term=${encodeURIComponent(text)}`);
  expectStatus(response, 200, `places for ${text}`);
  const [first] = response.json;
  assert.ok(first, `no place found for ${text}`);
  return { name: first.label, location: first.location };
};

const runId = `${Date.now()}${process.pid}`;
const shipper = {
  name: 'Smoke Test Shipper',
  email: `smoke.${runId}@example.com`,
  telephone: `306-555-${runId.slice(-4)}`,
  password: 'smoke test password 2026',
};
let key;

try {
  await step('liveness and readiness', async () => {
    expectStatus(await call('GET', '/api/healthz'), 200, 'healthz');
    const ready = await call('GET', '/api/readyz');
    expectStatus(ready, 200, 'readyz');
    assert.equal(ready.json.status, 'ready');
  });

  await step('the web app and one of its hashed scripts', async () => {
    const page = await call('GET', '/');
    expectStatus(page, 200, 'GET /');
    assert.match(page.headers.get('content-type') ?? '', /text\/html/);
    // The app's entry, named on boot.js's tag: boot.js adds it after the first paint (decision 027).
    const script = /<script[^>]+data-entry="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    assert.ok(script, 'index.html names no /assets/*.js entry on boot.js');
    const asset = await call('GET', script);
    expectStatus(asset, 200, `GET ${script}`);
    assert.match(asset.headers.get('content-type') ?? '', /javascript/);
    assert.match(asset.headers.get('cache-control') ?? '', /immutable/);
  });

  await step('a shipper signs up and logs in', async () => {
    const signup = await call('POST', '/api/user/create_account/', {
      body: { ...shipper, password2: shipper.password },
    });
    expectStatus(signup, 201, 'create_account');
    const login = await call('POST', '/api/auth/login/', {
      body: { email: shipper.email, password: shipper.password },
    });
    expectStatus(login, 200, 'login');
    key = login.json.key;
    assert.ok(key, 'login answered no key');
  });

  await step('a quote between real towns', async () => {
    const quote = await call('POST', '/api/quote/', {
      key,
      body: {
        origin: await place('Saskatoon'),
        destination: await place('Lethbridge'),
        load: {
          make_model: '2021 Honda Civic Sedan',
          length: 4.64,
          width: 1.8,
          height: 1.41,
          weight: 1257,
          load_type: 'vehicle',
        },
      },
    });
    expectStatus(quote, 201, 'quote');
    assert.ok(quote.json.shipper_rate?.amountCents > 0, `no price in ${quote.text.slice(0, 300)}`);
  });

  await step('the shipper reads their profile', async () => {
    const profile = await call('GET', '/api/user/profile/', { key });
    expectStatus(profile, 200, 'profile');
    assert.equal(profile.json.email, shipper.email);
  });
} catch (error) {
  console.error(`FAILED: ${error.message}`);
  process.exit(1);
}
console.log('smoke journey passed');
