import { loadConfig, ConfigError, type Config } from './config';
import { createApp } from './app';
import { DEMO_LOGINS, DEMO_STAFF, demoStaffTotpUri } from './db/seed';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
const { server, seededLogins } = await createApp(config);
await server.listen({ port: config.port, host: config.host });

const address = server.server.address();
const url = `http://localhost:${typeof address === 'object' && address ? address.port : config.port}`;
console.log(`\nSpona is running at ${url}${seededLogins ? ' (demo data loaded)' : ''}`);
if (config.seedDemo) {
  console.log('Demo logins (password for all):');
  for (const login of DEMO_LOGINS) {
    console.log(
      `  ${login.type.padEnd(10)} ${login.email.padEnd(32)} ${login.username.padEnd(12)} ${login.password}`,
    );
  }
  // Issue 17: the demo staff member (demo data only): enrol the URI in an authenticator app first.
  console.log(`Demo console (${url}/console/login), admin:`);
  console.log(`  ${DEMO_STAFF.email.padEnd(43)} ${DEMO_STAFF.password}`);
  console.log(`  TOTP: ${demoStaffTotpUri()}`);
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  server.log.info({ signal }, 'shutting down: finishing in-flight requests');
  try {
    await server.close();
    process.exit(0);
  } catch (err) {
    server.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
