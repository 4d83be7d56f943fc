/** The variables behind the development defaults, as `loadConfig` parses them. */
type DemoDefaultsEnv = { MAIL_TRANSPORT: string; PAYMENT_GATEWAY: string; PUBLIC_BASE_URL?: string | undefined };

type DemoDefaultRule = {
  variable: keyof DemoDefaultsEnv;
  isInForce: (env: DemoDefaultsEnv) => boolean;
  /** Why production refuses it and what to set instead. */
  refusal: string;
  /** What a demo that keeps it must know, for the warning logged at each start. */
  consequence: string;
};

/**
 * Development defaults that are unsafe on the internet (issue 16): with NODE_ENV=production each one stops the start
 * unless ALLOW_DEMO_DEFAULTS=true, and then each one in force is named in a warning at every start.
 */
export const DEMO_DEFAULT_RULES: DemoDefaultRule[] = [
  {
    variable: 'MAIL_TRANSPORT',
    isInForce: (env) => env.MAIL_TRANSPORT === 'dev',
    refusal: 'dev (the default) sends no email, it only writes files to MAIL_DIR; set MAIL_TRANSPORT=smtp and SMTP_URL',
    consequence: 'no email is sent, messages are only written to MAIL_DIR',
  },
  {
    variable: 'PAYMENT_GATEWAY',
    isInForce: (env) => env.PAYMENT_GATEWAY === 'sandbox',
    refusal: 'sandbox (the default) takes test cards and no money; set PAYMENT_GATEWAY=stripe and STRIPE_SECRET_KEY',
    consequence: 'card payments are simulated, no money moves',
  },
  {
    // The address users type, so https even when TLS ends at a proxy in front of this server.
    variable: 'PUBLIC_BASE_URL',
    isInForce: (env) => env.PUBLIC_BASE_URL?.startsWith('http:') ?? false,
    refusal:
      'an http:// address sends sign-in and password-reset links in clear text; use the https:// address users reach',
    consequence: 'emailed links with secret tokens travel over plain http',
  },
];

/** The rules in force, each as `VARIABLE=value (what that means)`, e.g. `PAYMENT_GATEWAY=sandbox (card ...)`. */
export const demoDefaultsInForce = (env: DemoDefaultsEnv): string[] =>
  DEMO_DEFAULT_RULES.filter((rule) => rule.isInForce(env)).map(
    (rule) => `${rule.variable}=${env[rule.variable]} (${rule.consequence})`,
  );

/** Says at each start, as loudly as a log can, which development defaults a production demo is running with. */
export const warnOfDemoDefaults = (
  log: { warn: (details: object, message: string) => void },
  demoDefaults: string[],
): void => {
  if (demoDefaults.length === 0) return;
  log.warn(
    { demoDefaults },
    `DEMO MODE, NOT FOR REAL USERS: NODE_ENV=production runs with development defaults because ALLOW_DEMO_DEFAULTS=true: ${demoDefaults.join('; ')}`,
  );
};
