// The demo data's approved driver (`npm run seed:demo`) as the page-measuring scripts log in (lighthouse.mjs,
// long-tasks.mjs, main-thread-attribution.mjs): the options naming the account, the login, and a job it can open.

/** `parseArgs` options: the driver's email and password, the demo data's by default. */
export const DEMO_DRIVER_OPTIONS = {
  driver: { type: 'string', default: 'hotshot@demo.freight.example' },
  password: { type: 'string', default: 'demo-password-2026' },
};

const api = async (base, pathname, init = {}) => {
  const response = await fetch(new URL(`/api${pathname}`, base), init);
  if (!response.ok) {
    throw new Error(`${init.method ?? 'GET'} /api${pathname} answered ${response.status}: is the demo data seeded?`);
  }
  return response.json();
};

/** Logs the driver in at the server `base`; resolves to the session key. */
export const logInDemoDriver = async ({ base, driver, password }) => {
  const { key } = await api(base, '/auth/login/', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: driver, password }),
  });
  return key;
};

/** The first load the driver's search finds: the job page the scripts open. */
export const firstJobId = async (base, key) => {
  const jobs = await api(base, '/haul/search/', { headers: { Authorization: `Token ${key}` } });
  const id = jobs.results[0]?.id;
  if (!id) throw new Error('The driver finds no job: seed the demo data first (npm run seed:demo).');
  return id;
};
