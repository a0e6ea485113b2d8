// The holiday peak of receipts: 1,000 orders are paid in a burst on the product's API (its own
// process, embedded PGlite, SMTP_URL pointing at a real SMTP server in this process); the clock
// runs from the first payment to the 1,000th receipt received. Each receipt must arrive once.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './paths.mjs';
import { apiEnv, origin, spawnLogged, waitFor } from './stack.mjs';

const requireFromApi = createRequire(path.join(root, 'api', 'package.json'));
const { SMTPServer } = requireFromApi('smtp-server');

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * An SMTP server that counts what it receives: each message's subject (one receipt per order
 * number) and, in `messages`, its Message-ID and when it arrived (ms since the epoch).
 */
export async function startCountingSmtp() {
  const subjects = [];
  const messages = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 200,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 8192) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        subjects.push(/^Subject: (.*)$/m.exec(head)?.[1] ?? '');
        messages.push({ messageId: /^Message-ID: (.*)$/im.exec(head)?.[1]?.trim() ?? '', at: Date.now() });
        callback();
      });
    },
  });
  server.on('error', () => {});
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.server.address().port,
    subjects,
    messages,
    close: () => new Promise((r) => server.close(r)),
  };
}

/** Runs `count` tasks with at most `width` at a time. */
async function pool(count, width, task) {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await task(next++);
    }),
  );
}

// Every order its own card (its greeting names the child and the giver), as in a real peak:
// 40 children × 25 givers, so each receipt draws a different picture of the card.
const children =
  'Maya Noah Ava Liam Emma Owen Mia Leo Zoe Eli Ivy Max Ada Sam Lily Jack Ruby Finn Nora Ezra Luna Theo Iris Milo Rose Kai June Hugo Cora Ian Tess Abe Nell Otis Faye Gus Lena Rex Skye Cal'.split(
    ' ',
  );
const givers =
  'Grandma Grandpa Nana Papa Auntie Uncle Gigi Pop Mimi Opa Oma Granny Gramps Abuela Abuelo Nonna Nonno Yaya Bubbe Zayde Tata Babcia Dziadek Lola Lolo'.split(
    ' ',
  );

function orderPayload(i) {
  return {
    purchaseAccount: { emailAddress: `peak${i}@example.com` },
    status: 'prePaymentAuthorization',
    fromName: givers[Math.floor(i / children.length) % givers.length],
    recipientName: children[i % children.length],
    shippingFirstName: 'Ann',
    shippingLastName: 'Lee',
    shippingAddress1: '1 Main St',
    shippingCity: 'Springfield',
    shippingState: 'IL',
    shippingCountry: 'United States',
    shippingZip: '62701',
    package: 1,
    cardType: 3, // a chosen greeting (1 is the custom one)
    cardTemplateId: 1,
    lineItems: [
      { lineItem: 'giftAmount', amount: 40 },
      { lineItem: 'donation', amount: 1 },
    ],
  };
}

/**
 * @returns {Promise<{orders:number, seconds:number, received:number, unique:number, payingSeconds:number}>}
 */
export async function benchMailPeak(p, { orders = 1000, log = console.log } = {}) {
  const smtp = await startCountingSmtp();
  const port = p.apiBench + 100;
  // MAIL_PEAK_PROFILE=<dir>: the API writes a CPU profile there (open it in Chrome's DevTools).
  const profileDir = process.env.MAIL_PEAK_PROFILE;
  const [command, args] = profileDir
    ? [
        process.execPath,
        [`--cpu-prof`, `--cpu-prof-dir=${path.resolve(profileDir)}`, '--import', 'tsx', 'src/server.ts'],
      ]
    : [path.join(root, 'api', 'node_modules', '.bin', 'tsx'), ['src/server.ts']];
  const api = spawnLogged('api-mail', command, args, {
    cwd: path.join(root, 'api'),
    // Each purchaser comes from their own address (the per-client limits of a real peak); the
    // in-process PayPal stand-in is called from 127.0.0.1, so the global limit is lifted.
    env: {
      ...apiEnv(port, p, 'mail'),
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      TRUST_PROXY: 'true',
      RATE_LIMIT_MAX: '1000000',
    },
  });
  try {
    await waitFor(`${origin(port)}/api/health`, 120_000, api.child);
    const base = `${origin(port)}/api`;
    const client = (i) => ({ 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` });
    log(`  mail: creating ${orders} orders (not timed)`);
    const ids = new Array(orders);
    await pool(orders, 16, async (i) => {
      const response = await fetch(`${base}/Order`, {
        method: 'POST',
        headers: { ...client(i), 'content-type': 'application/json' },
        body: JSON.stringify(orderPayload(i)),
      });
      if (!response.ok) throw new Error(`order ${i}: ${response.status} ${await response.text()}`);
      ids[i] = (await response.json()).id;
    });

    log(`  mail: paying ${orders} orders in a burst; clock runs until the last receipt is received`);
    const started = performance.now();
    await pool(orders, 16, async (i) => {
      const response = await fetch(`${base}/Order/${ids[i]}/skipPayment`, { method: 'POST', headers: client(i) });
      if (!response.ok) throw new Error(`payment ${i}: ${response.status}`);
    });
    const payingSeconds = (performance.now() - started) / 1000;
    while (smtp.subjects.length < orders && performance.now() - started < 120_000) await sleep(50);
    const seconds = (performance.now() - started) / 1000;
    await sleep(3000); // a duplicate would arrive meanwhile
    const result = {
      orders,
      seconds,
      payingSeconds,
      received: smtp.subjects.length,
      unique: new Set(smtp.subjects).size,
    };
    log(
      `  mail: ${result.received} receipts (${result.unique} distinct) in ${seconds.toFixed(1)} s (payments took ${payingSeconds.toFixed(1)} s)`,
    );
    return result;
  } finally {
    await api.stop();
    await smtp.close();
  }
}
